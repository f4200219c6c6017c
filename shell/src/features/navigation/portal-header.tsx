import { Link } from '@propdesk/shared/router';
import { Anchor, Group } from '@propdesk/shared/ui';
import { LanguagePicker } from '../language/language-picker.tsx';
import { AccountMenu } from './account-menu.tsx';
import { usePublicConfig } from '../organization/public-queries.ts';

/**
 * The shell's header. It sits outside every remote's error boundary, so it keeps working when a
 * remote is down. The identity issue adds the greeting, bell, avatar menu and sidebar.
 */
export function PortalHeader() {
  const config = usePublicConfig();
  return (
    <Group
      component="header"
      justify="space-between"
      px="md"
      h={56}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Anchor component={Link} to="/" fw={700} underline="never" data-testid="portal-home-link">
        {config.data?.productName ?? 'PropDesk'}
      </Anchor>
      <Group gap="sm">
        <LanguagePicker />
        <AccountMenu />
      </Group>
    </Group>
  );
}
