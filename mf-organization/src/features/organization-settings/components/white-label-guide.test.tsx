import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@propdesk/shared/session';
import { renderAsMember, TEST_BRAND, TEST_FIRM_ID } from './render-as-member.tsx';
import { WhiteLabelGuide } from './white-label-guide.tsx';

const BASE = `/api/organizations/${TEST_FIRM_ID}`;

describe('WhiteLabelGuide', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('fills each step with the firm’s values and says which are done', async () => {
    renderAsMember('owner', <WhiteLabelGuide />, {
      [`GET ${BASE}/brand`]: { body: TEST_BRAND },
      [`GET ${BASE}/domains`]: {
        body: {
          domains: [
            {
              id: 'd-1',
              domain: 'portal.acme.example',
              status: 'verified',
              record: {
                type: 'TXT',
                name: '_propdesk-verification.portal.acme.example',
                value: 'propdesk-verification=abc',
              },
              verifiedAt: '2026-11-27T10:00:00.000Z',
              lastCheckedAt: '2026-11-27T10:00:00.000Z',
              lastCheckFailure: null,
              expiresAt: null,
              createdAt: '2026-11-27T09:00:00.000Z',
            },
          ],
        },
      },
      [`GET ${BASE}/ingestion-key`]: {
        body: {
          exists: false,
          createdAt: null,
          rotatedAt: null,
          lastUsedAt: null,
          endpoint: 'http://api.test/api/ingest/acme',
          signatureHeader: 'x-propdesk-signature',
          signatureScheme: 't=…',
        },
      },
      [`GET ${BASE}/api-keys`]: { body: { keys: [{ status: 'active' }] } },
      [`GET ${BASE}/webhooks`]: { body: { endpoints: [] } },
      '/remotes.json': {
        body: {
          apiBaseUrl: 'http://api.test',
          supportEmail: 'support@acme.example',
          remotes: [{ name: 'mf_landing', entry: 'http://landing.test/mf-manifest.json' }],
        },
      },
    });

    expect((await screen.findByTestId('guide-landing-url')).textContent).toBe(
      `${window.location.origin}/client/acme`,
    );
    expect(
      await screen.findByText(/<script src="http:\/\/landing\.test\/embed\.js" defer><\/script>/),
    ).toBeTruthy();
    expect(await screen.findByText(/curl -X POST 'http:\/\/api\.test\/api\/ingest\/acme'/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('guide-step-state').map((badge) => badge.textContent)).toEqual([
        'Done',
        'To do',
        'Done',
        'Optional',
        'To do',
        'Done',
        'To do',
      ]),
    );
  });
});
