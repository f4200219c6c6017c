import type { TAccountSnapshot } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ProgressMeter } from '@propdesk/shared/trading-ui';
import { Panel } from '@propdesk/shared/trading-ui';
import { accountViewTexts } from '../i18n/index.ts';
import { useNow } from '../lib/use-now.ts';
import { useFormatters } from '@propdesk/shared/format';

/** Colour of a loss allowance by how much of it is used: the engine warns at 50 % and 80 %. */
function roomColor(usedPercent: number): string {
  if (usedPercent >= 80) return 'red';
  if (usedPercent >= 50) return 'orange';
  return 'teal';
}

/** The countdown to the next daily reset, ticking every second, and the reset in the trader's local time. */
export function ResetCountdown({ nextResetAt }: { nextResetAt: number }) {
  const { t } = useLazyTranslation(accountViewTexts);
  const format = useFormatters();
  const now = useNow(1000);
  const remaining = Math.max(0, nextResetAt - now);
  return (
    <Text size="xs" c="dimmed" data-testid="reset-countdown">
      {t('objectives.resetsIn')}{' '}
      <Text
        component="span"
        fw={700}
        c="var(--mantine-color-text)"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <time dateTime={`PT${Math.floor(remaining / 1000)}S`}>{format.countdown(remaining)}</time>
      </Text>{' '}
      {t('objectives.resetsAt', { time: format.dateTime(nextResetAt) })}
    </Text>
  );
}

/** The objectives of the phase against the live snapshot: what is met, what room is left. */
export function ObjectivesPanel({ snapshot }: { snapshot: TAccountSnapshot }) {
  const { t } = useLazyTranslation(accountViewTexts);
  const format = useFormatters();
  const money = (amountMinor: number) => format.moneyWithCents(amountMinor, snapshot.currency);
  const { profitTarget, tradingDays, dailyLoss, maxLoss, consistency, scaling } = snapshot;
  // A passed, failed or expired account has no day ahead: no countdown, no "today counts".
  const isLive = snapshot.status === 'active' || snapshot.status === 'paused';
  // A breach can leave equity below the floor: say by how much, not "-$598.95 left".
  const room = (roomMinor: number) =>
    roomMinor < 0
      ? t('objectives.overBy', { amount: money(-roomMinor) })
      : t('objectives.roomLeft', { room: money(roomMinor) });
  return (
    <Panel titleId="objectives-title" title={t('objectives.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        {profitTarget === null ? null : (
          <ProgressMeter
            label={t('objectives.profitTarget')}
            value={profitTarget.progressPercent}
            valueText={
              profitTarget.isMet ? t('objectives.met') : format.percent(profitTarget.progressPercent)
            }
            color={profitTarget.isMet ? 'green' : 'blue'}
            caption={t('objectives.profitTargetCaption', {
              profit: money(profitTarget.closedProfitMinor),
              target: money(profitTarget.targetMinor),
            })}
          />
        )}
        {tradingDays.minimum === 0 ? null : (
          <ProgressMeter
            label={t('objectives.tradingDays')}
            value={(tradingDays.counted / tradingDays.minimum) * 100}
            valueText={t('objectives.tradingDaysValue', {
              counted: tradingDays.counted,
              minimum: tradingDays.minimum,
            })}
            color={tradingDays.counted >= tradingDays.minimum ? 'green' : 'blue'}
            caption={
              !isLive
                ? undefined
                : tradingDays.isTodayCounted
                  ? t('objectives.todayCounted')
                  : t('objectives.todayNotCounted')
            }
          />
        )}
        {dailyLoss === null ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('objectives.dailyLoss')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('figures.noDailyLimit')}
            </Text>
            {isLive ? <ResetCountdown nextResetAt={snapshot.day.nextResetAt} /> : null}
          </Stack>
        ) : (
          <Stack gap={4}>
            <ProgressMeter
              label={t('objectives.dailyLoss')}
              value={dailyLoss.usedPercent}
              valueText={room(dailyLoss.roomMinor)}
              color={roomColor(dailyLoss.usedPercent)}
              caption={t('objectives.floorCaption', {
                floor: money(dailyLoss.floorMinor),
                used: format.percent(dailyLoss.usedPercent),
              })}
            />
            {isLive ? <ResetCountdown nextResetAt={snapshot.day.nextResetAt} /> : null}
          </Stack>
        )}
        <ProgressMeter
          label={t('objectives.maxLoss')}
          value={maxLoss.usedPercent}
          valueText={room(maxLoss.roomMinor)}
          color={roomColor(maxLoss.usedPercent)}
          caption={t('objectives.floorCaption', {
            floor: money(maxLoss.floorMinor),
            used: format.percent(maxLoss.usedPercent),
          })}
        />
        {consistency.maxPercent === null ? null : (
          <ProgressMeter
            label={t('objectives.consistency')}
            value={
              consistency.ratioPercent === null
                ? 0
                : (consistency.ratioPercent / consistency.maxPercent) * 100
            }
            valueText={
              consistency.ratioPercent === null
                ? t('objectives.noProfitableDay')
                : t('objectives.consistencyValue', {
                    ratio: format.percent(consistency.ratioPercent),
                    max: format.percent(consistency.maxPercent),
                  })
            }
            color={consistency.isWithinLimit ? 'teal' : 'red'}
            caption={t('objectives.consistencyCaption', {
              best: money(consistency.bestDayProfitMinor),
              total: money(consistency.positiveDaysProfitMinor),
            })}
          />
        )}
        {scaling === null ? null : (
          <ProgressMeter
            label={t('objectives.scaling', { level: snapshot.scalingLevel })}
            value={scaling.progressPercent}
            valueText={format.percent(scaling.progressPercent)}
            caption={t('objectives.profitTargetCaption', {
              profit: money(scaling.closedProfitMinor),
              target: money(scaling.thresholdMinor),
            })}
          />
        )}
      </SimpleGrid>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {t('objectives.updatedAt', { time: format.dateTime(snapshot.at) })}
        </Text>
      </Group>
    </Panel>
  );
}
