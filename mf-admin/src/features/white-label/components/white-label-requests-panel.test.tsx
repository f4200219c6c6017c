import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { renderWithProviders } from '@propdesk/shared/testing';
import { Notifications, notifications } from '@mantine/notifications';
import { ApiProvider } from '@propdesk/shared/session';
import { WhiteLabelRequestsPanel } from './white-label-requests-panel.tsx';

// Mantine's Select scrolls the highlighted option into view, which jsdom does not implement.
Element.prototype.scrollIntoView = () => {};

const LONG_MESSAGE =
  'We run a trading school with 400 students and want our own branded evaluations. ' +
  'Our traders are in Spain and Italy, we need both languages and our own payment provider.';

const NOVA: TWhiteLabelRequestRecord = {
  id: '3f0c3a52-8d59-4c1e-9c1b-0b1a4c2d5e6f',
  companyName: 'Nova Capital Ltd',
  contactName: 'Nina Nova',
  email: 'nina@nova.example',
  phone: '+39 06 1234 5678',
  website: 'https://nova.example',
  expectedTraders: '100_1000',
  message: LONG_MESSAGE,
  status: 'new',
  note: null,
  handledAt: null,
  handledBy: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  organization: null,
};

const ORBIT: TWhiteLabelRequestRecord = {
  ...NOVA,
  id: '7a1d2b3c-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  companyName: 'Orbit Prop',
  contactName: 'Omar Orbit',
  email: 'omar@orbit.example',
  phone: null,
  website: null,
  message: null,
  status: 'contacted',
};

const SERVER_ERROR = { error: { code: 'INTERNAL_ERROR', message: 'Internal error' }, requestId: 'r-1' };

type TFakeApi = {
  /** The query strings of the list requests, in order. */
  listQueries: string[];
  /** The bodies of the status changes, in order. */
  patches: { id: string; body: unknown }[];
};

/**
 * A small in-memory api: the list answers the current rows (filtered by `status`), PATCH changes a row
 * and answers it. `failLists` list requests fail first, `failPatches` makes every change fail.
 */
function serveRequests(
  initial: TWhiteLabelRequestRecord[],
  { failLists = 0, failPatches = false }: { failLists?: number; failPatches?: boolean } = {},
): TFakeApi {
  let rows = [...initial];
  let listFailuresLeft = failLists;
  const api: TFakeApi = { listQueries: [], patches: [] };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/white-label-requests') {
      api.listQueries.push(url.search);
      if (listFailuresLeft > 0) {
        listFailuresLeft -= 1;
        return Response.json(SERVER_ERROR, { status: 500 });
      }
      const status = url.searchParams.get('status');
      const matching = rows.filter((row) => status === null || row.status === status);
      return Response.json({ requests: matching, total: matching.length, page: 1, pageSize: 20 });
    }
    const id = /^\/api\/white-label-requests\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method === 'PATCH' && id !== undefined) {
      const body = (await request.json()) as { status: TWhiteLabelRequestRecord['status']; note?: string };
      api.patches.push({ id, body });
      if (failPatches) return Response.json(SERVER_ERROR, { status: 500 });
      rows = rows.map((row) =>
        row.id === id
          ? {
              ...row,
              status: body.status,
              note: body.note === undefined ? row.note : body.note.trim() || null,
              handledAt: '2026-11-22T10:00:00.000Z',
              handledBy: 'platform.admin@propdesk.test',
            }
          : row,
      );
      return Response.json(rows.find((row) => row.id === id));
    }
    return Response.json(
      { error: { code: 'NOT_FOUND', message: 'Not found' }, requestId: 'r' },
      { status: 404 },
    );
  });
  return api;
}

function renderPanel() {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <Notifications />
      <WhiteLabelRequestsPanel />
    </ApiProvider>,
    { path: '/admin/organizations' },
  );
}

async function findRow(company: string): Promise<HTMLElement> {
  const rows = await screen.findAllByTestId('white-label-request');
  const row = rows.find((candidate) => within(candidate).queryByText(company) !== null);
  if (row === undefined) throw new Error(`no row for ${company}`);
  return row;
}

