import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import type { TClientOrder } from '@propdesk/shared/contracts';
import { BILLING_ERROR_CODES } from '@propdesk/shared/domain/billing.ts';
import { isApiError } from '@propdesk/shared/http';
import { formatMoneyCentsIfAny, formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { clientTexts } from '../i18n/index.ts';
import { useRefundOrder } from '../queries/order-money-queries.ts';
import {
  amountMinorOf,
  initialRefundFields,
  isPartialRefund,
  REFUND_REASON_LIMITS,
  refundRequestOf,
  type TRefundFields,
  type TRefundProblems,
} from './refund-form.ts';

/** The refusals the refund may meet, each with its own text (the api's error codes). */
const KNOWN_ERRORS: readonly string[] = [
  BILLING_ERROR_CODES.orderNotRefundable,
  BILLING_ERROR_CODES.refundExceedsBalance,
  BILLING_ERROR_CODES.refundFailed,
  'SECOND_FACTOR_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_ERROR',
];

/** The balance the api said is left, when it refused an amount larger than that. */
function balanceOfError(error: unknown): number | null {
  if (!isApiError(error) || error.code !== BILLING_ERROR_CODES.refundExceedsBalance) return null;
  const balance = (error.details as { balanceMinor?: unknown } | null)?.balanceMinor;
  return typeof balance === 'number' ? balance : null;
}

export interface RefundDialogProps {
  organizationId: string;
  userId: string;
  /** The order refunded; the dialog is open while it is set. */
  order: TClientOrder | null;
  onClose: () => void;
  /** Called with the amount once the refund is made. */
  onRefunded: (amountMinor: number) => void;
}

/**
 * Refunding an order: the amount (everything left by default, in the order's currency), the reason, and
 * for a partial amount whether the account it bought stays open, with what will happen in words. What
 * was typed stays when the api refuses it.
 */
export function RefundDialog({ order, onClose, ...rest }: RefundDialogProps) {
  const { t } = useLazyTranslation(clientTexts);
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('refund.title')} centered size="lg">
      {order === null ? null : <RefundForm key={order.id} order={order} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function RefundForm({
  organizationId,
  userId,
  order,
  onClose,
  onRefunded,
}: Omit<RefundDialogProps, 'order'> & { order: TClientOrder }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const summaryId = useId();
  const refund = useRefundOrder(organizationId, userId, order.id);
  const [fields, setFields] = useState<TRefundFields>(() => initialRefundFields(order.balanceMinor));
  const [problems, setProblems] = useState<TRefundProblems>({});
  // One key per request: a double submit or a retry of the same refund reuses it (the api and the
  // provider then refund once), while a different amount after a refusal is a new request, which the
  // provider would refuse under a key it saw with other values.
  const attempt = useRef<{ content: string; key: string } | null>(null);
  const balanceMinor = balanceOfError(refund.error) ?? order.balanceMinor;
  const money = (amountMinor: number) => formatMoneyWithCents(amountMinor, order.currency, i18n.language);
  const isPartial = isPartialRefund(fields, balanceMinor);
  const change = (next: Partial<TRefundFields>) => {
    setFields((current) => ({ ...current, ...next }));
    setProblems({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refund.isPending) return;
    const checked = refundRequestOf(fields, balanceMinor);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    const content = JSON.stringify(checked.request);
    if (attempt.current?.content !== content) attempt.current = { content, key: crypto.randomUUID() };
    refund.mutate(
      { ...checked.request, idempotencyKey: attempt.current.key },
      { onSuccess: () => onRefunded(checked.request.amountMinor) },
    );
  };

  const amountMinor = amountMinorOf(fields.amount);
  const isValidAmount = amountMinor !== null && amountMinor > 0 && amountMinor <= balanceMinor;
  const logins = order.liveAccountLogins.join(', ');
  const accountCount = order.liveAccountLogins.length;
  const closesAccount = !isPartial || !fields.keepAccount;
  const errorCode = isApiError(refund.error) ? refund.error.code : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {t('refund.lead', {
            plan: `${t(`programs.${order.program}`)} ${formatMoneyCentsIfAny(order.accountSizeMinor, order.currency, i18n.language)}`,
            price: money(order.priceMinor),
            balance: money(balanceMinor),
          })}
        </Text>
        <NumberInput
          label={t('refund.amount', { currency: order.currency })}
          description={t('refund.amountHint', { balance: money(balanceMinor) })}
          value={fields.amount}
          error={
            problems.amount === undefined
              ? null
              : t(`refund.problems.${problems.amount}`, { balance: money(balanceMinor) })
          }
          min={0}
          decimalScale={2}
          allowNegative={false}
          rightSection={
            <Text size="xs" c="dimmed" pr="xs">
              {order.currency}
            </Text>
          }
          rightSectionWidth={48}
          hideControls
          required
          data-autofocus
          onChange={(amount) => change({ amount })}
        />
        <Textarea
          label={t('refund.reason')}
          placeholder={t('refund.reasonPlaceholder')}
          description={t('refund.counter', {
            length: fields.reason.trim().length,
            max: REFUND_REASON_LIMITS.maxLength,
          })}
          required
          autosize
          minRows={2}
          maxRows={6}
          value={fields.reason}
          error={
            problems.reason === undefined
              ? null
              : t(`refund.problems.${problems.reason}`, {
                  min: REFUND_REASON_LIMITS.minLength,
                  max: REFUND_REASON_LIMITS.maxLength,
                })
          }
          onChange={(event) => change({ reason: event.currentTarget.value })}
        />
        {isPartial && accountCount > 0 ? (
          <Checkbox
            label={t('refund.keepAccount')}
            description={t('refund.keepAccountHint')}
            checked={fields.keepAccount}
            onChange={(event) => change({ keepAccount: event.currentTarget.checked })}
          />
        ) : null}
        {isValidAmount ? (
          <Alert color={closesAccount && accountCount > 0 ? 'orange' : 'blue'} id={summaryId} role="status">
            <Text size="sm">
              {isPartial
                ? t('refund.summary.partial', {
                    amount: money(amountMinor),
                    left: money(balanceMinor - amountMinor),
                  })
                : t('refund.summary.full', { amount: money(amountMinor) })}
            </Text>
            <Text size="sm" fw={600}>
              {accountCount === 0
                ? t('refund.summary.noAccount')
                : t(closesAccount ? 'refund.summary.closes' : 'refund.summary.keeps', {
                    count: accountCount,
                    logins,
                  })}
            </Text>
          </Alert>
        ) : null}
        {refund.isError ? (
          <Alert color="red" role="alert">
            {errorCode !== null && KNOWN_ERRORS.includes(errorCode)
              ? t(`refund.errors.${errorCode}`, { balance: money(balanceMinor) })
              : t('refund.errors.generic')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={refund.isPending}>
            {t('refund.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={refund.isPending}
            aria-describedby={isValidAmount ? summaryId : undefined}
          >
            {isValidAmount ? t('refund.submitAmount', { amount: money(amountMinor) }) : t('refund.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
