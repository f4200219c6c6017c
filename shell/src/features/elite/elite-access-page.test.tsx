import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@propdesk/shared/router';
import { stubFetch } from '@propdesk/shared/testing';
import { notifications } from '@mantine/notifications';
import { renderShell } from '../../testing/render-shell.tsx';
import NotificationsHost from '../../components/notifications-host.tsx';
import EliteAccessPage from './elite-access-page.tsx';
import { EliteGuard } from './elite-guard.tsx';

const NOT_GRANTED = { body: { granted: false, expiresAt: null } };
const GRANTED = { body: { granted: true, expiresAt: '2030-01-01T00:00:00.000Z' } };

function renderElite(path: string) {
  return renderShell(
    <>
      <NotificationsHost />
      <Routes>
        <Route path="/elite/auth" element={<EliteAccessPage />} />
        <Route
          path="/elite/dashboard"
          element={
            <EliteGuard>
              <h1>Elite dashboard reached</h1>
            </EliteGuard>
          }
        />
      </Routes>
    </>,
    { path },
  );
}

describe('elite access (/elite/auth and the elite guard)', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('sends a visitor without a pass from the elite area to /elite/auth', async () => {
    stubFetch({ '/api/elite/access': NOT_GRANTED });
    renderElite('/elite/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elite access' })).toBeInTheDocument();
    expect(screen.queryByText('Elite dashboard reached')).toBeNull();
  });

  it('lets a pass holder in, and skips the code page for them', async () => {
    stubFetch({ '/api/elite/access': GRANTED });
    renderElite('/elite/auth');
    expect(await screen.findByRole('heading', { name: 'Elite dashboard reached' })).toBeInTheDocument();
  });

  it('says a wrong code is wrong, and opens the elite dashboard with the right one', async () => {
    const user = userEvent.setup();
    // A small server: the pass exists only after POST with the right code.
    let hasPass = false;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === 'GET') return Response.json(hasPass ? GRANTED.body : NOT_GRANTED.body);
      const { code } = (await request.json()) as { code: string };
      hasPass = code === 'the-right-code';
      return hasPass
        ? Response.json(GRANTED.body)
        : Response.json(
            { error: { code: 'ELITE_CODE_INVALID', message: 'Invalid access code' }, requestId: 'r' },
            { status: 401 },
          );
    });
    renderElite('/elite/auth');
    const field = await screen.findByLabelText(/Access code/);
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(screen.getByText('Enter the access code')).toBeInTheDocument();

    await user.type(field, 'a-guess');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Invalid access code')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'the-right-code');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('heading', { name: 'Elite dashboard reached' })).toBeInTheDocument();
    expect(await screen.findByText('Access granted')).toBeInTheDocument();
  });

  it('explains a rate limit', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/elite/access': {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'Too many requests' }, requestId: 'r' },
      },
    });
    renderElite('/elite/auth');
    await user.type(await screen.findByLabelText(/Access code/), 'guess');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });
});
