import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffMember } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { SupportAgents } from './support-agents.tsx';

const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
const MEMBERS = `/api/organizations/${ORGANIZATION_ID}/members`;
const INVITATIONS = `/api/organizations/${ORGANIZATION_ID}/invitations`;

const AGENT: TStaffMember = {
  id: '33333333-3333-4333-8333-333333333333',
  userId: '43333333-3333-4333-8333-333333333333',
  name: 'Sam Support',
  email: 'agent@vega.test',
  role: 'agent',
  status: 'active',
  hasSecondFactor: false,
  joinedAt: '2026-03-01T09:00:00.000Z',
  lastSignInAt: '2026-11-26T09:00:00.000Z',
};

function renderAgents(routes: Parameters<typeof stubFetch>[0]) {
  const organizations = [
    {
      id: ORGANIZATION_ID,
      name: 'VegaFunded',
      slug: 'default',
      status: 'active',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ];
  const spy = stubFetch({
    '/api/me/organizations': { body: { organizations } },
    [`GET ${INVITATIONS}`]: { body: { invitations: [], total: 0, page: 1, pageSize: 10 } },
    ...routes,
  });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <SupportAgents />
    </ApiProvider>,
    { path: '/organization/agents' },
  );
  return spy;
}

describe('SupportAgents', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('lists the agents only, with their open work (none until tickets exist)', async () => {
    const spy = renderAgents({
      [`GET ${MEMBERS}`]: { body: { members: [AGENT], total: 1, page: 1, pageSize: 20 } },
    });
    const row = await screen.findByTestId('member-row');
    expect(within(row).getByText('Sam Support')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Open work' })).toBeInTheDocument();
    expect(within(row).getByText('0')).toBeInTheDocument();
    expect(new URL(requestsTo(spy, 'GET', MEMBERS)[0]?.url ?? '').searchParams.get('role')).toBe('agent');
    expect(new URL(requestsTo(spy, 'GET', INVITATIONS)[0]?.url ?? '').searchParams.get('role')).toBe('agent');
    expect(screen.getByText('No invitation is waiting.')).toBeInTheDocument();
  });

  it('invites an agent (the role is fixed) and deactivates one after confirmation', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const deactivated: string[] = [];
    renderAgents({
      [`GET ${MEMBERS}`]: { body: { members: [AGENT], total: 1, page: 1, pageSize: 20 } },
      [`POST ${INVITATIONS}`]: async (request) => {
        sent.push(await request.json());
        return { status: 201, body: {} };
      },
      [`POST ${MEMBERS}/${AGENT.id}/deactivate`]: (request) => {
        deactivated.push(request.url);
        return { body: { ...AGENT, status: 'suspended' } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Invite a support agent' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'second.agent@vega.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'second.agent@vega.test', role: 'agent' }]));
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sam Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Sam Support?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deactivated).toHaveLength(1));
  });

  it('says when there is no agent yet', async () => {
    renderAgents({ [`GET ${MEMBERS}`]: { body: { members: [], total: 0, page: 1, pageSize: 20 } } });
    expect(await screen.findByText('No support agent yet.')).toBeInTheDocument();
  });
});
