import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotification, TNotificationPage } from '@propdesk/shared/contracts';
import { registerAccessTokenRefresher, sessionStore } from '@propdesk/shared/session';
import {
  notificationFixture,
  notificationPageFixture,
  requestsTo,
  sessionFixture,
  stubFetch,
  type StubbedHandler,
} from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import { NotificationBell } from './notification-bell.tsx';
import {
  NotificationStream,
  STREAM_TIMINGS,
  backOffDelay,
  createThrottle,
  notificationOfFrame,
  retryAfterOf,
} from './use-notification-stream.ts';

const LIST = '/api/me/notifications';
const STREAM = '/api/me/notifications/stream';

/** An SSE answer the test writes into: `push` sends one `data:` frame, `beat` a heartbeat comment. */
function controllableStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    handler: (() =>
      new Response(body, { headers: { 'content-type': 'text/event-stream' } })) satisfies StubbedHandler,
    push: (notification: TNotification) =>
      controller?.enqueue(
        encoder.encode(`data: ${JSON.stringify({ kind: 'notification', notification })}\n\n`),
      ),
    beat: () => controller?.enqueue(encoder.encode(': heartbeat\n\n')),
    end: () => controller?.close(),
  };
}

/** A notification numbered `n`, new and unread, of the trader area unless told otherwise. */
function arrival(n: number, overrides: Partial<TNotification> = {}): TNotification {
  return notificationFixture({
    id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
    title: `Arrived ${n}`,
    ...overrides,
  });
}

describe('backOffDelay', () => {
  it('doubles from the first delay up to the cap, give or take a quarter', () => {
    const timings = { first: STREAM_TIMINGS.firstDelayMs, max: STREAM_TIMINGS.maxDelayMs };
    expect([0, 1, 2, 10].map((attempt) => backOffDelay(attempt, timings, () => 0.5))).toEqual([
      1000, 2000, 4000, 30_000,
    ]);
    expect(backOffDelay(0, timings, () => 0)).toBe(750);
    expect(backOffDelay(0, timings, () => 1)).toBe(1250);
  });
});