describe('WhiteLabelRequestsPanel', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('lists the requests from the api: contact links, trader range, short message, status', async () => {
    serveRequests([NOVA, ORBIT]);
    renderPanel();

    expect(screen.getByTestId('requests-loading')).toBeInTheDocument();
    const nova = await findRow('Nova Capital Ltd');
    expect(within(nova).getByRole('link', { name: 'nina@nova.example' })).toHaveAttribute(
      'href',
      'mailto:nina@nova.example',
    );
    expect(within(nova).getByRole('link', { name: '+39 06 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+390612345678',
    );
    expect(within(nova).getByRole('link', { name: 'nova.example' })).toHaveAttribute(
      'href',
      'https://nova.example',
    );
    expect(within(nova).getByText('100 – 1,000')).toBeInTheDocument();
    expect(within(nova).getByText(LONG_MESSAGE)).toBeInTheDocument();
    expect(within(nova).getByTestId('request-status')).toHaveTextContent('New');
    expect(within(nova).getByText('Nov 20, 2026', { exact: false })).toBeInTheDocument();

    const orbit = await findRow('Orbit Prop');
    expect(within(orbit).getByText('No message')).toBeInTheDocument();
    expect(within(orbit).getByTestId('request-status')).toHaveTextContent('Contacted');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('shows the whole message and the contact in a details drawer', async () => {
    const user = userEvent.setup();
    serveRequests([NOVA]);
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Details of Nova Capital Ltd' }));

    const details = await screen.findByTestId('request-details');
    expect(within(details).getByText(LONG_MESSAGE)).toBeInTheDocument();
    expect(within(details).getByText('Not handled yet')).toBeInTheDocument();
    expect(within(details).getByText('No note yet')).toBeInTheDocument();
  });

  it('says so when no firm has written in yet', async () => {
    serveRequests([]);
    renderPanel();

    expect(await screen.findByText('No white-label requests yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains a failed load and loads again on Retry', async () => {
    const user = userEvent.setup();
    const api = serveRequests([NOVA], { failLists: 1 });
    renderPanel();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The white-label requests could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await findRow('Nova Capital Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.listQueries).toHaveLength(2);
  });

  it('asks the api for one status when the filter is set', async () => {
    const user = userEvent.setup();
    const api = serveRequests([NOVA, ORBIT]);
    renderPanel();
    await findRow('Nova Capital Ltd');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Contacted' }));

    expect(await screen.findAllByTestId('white-label-request')).toHaveLength(1);
    await findRow('Orbit Prop');
    expect(api.listQueries.at(-1)).toBe('?page=1&pageSize=20&status=contacted');
  });

  it('marks a request contacted with a note: PATCH, the row follows, a toast confirms', async () => {
    const user = userEvent.setup();
    const api = serveRequests([NOVA, ORBIT]);
    renderPanel();
    const row = await findRow('Nova Capital Ltd');

    await user.click(within(row).getByRole('button', { name: 'Change the status of Nova Capital Ltd' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as contacted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Capital Ltd: Contacted' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Internal note/ }),
      'Called Nina, demo Friday',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.patches).toEqual([
      { id: NOVA.id, body: { status: 'contacted', note: 'Called Nina, demo Friday' } },
    ]);
    expect(within(await findRow('Nova Capital Ltd')).getByTestId('request-status')).toHaveTextContent(
      'Contacted',
    );
  });

  it('puts the row back and says so when the change fails', async () => {
    const user = userEvent.setup();
    const api = serveRequests([NOVA], { failPatches: true });
    renderPanel();
    const row = await findRow('Nova Capital Ltd');

    await user.click(within(row).getByRole('button', { name: 'Change the status of Nova Capital Ltd' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as closed' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Status not updated')).toBeInTheDocument();
    // The note was left empty as it was, so none is sent.
    expect(api.patches).toEqual([{ id: NOVA.id, body: { status: 'closed' } }]);
    expect(within(await findRow('Nova Capital Ltd')).getByTestId('request-status')).toHaveTextContent('New');
  });

  it('pages through the requests and goes back to the last page when the one shown empties', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, index) => ({
      ...ORBIT,
      id: `7a1d2b3c-4e5f-4a6b-8c7d-${String(index).padStart(12, '0')}`,
      companyName: `Firm ${index + 1}`,
    }));
    let rows = many;
    const pagesAsked: number[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const page = Number(url.searchParams.get('page'));
      pagesAsked.push(page);
      return Response.json({
        requests: rows.slice((page - 1) * 20, page * 20),
        total: rows.length,
        page,
        pageSize: 20,
      });
    });
    const { queryClient } = renderPanel();
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();

    const pages = screen.getByLabelText('Pages of white-label requests');
    await user.click(within(pages).getByRole('button', { name: '3' }));
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getAllByTestId('white-label-request')).toHaveLength(5);

    // Meanwhile the last five were closed elsewhere: read again, page 3 comes back empty.
    rows = many.slice(0, 40);
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('21–40 of 40')).toBeInTheDocument();
    expect(pagesAsked).toEqual([1, 3, 3, 2]);
  });
});
