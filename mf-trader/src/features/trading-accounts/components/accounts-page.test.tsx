import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@propdesk/shared/testing';
import { ApiProvider } from '@propdesk/shared/session';
import { accountFixture } from '../../../testing/fixtures.ts';
import { stubApi } from '../../../testing/stub-api.ts';
import { AccountsPage } from './accounts-page.tsx';

// Mantine's Select scrolls its options into view, which jsdom does not implement.
Element.prototype.scrollIntoView = () => {};

describe('AccountsPage', () => {
  it('lists the accounts and filters them by status, back to the first page', async () => {
    const user = userEvent.setup();
    const queries: string[] = [];
    stubApi({
      'GET /api/trading-accounts': (request) => {
        const search = new URL(request.url).searchParams;
        queries.push(search.toString());
        if (search.get('status') === 'failed')
          return { body: { accounts: [], total: 0, page: 1, pageSize: 20 } };
        return { body: { accounts: [accountFixture()], total: 1, page: 1, pageSize: 20 } };
      },
    });
    renderWithProviders(
      <ApiProvider apiBaseUrl="http://api.test">
        <AccountsPage />
      </ApiProvider>,
      { path: '/accounts' },
    );
    expect(await screen.findAllByTestId('account-row')).toHaveLength(1);
    expect(queries[0]).toBe('page=1&pageSize=20');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('No account matches these filters.')).toBeInTheDocument();
    expect(queries.at(-1)).toBe('page=1&pageSize=20&status=failed');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('account-row')).toHaveLength(1);
  });
});
