import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBreach } from '@propdesk/shared/contracts';
import { TRADER_ACCOUNT_SOURCE, type TAccountViewSource } from '../source.tsx';
import { BreachReport } from './breach-report.tsx';

import { ACCOUNT_ID, BREACH_ID, breachFixture, stubFetch } from '@propdesk/shared/testing';
import { renderInAccountView } from '../testing/render-in-account-view.tsx';

const NOW_ISO = '2026-11-21T09:00:00.000Z';

const DISPUTES = `/api/trading-accounts/${ACCOUNT_ID}/breaches/${BREACH_ID}/disputes`;

const BREACH = breachFixture();

function renderReport(breach: TBreach = BREACH, source: TAccountViewSource = TRADER_ACCOUNT_SOURCE) {
  return renderInAccountView(<BreachReport accountId={ACCOUNT_ID} breach={breach} currency="USD" />, {
    source,
  });
}

const OPEN_DISPUTE = {
  id: '66666666-6666-4666-8666-666666666666',
  status: 'open',
  message: 'The spread was abnormal at rollover.',
  resolution: null,
  createdAt: '2026-11-20T22:00:00.000Z',
  resolvedAt: null,
} as const;

/** What staff read: the same report, from the organization, with a decision offered on open disputes. */
const STAFF_SOURCE: TAccountViewSource = {
  ...TRADER_ACCOUNT_SOURCE,
  reader: 'staff',
  disputeActions: ({ breach }) => <button type="button">Decide {breach.id}</button>,
};

describe('BreachReport', () => {
  it('shows the rule, the floor, the compared value, the formula and the timeline', () => {
    stubFetch({});
    renderReport();
    expect(screen.getByRole('heading', { name: 'Max loss breached' })).toBeInTheDocument();
    expect(screen.getByText('$92,000.00')).toBeInTheDocument();
    expect(screen.getByText('Equity $91,990.00')).toBeInTheDocument();
    expect(screen.getByTestId('breach-formula')).toHaveTextContent(
      'Floor = initial balance ($100,000.00) − 8%',
    );
    expect(screen.getByText(/Position closed · position p1 · -\$500.00/)).toBeInTheDocument();
    // A simulator position's UUID is cut to its first eight characters; a platform's ticket stays whole.
    expect(screen.getByText(/Position opened · position 9ac7267b$/)).toBeInTheDocument();
    expect(screen.getByText(/Equity update · equity \$91,990.00/)).toBeInTheDocument();
  });

  it('validates the dispute before sending it, then sends it once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubFetch({
      [`POST ${DISPUTES}`]: async (request) => {
        sent.push(await request.json());
        return {
          status: 201,
          body: {
            id: '66666666-6666-4666-8666-666666666666',
            status: 'open',
            message: 'x',
            resolution: null,
            createdAt: '2026-11-20T22:00:00.000Z',
            resolvedAt: null,
          },
        };
      },
    });
    renderReport();
    await user.click(screen.getByRole('button', { name: 'Dispute this breach' }));
    const message = screen.getByRole('textbox', { name: /Your explanation/ });
    await user.type(message, 'Price spike');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(screen.getByText('Explain what you dispute in at least 20 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(message, ' on a closed market at 23:59, no real quote.');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    await screen.findByRole('button', { name: 'Send dispute' });
    expect(sent).toEqual([{ message: 'Price spike on a closed market at 23:59, no real quote.' }]);
  });

  it('says when a dispute was already sent', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`POST ${DISPUTES}`]: {
        status: 409,
        body: { error: { code: 'DISPUTE_EXISTS', message: 'exists' }, requestId: 'r' },
      },
    });
    renderReport();
    await user.click(screen.getByRole('button', { name: 'Dispute this breach' }));
    await user.type(
      screen.getByRole('textbox', { name: /Your explanation/ }),
      'The spread was abnormal at rollover.',
    );
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('A dispute for this breach has already been sent.')).toBeInTheDocument();
  });

  it('shows an existing dispute and its outcome instead of the button', () => {
    stubFetch({});
    renderReport({
      ...BREACH,
      dispute: {
        ...OPEN_DISPUTE,
        status: 'upheld',
        resolution: 'Quotes were within the normal range.',
        resolvedAt: '2026-11-21T09:00:00.000Z',
      },
    });
    expect(screen.getByTestId('dispute')).toHaveTextContent('Dispute not accepted: the breach stands');
    expect(screen.getByText('Resolution: Quotes were within the normal range.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute this breach' })).not.toBeInTheDocument();
  });

  it('tells the trader an overturned breach is void', () => {
    stubFetch({});
    renderReport({
      ...BREACH,
      dispute: { ...OPEN_DISPUTE, status: 'overturned', resolution: 'Bad tick', resolvedAt: NOW_ISO },
    });
    expect(screen.getByTestId('dispute')).toHaveTextContent('Dispute accepted: the breach is overturned');
  });

  it('offers staff no dispute button, and the decision only while the dispute is open', () => {
    stubFetch({});
    const { unmount } = renderReport(BREACH, STAFF_SOURCE);
    expect(screen.queryByRole('button', { name: 'Dispute this breach' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('dispute')).not.toBeInTheDocument();
    unmount();

    const open = renderReport({ ...BREACH, dispute: OPEN_DISPUTE }, STAFF_SOURCE);
    expect(screen.getByTestId('dispute')).toHaveTextContent('Disputed by the trader: waiting for a decision');
    expect(screen.getByText(/Sent by the trader/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Decide ${BREACH_ID}` })).toBeInTheDocument();
    open.unmount();

    renderReport(
      { ...BREACH, dispute: { ...OPEN_DISPUTE, status: 'overturned', resolution: 'Bad tick' } },
      STAFF_SOURCE,
    );
    expect(screen.getByTestId('dispute')).toHaveTextContent('Overturned: the breach is void');
    expect(screen.queryByRole('button', { name: `Decide ${BREACH_ID}` })).not.toBeInTheDocument();
  });
});
