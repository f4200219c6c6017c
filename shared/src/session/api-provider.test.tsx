import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, renderHook, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { sessionFixture } from '../testing/session-fixture.ts';
import { ApiProvider, useApi, useApiBaseUrl } from './api-provider.tsx';
import { registerAccessTokenRefresher } from './session-api-client.ts';
import { sessionStore } from './session-store.ts';

/** Asks the api for one path through the provider's client and shows the answer's `name`. */
function Greeting({ path }: { path: string }) {
  const api = useApi();
  const [text, setText] = useState('loading');
  useEffect(() => {
    api
      .get(path)
      .json<{ name: string }>()
      .then(
        (answer) => setText(`hello ${answer.name}`),
        () => setText('failed'),
      );
  }, [api, path]);
  return <p>{text}</p>;
}

function requestOf(call: unknown[]): Request {
  return call[0] as Request;
}

describe('ApiProvider', () => {
  afterEach(() => {
    sessionStore.getState().clearSession();
    registerAccessTokenRefresher(() => Promise.resolve(null));
  });

  it('gives its children a client for the shell’s api address that sends the session’s token', async () => {
    sessionStore.getState().setSession(sessionFixture());
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ name: 'Tess' }));
    render(
      <ApiProvider apiBaseUrl="http://api.test">
        <Greeting path="api/me/profile" />
      </ApiProvider>,
    );
    expect(await screen.findByText('hello Tess')).toBeInTheDocument();
    const request = requestOf(fetchSpy.mock.calls[0]!);
    expect(request.url).toBe('http://api.test/api/me/profile');
    expect(request.headers.get('authorization')).toBe('Bearer test-access-token');
  });

  it('refreshes an expired token once through the shell’s refresher and sends the request again', async () => {
    sessionStore.getState().setSession(sessionFixture());
    registerAccessTokenRefresher(() => Promise.resolve('fresh-token'));
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json(
          { error: { code: 'UNAUTHORIZED', message: 'Expired' }, requestId: 'r' },
          { status: 401 },
        ),
      )
      .mockResolvedValueOnce(Response.json({ name: 'again' }));
    render(
      <ApiProvider apiBaseUrl="http://api.test">
        <Greeting path="api/me/profile" />
      </ApiProvider>,
    );
    expect(await screen.findByText('hello again')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(requestOf(fetchSpy.mock.calls[1]!).headers.get('authorization')).toBe('Bearer fresh-token');
  });

  it('tells a component the api’s address and keeps one client while the address stays', () => {
    const { result, rerender } = renderHook(() => ({ api: useApi(), baseUrl: useApiBaseUrl() }), {
      wrapper: ({ children }) => <ApiProvider apiBaseUrl="http://api.test">{children}</ApiProvider>,
    });
    const first = result.current.api;
    rerender();
    expect(result.current.baseUrl).toBe('http://api.test');
    expect(result.current.api).toBe(first);
  });

  it('refuses to give a client outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApi())).toThrow('useApi must be used inside ApiProvider');
  });
});
