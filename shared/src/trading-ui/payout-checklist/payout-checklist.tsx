import { List, Text, ThemeIcon } from '@mantine/core';
import type { TPayoutEligibility, TPayoutGateResult } from '../../contracts/index.ts';
import { formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { payoutChecklistTexts } from './i18n/index.ts';

/** Who reads the checklist: the trader ("your first funded trade") or a reviewer ("the first…"). */
export type TChecklistReader = 'trader' | 'staff';

type TTranslate = ReturnType<typeof useLazyTranslation>['t'];
type TFormat = {
  money: (amountMinor: unknown) => string;
  percent: (value: unknown) => string;
  dateTime: (instant: number) => string;
};

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

function formatsFor(locale: string, currency: string): TFormat {
  return {
    money: (amountMinor) => formatMoneyWithCents(num(amountMinor), currency, locale),
    percent: (value) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(num(value) / 100),
    dateTime: (instant) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant)),
  };
}

/** The sentence of one gate, with its numbers formatted for the reader. */
function gateText(gate: TPayoutGateResult, t: TTranslate, format: TFormat, context: string): string {
  const { values } = gate;
  switch (gate.gate) {
    case 'first_payout_delay':
    case 'cycle':
      return t(`gates.${gate.gate}`, { days: values['days'], context });
    case 'minimum_amount':
      return t('gates.minimum_amount', {
        minimum: format.money(values['minimumMinor']),
        amount: format.money(values['amountMinor']),
      });
    case 'cap':
      return values['capMinor'] === null
        ? t('gates.noCap')
        : t('gates.cap', { cap: format.money(values['capMinor']) });
    case 'buffer':
      return num(values['bufferMinor']) === 0
        ? t('gates.noBuffer')
        : t('gates.buffer', {
            buffer: format.money(values['bufferMinor']),
            profit: format.money(values['closedProfitMinor']),
          });
    case 'no_open_positions':
      return t('gates.no_open_positions', { count: values['openPositions'] });
    case 'consistency':
      return values['isRequired'] !== true
        ? t('gates.noConsistency')
        : t('gates.consistency', {
            context,
            max: format.percent(values['maxBestDayPercent']),
            best: values['bestDayPercent'] === null ? '—' : format.percent(values['bestDayPercent']),
          });
    case 'kyc_approved':
      return gate.isMet
        ? t('gates.kyc_approved')
        : `${t('gates.kyc_approved')}: ${t(`kyc.${String(values['kycStatus'])}`)}`;
    default:
      return t(`gates.${gate.gate}`, { context });
  }
}

/**
 * The payout checklist of one account: each gate met or not, its numbers, and when time will meet it.
 * The trader reads it before requesting and the reviewer reads the same list, computed by the same
 * function, before deciding; only the wording of "your" changes.
 */
export function PayoutChecklist({
  eligibility,
  currency,
  reader,
}: {
  eligibility: TPayoutEligibility;
  currency: string;
  reader: TChecklistReader;
}) {
  const { t, i18n } = useLazyTranslation(payoutChecklistTexts);
  const format = formatsFor(i18n.language, currency);
  const context = reader === 'staff' ? 'staff' : '';
  return (
    <List spacing="xs" size="sm" aria-label={t('checklist')} listStyleType="none" p={0}>
      {eligibility.gates.map((gate) => (
        <List.Item
          key={gate.gate}
          data-testid={`gate-${gate.gate}`}
          icon={
            <ThemeIcon size={20} radius="xl" color={gate.isMet ? 'teal' : 'red'} aria-hidden>
              {gate.isMet ? '✓' : '✗'}
            </ThemeIcon>
          }
        >
          <Text size="sm" span>
            <Text span fw={600}>
              {gate.isMet ? t('met') : t('notMet')}
            </Text>
            {': '}
            {gateText(gate, t, format, context)}
          </Text>
          {!gate.isMet && gate.gate === 'first_payout_delay' && gate.metAt === null ? (
            <Text size="xs" c="dimmed">
              {t('gates.noTradeYet', { context })}
            </Text>
          ) : null}
          {!gate.isMet && gate.metAt !== null ? (
            <Text size="xs" c="dimmed">
              {t('gates.opensOn', { date: format.dateTime(gate.metAt) })}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
