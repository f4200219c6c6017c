import type { TPublicProgram } from '@propdesk/shared/contracts';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { FactList } from '@propdesk/shared/ui';
import { Table } from '@mantine/core';
import { plansTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { useFormatters } from '@propdesk/shared/format';

/** A program's rules: a column per phase (target, minimum days, loss limits), then the terms around them. */
export function ProgramRules({ program }: { program: TPublicProgram }) {
  const { t } = useLazyTranslation(plansTexts, traderTexts, tradingTexts);
  const format = useFormatters();
  const { rules } = program;
  const currency = program.plans[0]?.currency ?? 'USD';
  const phases = rules.phases;
  const dailyLoss = rules.dailyLoss === null ? t('pricing.noLimit') : format.percent(rules.dailyLoss.percent);
  const rows = [
    {
      key: 'profitTarget',
      cells: phases.map((phase) =>
        phase.profitTargetPercent === null ? t('pricing.none') : format.percent(phase.profitTargetPercent),
      ),
    },
    {
      key: 'minTradingDays',
      cells: phases.map((phase) =>
        phase.minTradingDays === 0 ? t('pricing.none') : t('pricing.days', { count: phase.minTradingDays }),
      ),
    },
    { key: 'dailyLoss', cells: phases.map(() => dailyLoss) },
    { key: 'maxLoss', cells: phases.map(() => format.percent(rules.maxLoss.percent)) },
  ];
  const terms = [
    {
      label: t('pricing.terms.profitSplit'),
      value:
        rules.payout.maxProfitSplitPercent > rules.payout.profitSplitPercent
          ? t('pricing.terms.profitSplitRising', {
              start: format.percent(rules.payout.profitSplitPercent),
              max: format.percent(rules.payout.maxProfitSplitPercent),
            })
          : format.percent(rules.payout.profitSplitPercent),
    },
    {
      label: t('pricing.terms.payoutCycle'),
      value: t('pricing.days', { count: rules.payout.cycleDays }),
    },
    {
      label: t('pricing.terms.minimumPayout'),
      value: format.moneyCentsIfAny(rules.payout.minimumAmountMinor, currency),
    },
    { label: t('pricing.terms.maxLossMode'), value: t(`pricing.maxLossModes.${rules.maxLoss.mode}`) },
    {
      label: t('pricing.terms.dailyReset'),
      value: t('pricing.terms.dailyResetValue', { time: rules.reset.time, zone: rules.reset.timeZone }),
    },
    {
      label: t('pricing.terms.tradingPeriod'),
      value:
        rules.inactivityExpiryDays === null
          ? t('pricing.terms.unlimited')
          : t('pricing.terms.expires', { count: rules.inactivityExpiryDays }),
    },
    ...(rules.consistencyMaxBestDayPercent === null
      ? []
      : [
          {
            label: t('pricing.terms.consistency'),
            value: t('pricing.terms.consistencyValue', {
              percent: format.percent(rules.consistencyMaxBestDayPercent),
            }),
          },
        ]),
    ...(rules.scaling === null
      ? []
      : [
          {
            label: t('pricing.terms.scaling'),
            value: t('pricing.terms.scalingValue', {
              threshold: format.percent(rules.scaling.profitThresholdPercent),
              increase: format.percent(rules.scaling.balanceIncreasePercent),
            }),
          },
        ]),
    { label: t('pricing.terms.refund'), value: t(`pricing.refund.${rules.refundPolicy}`) },
  ];

  return (
    <>
      <Table.ScrollContainer minWidth={420} type="native">
        <Table withTableBorder verticalSpacing="xs" data-testid="program-rules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('pricing.rule')}</Table.Th>
              {phases.map((phase, index) => (
                <Table.Th key={`${phase.kind}-${index}`} scope="col">
                  {t(`phase.${phase.kind}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row">{t(`pricing.rows.${row.key}`)}</Table.Th>
                {row.cells.map((cell, index) => (
                  <Table.Td key={index}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FactList facts={terms} cols={{ base: 1, xs: 2, md: 3 }} valueSize="sm" />
    </>
  );
}
