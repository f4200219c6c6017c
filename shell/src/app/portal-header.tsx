import { Anchor, Group } from '@mantine/core';
import { SUPPORT_AGENT_PAGES } from '@propdesk/shared/domain';
import { Link, useLocation } from '@propdesk/shared/router';
import { useCurrentOrganization, useSession } from '@propdesk/shared/session';
import { LanguagePicker } from '../features/language/language-picker.tsx';
import { AccountMenu } from '../features/navigation/account-menu.tsx';
import { PartnerButton } from '../features/navigation/partner-button.tsx';
import { navigationAreaForPath } from '../features/navigation/sidebar/navigation-items.ts';
import { MobileNavigation } from '../features/navigation/sidebar/mobile-navigation.tsx';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { OrganizationLogo } from '../features/organizations/organization-logo.tsx';
import { OrganizationSwitcher } from '../features/organizations/organization-switcher.tsx';
import { usePublicConfig } from '../features/organizations/public-queries.ts';

/**
 * The shell's header. It sits outside every remote's error boundary, so it keeps working when a
 * remote is down. On small screens it carries the button that opens the sidebar's drawer.
 */
export function PortalHeader({ withNavigation }: { withNavigation: boolean }) {
  const config = usePublicConfig();
  const { pathname } = useLocation();
  const area = navigationAreaForPath(pathname);
  const currentOrganization = useCurrentOrganization();
  const isSignedIn = useSession((state) => state.user !== null);
  const isStaffOfFirm = area === 'organization' || area === 'support-agent';
  // The organization's name in the organization and support agent areas, otherwise the product name.
  const title =
    isStaffOfFirm && currentOrganization
      ? currentOrganization.name
      : (config.data?.productName ?? 'PropDesk');
  return (
    <Group
      component="header"
      justify="space-between"
      px="md"
      h={56}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      {/* The title gives way (cut short) before the controls on the right do. */}
      <Group gap="sm" wrap="nowrap" miw={0}>
        {withNavigation ? <MobileNavigation /> : null}
        <OrganizationLogo />
        <Anchor component={Link} to="/" fw={700} underline="never" truncate data-testid="portal-home-link">
          {title}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {area === 'admin' ? <OrganizationSwitcher /> : null}
        <PartnerButton />
        <LanguagePicker />
        {isSignedIn && area === 'support-agent' ? (
          // An agent's notifications are the organization area's, read on the agent's own pages.
          <NotificationBell area="organization" readerPages={SUPPORT_AGENT_PAGES} />
        ) : null}
        {isSignedIn && area !== 'support-agent' ? <NotificationBell area={area} /> : null}
        <AccountMenu staffRole={isStaffOfFirm ? (currentOrganization?.role ?? null) : null} />
      </Group>
    </Group>
  );
}
