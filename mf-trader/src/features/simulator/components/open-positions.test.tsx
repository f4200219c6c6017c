import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSimulatorPosition } from '@propdesk/shared/contracts';
import { ACCOUNT_ID } from '../../../testing/fixtures.ts';
import { renderWithApi } from '../../../testing/render-with-api.tsx';
import { requestsTo, stubApi } from '../../../testing/stub-api.ts';
import { OpenPositions } from './open-positions.tsx';

const POSITIONS = `/api/trading-accounts/${ACCOUNT_ID}/positions`;
const POSITION_ID = '88888888-8888-4888-8888-888888888888';

const position: TSimulatorPosition = {
  id: POSITION_ID,
  symbol: 'EURUSD',
  side: 'sell',
  volume: 1.5,
  openPrice: 1.085,
  stopLoss: 1.09,
  takeProfit: null,
  openedAt: '2026-11-20T09:00:00.000Z',
  currentPrice: 1.0842,
  floatingProfitMinor: 12_000,
  closedAt: null,
  closePrice: null,
  profitMinor: null,
  closeReason: null,
};

function renderPositions(canTrade = true) {
  return renderWithApi(<OpenPositions accountId={ACCOUNT_ID} currency="USD" canTrade={canTrade} />);
}

describe('OpenPositions', () => {
  it('shows each open position marked to the market and closes one on request', async () => {
    const user = userEvent.setup();
    let open = [position];
    const spy = stubApi({
      [`GET ${POSITIONS}`]: () => ({ body: { positions: open } }),
      [`POST ${POSITIONS}/${POSITION_ID}/close`]: () => {
        open = [];
        return { body: { ...position, closedAt: '2026-11-20T10:00:00.000Z', closePrice: 1.0842 } };
      },
    });
    renderPositions();
    const row = await screen.findByTestId('position-row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['EURUSD', 'Sell', '1.5', '1.08500', '1.08420', '1.09000 / —']);

    await user.click(within(row).getByRole('button', { name: 'Close the Sell EURUSD position' }));
    expect(await screen.findByTestId('positions-empty')).toHaveTextContent('No open positions.');
    expect(requestsTo(spy, 'POST', `${POSITIONS}/${POSITION_ID}/close`)).toHaveLength(1);
  });

  it('says when a position could not be closed and keeps it listed', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${POSITIONS}`]: { body: { positions: [position] } },
      [`POST ${POSITIONS}/${POSITION_ID}/close`]: {
        status: 409,
        body: { error: { code: 'TRADING_NOT_ALLOWED', message: 'Paused' }, requestId: 'r-1' },
      },
    });
    renderPositions();
    await user.click(await screen.findByRole('button', { name: 'Close the Sell EURUSD position' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The position could not be closed. Please try again.',
    );
    expect(screen.getByTestId('position-row')).toBeInTheDocument();
  });
});
