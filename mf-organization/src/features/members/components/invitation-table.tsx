import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notify } from '@propdesk/shared/notify';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ConfirmDialog } from '@propdesk/shared/ui';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import type { TInvitation } from '@propdesk/shared/contracts';
import type { TInvitationState, TStaffMemberRole } from '@propdesk/shared/domain';
import { memberTexts } from '../i18n/index.ts';
import {
  useInvitationChange,
  useInvitationPage,
  type TMemberPermissions,
} from '../queries/member-queries.ts';
import { memberErrorText } from './member-error-text.ts';

const INVITATIONS_PAGE_SIZE = 10;

const STATE_COLORS: Record<TInvitationState, string> = {
  pending: 'blue',
  expired: 'orange',
  accepted: 'teal',
  revoked: 'gray',
};

/**
 * The organization's open invitations (waiting or expired), a page at a time, with resend and revoke for
 * readers holding members.manage; an owner's invitation is touched only by those who may make owners.
 */
export function InvitationTable({
  organizationId,
  permissions,
  onlyRole,
}: {
  organizationId: string;
  permissions: TMemberPermissions;
  onlyRole?: TStaffMemberRole;
}) {
  const { t, i18n } = useLazyTranslation(memberTexts);
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<TInvitation | null>(null);
  const invitations = useInvitationPage(organizationId, onlyRole ?? null, page, INVITATIONS_PAGE_SIZE);
  const change = useInvitationChange(organizationId);
  const data = invitations.data;
  const date = (instant: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(instant),
    );
  const mayTouch = (invitation: TInvitation) =>
    permissions.canManage && (invitation.role !== 'owner' || permissions.canManageOwners);
  const resend = (invitation: TInvitation) => {
    setRevoking(null);
    change.mutate(
      { kind: 'resend', invitation },
      { onSuccess: () => void notify({ color: 'green', message: t('done.resent') }) },
    );
  };
  const revoke = () => {
    if (revoking === null) return;
    change.mutate(
      { kind: 'revoke', invitation: revoking },
      {
        onSuccess: () => {
          void notify({ color: 'green', message: t('done.revoked') });
          setRevoking(null);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {t('invitations.title')}
      </Title>
      {invitations.isPending ? <Text size="sm">{t('invitations.loading')}</Text> : null}
      {invitations.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('invitations.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void invitations.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {change.isError && revoking === null ? (
        <Alert color="red" role="alert">
          {memberErrorText(change.error, t)}
        </Alert>
      ) : null}
      {data !== undefined && data.invitations.length === 0 ? (
        <Text c="dimmed">{t('invitations.empty')}</Text>
      ) : null}
      {data !== undefined && data.invitations.length > 0 ? (
        <PaginatedTable
          shown={{ ...data, rowCount: data.invitations.length }}
          page={page}
          onPageChange={setPage}
          pagesLabel={t('invitations.pages')}
          minWidth={760}
          verticalSpacing="xs"
          aria-label={t('invitations.title')}
          aria-busy={invitations.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invitations.columns.email')}</Table.Th>
              <Table.Th>{t('invitations.columns.role')}</Table.Th>
              <Table.Th>{t('invitations.columns.state')}</Table.Th>
              <Table.Th>{t('invitations.columns.sentAt')}</Table.Th>
              <Table.Th>{t('invitations.columns.expiresAt')}</Table.Th>
              <Table.Th>{t('invitations.columns.invitedBy')}</Table.Th>
              <Table.Th>{t('invitations.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.invitations.map((invitation) => (
              <Table.Tr key={invitation.id} data-testid="invitation-row">
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>{t(`roles.${invitation.role}`)}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLORS[invitation.state]} variant="light">
                    {t(`invitations.states.${invitation.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{date(invitation.sentAt)}</Table.Td>
                <Table.Td>{date(invitation.expiresAt)}</Table.Td>
                <Table.Td>{invitation.invitedByName ?? '—'}</Table.Td>
                <Table.Td>
                  {mayTouch(invitation) ? (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('invitations.resendNamed', { email: invitation.email })}
                        loading={change.isPending && change.variables.kind === 'resend'}
                        onClick={() => resend(invitation)}
                      >
                        {t('invitations.resend')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('invitations.revokeNamed', { email: invitation.email })}
                        onClick={() => {
                          change.reset();
                          setRevoking(invitation);
                        }}
                      >
                        {t('invitations.revoke')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PaginatedTable>
      ) : null}
      <ConfirmDialog
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        title={revoking === null ? null : t('invitations.revokeTitle', { email: revoking.email })}
        message={t('invitations.revokeMessage')}
        error={change.isError && revoking !== null ? memberErrorText(change.error, t) : null}
        isPending={change.isPending}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
