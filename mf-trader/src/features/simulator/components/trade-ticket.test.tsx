import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders } from '@propdesk/shared/testing';
import { ApiProvider } from '@propdesk/shared/session';
import { ACCOUNT_ID } from '../../../testing/fixtures.ts';
import { stubApi } from '../../../testing/stub-api.ts';
import { TradeTicket, validateTicket } from './trade-ticket.tsx';

Element.prototype.scrollIntoView = () => {};

const QUOTE = { symbol: 'EURUSD', bid: 1.0823, ask: 1.0825, at: '2026-11-20T21:30:00.000Z' };
const POSITIONS = `/api/trading-accounts/${ACCOUNT_ID}/positions`;

function renderTicket() {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <TradeTicket accountId={ACCOUNT_ID} canTrade />
    </ApiProvider>,
  );
}

describe('validateTicket', () => {
  const values = { symbol: 'EURUSD', volume: '0.1', stopLoss: '', takeProfit: '' };

  it('accepts a plain market order, with either decimal separator', () => {
    expect(validateTicket(values, 'buy', QUOTE)).toEqual({});
    expect(validateTicket({ ...values, volume: '0,5' }, 'sell', QUOTE)).toEqual({});
  });

  it('refuses a missing symbol, a zero or wordy volume, and levels on the wrong side of the price', () => {
    expect(validateTicket({ ...values, symbol: null, volume: '0' }, 'buy', QUOTE)).toEqual({
      symbol: 'ticket.errors.symbol',
      volume: 'ticket.errors.volume',
    });
    expect(validateTicket({ ...values, volume: 'lots' }, 'buy', QUOTE).volume).toBe('ticket.errors.volume');
    expect(validateTicket({ ...values, stopLoss: '1.09', takeProfit: '1.07' }, 'buy', QUOTE)).toEqual({
      stopLoss: 'ticket.errors.stopLossBuy',
      takeProfit: 'ticket.errors.takeProfitBuy',
    });
    expect(validateTicket({ ...values, stopLoss: '1.07', takeProfit: '1.09' }, 'sell', QUOTE)).toEqual({
      stopLoss: 'ticket.errors.stopLossSell',
      takeProfit: 'ticket.errors.takeProfitSell',
    });
  });
});

describe('TradeTicket', () => {
  it('shows the live bid and ask and explains a wrong stop loss before sending anything', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({
      'GET /api/simulator/quotes': { body: { quotes: [QUOTE] } },
      [`POST ${POSITIONS}`]: async (request) => {
        sent.push(await request.json());
        return { status: 201, body: {} };
      },
    });
    renderTicket();
    await waitFor(() => expect(screen.getByTestId('bid')).toHaveTextContent('1.08230'));
    expect(screen.getByTestId('ask')).toHaveTextContent('1.08250');

    await user.type(screen.getByRole('textbox', { name: 'Stop loss' }), '1.1');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByText('For a buy, the stop loss must be below the ask')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the api's validation details next to the field", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({
      'GET /api/simulator/quotes': { body: { quotes: [QUOTE] } },
      [`POST ${POSITIONS}`]: async (request) => {
        sent.push(await request.json());
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Request validation failed',
              details: {
                issues: [
                  {
                    location: 'body',
                    path: '/volume',
                    code: 'too_big',
                    message: 'At most 50 lots per order',
                  },
                ],
              },
            },
            requestId: 'r',
          },
        };
      },
    });
    renderTicket();
    await waitFor(() => expect(screen.getByTestId('bid')).toHaveTextContent('1.08230'));
    const volume = screen.getByRole('textbox', { name: /Volume/ });
    await user.clear(volume);
    await user.type(volume, '500');
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(await screen.findByText('At most 50 lots per order')).toBeInTheDocument();
    expect(sent).toEqual([{ symbol: 'EURUSD', side: 'sell', volume: 500, stopLoss: null, takeProfit: null }]);
  });

  it.each([
    ['en', 'suspended', 'Your organization is suspended: buying, trading and payout requests are paused'],
    ['it', 'pending', 'La tua organizzazione è in attesa di attivazione'],
  ] as const)(
    'explains in %s that the organization is %s when the api refuses the order for it',
    async (language, status, text) => {
      await act(() => setLanguage(language));
      const user = userEvent.setup();
      stubApi({
        'GET /api/simulator/quotes': { body: { quotes: [QUOTE] } },
        [`POST ${POSITIONS}`]: {
          status: 403,
          body: {
            error: { code: 'ORGANIZATION_INACTIVE', message: 'Refused', details: { status } },
            requestId: 'r',
          },
        },
      });
      renderTicket();
      // The quote in the reader's own number format.
      await waitFor(() => expect(screen.getByTestId('bid')).toHaveTextContent(/1[.,]08230/));
      await user.click(screen.getByRole('button', { name: language === 'it' ? 'Compra' : 'Buy' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      await act(() => setLanguage('en'));
    },
  );
});
