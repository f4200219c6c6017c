import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@propdesk/shared/router';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { ClientManagement } from './client-management.tsx';
import { CLIENT, CLIENT_ID, CLIENTS, detailOf, organizationsAs, PAGE } from './client-test-fixtures.ts';

// Mantine's Select scrolls its options into view, which jsdom does not implement.
Element.prototype.scrollIntoView = () => {};

/** Where the router is, so a test can read the filters the list wrote into the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderList(
  routes: Parameters<typeof stubFetch>[0],
  { path = '/organization/clients', detailPath }: { path?: string; detailPath?: (id: string) => string } = {},
) {
  const spy = stubFetch({ '/api/me/organizations': { body: organizationsAs('owner') }, ...routes });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <ClientManagement {...(detailPath === undefined ? {} : { detailPath })} />
      <LocationProbe />
    </ApiProvider>,
    { path },
  );
  return spy;
}

const lastQuery = (spy: ReturnType<typeof stubFetch>) =>
  new URL(requestsTo(spy, 'GET', CLIENTS).at(-1)?.url ?? 'http://x').searchParams;

describe('ClientManagement', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('reads its filters from the URL, so a link opens the list filtered', async () => {
    const spy = renderList(
      { [`GET ${CLIENTS}`]: { body: PAGE } },
      { path: '/organization/clients?kyc=submitted&funded=true&sort=name' },
    );
    expect(await screen.findByTestId('client-row')).toHaveTextContent('Amelia Clarke');
    const query = lastQuery(spy);
    expect([query.get('kyc'), query.get('funded'), query.get('sort'), query.get('page')]).toEqual([
      'submitted',
      'true',
      'name',
      '1',
    ]);
    expect(screen.getByRole('combobox', { name: 'Identity check' })).toHaveValue('Waiting for review');
  });

  it('sends the debounced search and each filter to the api and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const spy = renderList({ [`GET ${CLIENTS}`]: { body: PAGE } });
    await screen.findByTestId('client-row');
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'amelia');
    await waitFor(() => expect(lastQuery(spy).get('search')).toBe('amelia'));
    await user.click(screen.getByRole('combobox', { name: 'Sign-in' }));
    await user.click(screen.getByRole('option', { name: 'Blocked' }));
    await waitFor(() => expect(lastQuery(spy).get('blocked')).toBe('true'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/organization/clients?search=amelia&blocked=true',
    );
  });

  it('exports the same filtered list as CSV', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = () => 'blob:clients';
    URL.revokeObjectURL = () => undefined;
    // jsdom cannot follow the download link; the file name it carries is what the browser saves.
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const spy = renderList(
      {
        [`GET ${CLIENTS}`]: { body: PAGE },
        [`GET ${CLIENTS}/export.csv`]: () =>
          new Response('user_id\r\n', { headers: { 'content-type': 'text/csv' } }),
      },
      { path: '/organization/clients?country=GB&blocked=false' },
    );
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(requestsTo(spy, 'GET', `${CLIENTS}/export.csv`)).toHaveLength(1));
    const exported = new URL(requestsTo(spy, 'GET', `${CLIENTS}/export.csv`)[0]?.url ?? '').searchParams;
    expect([exported.get('country'), exported.get('blocked'), exported.get('page')]).toEqual([
      'GB',
      'false',
      null,
    ]);
  });

  it('links each client to their page', async () => {
    renderList(
      { [`GET ${CLIENTS}`]: { body: PAGE } },
      { detailPath: (id) => `/organization/clients/${id}/details`, path: '/organization/clients?country=GB' },
    );
    expect(await screen.findByRole('link', { name: 'Open Amelia Clarke' })).toHaveAttribute(
      'href',
      `/organization/clients/${CLIENT_ID}/details`,
    );
  });

  it('stays on a client opened before typing paused: the pending search does not take the reader back', async () => {
    const user = userEvent.setup();
    renderList(
      { [`GET ${CLIENTS}`]: { body: PAGE } },
      { detailPath: (id) => `/organization/clients/${id}/details` },
    );
    const link = await screen.findByRole('link', { name: 'Open Amelia Clarke' });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'ame');
    await user.click(link);
    // Past the search's debounce: without the cancel it would now write ?search=ame over the client's page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByTestId('location').textContent).toBe(`/organization/clients/${CLIENT_ID}/details`);
  });

  it('says when no client matches the filters', async () => {
    renderList(
      { [`GET ${CLIENTS}`]: { body: { ...PAGE, clients: [], total: 0 } } },
      { path: '/organization/clients?kyc=rejected' },
    );
    expect(await screen.findByText('No client matches these filters.')).toBeInTheDocument();
  });

  it('says when the list failed, with a retry', async () => {
    const user = userEvent.setup();
    const spy = renderList({
      [`GET ${CLIENTS}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'x' }, requestId: 'r' },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The clients could not be loaded.');
    const before = requestsTo(spy, 'GET', CLIENTS).length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requestsTo(spy, 'GET', CLIENTS).length).toBeGreaterThan(before));
  });

  it('opens a client in a drawer where there is no page for them (the admin area)', async () => {
    const user = userEvent.setup();
    renderList(
      { [`GET ${CLIENTS}`]: { body: PAGE }, [`GET ${CLIENT}`]: { body: detailOf() } },
      { path: '/admin/org-clients' },
    );
    await user.click(await screen.findByRole('button', { name: 'Open Amelia Clarke' }));
    const drawer = await screen.findByRole('dialog', { name: 'Client details' });
    expect(await within(drawer).findByRole('heading', { name: 'Amelia Clarke' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Block sign-in' })).toBeInTheDocument();
  });

  it('lays the clients out as cards on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      renderList({ [`GET ${CLIENTS}`]: { body: PAGE } });
      const card = await screen.findByTestId('client-card');
      expect(within(card).getByText('Approved')).toBeInTheDocument();
      expect(screen.queryByTestId('client-row')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
