import type { TActivity } from '@propdesk/shared/contracts';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { tradingAccountsTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { useRecentActivity } from '../api/account-list.ts';
import { LoadError, LoadingBlock, Panel } from '../../account-view/index.ts';
import { type TFormatters, useFormatters } from '@propdesk/shared/format';

type TTranslate = ReturnType<typeof useLazyTranslation>['t'];

/** The figures an activity carries, worded: "buy 1.5 EURUSD", "+$120.00", "daily loss 80%". */
function detailsOf(activity: TActivity, currency: string, t: TTranslate, format: TFormatters): string[] {
  const values = activity.values;
  const details: string[] = [];
  const {
    symbol,
    side,
    volume,
    profitMinor,
    rule,
    objective,
    thresholdPercent,
    roomMinor,
    toLevel,
    phaseKind,
  } = values;
  if (typeof symbol === 'string') {
    const sideText = side === 'buy' || side === 'sell' ? t(`side.${side}`) : '';
    const volumeText = typeof volume === 'number' ? format.number(volume, 2) : '';
    details.push([sideText, volumeText, symbol].filter((part) => part !== '').join(' '));
  }
  if (typeof profitMinor === 'number') details.push(format.signedMoney(profitMinor, currency));
  if (typeof rule === 'string') details.push(t(`rule.${rule}`, { defaultValue: rule }));
  if (typeof objective === 'string') details.push(t(`rule.${objective}`, { defaultValue: objective }));
  if (typeof thresholdPercent === 'number')
    details.push(t('activity.used', { percent: format.percent(thresholdPercent) }));
  if (typeof roomMinor === 'number')
    details.push(t('activity.room', { room: format.moneyWithCents(roomMinor, currency) }));
  if (typeof toLevel === 'number') details.push(t('activity.level', { level: toLevel }));
  if (typeof phaseKind === 'string') details.push(t(`phase.${phaseKind}`, { defaultValue: phaseKind }));
  return details;
}

/** The dashboard's recent activity: what happened to which account, newest first. */
export function RecentActivity({ currencyOf }: { currencyOf: (accountId: string) => string }) {
  const { t } = useLazyTranslation(tradingAccountsTexts, traderTexts, tradingTexts);
  const format = useFormatters();
  const activity = useRecentActivity();
  let body;
  if (activity.isPending) {
    body = <LoadingBlock label={t('activity.loading')} rows={3} height={36} />;
  } else if (activity.isError) {
    body = (
      <LoadError
        message={t('activity.loadFailed')}
        onRetry={() => void activity.refetch()}
        isRetrying={activity.isFetching}
      />
    );
  } else if (activity.data.activities.length === 0) {
    body = (
      <Text size="sm" c="dimmed" data-testid="activity-empty">
        {t('activity.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {activity.data.activities.map((item) => {
          const details = detailsOf(item, currencyOf(item.accountId), t, format);
          return (
            <li key={item.id} data-testid="activity-item">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {t(`activity.kinds.${item.kind}`)}{' '}
                    <Anchor component={Link} to={`/accounts/${item.accountId}`} size="sm">
                      {item.login}
                    </Anchor>
                  </Text>
                  {details.length > 0 ? (
                    <Text size="xs" c="dimmed">
                      {details.join(' · ')}
                    </Text>
                  ) : null}
                </Stack>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={item.at}>{format.dateTime(item.at)}</time>
                </Text>
              </Group>
            </li>
          );
        })}
      </Stack>
    );
  }
  return (
    <Panel titleId="activity-title" title={t('activity.title')} gap="sm">
      {body}
    </Panel>
  );
}
