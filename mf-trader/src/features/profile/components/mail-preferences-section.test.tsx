import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import type { TNotificationPreferences } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, sessionFixture, stubFetch, type StubbedAnswer } from '@propdesk/shared/testing';
import { MailPreferencesSection } from './mail-preferences-section.tsx';

const PREFERENCES = '/api/me/notification-preferences';

const SAVED: TNotificationPreferences = {
  mail: {
    trading_alerts: true,
    account_lifecycle: true,
    payouts: true,
    affiliate: false,
    support: true,
    product_news: false,
  },
};

function renderSection() {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <Notifications />
      <MailPreferencesSection />
    </ApiProvider>,
    { path: '/profile' },
  );
}

describe('MailPreferencesSection', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => {
      notifications.clean();
      sessionStore.getState().clearSession();
    });
  });

  it('shows a placeholder, then one switch per kind of email as saved, and what is always sent', async () => {
    stubFetch({ [`GET ${PREFERENCES}`]: () => new Promise<StubbedAnswer>(() => undefined) });
    const { unmount } = renderSection();
    expect(screen.getByTestId('mail-preferences-loading')).toBeInTheDocument();
    unmount();

    stubFetch({ [`GET ${PREFERENCES}`]: { body: SAVED } });
    renderSection();
    expect(await screen.findByRole('switch', { name: /Trading alerts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Account lifecycle/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Payouts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Affiliate/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Support/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Product news/ })).not.toBeChecked();
    expect(screen.getByText(/In-app notifications are always on/)).toHaveTextContent(
      'security emails (such as a sign-in from a new device) are always sent',
    );
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  });

  it('saves every choice at once and says so', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    stubFetch({
      [`GET ${PREFERENCES}`]: { body: SAVED },
      [`PUT ${PREFERENCES}`]: async (request) => {
        sent = await request.json();
        return { body: sent };
      },
    });
    renderSection();
    await user.click(await screen.findByRole('switch', { name: /Product news/ }));
    await user.click(screen.getByRole('switch', { name: /Payouts/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your email preferences are saved.')).toBeInTheDocument();
    expect(sent).toEqual({ mail: { ...SAVED.mail, product_news: true, payouts: false } });
    expect(screen.getByRole('switch', { name: /Product news/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  });

  it('keeps the choices and says so when saving fails', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`GET ${PREFERENCES}`]: { body: SAVED },
      [`PUT ${PREFERENCES}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' },
      },
    });
    renderSection();
    await user.click(await screen.findByRole('switch', { name: /Affiliate/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email preferences could not be saved. Your choices are kept here: please try again.',
    );
    expect(screen.getByRole('switch', { name: /Affiliate/ })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save preferences' })).toBeEnabled());
  });

  it('says when the preferences cannot be loaded', async () => {
    stubFetch({});
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email preferences could not be loaded.');
  });
});
