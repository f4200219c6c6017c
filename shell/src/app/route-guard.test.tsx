import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { TMyOrganization } from '@propdesk/shared/contracts';
import { Route, Routes, useLocation } from '@propdesk/shared/router';
import { sessionStore } from '@propdesk/shared/session';
import { requestedUrls, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../testing/render-shell.tsx';
import { RouteGuard } from './route-guard.tsx';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderGuarded(path: string) {
  return renderShell(
    <>
      <CurrentPath />
      <Routes>
        <Route
          path="*"
          element={
            <RouteGuard>
              <h1>Guarded page</h1>
            </RouteGuard>
          }
        />
      </Routes>
    </>,
    { path },
  );
}

/** Waits for the guard's redirect to land on `path`. */
async function expectPath(path: string) {
  await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(path));
}

function membership(role: TMyOrganization['role'], status = 'active'): TMyOrganization {
  return {
    id: 'org-1',
    name: 'VegaFunded',
    slug: 'default',
    status,
    role,
    createdAt: '2026-11-22',
  };
}

describe('RouteGuard', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('shows public pages at once, and waits for the session before a guarded one', () => {
    act(() => sessionStore.setState({ status: 'unknown', user: null }));
    const publicPage = renderGuarded('/faq');
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    publicPage.unmount();
    renderGuarded('/dashboard');
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guarded page' })).toBeNull();
  });

  it("sends a visitor to the area's sign-in page, a tenant's own for its pages", async () => {
    act(() => sessionStore.getState().clearSession());
    const traderArea = renderGuarded('/dashboard');
    await expectPath('/auth');
    traderArea.unmount();
    const tenantArea = renderGuarded('/client/acme/dashboard');
    await expectPath('/client/acme/auth');
    tenantArea.unmount();
    renderGuarded('/admin/users');
    await expectPath('/admin/auth');
  });

  it('sends an admin who opens the trader area to the admin dashboard', async () => {
    act(() => sessionStore.getState().setSession(sessionFixture({ role: 'admin', portalType: null })));
    renderGuarded('/dashboard');
    await expectPath('/admin/dashboard');
  });

  it('lets a trader of an active organization into the trader area', async () => {
    act(() => sessionStore.getState().setSession(sessionFixture({ organizationId: 'org-1' })));
    stubFetch({ '/api/me/organization-status': { body: { status: 'active' } } });
    renderGuarded('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('stands the status gate in front of the trader area of a suspended organization', async () => {
    act(() => sessionStore.getState().setSession(sessionFixture({ organizationId: 'org-2' }, { id: 'u-2' })));
    stubFetch({ '/api/me/organization-status': { body: { status: 'suspended' } } });
    renderGuarded('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Account Suspended' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guarded page' })).toBeNull();
  });

  it('opens the organization area to its owners, admins and managers only', async () => {
    act(() => sessionStore.getState().setSession(sessionFixture({}, { id: 'u-owner' })));
    stubFetch({ '/api/me/organizations': { body: { organizations: [membership('owner')] } } });
    const owner = renderGuarded('/organization/members');
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    owner.unmount();

    act(() => sessionStore.getState().setSession(sessionFixture({}, { id: 'u-member' })));
    stubFetch({ '/api/me/organizations': { body: { organizations: [membership('user')] } } });
    renderGuarded('/organization/members');
    await expectPath('/organization/auth');
  });

  it("shows staff of a suspended organization its status above the page, and never the trader's gate", async () => {
    act(() =>
      sessionStore.getState().setSession(sessionFixture({ organizationId: 'org-1' }, { id: 'u-owner-2' })),
    );
    const fetchSpy = stubFetch({
      '/api/me/organizations': { body: { organizations: [membership('owner', 'suspended')] } },
      '/api/me/organization-status': { body: { status: 'suspended' } },
    });
    renderGuarded('/organization/members');
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'VegaFunded is suspended: its traders cannot buy, trade or request payouts until it is reactivated.',
    );
    expect(screen.queryByRole('heading', { name: 'Account Suspended' })).toBeNull();
    expect(requestedUrls(fetchSpy).some((url) => url.includes('/api/me/organization-status'))).toBe(false);
  });

  it('shows a platform admin the status of the organization in view on its admin pages', async () => {
    act(() =>
      sessionStore
        .getState()
        .setSession(sessionFixture({ role: 'admin', portalType: null }, { id: 'u-admin' })),
    );
    stubFetch({ '/api/me/organizations': { body: { organizations: [membership('admin', 'pending')] } } });
    renderGuarded('/admin/org-payouts');
    expect(await screen.findByRole('status')).toHaveTextContent('VegaFunded is awaiting activation');
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('asks for the elite access code, not for a session, in the elite area', async () => {
    act(() => sessionStore.getState().clearSession());
    stubFetch({ '/api/elite/access': { body: { granted: false, expiresAt: null } } });
    renderGuarded('/elite/dashboard');
    await expectPath('/elite/auth');
  });
});
