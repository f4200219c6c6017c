import { describe, expect, it } from '@jest/globals';
import { sessionStore } from './session-store.ts';

describe('sessionStore', () => {
  it('starts unknown, holds a session in memory, and clears it', () => {
    expect(sessionStore.getState().status).toBe('unknown');
    sessionStore.getState().setSession({
      user: { id: 'u1', email: 'a@b.test', firstName: 'Ada', role: 'client' },
      accessToken: 'token-1',
    });
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'token-1' });
    expect(localStorage.length).toBe(0); // the access token never goes to storage
    sessionStore.getState().clearSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null });
  });
});
