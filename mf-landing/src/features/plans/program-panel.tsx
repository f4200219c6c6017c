import type { TPublicProgram } from '@propdesk/shared/contracts';
import { useTranslation, formatMoneyCentsIfAny } from '@propdesk/shared/i18n';
import { ButtonLink } from '../../components/button.tsx';
import { FactList } from '../../components/fact-list.tsx';
import { useSiteHref } from '../../lib/site-links.tsx';
import { PLANS_NAMESPACE } from './i18n/index.ts';
import {
  formatPercent,
  progressionOf,
  rulesTableOf,
  summaryOf,
  type TRuleCell,
} from './plan-presentation.ts';
import classes from './program-panel.module.css';

function useCellText() {
  const { t, i18n } = useTranslation(PLANS_NAMESPACE);
  return (cell: TRuleCell): string => {
    switch (cell.kind) {
      case 'percent':
        return formatPercent(cell.value, i18n.language);
      case 'days':
        return t('funding.cell.days', { count: cell.value });
      case 'none':
        return t('funding.cell.none');
      case 'unlimited':
        return t('funding.cell.unlimited');
    }
  };
}

/** One program: its progression, its account sizes and fees, its rules by phase and its terms. */
export function ProgramPanel({ program }: { program: TPublicProgram }) {
  const { t, i18n } = useTranslation(PLANS_NAMESPACE);
  const href = useSiteHref();
  const cellText = useCellText();
  const language = i18n.language;
  const table = rulesTableOf(program);
  const summary = summaryOf(program);
  const facts = [
    {
      label: t('funding.summary.profitSplit'),
      value:
        summary.maxProfitSplitPercent > summary.profitSplitPercent
          ? t('funding.summary.profitSplitRising', {
              start: formatPercent(summary.profitSplitPercent, language),
              max: formatPercent(summary.maxProfitSplitPercent, language),
            })
          : formatPercent(summary.profitSplitPercent, language),
    },
    {
      label: t('funding.summary.payoutCycle'),
      value: t('funding.summary.payoutCycleValue', { count: summary.payoutCycleDays }),
    },
    {
      label: t('funding.summary.minimumPayout'),
      value: formatMoneyCentsIfAny(summary.minimumPayoutMinor, program.plans[0]?.currency ?? 'USD', language),
    },
    { label: t('funding.summary.refund'), value: t(`funding.refund.${summary.refundPolicy}`) },
    {
      label: t('funding.summary.tradingPeriod'),
      value:
        summary.inactivityExpiryDays === null
          ? t('funding.summary.unlimited')
          : t('funding.summary.expires', { count: summary.inactivityExpiryDays }),
    },
    ...(summary.scaling === null
      ? []
      : [
          {
            label: t('funding.summary.scaling'),
            value: t('funding.summary.scalingValue', {
              increase: formatPercent(summary.scaling.balanceIncreasePercent, language),
              threshold: formatPercent(summary.scaling.profitThresholdPercent, language),
            }),
          },
        ]),
  ];

  return (
    <div className={classes.panel}>
      <div className={classes.progression} aria-label={t('funding.progression')}>
        {progressionOf(program).map((step, index) => (
          <div key={step} className={classes.step}>
            {index > 0 ? (
              <p className={classes.arrow} aria-hidden="true">
                →
              </p>
            ) : null}
            <div className={index === 0 ? classes.badgeFilled : classes.badgeLight}>
              {t(`funding.phase.${step}`)}
            </div>
          </div>
        ))}
      </div>
      <div className={classes.plans}>
        {program.plans.map((plan) => (
          <div key={plan.id} className={classes.plan} data-testid="plan-card">
            <p className={classes.sizeLabel}>{t('funding.accountSize')}</p>
            <p className={classes.size}>
              {formatMoneyCentsIfAny(plan.accountSizeMinor, plan.currency, language)}
            </p>
            <p className={classes.fee}>
              {t('funding.fee', { fee: formatMoneyCentsIfAny(plan.feeMinor, plan.currency, language) })}
            </p>
            <ButtonLink size="xs" variant="light" className={classes.start} to={href('/auth')}>
              {t('funding.start')}
            </ButtonLink>
          </div>
        ))}
      </div>
      <div className={classes.tableScroll}>
        <table data-testid="rules-table" className={classes.table}>
          <thead>
            <tr>
              <th scope="col" className={classes.headerCell}>
                {t('funding.rule')}
              </th>
              {table.phases.map((phase) => (
                <th key={phase} scope="col" className={classes.headerCell}>
                  {t(`funding.phase.${phase}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={classes.rowHeader}>
                  {t(`funding.row.${row.key}`)}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={table.phases[index]} className={classes.cell}>
                    {cellText(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FactList facts={facts} />
    </div>
  );
}
