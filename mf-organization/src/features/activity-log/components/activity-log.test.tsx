import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TActivityEvent } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { ActivityLog } from './activity-log.tsx';

// Mantine's Select scrolls its options into view, and the export hands a blob to the browser: jsdom
// implements neither.
Element.prototype.scrollIntoView = () => {};
URL.createObjectURL = () => 'blob:activity';
URL.revokeObjectURL = () => {};
const downloads: string[] = [];
HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
  downloads.push(this.download);
};

const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
const ACTIVITY = `/api/organizations/${ORGANIZATION_ID}/activity`;
const OWNER_ID = '11111111-1111-4111-8111-111111111111';
const PAYOUT_ID = '77777777-7777-4777-8777-777777777777';

const ORGANIZATIONS = {
  organizations: [
    {
      id: ORGANIZATION_ID,
      name: 'VegaFunded',
      slug: 'default',
      status: 'active',
      role: 'owner',
      createdAt: '2026-11-22T00:00:00.000Z',
    },
  ],
};

const APPROVED: TActivityEvent = {
  id: '22222222-2222-4222-8222-222222222222',
  at: '2025-06-10T10:00:00.000Z',
  actor: { id: OWNER_ID, name: 'Olivia Owner', email: 'owner@propdesk.test' },
  action: 'payout_approved',
  target: { type: 'payout', id: PAYOUT_ID },
  outcome: 'success',
  ip: '198.51.100.23',
  userAgent: 'Mozilla/5.0 (Macintosh)',
  details: { grossMinor: 100_000, resetToken: '[redacted]' },
};

/** An action a newer api records that this build has no text for yet. */
const NEWER: TActivityEvent = {
  ...APPROVED,
  id: '33333333-3333-4333-8333-333333333333',
  action: 'ticket_escalated',
  target: null,
  actor: null,
  outcome: 'failure',
  details: null,
};

function renderLog(routes: Parameters<typeof stubFetch>[0], path = '/organization/activity-logs') {
  const spy = stubFetch({ '/api/me/organizations': { body: ORGANIZATIONS }, ...routes });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <ActivityLog />
    </ApiProvider>,
    { path },
  );
  return spy;
}

const lastQuery = (spy: ReturnType<typeof stubFetch>, path = ACTIVITY) =>
  new URL(requestsTo(spy, 'GET', path).at(-1)?.url ?? 'http://none').searchParams;

describe('ActivityLog', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('lists who did what to what, when and from where, naming actions in the reader’s language', async () => {
    renderLog({ [ACTIVITY]: { body: { events: [APPROVED, NEWER], nextCursor: null } } });
    const [approved, newer] = await screen.findAllByTestId('activity-row');
    if (approved === undefined || newer === undefined) throw new Error('two rows expected');
    expect(within(approved).getByText('Approved a payout')).toBeInTheDocument();
    expect(within(approved).getByText('Olivia Owner')).toBeInTheDocument();
    expect(within(approved).getByText('owner@propdesk.test')).toBeInTheDocument();
    expect(within(approved).getByText('Payout')).toBeInTheDocument();
    expect(within(approved).getByText('77777777')).toBeInTheDocument();
    expect(within(approved).getByText('Succeeded')).toBeInTheDocument();
    expect(within(approved).getByText('198.51.100.23')).toBeInTheDocument();
    expect(within(approved).getByText('[redacted]')).toBeInTheDocument();
    // An action without a text yet shows its raw name rather than breaking the page.
    expect(within(newer).getByText('ticket_escalated')).toBeInTheDocument();
    expect(within(newer).getByText('Unknown')).toBeInTheDocument();
    expect(within(newer).getByText('Failed')).toBeInTheDocument();
  });

  it('sends the filters kept in the address, and narrows to a person or a target with a click', async () => {
    const user = userEvent.setup();
    const spy = renderLog(
      { [ACTIVITY]: { body: { events: [APPROVED], nextCursor: null } } },
      '/organization/activity-logs?action=payout_approved&outcome=bogus&from=2025-06-01',
    );
    await screen.findByTestId('activity-row');
    expect(lastQuery(spy).get('action')).toBe('payout_approved');
    expect(lastQuery(spy).get('outcome')).toBeNull();
    expect(lastQuery(spy).get('from')).toBe(new Date('2025-06-01T00:00:00').toISOString());
    await user.click(screen.getByRole('button', { name: 'Show only what Olivia Owner did' }));
    await waitFor(() => expect(lastQuery(spy).get('actor')).toBe(OWNER_ID));
    await user.click(screen.getByRole('button', { name: 'Show only what was done to this Payout' }));
    await waitFor(() => expect(lastQuery(spy).get('targetId')).toBe(PAYOUT_ID));
    expect(lastQuery(spy).get('targetType')).toBe('payout');
    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(lastQuery(spy).get('outcome')).toBe('failure'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect([...lastQuery(spy).keys()]).toEqual(['pageSize']));
  });

  it('searches for a person once typing pauses', async () => {
    const user = userEvent.setup();
    const spy = renderLog({ [ACTIVITY]: { body: { events: [APPROVED], nextCursor: null } } });
    await screen.findByTestId('activity-row');
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'olivia');
    await waitFor(() => expect(lastQuery(spy).get('actor')).toBe('olivia'));
    expect(requestsTo(spy, 'GET', ACTIVITY).filter((request) => request.url.includes('actor='))).toHaveLength(
      1,
    );
  });

  it('pages to older events by the server’s cursor and back', async () => {
    const user = userEvent.setup();
    const spy = renderLog({
      [ACTIVITY]: (request) =>
        new URL(request.url).searchParams.get('cursor') === null
          ? { body: { events: [APPROVED], nextCursor: '1749549600000.c1' } }
          : { body: { events: [NEWER], nextCursor: null } },
    });
    const row = () => within(screen.getByTestId('activity-row'));
    expect(await screen.findByRole('button', { name: 'Older' })).toBeEnabled();
    expect(row().getByText('Approved a payout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('ticket_escalated')).toBeInTheDocument();
    expect(lastQuery(spy).get('cursor')).toBe('1749549600000.c1');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(row().getByText('Approved a payout')).toBeInTheDocument());
  });

  it('exports the filtered log as CSV', async () => {
    const user = userEvent.setup();
    const spy = renderLog(
      {
        [ACTIVITY]: { body: { events: [APPROVED], nextCursor: null } },
        [`${ACTIVITY}/export.csv`]: () =>
          new Response('event_id,at\r\n', { headers: { 'content-type': 'text/csv' } }),
      },
      '/organization/activity-logs?targetType=payout',
    );
    await screen.findByTestId('activity-row');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(requestsTo(spy, 'GET', `${ACTIVITY}/export.csv`)).toHaveLength(1));
    expect(lastQuery(spy, `${ACTIVITY}/export.csv`).get('targetType')).toBe('payout');
    expect(lastQuery(spy, `${ACTIVITY}/export.csv`).get('pageSize')).toBeNull();
    await waitFor(() => expect(downloads).toEqual(['activity.csv']));
  });

  it('says when nothing matches', async () => {
    renderLog({ [ACTIVITY]: { body: { events: [], nextCursor: null } } });
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('offers to try again when the log cannot be loaded', async () => {
    const user = userEvent.setup();
    const spy = renderLog({
      [ACTIVITY]: { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x' }, requestId: 'r' } },
    });
    expect(await screen.findByText('The activity could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requestsTo(spy, 'GET', ACTIVITY).length).toBeGreaterThanOrEqual(2));
  });
});
