import { Fragment, useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TClientDetail, TClientOrder } from '@propdesk/shared/contracts';
import { formatMoneyCentsIfAny, formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { clientTexts } from '../i18n/index.ts';
import { useClientFormat } from './client-format.ts';
import { Section, Shown, SmallTable } from './client-sections.tsx';
import { OrderLedger } from './order-ledger.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/** An order staff may refund: paid through a provider, with something of it still held by the firm. */
const isRefundable = (order: TClientOrder) =>
  (order.status === 'paid' || order.status === 'refunded') && order.balanceMinor > 0;

/** What went back to the client of an order: refunded and charged back, or nothing. */
function MoneyBack({ order }: { order: TClientOrder }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const money = (amountMinor: number) => formatMoneyWithCents(amountMinor, order.currency, i18n.language);
  if (order.refundedMinor === 0 && order.chargedBackMinor === 0) return <>{t('detail.none')}</>;
  return (
    <Stack gap={0}>
      {order.refundedMinor === 0 ? null : (
        <Text size="sm">{t('money.refunded', { amount: money(order.refundedMinor) })}</Text>
      )}
      {order.chargedBackMinor === 0 ? null : (
        <Text size="sm" c="red">
          {t('money.chargedBack', { amount: money(order.chargedBackMinor) })}
        </Text>
      )}
    </Stack>
  );
}

export interface OrdersSectionProps {
  organizationId: string;
  detail: TClientDetail;
  /** Offers refunding the client's paid orders (billing.refund); the api refuses the rest anyway. */
  canRefund?: boolean;
}

/**
 * The client's orders with what went back of each (refunds, chargebacks); each opens its money
 * movements under it, and staff who may refund get a Refund action per paid order.
 */
export function OrdersSection({ organizationId, detail, canRefund = false }: OrdersSectionProps) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const [refunding, setRefunding] = useState<TClientOrder | null>(null);
  const [refunded, setRefunded] = useState<{ amountMinor: number; currency: string } | null>(null);
  const title = t('detail.orders');
  const toggle = (orderId: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  const columns = [
    t('orderColumns.date'),
    t('orderColumns.plan'),
    t('orderColumns.price'),
    t('orderColumns.status'),
    t('orderColumns.moneyBack'),
    t('orderColumns.actions'),
  ];
  return (
    <Section id="client-orders" title={title}>
      {refunded === null ? null : (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={() => setRefunded(null)}
          closeButtonLabel={t('money.dismiss')}
        >
          {t('money.done', {
            amount: formatMoneyWithCents(refunded.amountMinor, refunded.currency, i18n.language),
          })}
        </Alert>
      )}
      {detail.orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noOrders')}
        </Text>
      ) : (
        <SmallTable label={title} head={columns}>
          {detail.orders.map((order) => {
            const date = format.instant(order.createdAt);
            const isOpen = openIds.has(order.id);
            const movementsId = `order-movements-${order.id}`;
            return (
              <Fragment key={order.id}>
                <Table.Tr>
                  <Table.Td>{date}</Table.Td>
                  <Table.Td>
                    {t(`programs.${order.program}`)}{' '}
                    {formatMoneyCentsIfAny(order.accountSizeMinor, order.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td>{formatMoneyWithCents(order.priceMinor, order.currency, i18n.language)}</Table.Td>
                  <Table.Td>{t(`orderStatuses.${order.status}`)}</Table.Td>
                  <Table.Td>
                    <MoneyBack order={order} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? movementsId : undefined}
                        aria-label={t('money.movementsLabel', { date })}
                        onClick={() => toggle(order.id)}
                      >
                        {t('money.movements')}
                      </Button>
                      {canRefund && isRefundable(order) ? (
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="red"
                          aria-label={t('money.refundLabel', { date })}
                          onClick={() => {
                            setRefunded(null);
                            setRefunding(order);
                          }}
                        >
                          {t('money.refund')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {isOpen ? (
                  <Table.Tr id={movementsId}>
                    <Table.Td colSpan={columns.length}>
                      <OrderLedger organizationId={organizationId} orderId={order.id} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </SmallTable>
      )}
      <Shown shown={detail.orders.length} total={detail.totals.orders} />
      <RefundDialog
        organizationId={organizationId}
        userId={detail.client.userId}
        order={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(amountMinor) => {
          if (refunding !== null) {
            setRefunded({ amountMinor, currency: refunding.currency });
            setOpenIds((current) => new Set(current).add(refunding.id));
          }
          setRefunding(null);
        }}
      />
    </Section>
  );
}
