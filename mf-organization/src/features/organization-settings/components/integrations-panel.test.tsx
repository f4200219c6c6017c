import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIngestionKeyStatus, TMyOrganization } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';
import { IntegrationsPanel } from './integrations-panel.tsx';

const FIRM = TEST_FIRM_ID;
/** A secret of this run's own, as the api would issue one. */
const SHOWN_ONCE = `pdk_${crypto.randomUUID()}`;
const NO_KEY: TIngestionKeyStatus = {
  exists: false,
  createdAt: null,
  rotatedAt: null,
  lastUsedAt: null,
  endpoint: 'https://api.propdesk.example/api/ingest/acme',
  signatureHeader: 'x-propdesk-signature',
  signatureScheme: 't=<unix seconds>,v1=<hex HMAC-SHA256>',
};

function renderPanel(
  role: TMyOrganization['role'],
  status: TIngestionKeyStatus,
  answer: { status: number; body: unknown },
) {
  let current = status;
  return renderAsMember(role, <IntegrationsPanel />, {
    [`GET /api/organizations/${FIRM}/ingestion-key`]: () => ({ body: current }),
    [`POST /api/organizations/${FIRM}/ingestion-key`]: () => {
      if (answer.status === 201)
        current = { ...current, exists: true, createdAt: '2026-11-27T10:00:00.000Z' };
      return answer;
    },
  });
}

describe('IntegrationsPanel', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('shows the endpoint, issues the first secret at once and shows it this once', async () => {
    const user = userEvent.setup();
    renderPanel('owner', NO_KEY, {
      status: 201,
      body: { secret: SHOWN_ONCE, signatureHeader: 'x', signatureScheme: 'y' },
    });
    expect((await screen.findByTestId('ingestion-endpoint')).textContent).toBe(NO_KEY.endpoint);
    expect(screen.getByText(/No signing secret yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Issue the secret' }));
    const secret = await screen.findByTestId('ingestion-secret');
    expect(within(secret).getByText(SHOWN_ONCE)).toBeTruthy();
    expect(await screen.findByText(/Secret issued/)).toBeTruthy();
  });

  it('asks before replacing a secret in use, and says when a second factor is needed', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderPanel(
      'admin',
      {
        ...NO_KEY,
        exists: true,
        createdAt: '2026-11-01T10:00:00.000Z',
        lastUsedAt: '2026-11-26T10:00:00.000Z',
      },
      { status: 403, body: { error: { code: 'SECOND_FACTOR_REQUIRED', message: 'x' }, requestId: 'r' } },
    );
    expect(await screen.findByText(/Last delivery signed with it/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Replace the secret' }));
    expect(requestsTo(fetchSpy, 'POST', `/api/organizations/${FIRM}/ingestion-key`)).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Replace it' }));
    expect(await screen.findByText(/Sign in with your second factor/)).toBeTruthy();
  });

  it('shows a manager the settings without the button', async () => {
    renderPanel('manager', NO_KEY, { status: 201, body: {} });
    expect(await screen.findByTestId('integrations-read-only')).toBeTruthy();
    expect(await screen.findByTestId('ingestion-endpoint')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue the secret' })).toBeNull();
  });
});
