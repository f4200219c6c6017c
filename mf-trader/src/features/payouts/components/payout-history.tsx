import { Badge, Table, Text } from '@mantine/core';
import type { TPayout, TPayoutStatus } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { payoutsTexts } from '../i18n/index.ts';
import { useFormatters } from '@propdesk/shared/format';

const STATUS_COLORS: Record<TPayoutStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
};

/** The trader's payouts, newest first, with their status and the firm's reference or reason. */
export function PayoutHistory({ payouts }: { payouts: readonly TPayout[] }) {
  const { t } = useLazyTranslation(payoutsTexts);
  const format = useFormatters();
  if (payouts.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('history.title')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.requestedAt')}</Table.Th>
            <Table.Th>{t('history.account')}</Table.Th>
            <Table.Th ta="right">{t('history.amount')}</Table.Th>
            <Table.Th>{t('history.status')}</Table.Th>
            <Table.Th>{t('history.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id} data-testid="payout-row">
              <Table.Td>{format.dateTime(payout.requestedAt)}</Table.Td>
              <Table.Td>{payout.login}</Table.Td>
              <Table.Td ta="right">{format.moneyWithCents(payout.amountMinor, payout.currency)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[payout.status]} variant="light">
                  {t(`history.statuses.${payout.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{payout.rejectionReason ?? payout.paidReference ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
