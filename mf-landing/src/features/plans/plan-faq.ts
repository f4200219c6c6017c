import type { TFunction } from 'i18next';
import type { TPublicProgram } from '@propdesk/shared/contracts';
import { useTranslation, formatMoneyCentsIfAny } from '@propdesk/shared/i18n';
import type { TFaqGroup } from '../../components/faq-groups.tsx';
import { PLANS_NAMESPACE } from './i18n/index.ts';
import { cheapestPlan, formatPercent, summaryOf } from './plan-presentation.ts';

/**
 * The FAQ's answers about prices, splits, payouts, refunds and rules, written from the same plan data
 * as the funding table, so the two can never disagree. One sentence per program.
 */
export function planFaqGroup(programs: readonly TPublicProgram[], t: TFunction, language: string): TFaqGroup {
  const perProgram = (sentence: (program: TPublicProgram) => string) =>
    programs.map((program) => `${t(`funding.tab.${program.program}`)}: ${sentence(program)}`).join(' ');
  const percent = (value: number) => formatPercent(value, language);
  const currencyOf = (program: TPublicProgram) => program.plans[0]?.currency ?? 'USD';

  return {
    heading: t('faqPlans.heading'),
    items: [
      {
        question: t('faqPlans.costQuestion'),
        answer: perProgram((program) => {
          const plan = cheapestPlan([program]);
          return plan === null
            ? t('faqPlans.noPlans')
            : t('faqPlans.costAnswer', {
                fee: formatMoneyCentsIfAny(plan.feeMinor, plan.currency, language),
                size: formatMoneyCentsIfAny(plan.accountSizeMinor, plan.currency, language),
              });
        }),
      },
      {
        question: t('faqPlans.splitQuestion'),
        answer: perProgram((program) => {
          const summary = summaryOf(program);
          return summary.maxProfitSplitPercent > summary.profitSplitPercent
            ? t('faqPlans.splitRising', {
                start: percent(summary.profitSplitPercent),
                max: percent(summary.maxProfitSplitPercent),
              })
            : t('faqPlans.splitFixed', { split: percent(summary.profitSplitPercent) });
        }),
      },
      {
        question: t('faqPlans.payoutQuestion'),
        answer: perProgram((program) =>
          t('faqPlans.payoutAnswer', {
            count: program.rules.payout.cycleDays,
            first: program.rules.payout.firstPayoutAfterDays,
            minimum: formatMoneyCentsIfAny(
              program.rules.payout.minimumAmountMinor,
              currencyOf(program),
              language,
            ),
          }),
        ),
      },
      {
        question: t('faqPlans.refundQuestion'),
        answer: perProgram((program) => t(`funding.refund.${program.rules.refundPolicy}`) + '.'),
      },
      {
        question: t('faqPlans.rulesQuestion'),
        answer: perProgram((program) => {
          const { rules } = program;
          const targets = rules.phases
            .filter((phase) => phase.profitTargetPercent !== null)
            .map((phase) => percent(phase.profitTargetPercent ?? 0));
          const days = Math.max(0, ...rules.phases.map((phase) => phase.minTradingDays));
          return t('faqPlans.rulesAnswer', {
            targets: targets.length === 0 ? t('faqPlans.noTarget') : targets.join(' → '),
            daily: rules.dailyLoss === null ? t('faqPlans.noLimit') : percent(rules.dailyLoss.percent),
            max: percent(rules.maxLoss.percent),
            days: days === 0 ? t('faqPlans.noTarget') : t('funding.cell.days', { count: days }),
          });
        }),
      },
    ],
  };
}

/** The plan questions in the reader's language, or null while no plan is on sale. */
export function usePlanFaqGroup(
  programs: readonly TPublicProgram[] | undefined,
  language: string,
): TFaqGroup | null {
  const { t } = useTranslation(PLANS_NAMESPACE);
  return programs && programs.length > 0 ? planFaqGroup(programs, t, language) : null;
}
