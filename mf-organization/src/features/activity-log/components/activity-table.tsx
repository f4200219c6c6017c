import { Anchor, Badge, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TActivityEvent } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { activityLogTexts } from '../i18n/index.ts';
import type { TActivityFilterValues } from '../queries/activity-queries.ts';
import { useActivityNames } from './activity-names.ts';

/** A details value as one short line: text as it is, anything else as JSON. */
function detailText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A page of events: when, who, what, to what, the outcome, where from (address, browser) and the details.
 * A click on a person or a target narrows the log to them.
 */
export function ActivityTable({
  events,
  isBusy,
  onFilter,
}: {
  events: readonly TActivityEvent[];
  isBusy: boolean;
  onFilter: (next: Partial<TActivityFilterValues>) => void;
}) {
  const { t, i18n } = useLazyTranslation(activityLogTexts);
  const names = useActivityNames();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <ScrollArea type="auto">
      <Table miw={960} verticalSpacing="xs" striped aria-label={t('table')} aria-busy={isBusy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.at')}</Table.Th>
            <Table.Th>{t('columns.actor')}</Table.Th>
            <Table.Th>{t('columns.action')}</Table.Th>
            <Table.Th>{t('columns.target')}</Table.Th>
            <Table.Th>{t('columns.outcome')}</Table.Th>
            <Table.Th>{t('columns.origin')}</Table.Th>
            <Table.Th>{t('columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => {
            const details = Object.entries(event.details ?? {});
            return (
              <Table.Tr key={event.id} data-testid="activity-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
                </Table.Td>
                <Table.Td>
                  {event.actor === null ? (
                    <Text size="sm" c="dimmed">
                      {t('nobody')}
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        ta="left"
                        aria-label={t('filterByActor', { name: event.actor.name })}
                        onClick={() => onFilter({ actor: event.actor?.id ?? '' })}
                      >
                        {event.actor.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {event.actor.email}
                      </Text>
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{names.action(event.action)}</Text>
                </Table.Td>
                <Table.Td>
                  {event.target === null ? (
                    <Text size="sm" c="dimmed">
                      {t('noDetails')}
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      <Text size="sm">{names.target(event.target.type)}</Text>
                      <Tooltip label={event.target.id}>
                        <Anchor
                          component="button"
                          type="button"
                          size="xs"
                          ta="left"
                          ff="monospace"
                          aria-label={t('filterByTarget', { type: names.target(event.target.type) })}
                          onClick={() =>
                            onFilter({
                              targetType: (event.target?.type ?? '') as TActivityFilterValues['targetType'],
                              targetId: event.target?.id ?? '',
                            })
                          }
                        >
                          {event.target.id.slice(0, 8)}
                        </Anchor>
                      </Tooltip>
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={event.outcome === 'success' ? 'teal' : 'red'} variant="light">
                    {t(`outcomes.${event.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" ff="monospace">
                      {event.ip ?? t('noDetails')}
                    </Text>
                    {event.userAgent === null ? null : (
                      <Text size="xs" c="dimmed" lineClamp={1} maw={220} title={event.userAgent}>
                        {event.userAgent}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {details.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('noDetails')}
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      {details.map(([key, value]) => (
                        <Text key={key} size="xs" lineClamp={2} maw={280}>
                          <Text span c="dimmed" size="xs">
                            {key}:
                          </Text>{' '}
                          {detailText(value)}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
