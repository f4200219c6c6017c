import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TAccountStreamMessage } from '@propdesk/shared/contracts';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders } from '@propdesk/shared/testing';
import TraderApp from '../../exposes/app.tsx';
import { ACCOUNT_ID, NOW, accountFixture, detailFixture, snapshotFixture } from '../../testing/fixtures.ts';
import { stubApi, type StubHandler } from '../../testing/stub-api.ts';

const BASE = `/api/trading-accounts/${ACCOUNT_ID}`;

/** An SSE answer the test writes into: `push` sends one `data:` message. */
function controllableStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    handler: (() =>
      new Response(body, { headers: { 'content-type': 'text/event-stream' } })) satisfies StubHandler,
    push: (message: TAccountStreamMessage) =>
      controller?.enqueue(encoder.encode(`data: ${JSON.stringify(message)}\n\n`)),
  };
}

function accountRoutes(overrides: Record<string, StubHandler | { body: unknown; status?: number }> = {}) {
  return {
    [`GET ${BASE}`]: { body: detailFixture() },
    [`GET ${BASE}/history`]: { body: { dailyStats: [], equity: [] } },
    [`GET ${BASE}/deals`]: { body: { deals: [], total: 0, page: 1, pageSize: 25 } },
    [`GET ${BASE}/positions`]: { body: { positions: [] } },
    'GET /api/simulator/quotes': {
      body: { quotes: [{ symbol: 'EURUSD', bid: 1.0823, ask: 1.0825, at: '2026-11-20T21:30:00.000Z' }] },
    },
    ...overrides,
  };
}

function renderAccount() {
  return renderWithProviders(<TraderApp apiBaseUrl="http://api.test" />, { path: `/accounts/${ACCOUNT_ID}` });
}

describe('the account page', () => {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows the objectives, the live countdown to the reset and the rules from the snapshot', async () => {
    stubApi(accountRoutes({ [`GET ${BASE}/stream`]: controllableStream().handler }));
    renderAccount();
    expect(await screen.findByText('PD-100042')).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('$102,500.00');
    expect(screen.getByTestId('equity')).toHaveTextContent('$101,800.00');

    expect(screen.getByRole('progressbar', { name: 'Profit target' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: 'Minimum trading days' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 4 days',
    );
    expect(screen.getByRole('progressbar', { name: 'Daily loss room' })).toHaveAttribute(
      'aria-valuetext',
      '$4,800.00 left',
    );
    expect(screen.getByRole('progressbar', { name: 'Max loss room' })).toHaveAttribute(
      'aria-valuetext',
      '$9,800.00 left',
    );
    expect(screen.getByRole('progressbar', { name: 'Consistency' })).toHaveAttribute(
      'aria-valuetext',
      '37.5% (max 40%)',
    );
    expect(screen.getByTestId('reset-countdown')).toHaveTextContent('Resets in 2:30:00');

    const rules = screen.getAllByTestId('rule-text');
    expect(rules).toHaveLength(2);
    expect(rules[0]).toHaveTextContent('Profit target: closed profit of 10% × initial balance ($100,000.00)');
    expect(screen.getByText('Rule set version 3, frozen when the account was bought.')).toBeInTheDocument();

    // One second later the countdown has moved on by itself.
    jest.spyOn(Date, 'now').mockReturnValue(NOW + 1000);
    await waitFor(
      () => expect(screen.getByTestId('reset-countdown')).toHaveTextContent('Resets in 2:29:59'),
      {
        timeout: 2000,
      },
    );
  });

  it('words the rules in Italian from their values', async () => {
    await act(() => setLanguage('it'));
    stubApi(accountRoutes({ [`GET ${BASE}/stream`]: controllableStream().handler }));
    renderAccount();
    const rules = await screen.findAllByTestId('rule-text');
    expect(rules[0]).toHaveTextContent(
      'Obiettivo di profitto: profitto chiuso del 10% × saldo iniziale (100.000,00 USD) = 10.000,00 USD',
    );
    expect(rules[1]).toHaveTextContent('Soglia = saldo iniziale (100.000,00 USD) − 8% × saldo iniziale');
  });

  it('follows the live stream: new figures replace the old without a reload', async () => {
    const stream = controllableStream();
    stubApi(accountRoutes({ [`GET ${BASE}/stream`]: stream.handler }));
    renderAccount();
    expect(await screen.findByTestId('equity')).toHaveTextContent('$101,800.00');
    await waitFor(() => expect(screen.getByTestId('stream-state')).toHaveTextContent('Connecting'));

    stream.push({
      accountId: ACCOUNT_ID,
      account: accountFixture({ equityMinor: 10_050_000 }),
      snapshot: snapshotFixture({
        equityMinor: 10_050_000,
        dailyLoss: {
          ...snapshotFixture().dailyLoss!,
          comparedMinor: 10_050_000,
          roomMinor: 350_000,
          usedPercent: 30,
        },
      }),
    });
    await waitFor(() => expect(screen.getByTestId('equity')).toHaveTextContent('$100,500.00'));
    expect(screen.getByTestId('stream-state')).toHaveTextContent('Live');
    expect(screen.getByRole('progressbar', { name: 'Daily loss room' })).toHaveAttribute(
      'aria-valuetext',
      '$3,500.00 left',
    );
  });

  it('says when a paused account trades again and closes the ticket', async () => {
    const pausedUntil = NOW + 90 * 60 * 1000;
    stubApi(
      accountRoutes({
        [`GET ${BASE}`]: {
          body: detailFixture({
            account: accountFixture({ status: 'paused' }),
            snapshot: snapshotFixture({ status: 'paused', pausedUntil }),
          }),
        },
        [`GET ${BASE}/stream`]: controllableStream().handler,
      }),
    );
    renderAccount();
    const notice = await screen.findByTestId('paused-notice');
    expect(notice).toHaveTextContent('(in 1:30:00)');
    expect(screen.getByTestId('ticket-closed')).toHaveTextContent('right now');
  });

  it('closes the ticket for good on an account that has ended', async () => {
    stubApi(
      accountRoutes({
        [`GET ${BASE}`]: {
          body: detailFixture({
            account: accountFixture({ status: 'failed' }),
            snapshot: snapshotFixture({ status: 'failed', openPositionCount: 0 }),
          }),
        },
        [`GET ${BASE}/stream`]: controllableStream().handler,
      }),
    );
    renderAccount();
    expect(await screen.findByTestId('ticket-closed')).toHaveTextContent(
      'This account has ended: no more trades can be placed on it.',
    );
    expect(screen.queryByTestId('reset-countdown')).toBeNull();
  });

  it('says when the account does not exist', async () => {
    stubApi({});
    renderAccount();
    expect(await screen.findByText('This account does not exist or is not yours.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to accounts' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });
});
