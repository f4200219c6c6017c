import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@propdesk/shared/i18n';
import { sessionStore } from '@propdesk/shared/session';
import { sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import { OrganizationStatusGate } from './organization-status-gate.tsx';

function signIn(role: 'client' | 'admin', organizationId: string | null) {
  sessionStore
    .getState()
    .setSession(sessionFixture({ role, organizationId }, { id: `${role}-${organizationId ?? 'none'}` }));
}

function renderGate() {
  return renderShell(
    <OrganizationStatusGate>
      <h1>Protected page</h1>
    </OrganizationStatusGate>,
  );
}

describe('OrganizationStatusGate', () => {
  beforeEach(() => {
    act(() => sessionStore.getState().clearSession());
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('lets members of an active organization through', async () => {
    signIn('client', 'org-1');
    stubFetch({ '/api/me/organization-status': { body: { status: 'active' } } });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('never asks for admins or users without an organization', () => {
    const fetchSpy = stubFetch({});
    signIn('admin', 'org-1');
    renderGate();
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the suspended gate in Italian, and lets the user check again', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('it'));
    signIn('client', 'org-2');
    const fetchSpy = stubFetch({ '/api/me/organization-status': { body: { status: 'suspended' } } });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Account Sospeso' })).toBeInTheDocument();
    expect(screen.getByText('La tua organizzazione è stata sospesa.')).toBeInTheDocument();
    expect(screen.getByText("Contatta l'amministratore per riattivare il tuo account.")).toBeInTheDocument();
    fetchSpy.mockImplementation(async () => Response.json({ status: 'active' }));
    await user.click(screen.getByRole('button', { name: 'Ricontrolla Status' }));
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('shows the pending gate, and the status itself for anything else', async () => {
    signIn('client', 'org-3');
    stubFetch({ '/api/me/organization-status': { body: { status: 'pending' } } });
    const first = renderGate();
    expect(await screen.findByRole('heading', { name: 'Account Pending' })).toBeInTheDocument();
    first.unmount();
    signIn('client', 'org-4');
    stubFetch({ '/api/me/organization-status': { body: { status: 'archived' } } });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Limited Access' })).toBeInTheDocument();
    expect(screen.getByText('Your organization status is: archived')).toBeInTheDocument();
  });
});
