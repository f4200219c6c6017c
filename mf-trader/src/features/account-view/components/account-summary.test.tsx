import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { TRADER_ACCOUNT_SOURCE, type TAccountViewSource } from '../source.tsx';
import { AccountSummary } from './account-summary.tsx';
import { accountFixture, detailFixture, snapshotFixture } from '@propdesk/shared/testing';
import { renderInAccountView } from '../testing/render-in-account-view.tsx';

const NEXT_ACCOUNT_ID = '55555555-5555-4555-8555-555555555555';
const PREVIOUS_ACCOUNT_ID = '66666666-6666-4666-8666-666666666666';

describe('AccountSummary', () => {
  it('heads the page with the account, its figures and whether it is live', () => {
    renderInAccountView(<AccountSummary detail={detailFixture()} streamState="live" />);
    expect(screen.getByText('PD-100042')).toBeInTheDocument();
    expect(screen.getByText('2-Step Challenge · $100,000 · PropDesk simulator')).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('$102,500.00');
    expect(screen.getByTestId('equity')).toHaveTextContent('$101,800.00');
    expect(screen.getByTestId('floating')).toHaveTextContent('-$700.00');
    expect(screen.getByTestId('closed-profit')).toHaveTextContent('+$2,500.00');
    expect(screen.getByTestId('stream-state')).toHaveTextContent('Live');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leads a passed account to the next phase, and says when there is none yet', () => {
    const passed = detailFixture({
      account: accountFixture({ status: 'passed' }),
      snapshot: snapshotFixture({ status: 'passed' }),
      nextAccountId: NEXT_ACCOUNT_ID,
    });
    const { unmount } = renderInAccountView(<AccountSummary detail={passed} streamState="closed" />);
    expect(within(screen.getByRole('status')).getByRole('link')).toHaveAttribute(
      'href',
      `/accounts/${NEXT_ACCOUNT_ID}`,
    );
    unmount();

    renderInAccountView(<AccountSummary detail={{ ...passed, nextAccountId: null }} streamState="closed" />);
    expect(within(screen.getByRole('status')).queryByRole('link')).toBeNull();
  });

  it('says an account was closed by a refund or chargeback', () => {
    renderInAccountView(
      <AccountSummary
        detail={detailFixture({
          account: accountFixture({ status: 'closed' }),
          snapshot: snapshotFixture({ status: 'closed' }),
        })}
        streamState="closed"
      />,
    );
    expect(within(screen.getByRole('status')).getByText('Account closed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/refunded or charged back/);
  });

  it('says an account has expired and links back to the phase before it', () => {
    renderInAccountView(
      <AccountSummary
        detail={detailFixture({
          account: accountFixture({ status: 'expired' }),
          snapshot: snapshotFixture({ status: 'expired' }),
          previousAccountId: PREVIOUS_ACCOUNT_ID,
        })}
        streamState="closed"
      />,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === `/accounts/${PREVIOUS_ACCOUNT_ID}`),
    ).toBe(true);
  });

  it('links a reset account to the failed account it resets', () => {
    renderInAccountView(
      <AccountSummary
        detail={detailFixture({
          resetOf: { accountId: PREVIOUS_ACCOUNT_ID, login: 'SIM-000000000042' },
        })}
        streamState="closed"
      />,
    );
    expect(screen.getByRole('link', { name: 'Reset of account SIM-000000000042' })).toHaveAttribute(
      'href',
      `/accounts/${PREVIOUS_ACCOUNT_ID}`,
    );
  });

  it('sends the reader of a failed account that was reset to its new account', () => {
    renderInAccountView(
      <AccountSummary
        detail={detailFixture({
          account: accountFixture({ status: 'failed' }),
          snapshot: snapshotFixture({ status: 'failed' }),
          resetAccountId: NEXT_ACCOUNT_ID,
        })}
        streamState="closed"
      />,
    );
    expect(
      screen.getByRole('link', { name: 'This account was reset: go to the new account' }),
    ).toHaveAttribute('href', `/accounts/${NEXT_ACCOUNT_ID}`);
  });

  it('reads for staff: whose account it is, no stream, and links within the organization', () => {
    const staff: TAccountViewSource = {
      ...TRADER_ACCOUNT_SOURCE,
      reader: 'staff',
      pagePath: (accountId) => `/organization/accounts/${accountId}`,
    };
    renderInAccountView(
      <AccountSummary
        detail={detailFixture({
          account: accountFixture({ status: 'passed' }),
          snapshot: snapshotFixture({ status: 'passed' }),
          nextAccountId: NEXT_ACCOUNT_ID,
        })}
        trader={{
          id: '99999999-9999-4999-8999-999999999999',
          name: 'Tess Trader',
          email: 'tess@example.com',
        }}
      />,
      { source: staff },
    );
    expect(screen.getByTestId('account-trader')).toHaveTextContent('Trader: Tess Trader · tess@example.com');
    expect(screen.queryByTestId('stream-state')).toBeNull();
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'Go to the next phase’s account' }),
    ).toHaveAttribute('href', `/organization/accounts/${NEXT_ACCOUNT_ID}`);
  });
});
