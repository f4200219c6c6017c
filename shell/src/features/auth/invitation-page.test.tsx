import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from '@propdesk/shared/router';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import InvitationPage from './invitation-page.tsx';
import { PENDING_INVITATION_KEY } from './pending-invitation.ts';

const TOKEN = 'T'.repeat(43);
const PUBLIC = `/api/public/invitations/${TOKEN}`;
const ACCEPT = `/api/invitations/${TOKEN}/accept`;
const INVITATION = {
  organizationName: 'VegaFunded',
  role: 'agent',
  email: 'ann@vega.test',
  state: 'pending',
};

function renderInvitation(routes: Parameters<typeof stubFetch>[0]) {
  const spy = stubFetch({ [`GET ${PUBLIC}`]: { body: INVITATION }, ...routes });
  renderShell(
    <Routes>
      <Route path="/invitations/:token" element={<InvitationPage />} />
      <Route path="/support-agent/dashboard" element={<h1>Support desk reached</h1>} />
    </Routes>,
    { path: `/invitations/${TOKEN}` },
  );
  return spy;
}

const signInAs = (email: string) =>
  act(() => sessionStore.getState().setSession(sessionFixture({}, { email })));

describe('InvitationPage', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    act(() => notifications.clean());
  });

  it('shows the invitation to a visitor with sign-in and sign-up, and keeps it for after signing in', async () => {
    const user = userEvent.setup();
    renderInvitation({});
    expect(
      await screen.findByText('VegaFunded invites ann@vega.test to join as support agent.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign in to accept' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(PENDING_INVITATION_KEY)).toBe(TOKEN));
    await user.click(screen.getByRole('tab', { name: 'Create your account' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@vega.test');
    expect(
      screen.getByText('Use ann@vega.test: the invitation works only for that address.'),
    ).toBeInTheDocument();
  });

  it('lets the invited person accept, then leads to their portal', async () => {
    const user = userEvent.setup();
    signInAs('ann@vega.test');
    const spy = renderInvitation({
      [`POST ${ACCEPT}`]: {
        body: {
          organizationId: 'o1',
          organizationName: 'VegaFunded',
          role: 'agent',
          isSecondFactorNeeded: false,
        },
      },
    });
    expect(await screen.findByText('Signed in as ann@vega.test.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You joined VegaFunded as support agent.');
    expect(requestsTo(spy, 'POST', ACCEPT)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open the organization portal' }));
    expect(await screen.findByRole('heading', { name: 'Support desk reached' })).toBeInTheDocument();
  });

  it('accepts without a click when the person comes back signed in to accept it', async () => {
    localStorage.setItem(PENDING_INVITATION_KEY, TOKEN);
    signInAs('ann@vega.test');
    const spy = renderInvitation({
      [`POST ${ACCEPT}`]: {
        body: {
          organizationId: 'o1',
          organizationName: 'VegaFunded',
          role: 'manager',
          isSecondFactorNeeded: true,
        },
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('You joined VegaFunded as manager.');
    expect(requestsTo(spy, 'POST', ACCEPT)).toHaveLength(1);
    // A manager signs in again with two-step verification.
    expect(screen.getByRole('button', { name: 'Sign in to the organization portal' })).toBeInTheDocument();
    expect(localStorage.getItem(PENDING_INVITATION_KEY)).toBeNull();
  });

  it('accepts without a click when the person signs in on the page itself', async () => {
    act(() => sessionStore.getState().clearSession());
    const spy = renderInvitation({
      [`POST ${ACCEPT}`]: {
        body: {
          organizationId: 'o1',
          organizationName: 'VegaFunded',
          role: 'agent',
          isSecondFactorNeeded: false,
        },
      },
    });
    expect(await screen.findByRole('tab', { name: 'Sign in to accept' })).toBeInTheDocument();
    signInAs('ann@vega.test');
    expect(await screen.findByRole('status')).toHaveTextContent('You joined VegaFunded as support agent.');
    expect(requestsTo(spy, 'POST', ACCEPT)).toHaveLength(1);
  });

  it('tells someone signed in with another address to switch, without accepting', async () => {
    localStorage.setItem(PENDING_INVITATION_KEY, TOKEN);
    signInAs('someone.else@vega.test');
    const spy = renderInvitation({});
    expect(
      await screen.findByText(
        'This invitation is for ann@vega.test. Sign out, then sign in with that address.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(requestsTo(spy, 'POST', ACCEPT)).toHaveLength(0);
  });

  it('explains an expired, a used and an unknown link', async () => {
    renderInvitation({ [`GET ${PUBLIC}`]: { body: { ...INVITATION, state: 'expired' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask the organization to send it again.',
    );
    expect(screen.queryByRole('tab', { name: 'Sign in to accept' })).not.toBeInTheDocument();
  });

  it('says why an acceptance was refused', async () => {
    const user = userEvent.setup();
    signInAs('ann@vega.test');
    renderInvitation({
      [`POST ${ACCEPT}`]: {
        status: 409,
        body: { error: { code: 'INVITATION_USED', message: 'used' }, requestId: 'r' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was accepted already.');
  });

  it('says a link is not valid when the api does not know it', async () => {
    renderInvitation({
      [`GET ${PUBLIC}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Invitation not found' }, requestId: 'r' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid.');
  });
});
