import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TSecurityStaffSession } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { securityDashboardTexts } from '../i18n/index.ts';
import { useRevokeStaffSession } from '../queries.ts';
import { deviceOf } from '../user-agent.ts';

/**
 * The staff's live sessions; with security.manage, each but the reader's own can be ended after a
 * confirmation that names who and which device.
 */
export function StaffSessions({
  organizationId,
  sessions,
  canManage,
  formatDate,
}: {
  organizationId: string;
  sessions: readonly TSecurityStaffSession[];
  canManage: boolean;
  formatDate: (iso: string) => string;
}) {
  const { t } = useLazyTranslation(securityDashboardTexts);
  const revoke = useRevokeStaffSession(organizationId);
  const [pending, setPending] = useState<TSecurityStaffSession | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const deviceName = (session: TSecurityStaffSession) => {
    const { browser, system } = deviceOf(session.userAgent);
    if (browser === null && system === null) return t('sessions.unknownDevice');
    if (browser === null || system === null) return browser ?? system ?? '';
    return t('sessions.deviceName', { browser, system });
  };
  const confirm = () => {
    if (pending === null) return;
    const name = pending.name;
    revoke.mutate(pending.id, {
      onSuccess: () => setEnded(name),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack gap="sm">
      {ended !== null && !revoke.isError ? (
        <Text size="sm" c="teal" role="status">
          {t('sessions.revoked', { name: ended })}
        </Text>
      ) : null}
      {revoke.isError ? (
        <Alert color="red" role="alert">
          {t('sessions.revokeFailed')}
        </Alert>
      ) : null}
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sessions.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing="xs" aria-label={t('sessions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sessions.who')}</Table.Th>
                <Table.Th>{t('sessions.device')}</Table.Th>
                <Table.Th>{t('sessions.ip')}</Table.Th>
                <Table.Th>{t('sessions.started')}</Table.Th>
                <Table.Th>{t('sessions.lastUsed')}</Table.Th>
                {canManage ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((session) => (
                <Table.Tr key={session.id} data-testid="staff-session-row">
                  <Table.Td>
                    <Text size="sm">{session.name}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`roles.${session.role}`)} · {session.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Tooltip label={session.userAgent ?? t('sessions.unknownDevice')} withinPortal={false}>
                        <Text size="sm">{deviceName(session)}</Text>
                      </Tooltip>
                      {session.isCurrent ? (
                        <Badge size="sm" variant="light">
                          {t('sessions.current')}
                        </Badge>
                      ) : null}
                      {session.hasSecondFactor ? null : (
                        <Badge size="sm" color="orange" variant="light">
                          {t('sessions.noSecondFactor')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{session.ip ?? '—'}</Table.Td>
                  <Table.Td>{formatDate(session.startedAt)}</Table.Td>
                  <Table.Td>{formatDate(session.lastUsedAt)}</Table.Td>
                  {canManage ? (
                    <Table.Td ta="right">
                      {session.isCurrent ? null : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('sessions.revokeLabel', {
                            name: session.name,
                            device: deviceName(session),
                          })}
                          onClick={() => {
                            revoke.reset();
                            setEnded(null);
                            setPending(session);
                          }}
                        >
                          {t('sessions.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('sessions.confirmTitle')}
        centered
      >
        {pending === null ? null : (
          <Stack gap="md">
            <Text size="sm">
              {t('sessions.confirmText', {
                name: pending.name,
                device: deviceName(pending),
                ip: pending.ip ?? '—',
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('sessions.cancel')}
              </Button>
              <Button color="red" onClick={confirm} loading={revoke.isPending}>
                {t('sessions.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
