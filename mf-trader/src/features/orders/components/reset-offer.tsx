import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { RESET_AVAILABILITIES, TRADING_ERROR_CODES, type TResetAvailability } from '@propdesk/shared/domain';
import { useFormatters } from '@propdesk/shared/format';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useNavigate } from '@propdesk/shared/router';
import { LoadError } from '../../account-view/index.ts';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { useCreateResetOrder, useResetOffer } from '../api/reset-orders.ts';
import { ordersTexts } from '../i18n/index.ts';

/** Why the api refused a reset order (its `details.reason`), when it gave one. */
function refusalOf(error: unknown): TResetAvailability | null {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const reason = (error.details as { reason?: unknown }).reason;
  return RESET_AVAILABILITIES.find((availability) => availability === reason) ?? null;
}

/**
 * On a failed account's page: the firm's discounted reset while it is on offer, with the button that
 * starts its checkout (the provider's payment page, or the sandbox's confirmation step), or when the
 * offer ended. Nothing for an account that did not fail or a plan without an offer.
 */
export function ResetOffer({ accountId, isFailed }: { accountId: string; isFailed: boolean }) {
  const { t } = useLazyTranslation(ordersTexts);
  const format = useFormatters();
  const navigate = useNavigate();
  const offer = useResetOffer(accountId, isFailed);
  const createOrder = useCreateResetOrder(accountId);
  // One key per checkout attempt: a second click after a lost answer is the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  if (!isFailed) return null;
  if (offer.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('reset.loading')}
        </Text>
      </Group>
    );
  }
  if (offer.isError) {
    return (
      <LoadError
        message={t('reset.loadFailed')}
        onRetry={() => void offer.refetch()}
        isRetrying={offer.isFetching}
      />
    );
  }
  const { availability, priceMinor, planFeeMinor, currency, availableUntil } = offer.data;
  if (availability === 'window_over' && availableUntil !== null) {
    return (
      <Text size="sm" c="dimmed" data-testid="reset-offer-ended">
        {t('reset.ended', { until: format.dateTime(availableUntil) })}
      </Text>
    );
  }
  if (availability !== 'available' || priceMinor === null || availableUntil === null) return null;

  const buy = () =>
    createOrder.mutate(
      { idempotencyKey },
      {
        onSuccess: (order) => {
          if (order.status === 'pending' && order.paymentUrl !== null) {
            // A real provider's hosted payment page; it sends the trader back to /checkout/{orderId}.
            window.location.assign(order.paymentUrl);
          } else {
            void navigate(order.confirmationPath ?? `/checkout/${order.id}`);
          }
        },
      },
    );
  const refusal = refusalOf(createOrder.error);
  const failure = !createOrder.isError
    ? null
    : refusal !== null && refusal !== 'available'
      ? t(`reset.refused.${refusal}`)
      : errorCodeOf(createOrder.error) === TRADING_ERROR_CODES.checkoutUnavailable
        ? t('reset.checkoutUnavailable')
        : t('reset.failed');
  const price = format.moneyWithCents(priceMinor, currency);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="reset-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="reset-title">
          {t('reset.title')}
        </Title>
        <Text data-testid="reset-offer">
          {t('reset.offer', { price, until: format.dateTime(availableUntil) })}
        </Text>
        {planFeeMinor === null ? null : (
          <Text size="sm" c="dimmed">
            {t('reset.instead', { fee: format.moneyWithCents(planFeeMinor, currency) })}
          </Text>
        )}
        {failure === null ? null : (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button onClick={buy} loading={createOrder.isPending}>
            {t('reset.buy', { price })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
