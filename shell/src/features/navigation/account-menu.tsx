import { Link, useNavigate } from '@propdesk/shared/router';
import { Avatar, Badge, Button, Group, Text, UnstyledButton, Menu } from '@mantine/core';
import { notify } from '@propdesk/shared/notify';
import type { TMemberRole } from '@propdesk/shared/contracts';
import { useSession } from '@propdesk/shared/session';
import { useTranslation } from '@propdesk/shared/i18n';
import { useSessionManager } from '../../lib/shell-api.tsx';

/**
 * The signed-in user's greeting and menu (Profile Settings, Sign Out with "Signed out successfully"),
 * or a way to sign in. The sidebar, bell and role badge come with the shell chrome. On an organization's
 * pages `staffRole` is the person's role there, which the badge names instead of "Trader".
 */
export function AccountMenu({ staffRole = null }: { staffRole?: TMemberRole | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sessionManager = useSessionManager();
  const user = useSession((state) => state.user);

  if (!user) {
    return (
      <Button component={Link} to="/auth" variant="light" size="compact-sm">
        {t('header.signIn')}
      </Button>
    );
  }

  const signOut = async () => {
    await sessionManager.signOut().catch(() => undefined);
    void notify({ color: 'green', message: t('header.signedOut') });
    navigate('/auth');
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.accountMenu')}>
          <Group gap={6} wrap="nowrap">
            {/* A phone's header has no room for the greeting: the initial stands in for it. */}
            <Avatar size={30} color="blue" hiddenFrom="sm" aria-hidden>
              {user.profile.firstName.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {t('header.welcome', { name: user.profile.firstName })}
            </Text>
            {/* Administrator for admins, the staff role on an organization's pages, otherwise Trader. */}
            <Badge size="sm" variant="light" visibleFrom="sm">
              {user.profile.role === 'admin'
                ? t('header.roleAdministrator')
                : staffRole !== null && staffRole !== 'user'
                  ? t(`header.staffRoles.${staffRole}`)
                  : t('header.roleTrader')}
            </Badge>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          {t('header.profileSettings')}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
