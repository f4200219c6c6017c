import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffAccountRow, TStaffDispute } from '@propdesk/shared/contracts';
import { useLocation } from '@propdesk/shared/router';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { StaffAccounts } from './staff-accounts.tsx';

// Mantine's Select scrolls its options into view, which jsdom does not implement.
Element.prototype.scrollIntoView = () => {};

const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
const ACCOUNT_ID = '11111111-1111-4111-8111-111111111111';
const DISPUTE_ID = '77777777-7777-4777-8777-777777777777';
const LIST = `/api/organizations/${ORGANIZATION_ID}/trading-accounts`;
const DISPUTES = `/api/organizations/${ORGANIZATION_ID}/disputes`;
const DECISION = `${DISPUTES}/${DISPUTE_ID}/decision`;

const ROW: TStaffAccountRow = {
  id: ACCOUNT_ID,
  login: 'MT5-10020030',
  platform: 'mt5',
  program: 'two_step',
  phaseKind: 'challenge',
  status: 'failed',
  currency: 'USD',
  accountSizeMinor: 2_500_000,
  balanceMinor: 2_540_000,
  equityMinor: 2_200_000,
  isBreachedToday: true,
  openedAt: '2026-11-20T08:00:00.000Z',
  trader: { id: '99999999-9999-4999-8999-999999999999', name: 'Tess Trader', email: 'tess@example.com' },
};

const DISPUTE: TStaffDispute = {
  id: DISPUTE_ID,
  status: 'open',
  message: 'The broker sent a price spike that never traded.',
  resolution: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  breach: {
    id: '44444444-4444-4444-8444-444444444444',
    rule: 'max_loss',
    severity: 'hard',
    at: '2026-11-20T09:00:00.000Z',
  },
  account: {
    id: ACCOUNT_ID,
    login: ROW.login,
    program: 'two_step',
    phaseKind: 'challenge',
    status: 'failed',
    currency: 'USD',
  },
  trader: ROW.trader,
};

function organizationsAs(role: string) {
  return {
    body: {
      organizations: [
        {
          id: ORGANIZATION_ID,
          name: 'VegaFunded',
          slug: 'default',
          status: 'active',
          role,
          createdAt: '2026-11-22T00:00:00.000Z',
        },
      ],
    },
  };
}

/** Where the page's address stands, as the reader's browser shows it. */
function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAccounts(path: string, routes: Parameters<typeof stubFetch>[0], role = 'owner') {
  const spy = stubFetch({ '/api/me/organizations': organizationsAs(role), ...routes });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <StaffAccounts accountPath={(accountId) => `/organization/accounts/${accountId}`} />
      <AddressProbe />
    </ApiProvider>,
    { path },
  );
  return spy;
}

const pageOf = (accounts: TStaffAccountRow[]) => ({
  body: { accounts, total: accounts.length, page: 1, pageSize: 25 },
});
const lastQuery = (spy: ReturnType<typeof stubFetch>, path: string) =>
  new URL(requestsTo(spy, 'GET', path).at(-1)?.url ?? 'http://none').searchParams;

describe('StaffAccounts', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('asks the api for the filters of the address, and each account opens its view', async () => {
    const spy = renderAccounts('/organization/accounts?status=breached&breachedToday=true&program=two_step', {
      [`GET ${LIST}`]: pageOf([ROW]),
    });
    const row = await screen.findByTestId('staff-account-row');
    const query = lastQuery(spy, LIST);
    expect(Object.fromEntries(query)).toEqual({
      status: 'breached',
      breachedToday: 'true',
      program: 'two_step',
      pageSize: '25',
    });
    expect(within(row).getByText('Tess Trader')).toBeInTheDocument();
    expect(within(row).getByText('Breached today')).toBeInTheDocument();
    expect(within(row).getByText('$22,000.00')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Open account ${ROW.login}` })).toHaveAttribute(
      'href',
      `/organization/accounts/${ACCOUNT_ID}`,
    );
    expect(screen.getByRole('checkbox', { name: 'Breached today' })).toBeChecked();
  });

  it('writes a changed filter into the address and the api’s query, back on the first page', async () => {
    const user = userEvent.setup();
    const spy = renderAccounts('/organization/accounts?page=2&sort=balance', {
      [`GET ${LIST}`]: pageOf([ROW]),
    });
    await screen.findByTestId('staff-account-row');
    await user.click(screen.getByRole('combobox', { name: 'Platform' }));
    await user.click(screen.getByRole('option', { name: 'MetaTrader 5' }));
    await waitFor(() => expect(lastQuery(spy, LIST).get('platform')).toBe('mt5'));
    expect(lastQuery(spy, LIST).get('page')).toBeNull();
    expect(lastQuery(spy, LIST).get('sort')).toBe('balance');
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/organization/accounts?platform=mt5&sort=balance',
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'tess');
    await waitFor(() => expect(lastQuery(spy, LIST).get('search')).toBe('tess'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/organization\/accounts$/),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('lists the open disputes and overturns one, with the reason it requires', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const spy = renderAccounts('/organization/accounts?tab=disputes', {
      [`GET ${DISPUTES}`]: { body: { disputes: [DISPUTE], total: 1, page: 1, pageSize: 20 } },
      [`POST ${DECISION}`]: async (request) => {
        sent.push(await request.json());
        return {
          body: {
            dispute: {
              ...DISPUTE,
              status: 'overturned',
              resolution: 'Bad tick',
              resolvedAt: DISPUTE.createdAt,
            },
            isAccountReinstated: true,
          },
        };
      },
    });
    const item = await screen.findByTestId('staff-dispute');
    expect(lastQuery(spy, DISPUTES).get('status')).toBe('open');
    expect(within(item).getByText(DISPUTE.message)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: `Overturn the breach of ${ROW.login}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Overturn the breach' });
    await user.click(within(dialog).getByRole('button', { name: 'Overturn and reinstate' }));
    expect(within(dialog).getByText('Give a reason of at least 5 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the trader/ }),
      'Bad tick from the broker',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Overturn and reinstate' }));
    expect(
      await screen.findByText(
        'The breach is overturned and the account reinstated. The trader has been told.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ decision: 'overturned', reason: 'Bad tick from the broker' }]);
  });

  it('upholds without a reason, and says so when someone decided first', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAccounts('/organization/accounts?tab=disputes', {
      [`GET ${DISPUTES}`]: { body: { disputes: [DISPUTE], total: 1, page: 1, pageSize: 20 } },
      [`POST ${DECISION}`]: async (request) => {
        sent.push(await request.json());
        return {
          status: 409,
          body: { error: { code: 'DISPUTE_ALREADY_DECIDED', message: 'x' }, requestId: 'r' },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: `Uphold the breach of ${ROW.login}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Uphold the breach' });
    await user.click(within(dialog).getByRole('button', { name: 'Uphold the breach' }));
    expect(await within(dialog).findByText('Someone has already decided this dispute.')).toBeInTheDocument();
    expect(sent).toEqual([{ decision: 'upheld' }]);
  });

  it('offers nothing to a role without the permissions (an agent)', async () => {
    renderAccounts('/organization/accounts', {}, 'agent');
    expect(
      await screen.findByText('Your role in this organization does not allow reading its accounts.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