describe('createThrottle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs once at the end of the interval however many calls came in it', () => {
    const run = jest.fn();
    const throttle = createThrottle(run, 1000);
    for (let call = 0; call < 100; call += 1) throttle.schedule();
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    throttle.schedule();
    throttle.cancel();
    jest.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('notificationOfFrame', () => {
  it('reads a notification frame and ignores anything else', () => {
    const notification = arrival(1);
    expect(notificationOfFrame(JSON.stringify({ kind: 'notification', notification }))).toEqual(notification);
    expect(notificationOfFrame('not json')).toBeNull();
    expect(notificationOfFrame(JSON.stringify({ kind: 'something-else' }))).toBeNull();
    expect(notificationOfFrame(JSON.stringify({ kind: 'notification', notification: null }))).toBeNull();
  });
});

describe('retryAfterOf', () => {
  it('reads Retry-After in seconds, and nothing when it is absent or unreadable', () => {
    const answer = (value?: string) =>
      new Response(null, { status: 429, headers: value === undefined ? {} : { 'retry-after': value } });
    expect(retryAfterOf(answer('120'))).toBe(120_000);
    expect(retryAfterOf(answer())).toBe(0);
    expect(retryAfterOf(answer('soon'))).toBe(0);
  });
});

describe('the notification stream', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    registerAccessTokenRefresher(() => Promise.resolve(null));
  });

  /** The server's notifications: the list answers from it, and each arrival is added to it first. */
  function renderLive(area: 'trader' | 'admin' = 'trader') {
    const stream = controllableStream();
    let page: TNotificationPage = notificationPageFixture(2, { unreadCount: 2 });
    const fetchSpy = stubFetch({
      [`GET ${LIST}`]: () => ({ body: page }),
      [`GET ${STREAM}`]: stream.handler,
    });
    renderShell(
      <>
        <NotificationStream />
        <NotificationBell area={area} />
      </>,
      { path: area === 'admin' ? '/admin/dashboard' : '/dashboard' },
    );
    const deliver = (notification: TNotification) => {
      const isNew = !page.notifications.some((listed) => listed.id === notification.id);
      if (notification.area === area && isNew) {
        page = {
          ...page,
          notifications: [notification, ...page.notifications],
          total: page.total + 1,
          unreadCount: page.unreadCount + 1,
        };
      }
      act(() => stream.push(notification));
    };
    return { fetchSpy, stream, deliver };
  }

  it('opens one stream with the token and the reader’s language', async () => {
    const { fetchSpy } = renderLive();
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(1));
    const [request] = requestsTo(fetchSpy, 'GET', STREAM);
    expect(new URL(request!.url).searchParams.get('language')).toBe('en');
    expect(request!.headers.get('authorization')).toBe('Bearer test-access-token');
    expect(request!.headers.get('accept')).toBe('text/event-stream');
  });

  it('shows a new notification of the area in the open bell at once, counted unread', async () => {
    const user = userEvent.setup();
    const { fetchSpy, stream, deliver } = renderLive();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(1));
    act(() => stream.beat());
    const before = requestsTo(fetchSpy, 'GET', LIST).length;
    deliver(arrival(1));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Before the throttled read of the lists: the cache was written, not read again.
    expect(requestsTo(fetchSpy, 'GET', LIST)).toHaveLength(before);
    expect(within(list).getAllByRole('button', { name: /^Unread: / })[0]).toHaveAccessibleName(
      expect.stringMatching(/^Unread: Arrived 1/),
    );
  });

  it('leaves out notifications of another area, and counts one delivered twice once', async () => {
    const { fetchSpy, deliver } = renderLive('admin');
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(1));
    deliver(arrival(1, { area: 'trader' }));
    deliver(arrival(2, { area: 'admin' }));
    deliver(arrival(2, { area: 'admin' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    // After the lists are read again (the server has the admin one), still three.
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', LIST).length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('reads the lists again at most once a second during a burst', async () => {
    const { fetchSpy, deliver } = renderLive();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(1));
    const before = requestsTo(fetchSpy, 'GET', LIST).length;
    for (let n = 1; n <= 50; n += 1) deliver(arrival(n));
    expect(await screen.findByRole('button', { name: 'Notifications, 52 unread' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', LIST)).toHaveLength(before + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, STREAM_TIMINGS.refetchEveryMs + 200)));
    expect(requestsTo(fetchSpy, 'GET', LIST)).toHaveLength(before + 1);
  });

  it('ends at sign-out', async () => {
    const { fetchSpy } = renderLive();
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(1));
    const [request] = requestsTo(fetchSpy, 'GET', STREAM);
    // The request the stub saw is the one fetch was given: its signal follows the stream's.
    const streamCall = fetchSpy.mock.calls.find(([input]) => String(input).includes(STREAM));
    const signal = (streamCall?.[1] as RequestInit | undefined)?.signal;
    expect(request).toBeDefined();
    expect(signal?.aborted).toBe(false);
    act(() => sessionStore.getState().clearSession());
    expect(signal?.aborted).toBe(true);
  });

  it('connects again with the session’s current token when the stream ends', async () => {
    const first = controllableStream();
    const second = controllableStream();
    let streamCalls = 0;
    const fetchSpy = stubFetch({
      [`GET ${LIST}`]: { body: notificationPageFixture(0) },
      [`GET ${STREAM}`]: () => {
        streamCalls += 1;
        return streamCalls === 1 ? first.handler() : second.handler();
      },
    });
    renderShell(<NotificationStream />, { path: '/dashboard' });
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(1));
    // The shell's refresh tick renewed the token before the old one expired and the api closed the stream.
    act(() => sessionStore.getState().setSession({ ...sessionFixture(), accessToken: 'renewed-token' }));
    act(() => first.end());
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(2), { timeout: 4000 });
    expect(requestsTo(fetchSpy, 'GET', STREAM)[1]!.headers.get('authorization')).toBe('Bearer renewed-token');
  });

  it('refreshes the token once on a 401, then connects with the fresh one', async () => {
    const stream = controllableStream();
    let streamCalls = 0;
    const fetchSpy = stubFetch({
      [`GET ${LIST}`]: { body: notificationPageFixture(0) },
      [`GET ${STREAM}`]: () => {
        streamCalls += 1;
        return streamCalls === 1
          ? { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Expired' }, requestId: 'r' } }
          : stream.handler();
      },
    });
    renderShell(<NotificationStream />, { path: '/dashboard' });
    let refreshes = 0;
    registerAccessTokenRefresher(async () => {
      refreshes += 1;
      sessionStore.getState().setSession({ ...sessionFixture(), accessToken: 'fresh-token' });
      return 'fresh-token';
    });
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(2), { timeout: 4000 });
    expect(requestsTo(fetchSpy, 'GET', STREAM)[1]!.headers.get('authorization')).toBe('Bearer fresh-token');
    expect(refreshes).toBe(1);
  });
});

describe('the notification stream when too many are open', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    jest.useRealTimers();
  });

  it('waits a minute or more before trying again', async () => {
    const fetchSpy = stubFetch({
      [`GET ${STREAM}`]: {
        status: 429,
        body: { error: { code: 'STREAM_LIMIT_REACHED', message: 'Too many' }, requestId: 'r' },
      },
    });
    renderShell(<NotificationStream />, { path: '/dashboard' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(STREAM_TIMINGS.limitDelayMs * 0.75 - 1));
    expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(STREAM_TIMINGS.limitDelayMs * 0.5 + 1));
    expect(requestsTo(fetchSpy, 'GET', STREAM)).toHaveLength(2);
  });
});
