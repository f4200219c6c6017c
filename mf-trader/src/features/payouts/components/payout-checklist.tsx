import { List, Text, ThemeIcon } from '@mantine/core';
import type { TPayoutEligibility, TPayoutGateResult } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useFormatters, type TFormatters } from '../../../lib/use-formatters.ts';
import { payoutsTexts } from '../i18n/index.ts';

type TTranslate = ReturnType<typeof useLazyTranslation>['t'];

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The sentence of one gate, with its numbers formatted for the reader. */
function gateText(gate: TPayoutGateResult, currency: string, t: TTranslate, format: TFormatters): string {
  const money = (value: unknown) => format.moneyWithCents(num(value), currency);
  const { values } = gate;
  switch (gate.gate) {
    case 'first_payout_delay':
    case 'cycle':
      return t(`gates.${gate.gate}`, { days: values['days'] });
    case 'minimum_amount':
      return t('gates.minimum_amount', {
        minimum: money(values['minimumMinor']),
        amount: money(values['amountMinor']),
      });
    case 'cap':
      return values['capMinor'] === null
        ? t('gates.noCap')
        : t('gates.cap', { cap: money(values['capMinor']) });
    case 'buffer':
      return num(values['bufferMinor']) === 0
        ? t('gates.noBuffer')
        : t('gates.buffer', {
            buffer: money(values['bufferMinor']),
            profit: money(values['closedProfitMinor']),
          });
    case 'no_open_positions':
      return t('gates.no_open_positions', { count: values['openPositions'] });
    case 'consistency':
      return values['isRequired'] !== true
        ? t('gates.noConsistency')
        : t('gates.consistency', {
            max: format.percent(num(values['maxBestDayPercent'])),
            best: values['bestDayPercent'] === null ? '—' : format.percent(num(values['bestDayPercent'])),
          });
    case 'kyc_approved':
      return gate.isMet
        ? t('gates.kyc_approved')
        : `${t('gates.kyc_approved')}: ${t(`kyc.${String(values['kycStatus'])}`)}`;
    default:
      return t(`gates.${gate.gate}`);
  }
}

/** The payout checklist of one account: each gate met or not, its numbers, and when time will meet it. */
export function PayoutChecklist({
  eligibility,
  currency,
}: {
  eligibility: TPayoutEligibility;
  currency: string;
}) {
  const { t } = useLazyTranslation(payoutsTexts);
  const format = useFormatters();
  return (
    <List spacing="xs" size="sm" aria-label={t('account.checklist')} listStyleType="none" p={0}>
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
              {gate.isMet ? t('account.met') : t('account.notMet')}
            </Text>
            {': '}
            {gateText(gate, currency, t, format)}
          </Text>
          {!gate.isMet && gate.gate === 'first_payout_delay' && gate.metAt === null ? (
            <Text size="xs" c="dimmed">
              {t('gates.noTradeYet')}
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
