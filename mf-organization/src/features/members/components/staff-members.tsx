import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationId } from '@propdesk/shared/session';
import { memberTexts } from '../i18n/index.ts';
import { useMemberPermissions } from '../queries/member-queries.ts';
import { InvitationTable } from './invitation-table.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberTable } from './member-table.tsx';

/**
 * Members & Roles of the organization being run (the shell's switcher chose it): its owners, admins,
 * managers and agents, their roles and access, and the invitations waiting. Shared by the organization
 * area and the admin's organization view (docs: Members).
 */
export function StaffMembers() {
  const { t } = useLazyTranslation(memberTexts);
  const { organizationId, isPending } = useCurrentOrganizationId();
  const permissions = useMemberPermissions(organizationId);
  if (organizationId === null) {
    return <Text c="dimmed">{isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="members">{t('tabs.members')}</Tabs.Tab>
          <Tabs.Tab value="invitations">{t('tabs.invitations')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          <MemberTable organizationId={organizationId} permissions={permissions} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <Stack gap="lg">
            {permissions.canManage ? (
              <InviteForm organizationId={organizationId} permissions={permissions} />
            ) : null}
            <InvitationTable organizationId={organizationId} permissions={permissions} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
