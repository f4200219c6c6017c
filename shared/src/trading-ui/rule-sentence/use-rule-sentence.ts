import type { TRuleText } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useFormatters, type TFormatters } from '@propdesk/shared/format';
import { ruleTexts } from './i18n/index.ts';

const PERCENT_VALUES = new Set([
  'percent',
  'maxPercent',
  'progressPercent',
  'profitThresholdPercent',
  'balanceIncreasePercent',
]);

/** The template of a rule text's key (`engine.rules.dailyLoss.initial_balance` → `dailyLoss`). */
function templateOf(key: string): string | null {
  const match = /^engine\.rules\.([A-Za-z]+)/.exec(key);
  return match?.[1] ?? null;
}

function formatValues(values: TRuleText['values'], currency: string, format: TFormatters) {
  const formatted: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null) formatted[name] = '';
    else if (typeof value === 'number' && name.endsWith('Minor'))
      formatted[name] = format.moneyWithCents(value, currency);
    else if (typeof value === 'number' && PERCENT_VALUES.has(name)) formatted[name] = format.percent(value);
    else if (typeof value === 'number' && name.endsWith('At')) formatted[name] = format.dateTime(value);
    else if (typeof value === 'number') formatted[name] = format.number(value, 2);
    else formatted[name] = String(value);
  }
  return formatted;
}

/**
 * A rule text in the reader's language: the engine's English sentence as it is, Spanish and Italian
 * filled from the text's values. Unknown keys fall back to the English sentence.
 */
export function useRuleSentence(currency: string) {
  const { t, i18n } = useLazyTranslation(ruleTexts);
  const format = useFormatters();
  return (rule: TRuleText): string => {
    const template = templateOf(rule.key);
    if (i18n.language === 'en' || template === null || !i18n.exists(template, { ns: ruleTexts.namespace })) {
      return rule.text;
    }
    const values = formatValues(rule.values, currency, format);
    const raw = rule.values;
    const label = (path: string) => t(`labels.${path}`, values);
    const derived: Record<string, string> = {
      severityText: label(`severity.${String(raw.severity)}`),
      evaluationText: label(`evaluation.${String(raw.evaluation)}`),
      comparedText: label(`compared.${String(raw.comparedValue)}`),
      consequenceText: label(`consequence.${String(raw.severity)}`),
      anchorText: raw.isFirstDay === true ? label('anchor.firstDay') : label(`anchor.${String(raw.anchor)}`),
      basisText: label(`basis.${String(raw.basis)}`),
      peakText: label(`peak.${String(raw.mode)}`),
      movementText: label(raw.mode === 'static' ? 'movement.static' : 'movement.trailing'),
      lockText: raw.lockMinor === null || raw.lockMinor === undefined ? '' : label('lock'),
      countingText: label(`counting.${String(raw.counting)}`),
      ratioText:
        typeof raw.ratioPercent === 'number' ? format.percent(raw.ratioPercent) : label('noProfitableDay'),
    };
    return t(template, { ...values, ...derived });
  };
}
