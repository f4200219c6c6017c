import { Badge, Table, Text } from '@mantine/core';
import type { TSecurityAction } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { securityDashboardTexts } from '../i18n/index.ts';

/** The organization's latest sensitive actions, newest first: who did what to which thing, from where. */
export function RecentActions({
  actions,
  formatDate,
}: {
  actions: readonly TSecurityAction[];
  formatDate: (iso: string) => string;
}) {
  const { t, i18n } = useLazyTranslation(securityDashboardTexts);
  // An action or target added on the server before its text here shows as it is stored.
  const labelOf = (group: 'names' | 'targets', key: string) =>
    i18n.exists(`actions.${group}.${key}`, { ns: 'securityDashboard' }) ? t(`actions.${group}.${key}`) : key;
  if (actions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('actions.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="xs" aria-label={t('actions.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('actions.when')}</Table.Th>
            <Table.Th>{t('actions.what')}</Table.Th>
            <Table.Th>{t('actions.who')}</Table.Th>
            <Table.Th>{t('actions.target')}</Table.Th>
            <Table.Th>{t('actions.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {actions.map((action) => (
            <Table.Tr key={action.id} data-testid="security-action-row">
              <Table.Td>{formatDate(action.at)}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {labelOf('names', action.action)}{' '}
                  {action.outcome === 'failure' ? (
                    <Badge size="xs" color="red" variant="light">
                      {t('actions.failed')}
                    </Badge>
                  ) : null}
                </Text>
              </Table.Td>
              <Table.Td>
                {action.actor === null ? (
                  <Text size="sm" c="dimmed">
                    {t('actions.unknownPerson')}
                  </Text>
                ) : (
                  <>
                    <Text size="sm">{action.actor.name}</Text>
                    <Text size="xs" c="dimmed">
                      {action.actor.email}
                    </Text>
                  </>
                )}
              </Table.Td>
              <Table.Td>{action.targetType === null ? '—' : labelOf('targets', action.targetType)}</Table.Td>
              <Table.Td>{action.ip ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
