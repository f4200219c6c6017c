import { useState } from 'react';
import type { TSimulatorQuote } from '@propdesk/shared/contracts';
import { TRADING_ERROR_CODES, type TTradeSide } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Select, TextInput } from '@mantine/core';
import { simulatorTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { errorCodeOf, fieldErrorsOf, organizationInactiveTextOf } from '../../../lib/api-error.ts';
import { usePlaceOrder, useQuotes } from '../api/simulator.ts';
import { LoadError, Panel } from '../../account-view/index.ts';
import { useFormatters } from '@propdesk/shared/format';

type TTicketValues = { symbol: string | null; volume: string; stopLoss: string; takeProfit: string };
type TTicketField = keyof TTicketValues;
type TTicketErrors = Partial<Record<TTicketField, string>>;

const EMPTY: TTicketValues = { symbol: null, volume: '0.1', stopLoss: '', takeProfit: '' };

/** Parses a typed number in either decimal separator ("1,5" or "1.5"); null when empty, NaN when not a number. */
function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/**
 * The ticket's own checks, worded for the trader; the api checks the same and its answer is shown too.
 * A buy fills at the ask: its stop-loss must be below and its take-profit above; a sell the other way.
 */
export function validateTicket(
  values: TTicketValues,
  side: TTradeSide,
  quote: TSimulatorQuote | undefined,
): TTicketErrors {
  const errors: TTicketErrors = {};
  if (values.symbol === null) errors.symbol = 'ticket.errors.symbol';
  const volume = parseDecimal(values.volume);
  if (volume === null || Number.isNaN(volume) || volume <= 0) errors.volume = 'ticket.errors.volume';
  const price = quote === undefined ? null : side === 'buy' ? quote.ask : quote.bid;
  const stopLoss = parseDecimal(values.stopLoss);
  if (stopLoss !== null) {
    if (Number.isNaN(stopLoss) || stopLoss <= 0) errors.stopLoss = 'ticket.errors.price';
    else if (price !== null && side === 'buy' && stopLoss >= price)
      errors.stopLoss = 'ticket.errors.stopLossBuy';
    else if (price !== null && side === 'sell' && stopLoss <= price)
      errors.stopLoss = 'ticket.errors.stopLossSell';
  }
  const takeProfit = parseDecimal(values.takeProfit);
  if (takeProfit !== null) {
    if (Number.isNaN(takeProfit) || takeProfit <= 0) errors.takeProfit = 'ticket.errors.price';
    else if (price !== null && side === 'buy' && takeProfit <= price)
      errors.takeProfit = 'ticket.errors.takeProfitBuy';
    else if (price !== null && side === 'sell' && takeProfit >= price)
      errors.takeProfit = 'ticket.errors.takeProfitSell';
  }
  return errors;
}

/** The simulator's trade ticket: a symbol with its live bid and ask, a volume, optional SL/TP, Sell or Buy. */
export function TradeTicket({
  accountId,
  canTrade,
  hasEnded = false,
}: {
  accountId: string;
  canTrade: boolean;
  /** Passed, failed or expired: closed for good, not just for now. */
  hasEnded?: boolean;
}) {
  const { t } = useLazyTranslation(simulatorTexts, traderTexts);
  const format = useFormatters();
  const quotes = useQuotes(canTrade);
  const placeOrder = usePlaceOrder(accountId);
  const [values, setValues] = useState<TTicketValues>(EMPTY);
  const [errors, setErrors] = useState<TTicketErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [lastSide, setLastSide] = useState<TTradeSide | null>(null);
  const symbol = values.symbol ?? quotes.data?.[0]?.symbol ?? null;
  const quote = quotes.data?.find((candidate) => candidate.symbol === symbol);

  const change = (field: TTicketField, value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };

  const place = (side: TTradeSide) => {
    const current = { ...values, symbol };
    const found = validateTicket(current, side, quote);
    setErrors(found);
    setServerErrors({});
    setLastSide(side);
    if (Object.keys(found).length > 0 || current.symbol === null) return;
    placeOrder.mutate(
      {
        symbol: current.symbol,
        side,
        volume: parseDecimal(current.volume) ?? 0,
        stopLoss: parseDecimal(current.stopLoss),
        takeProfit: parseDecimal(current.takeProfit),
      },
      {
        onSuccess: () => setValues((previous) => ({ ...previous, stopLoss: '', takeProfit: '' })),
        onError: (error) => setServerErrors(fieldErrorsOf(error)),
      },
    );
  };

  const errorOf = (field: TTicketField) => {
    const key = errors[field];
    return key ? t(key) : serverErrors[field] || undefined;
  };
  const orderErrorCode = errorCodeOf(placeOrder.error);
  const inactiveText = organizationInactiveTextOf(placeOrder.error);
  const hasFieldErrors = Object.values(serverErrors).some((message) => message !== '');

  return (
    <Panel titleId="ticket-title" title={t('ticket.title')}>
      {!canTrade ? (
        <Text size="sm" c="dimmed" data-testid="ticket-closed">
          {hasEnded ? t('ticket.ended') : t('ticket.closed')}
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            place('buy');
          }}
        >
          <Stack gap="sm">
            {quotes.isError && quotes.data === undefined ? (
              <LoadError message={t('ticket.quotesFailed')} onRetry={() => void quotes.refetch()} />
            ) : null}
            <Select
              label={t('ticket.symbol')}
              placeholder={quotes.isPending ? t('ticket.loadingQuotes') : undefined}
              data={(quotes.data ?? []).map((candidate) => candidate.symbol)}
              value={symbol}
              onChange={(next) => change('symbol', next)}
              searchable
              allowDeselect={false}
              error={errorOf('symbol')}
              required
            />
            <Group gap="sm" grow aria-live="polite" data-testid="quote">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('ticket.bid')}
                </Text>
                <Text fw={700} c="red" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="bid">
                  {quote ? format.quote(quote.bid, quote.symbol) : '—'}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('ticket.ask')}
                </Text>
                <Text fw={700} c="teal" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="ask">
                  {quote ? format.quote(quote.ask, quote.symbol) : '—'}
                </Text>
              </Stack>
            </Group>
            <TextInput
              label={t('ticket.volume')}
              description={t('ticket.volumeHint')}
              inputMode="decimal"
              value={values.volume}
              onChange={(event) => change('volume', event.currentTarget.value)}
              error={errorOf('volume')}
              required
            />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label={t('ticket.stopLoss')}
                inputMode="decimal"
                placeholder={t('ticket.optional')}
                value={values.stopLoss}
                onChange={(event) => change('stopLoss', event.currentTarget.value)}
                error={errorOf('stopLoss')}
              />
              <TextInput
                label={t('ticket.takeProfit')}
                inputMode="decimal"
                placeholder={t('ticket.optional')}
                value={values.takeProfit}
                onChange={(event) => change('takeProfit', event.currentTarget.value)}
                error={errorOf('takeProfit')}
              />
            </SimpleGrid>
            {placeOrder.isError && !hasFieldErrors ? (
              <Alert color="red" role="alert">
                {inactiveText !== null
                  ? t(inactiveText)
                  : orderErrorCode === TRADING_ERROR_CODES.tradingNotAllowed
                    ? t('ticket.notAllowed')
                    : t('ticket.failed', { reason: placeOrder.error.message })}
              </Alert>
            ) : null}
            {placeOrder.isSuccess ? (
              <Text size="sm" c="teal" role="status">
                {t('ticket.placed', {
                  side: t(`side.${placeOrder.data.side}`),
                  volume: format.number(placeOrder.data.volume, 2),
                  symbol: placeOrder.data.symbol,
                  price: format.quote(placeOrder.data.openPrice, placeOrder.data.symbol),
                })}
              </Text>
            ) : null}
            <Group gap="sm" grow>
              <Button
                color="red"
                onClick={() => place('sell')}
                loading={placeOrder.isPending && lastSide === 'sell'}
                disabled={placeOrder.isPending}
              >
                {t('ticket.sell')}
              </Button>
              <Button
                color="teal"
                type="submit"
                loading={placeOrder.isPending && lastSide === 'buy'}
                disabled={placeOrder.isPending}
              >
                {t('ticket.buy')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Panel>
  );
}
