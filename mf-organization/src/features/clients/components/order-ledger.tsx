import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TLedgerEntryKind } from '@propdesk/shared/contracts';
import { formatSignedMoney } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { clientTexts } from '../i18n/index.ts';
import { useOrderLedger } from '../queries/order-money-queries.ts';
import { useClientFormat } from './client-format.ts';

const KIND_COLORS: Readonly<Record<TLedgerEntryKind, string>> = {
  payment: 'teal',
  refund: 'orange',
  dispute: 'red',
  dispute_reversal: 'teal',
  fee_refund: 'gray',
};

/**
 * An order's money movements, oldest first, read when staff open them: what moved (signed from the
 * firm's side), who moved it (a staff member, or the payment provider), when and why.
 */
export function OrderLedger({ organizationId, orderId }: { organizationId: string; orderId: string }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const ledger = useOrderLedger(organizationId, orderId, true);
  if (ledger.isPending) {
    return (
      <Stack gap={4} aria-busy="true" aria-label={t('money.ledger.loading')}>
        <Skeleton h={18} />
        <Skeleton h={18} w="70%" />
      </Stack>
    );
  }
  if (ledger.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('money.ledger.failed')}</Text>
          <Button size="compact-xs" variant="light" onClick={() => void ledger.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const { entries } = ledger.data;
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('money.ledger.empty')}
      </Text>
    );
  }
  return (
    <Stack
      component="ol"
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('money.ledger.label')}
    >
      {entries.map((entry) => (
        <Stack key={entry.id} component="li" gap={0} data-testid="ledger-entry">
          <Group gap="xs" wrap="wrap">
            <Badge size="sm" variant="light" color={KIND_COLORS[entry.kind]}>
              {t(`money.kinds.${entry.kind}`)}
            </Badge>
            <Text size="sm" fw={600}>
              {formatSignedMoney(entry.amountMinor, entry.currency, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('money.ledger.byAt', {
                who: entry.actorEmail ?? t('money.ledger.provider'),
                at: format.instant(entry.occurredAt),
              })}
            </Text>
          </Group>
          {entry.reason === null ? null : (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {entry.reason}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
