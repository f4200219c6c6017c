import { Paper, Stack, Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationId } from '@propdesk/shared/session';
import { memberTexts } from '../i18n/index.ts';
import { useMemberPermissions } from '../queries/member-queries.ts';
import { InvitationTable } from './invitation-table.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberTable } from './member-table.tsx';

/**
 * The organization's support agents: the members page's data limited to the agent role, with their open
 * work, an invitation form for agents and their waiting invitations. Shared by the organization area and
 * the admin's organization view.
 */
export function SupportAgents() {
  const { t } = useLazyTranslation(memberTexts);
  const { organizationId, isPending } = useCurrentOrganizationId();
  const permissions = useMemberPermissions(organizationId);
  if (organizationId === null) {
    return <Text c="dimmed">{isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  return (
    <Stack gap="lg">
      {permissions.canManage ? (
        <InviteForm organizationId={organizationId} permissions={permissions} onlyRole="agent" />
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <MemberTable organizationId={organizationId} permissions={permissions} onlyRole="agent" hasOpenWork />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <InvitationTable organizationId={organizationId} permissions={permissions} onlyRole="agent" />
      </Paper>
    </Stack>
  );
}
