import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyOrganization, TSecurityDashboard } from '@propdesk/shared/contracts';
import { setLanguage } from '@propdesk/shared/i18n';
import { ApiProvider, sessionStore, useCurrentOrganizationChoice } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { SecurityDashboard } from './security-dashboard.tsx';

const FIRM = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function membership(id: string, role: TMyOrganization['role']): TMyOrganization {
  return {
    id,
    name: id === FIRM ? 'Acme' : 'Zeta',
    slug: id === FIRM ? 'default' : 'zeta',
    status: 'active',
    role,
    createdAt: '2026-11-01',
  };
}

function dashboard(name: string): TSecurityDashboard {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.UTC(2026, 9, 29 + index)).toISOString().slice(0, 10),
    failures: index === 29 ? 4 : 0,
    lockouts: index === 29 ? 1 : 0,
  }));
  return {
    generatedAt: '2026-11-27T10:00:00.000Z',
    staff: [
      {
        userId: 'u-2',
        name: 'Nora Newcomer',
        email: 'nora@acme.example',
        role: 'manager',
        hasSecondFactor: false,
      },
      { userId: 'u-1', name, email: 'owen@acme.example', role: 'owner', hasSecondFactor: true },
    ],
    sessions: [
      {
        id: 's-own',
        userId: 'u-1',
        name,
        email: 'owen@acme.example',
        role: 'owner',
        userAgent: CHROME_ON_WINDOWS,
        ip: '10.0.0.1',
        startedAt: '2026-11-27T08:00:00.000Z',
        lastUsedAt: '2026-11-27T09:59:00.000Z',
        hasSecondFactor: true,
        isCurrent: true,
      },
      {
        id: 's-nora',
        userId: 'u-2',
        name: 'Nora Newcomer',
        email: 'nora@acme.example',
        role: 'manager',
        userAgent: CHROME_ON_WINDOWS,
        ip: '10.0.0.2',
        startedAt: '2026-11-26T08:00:00.000Z',
        lastUsedAt: '2026-11-27T09:00:00.000Z',
        hasSecondFactor: false,
        isCurrent: false,
      },
    ],
    signIns: { days, failures: 4, lockouts: 1 },
    ingestionKey: {
      exists: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      rotatedAt: null,
      lastUsedAt: '2026-11-27T09:58:00.000Z',
    },
    recentActions: [
      {
        id: 'a-1',
        action: 'payout_approved',
        outcome: 'success',
        at: '2026-11-27T09:30:00.000Z',
        actor: { userId: 'u-1', name, email: 'owen@acme.example' },
        targetType: 'payout',
        targetId: 'p-1',
        ip: '10.0.0.1',
      },
    ],
  };
}

function renderDashboard(role: TMyOrganization['role'], others: TMyOrganization[] = []) {
  act(() => sessionStore.getState().setSession(sessionFixture({}, { id: `user-${role}` })));
  const fetchSpy = stubFetch({
    '/api/me/organizations': { body: { organizations: [membership(FIRM, role), ...others] } },
    [`GET /api/organizations/${FIRM}/security`]: { body: dashboard('Owen Owner') },
    [`GET /api/organizations/${OTHER}/security`]: { body: dashboard('Zed Zeta') },
    [`POST /api/organizations/${FIRM}/security/sessions/s-nora/revoke`]: { status: 204, body: null },
  });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <SecurityDashboard />
    </ApiProvider>,
  );
  return fetchSpy;
}

describe('SecurityDashboard', () => {
  afterEach(async () => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
    await act(() => setLanguage('en'));
  });

  it('shows coverage, failed sign-ins, the key, the staff and the recent sensitive actions', async () => {
    renderDashboard('owner');
    const coverage = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(coverage).toHaveTextContent('1 of 2 staff members use two-step verification');
    expect(coverage).toHaveTextContent('Nora Newcomer');
    expect(screen.getByTestId('sign-in-summary')).toHaveTextContent(
      '4 failed sign-ins and 1 lock-outs in the last 30 days.',
    );
    const key = screen.getByRole('region', { name: 'Ingestion key' });
    expect(within(key).getByText('Last replaced').nextSibling).toHaveTextContent('Never');
    const actions = screen.getByRole('table', { name: 'Recent sensitive actions' });
    expect(within(actions).getByText('Payout approved')).toBeInTheDocument();
    expect(within(actions).getByText('Payout')).toBeInTheDocument();
    const staff = screen.getByRole('table', { name: 'Staff' });
    expect(within(staff).getAllByTestId('staff-row')[0]).toHaveTextContent('Nora Newcomer');
  });

  it('ends another staff member’s session after a confirmation, never the reader’s own', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderDashboard('admin');
    const sessions = await screen.findByRole('table', { name: 'Active staff sessions' });
    const rows = within(sessions).getAllByTestId('staff-session-row');
    expect(rows[0]).toHaveTextContent('This session');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Chrome on Windows');

    await user.click(
      within(rows[1]!).getByRole('button', { name: 'End the session of Nora Newcomer on Chrome on Windows' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent(
      'Nora Newcomer will be signed out on Chrome on Windows (10.0.0.2) at once',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The session of Nora Newcomer was ended.');
    expect(
      requestsTo(fetchSpy, 'POST', `/api/organizations/${FIRM}/security/sessions/s-nora/revoke`),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(
        requestsTo(fetchSpy, 'GET', `/api/organizations/${FIRM}/security`).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('asks nothing for a role without security.read, and shows no way to end sessions without security.manage', async () => {
    const fetchSpy = renderDashboard('manager');
    expect(
      await screen.findByText('Your role in this organization does not include the security dashboard.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'GET', `/api/organizations/${FIRM}/security`)).toHaveLength(0);
  });

  it('reads the dashboard of the organization chosen in the switcher, again when the choice changes', async () => {
    const fetchSpy = renderDashboard('admin', [membership(OTHER, 'admin')]);
    expect(await screen.findAllByText('Owen Owner')).not.toHaveLength(0);
    act(() => useCurrentOrganizationChoice.getState().choose(OTHER));
    expect(await screen.findAllByText('Zed Zeta')).not.toHaveLength(0);
    expect(requestsTo(fetchSpy, 'GET', `/api/organizations/${OTHER}/security`)).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await act(() => setLanguage('es'));
    renderDashboard('owner');
    expect(await screen.findByRole('region', { name: 'Verificación en dos pasos' })).toHaveTextContent(
      '1 de 2 miembros del equipo usan la verificación en dos pasos',
    );
    expect(screen.getByRole('table', { name: 'Sesiones activas del equipo' })).toBeInTheDocument();
  });
});
