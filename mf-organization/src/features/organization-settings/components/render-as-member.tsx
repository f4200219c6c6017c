import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import type { TBrand, TMyOrganization } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import {
  renderWithProviders,
  sessionFixture,
  stubFetch,
  type StubbedAnswer,
  type StubbedHandler,
} from '@propdesk/shared/testing';

/** The organization the settings tests run: Acme, whose id the api answers are keyed by. */
export const TEST_FIRM_ID = '11111111-1111-4111-8111-111111111111';

/** Acme's brand as the api answers it: the platform's colours, no font of its own, no logo. */
export const TEST_BRAND: TBrand = {
  organizationId: TEST_FIRM_ID,
  theme: {
    primaryColor: '#1d4ed8',
    secondaryColor: '#0f172a',
    accentColor: '#f59e0b',
    backgroundColor: '#ffffff',
    textColor: '#111827',
    fontFamily: null,
    logoUrl: null,
    customCss: null,
  },
  font: 'system',
  logo: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/**
 * Renders a settings component for a member of Acme with `role`, as the shell would (signed in, Acme
 * chosen), the api answering from `answers`; returns the fetch spy.
 */
export function renderAsMember(
  role: TMyOrganization['role'],
  ui: ReactElement,
  answers: Record<string, StubbedAnswer | StubbedHandler>,
) {
  act(() => sessionStore.getState().setSession(sessionFixture({}, { id: `user-${role}` })));
  const fetchSpy = stubFetch({
    '/api/me/organizations': {
      body: {
        organizations: [
          { id: TEST_FIRM_ID, name: 'Acme', slug: 'acme', status: 'active', role, createdAt: '2026-11-01' },
        ],
      },
    },
    ...answers,
  });
  renderWithProviders(<ApiProvider apiBaseUrl="http://api.test">{ui}</ApiProvider>);
  return fetchSpy;
}
