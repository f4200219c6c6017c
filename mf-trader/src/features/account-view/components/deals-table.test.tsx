import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDeal } from '@propdesk/shared/contracts';
import { DealsTable } from './deals-table.tsx';
import { ACCOUNT_ID, stubFetch } from '@propdesk/shared/testing';
import { renderInAccountView } from '../testing/render-in-account-view.tsx';

const DEALS = `/api/trading-accounts/${ACCOUNT_ID}/deals`;

function deal(index: number, overrides: Partial<TDeal> = {}): TDeal {
  return {
    id: `77777777-7777-4777-8777-${String(index).padStart(12, '0')}`,
    positionId: `position-${index}`,
    symbol: 'EURUSD',
    side: 'buy',
    volume: 0.5,
    price: 1.08231,
    entry: 'out',
    profitMinor: 12_550,
    commissionMinor: 0,
    executedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

describe('DealsTable', () => {
  it('lists the trades with their side, entry and profit, and pages through them', async () => {
    const user = userEvent.setup();
    const pagesAsked: string[] = [];
    stubFetch({
      [`GET ${DEALS}`]: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pagesAsked.push(String(page));
        const deals =
          page === 1
            ? [
                deal(1),
                deal(2, { side: 'sell', entry: 'in', profitMinor: 0 }),
                deal(3, { profitMinor: -3_000 }),
                ...Array.from({ length: 22 }, (_, index) => deal(index + 4)),
              ]
            : [deal(26, { symbol: 'GOLD', price: 2350.5 })];
        return { body: { deals, total: 26, page, pageSize: 25 } };
      },
    });
    renderInAccountView(<DealsTable accountId={ACCOUNT_ID} currency="USD" />);

    const rows = await screen.findAllByTestId('deal-row');
    expect(rows).toHaveLength(25);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(1)).toEqual(['EURUSD', 'Buy', 'Close', '0.5', '1.08231', '+$125.50']);
    expect(cells(rows[1]!).slice(1)).toEqual(['EURUSD', 'Sell', 'Open', '0.5', '1.08231', '—']);
    expect(cells(rows[2]!).at(-1)).toBe('-$30.00');
    expect(screen.getByText('1–25 of 26')).toBeInTheDocument();

    await user.click(
      within(screen.getByLabelText('Pages of the trade history')).getByRole('button', { name: '2' }),
    );
    expect(await screen.findByText('26–26 of 26')).toBeInTheDocument();
    expect(cells(screen.getByTestId('deal-row')).slice(1, 2)).toEqual(['GOLD']);
    expect(pagesAsked).toEqual(['1', '2']);
  });

  it('says when there are no trades yet', async () => {
    stubFetch({ [`GET ${DEALS}`]: { body: { deals: [], total: 0, page: 1, pageSize: 25 } } });
    renderInAccountView(<DealsTable accountId={ACCOUNT_ID} currency="USD" />);
    expect(await screen.findByTestId('deals-empty')).toHaveTextContent('No trades yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    stubFetch({});
    renderInAccountView(<DealsTable accountId={ACCOUNT_ID} currency="USD" />);
    expect(await screen.findByText('The trade history could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
