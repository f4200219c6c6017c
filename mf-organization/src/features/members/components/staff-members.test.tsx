import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInvitation, TMemberRole, TStaffMember } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { StaffMembers } from './staff-members.tsx';

// Mantine's Select scrolls its options into view, which jsdom does not implement.
Element.prototype.scrollIntoView = () => {};

const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
const MEMBERS = `/api/organizations/${ORGANIZATION_ID}/members`;
const INVITATIONS = `/api/organizations/${ORGANIZATION_ID}/invitations`;

const OWNER: TStaffMember = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: '21111111-1111-4111-8111-111111111111',
  name: 'Olivia Owner',
  email: 'owner@vega.test',
  role: 'owner',
  status: 'active',
  hasSecondFactor: true,
  joinedAt: '2026-01-10T09:00:00.000Z',
  lastSignInAt: '2026-11-20T08:00:00.000Z',
};
const AGENT: TStaffMember = {
  id: '33333333-3333-4333-8333-333333333333',
  userId: '43333333-3333-4333-8333-333333333333',
  name: 'Sam Support',
  email: 'agent@vega.test',
  role: 'agent',
  status: 'active',
  hasSecondFactor: false,
  joinedAt: '2026-03-01T09:00:00.000Z',
  lastSignInAt: null,
};
const INVITATION: TInvitation = {
  id: '55555555-5555-4555-8555-555555555555',
  email: 'new.manager@vega.test',
  role: 'manager',
  state: 'pending',
  invitedByName: 'Olivia Owner',
  sentAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
};

const page = (members: TStaffMember[]) => ({
  body: { members, total: members.length, page: 1, pageSize: 20 },
});
const refusal = (status: number, code: string) => ({
  status,
  body: { error: { code, message: 'refused' }, requestId: 'r' },
});

function renderMembers(role: TMemberRole, routes: Parameters<typeof stubFetch>[0]) {
  const organizations = [
    {
      id: ORGANIZATION_ID,
      name: 'VegaFunded',
      slug: 'default',
      status: 'active',
      role,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ];
  const spy = stubFetch({
    '/api/me/organizations': { body: { organizations } },
    [`GET ${INVITATIONS}`]: { body: { invitations: [INVITATION], total: 1, page: 1, pageSize: 10 } },
    ...routes,
  });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <StaffMembers />
    </ApiProvider>,
    { path: '/organization/members' },
  );
  return spy;
}

describe('StaffMembers', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('lists the members with role, status, second factor and last sign-in; filters on the server', async () => {
    const user = userEvent.setup();
    const spy = renderMembers('owner', { [`GET ${MEMBERS}`]: page([OWNER, AGENT]) });
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('Sam Support')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Off')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Never')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('On')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Deactivated' }));
    await waitFor(() =>
      expect(new URL(requestsTo(spy, 'GET', MEMBERS).at(-1)?.url ?? '').searchParams.get('status')).toBe(
        'suspended',
      ),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'sam');
    await waitFor(() =>
      expect(new URL(requestsTo(spy, 'GET', MEMBERS).at(-1)?.url ?? '').searchParams.get('search')).toBe(
        'sam',
      ),
    );
  });

  it('says so when no member matches', async () => {
    renderMembers('owner', { [`GET ${MEMBERS}`]: page([]) });
    expect(await screen.findByText('No member matches these filters.')).toBeInTheDocument();
  });

  it('offers a retry after a failed load', async () => {
    renderMembers('owner', { [`GET ${MEMBERS}`]: refusal(500, 'INTERNAL_ERROR') });
    expect(await screen.findByText('The members could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('changes a role after confirmation; an admin is not offered the owner role', async () => {
    const user = userEvent.setup();
    const changed: unknown[] = [];
    renderMembers('admin', {
      [`GET ${MEMBERS}`]: page([OWNER, AGENT]),
      [`PATCH ${MEMBERS}/${AGENT.id}`]: async (request) => {
        changed.push(await request.json());
        return { body: { ...AGENT, role: 'manager' } };
      },
    });
    // An admin cannot touch an owner: the owner's role is locked and has no deactivate button.
    expect(await screen.findByRole('combobox', { name: 'Role of Olivia Owner' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Deactivate Olivia Owner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role of Sam Support' }));
    expect(screen.queryByRole('option', { name: 'Owner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Sam Support?' });
    expect(within(dialog).getByText(/Sam Support will be Manager/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(changed).toEqual([{ role: 'manager' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why the last owner cannot be demoted or deactivated', async () => {
    const user = userEvent.setup();
    renderMembers('owner', {
      [`GET ${MEMBERS}`]: page([OWNER, AGENT]),
      [`POST ${MEMBERS}/${OWNER.id}/deactivate`]: refusal(409, 'LAST_OWNER'),
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Olivia Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Olivia Owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The organization needs at least one active owner: make someone else owner first.',
    );
  });

  it('hides every change from a reader without members.manage', async () => {
    renderMembers('manager', { [`GET ${MEMBERS}`]: page([OWNER, AGENT]) });
    await screen.findAllByTestId('member-row');
    expect(screen.queryByRole('combobox', { name: 'Role of Sam Support' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });

  it('checks the invitation form before sending, then sends the address and role', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderMembers('owner', {
      [`GET ${MEMBERS}`]: page([OWNER]),
      [`POST ${INVITATIONS}`]: async (request) => {
        sent.push(await request.json());
        return { status: 201, body: { ...INVITATION, email: 'ann@vega.test', role: 'owner' } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByText('new.manager@vega.test')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Choose a role')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@vega.test');
    // An owner may invite owners.
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'ann@vega.test', role: 'owner' }]));
  });

  it('says why an invitation was refused, and revokes one after confirmation', async () => {
    const user = userEvent.setup();
    const revoked: string[] = [];
    renderMembers('admin', {
      [`GET ${MEMBERS}`]: page([OWNER]),
      [`POST ${INVITATIONS}`]: refusal(409, 'ALREADY_MEMBER'),
      [`DELETE ${INVITATIONS}/${INVITATION.id}`]: (request) => {
        revoked.push(request.url);
        return { status: 204, body: null };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Invitations' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'owner@vega.test');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Support agent' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address already belongs to a member or client of the organization.',
    );
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to new.manager@vega.test' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke the invitation to new.manager@vega.test?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
  });
});
