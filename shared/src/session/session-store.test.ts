import { describe, expect, it } from '@jest/globals';
import type { TSessionResponse } from '../contracts/index.ts';
import { sessionStore } from './session-store.ts';

const SESSION: TSessionResponse = {
  accessToken: 'token-1',
  accessTokenExpiresAt: '2026-11-22T10:10:00.000Z',
  user: {
    id: 'u1',
    email: 'ada@firm.test',
    emailVerified: true,
    profile: {
      role: 'client',
      portalType: 'client',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'IT',
      phone: null,
      language: null,
      organizationId: null,
      clientOrganizationSlug: null,
    },
  },
};

describe('sessionStore', () => {
  it('starts unknown, holds a session in memory, and clears it', () => {
    expect(sessionStore.getState().status).toBe('unknown');
    sessionStore.getState().setSession(SESSION);
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      accessToken: 'token-1',
      accessTokenExpiresAt: Date.parse('2026-11-22T10:10:00.000Z'),
    });
    expect(localStorage.length).toBe(0); // the access token never goes to storage
    sessionStore.getState().clearSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
  });
});
