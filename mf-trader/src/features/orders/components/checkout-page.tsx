import { useEffect } from 'react';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import type { TFunction } from 'i18next';
import type { TOrder } from '@propdesk/shared/contracts';
import { TRADING_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link, useNavigate } from '@propdesk/shared/router';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { FactList, PageFrame } from '@propdesk/shared/ui';
import { ordersTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { errorCodeOf, organizationInactiveTextOf } from '../../../lib/api-error.ts';
import { useConfirmSandboxPayment, useOrder } from '../api/orders.ts';
import { LoadError, LoadingBlock } from '../../account-view/index.ts';
import { useFormatters } from '@propdesk/shared/format';

/** The reason the api gives a payment page that lapsed before anyone paid (the provider's session expired). */
const EXPIRED_REASON = 'expired';

const STATUS_COLORS: Record<TOrder['status'], string> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  refunded: 'gray',
};

function OrderSummary({ order }: { order: TOrder }) {
  const { t } = useLazyTranslation(ordersTexts, traderTexts, tradingTexts);
  const format = useFormatters();
  const facts = [
    { label: t('checkout.program'), value: t(`program.${order.program}`) },
    {
      label: t('checkout.accountSize'),
      value: format.moneyCentsIfAny(order.accountSizeMinor, order.currency),
    },
    ...(order.couponCode === null
      ? []
      : [
          {
            label: t('checkout.listPrice'),
            value: format.moneyWithCents(order.priceMinor + order.discountMinor, order.currency),
          },
          {
            label: t('checkout.discount', { code: order.couponCode }),
            value: format.signedMoney(-order.discountMinor, order.currency),
          },
        ]),
    // A reset's price is the plan's reset offer, not its fee (docs: Domain rules › Resets).
    ...(order.resetOf === null
      ? []
      : [
          {
            label: t('checkout.resetOf'),
            value: (
              <Anchor component={Link} to={`/accounts/${order.resetOf.accountId}`}>
                {order.resetOf.login}
              </Anchor>
            ),
          },
        ]),
    { label: t('checkout.price'), value: format.moneyWithCents(order.priceMinor, order.currency) },
    { label: t('checkout.platform'), value: t(`platform.${order.platform}`) },
    { label: t('checkout.createdAt'), value: format.dateTime(order.createdAt) },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="order-summary">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {t('checkout.order')}
          </Title>
          <Badge color={STATUS_COLORS[order.status]} variant="light" data-testid="order-status">
            {t(`checkout.status.${order.status}`)}
          </Badge>
        </Group>
        <FactList facts={facts} cols={{ base: 1, xs: 2 }} />
      </Stack>
    </Paper>
  );
}

function confirmErrorText(error: unknown, t: TFunction): string {
  const inactive = organizationInactiveTextOf(error);
  if (inactive !== null) return t(inactive);
  const code = errorCodeOf(error);
  if (code === TRADING_ERROR_CODES.orderNotPending) return t('checkout.notPending');
  // The installation lost its payment provider since the order was made: the same words as /pricing.
  if (code === TRADING_ERROR_CODES.checkoutUnavailable) return t('common.checkoutUnavailable');
  return t('checkout.confirmFailed');
}

/**
 * /checkout/:orderId: an order's page. With the sandbox provider it is the confirmation step (a test
 * payment, no money moves, and it says so); approving opens the account and takes the trader to it. With
 * a real provider (Stripe) it is where the hosted payment page sends the trader back: it waits for the
 * provider's confirmation, live, with a way back to the payment page meanwhile.
 */
export function CheckoutPage({ orderId }: { orderId: string }) {
  const { t } = useLazyTranslation(ordersTexts, traderTexts, tradingTexts);
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const confirm = useConfirmSandboxPayment(orderId);
  const data = order.data;
  const accountId = data?.status === 'paid' ? data.tradingAccountId : null;

  // Paid and opened: straight to the new account (also when the page is reopened later).
  useEffect(() => {
    if (accountId !== null && confirm.isSuccess) void navigate(`/accounts/${accountId}`, { replace: true });
  }, [accountId, confirm.isSuccess, navigate]);

  let body;
  if (order.isPending) {
    body = <LoadingBlock label={t('checkout.loading')} rows={2} height={96} />;
  } else if (order.isError || data === undefined) {
    body =
      isApiError(order.error) && order.error.status === 404 ? (
        <Alert color="red" role="alert" title={t('checkout.notFound')}>
          <Button component={Link} to="/pricing" size="xs" variant="light">
            {t('checkout.backToPricing')}
          </Button>
        </Alert>
      ) : (
        <LoadError
          message={t('checkout.loadFailed')}
          onRetry={() => void order.refetch()}
          isRetrying={order.isFetching}
        />
      );
  } else {
    body = (
      <Stack gap="lg">
        <OrderSummary order={data} />
        {data.status === 'pending' && data.paymentUrl !== null ? (
          <Alert color="blue" variant="light" title={t('checkout.providerTitle')} role="status">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('checkout.providerText')}</Text>
              <Button component="a" href={data.paymentUrl} size="xs">
                {t('checkout.continueToPayment')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {data.status === 'pending' && data.paymentUrl === null ? (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <Alert
                color="orange"
                variant="light"
                title={t('checkout.sandboxTitle')}
                data-testid="sandbox-notice"
              >
                {t('checkout.sandboxText')}
              </Alert>
              {confirm.isError ? (
                <Alert color="red" role="alert">
                  {confirmErrorText(confirm.error, t)}
                </Alert>
              ) : null}
              <Group gap="sm" grow>
                <Button
                  color="green"
                  onClick={() => confirm.mutate('approve')}
                  loading={confirm.isPending && confirm.variables === 'approve'}
                  disabled={confirm.isPending}
                >
                  {t('checkout.approve')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => confirm.mutate('decline')}
                  loading={confirm.isPending && confirm.variables === 'decline'}
                  disabled={confirm.isPending}
                >
                  {t('checkout.decline')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : null}
        {data.status === 'paid' && accountId === null ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('checkout.opening')}</Text>
          </Group>
        ) : null}
        {data.status === 'paid' && accountId !== null ? (
          <Alert color="green" title={t('checkout.paid')} role="status">
            <Button component={Link} to={`/accounts/${accountId}`} size="xs" variant="light">
              {t('checkout.goToAccount')}
            </Button>
          </Alert>
        ) : null}
        {data.status === 'failed' || data.status === 'refunded' ? (
          <Alert color="red" title={t(`checkout.settled.${data.status}`)} role="status">
            {data.failureReason === null ? null : (
              <Text size="sm" mb="xs">
                {data.failureReason === EXPIRED_REASON
                  ? t('checkout.failure.expired')
                  : t('checkout.failure.provider', { reason: data.failureReason })}
              </Text>
            )}
            <Button component={Link} to="/pricing" size="xs" variant="light">
              {t('checkout.backToPricing')}
            </Button>
          </Alert>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageFrame title={t('pages.checkout')} description={t('checkout.lead')}>
      {body}
    </PageFrame>
  );
}
