import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import type { TNotification, TNotificationStreamMessage } from '@propdesk/shared/contracts';
import {
  NOTIFICATION_MUTATION_KEY,
  addArrivedNotification,
  notificationKeys,
  useNotificationLanguage,
  useNotificationUserId,
} from '@propdesk/shared/notifications';
import { refreshSessionAccessToken, sessionStore, useApiBaseUrl } from '@propdesk/shared/session';

/**
 * Timings of the notification stream. Reconnections back off 1 s, 2 s, 4 s … up to 30 s with some
 * jitter so tabs spread out; a refusal for too many open streams (429) waits a minute or more, doubling
 * up to 10 minutes, since only a tab closing elsewhere frees a slot. A connection that stayed open this
 * long counts as healthy, and the next one starts the back-off over. A burst of notifications (the
 * server may send ~100 a second) refetches the lists at most once a second.
 */
export const STREAM_TIMINGS = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  limitDelayMs: 60_000,
  maxLimitDelayMs: 10 * 60_000,
  healthyAfterMs: 30_000,
  refetchEveryMs: 1000,
} as const;

/** The wait before attempt number `attempt` (0 first), doubling from `first` up to `max`, ±25 %. */
export function backOffDelay(
  attempt: number,
  { first, max }: { first: number; max: number },
  random: () => number = Math.random,
): number {
  const base = Math.min(max, first * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Runs `run` at most once per `intervalMs`, at the end of the interval that the first call opened, however
 * many calls came in it.
 */
export function createThrottle(run: () => void, intervalMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule: () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, intervalMs);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A frame's notification, or null for anything this tab does not understand (a newer message kind). */
export function notificationOfFrame(data: string): TNotification | null {
  let message: Partial<TNotificationStreamMessage>;
  try {
    message = JSON.parse(data) as Partial<TNotificationStreamMessage>;
  } catch {
    return null;
  }
  const notification = message.notification;
  if (message.kind !== 'notification' || typeof notification !== 'object' || notification === null)
    return null;
  return typeof notification.id === 'string' && typeof notification.area === 'string' ? notification : null;
}

/** A 429's Retry-After in milliseconds (seconds or a date), 0 when absent or unreadable. */
export function retryAfterOf(response: Response): number {
  const value = response.headers.get('retry-after');
  if (value === null) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? 0 : Math.max(0, at - Date.now());
}

type TOutcome = 'ended' | 'failed' | 'unauthorized' | 'limited';

/**
 * Follows GET /api/me/notifications/stream (Server-Sent Events) while someone is signed in: one stream
 * for the tab, whatever the area on screen. Each notification goes into the cached lists of its area (the
 * bell's and an open page's) at once, and the lists are read again shortly after, throttled. EventSource
 * cannot send the bearer token, so the stream is read with fetch and parsed with eventsource-parser, the
 * token read from the session store at every connection. The stream ends when its token expires: the
 * next connection takes the fresh one (after one refresh when the server says 401). It stops at sign-out
 * and when the tab closes; a change of language opens it again in the new language.
 */
export function useNotificationStream(): void {
  const baseUrl = useApiBaseUrl();
  const queryClient = useQueryClient();
  const userId = useNotificationUserId();
  const language = useNotificationLanguage();

  useEffect(() => {
    if (userId === null) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let limitAttempt = 0;
    let hasConnected = false;
    let serverRetryMs: number | null = null;
    let retryAfterMs = 0;
    let openedAt: number | null = null;
    const url = `${baseUrl.replace(/\/$/, '')}/api/me/notifications/stream?language=${language}`;

    const refetch = createThrottle(() => {
      // A change the person is making reads the lists again when it is done; reading now could bring
      // back, for a moment, the unread state of a notification they just opened.
      if (queryClient.isMutating({ mutationKey: NOTIFICATION_MUTATION_KEY }) > 0) {
        refetch.schedule();
        return;
      }
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
    }, STREAM_TIMINGS.refetchEveryMs);

    const parser = createParser({
      onEvent: (event) => {
        const notification = notificationOfFrame(event.data);
        if (notification === null) return;
        addArrivedNotification(queryClient, userId, notification, language);
        refetch.schedule();
      },
      onRetry: (retryMs) => {
        serverRetryMs = retryMs;
      },
    });

    const follow = async (): Promise<TOutcome> => {
      const token = sessionStore.getState().accessToken;
      const response = await fetch(url, {
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        credentials: 'include',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) return 'unauthorized';
      // STREAM_LIMIT_REACHED (too many streams open) or the api's rate limit: either way, wait long.
      if (response.status === 429) {
        retryAfterMs = retryAfterOf(response);
        return 'limited';
      }
      if (!response.ok || response.body === null) return 'failed';
      // Whatever came while the tab was not listening is read once; new ones arrive from here on.
      if (hasConnected) refetch.schedule();
      hasConnected = true;
      limitAttempt = 0;
      openedAt = Date.now();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
      return 'ended';
    };

    const connect = async () => {
      parser.reset();
      let outcome: TOutcome;
      try {
        outcome = await follow();
      } catch {
        // A dropped connection or a network error: reconnect below.
        outcome = 'failed';
      }
      if (controller.signal.aborted) return;
      // However it ended, a connection that lasted was healthy: the back-off starts over.
      if (openedAt !== null && Date.now() - openedAt >= STREAM_TIMINGS.healthyAfterMs) attempt = 0;
      openedAt = null;
      // The shell refreshes the token before it expires; a 401 means it did not in time. A refresh the
      // server refuses signs the person out, and the cleanup below ends the stream.
      if (outcome === 'unauthorized') await refreshSessionAccessToken();
      if (controller.signal.aborted) return;
      let delay: number;
      if (outcome === 'limited') {
        delay = Math.max(
          retryAfterMs,
          backOffDelay(limitAttempt, {
            first: STREAM_TIMINGS.limitDelayMs,
            max: STREAM_TIMINGS.maxLimitDelayMs,
          }),
        );
        limitAttempt += 1;
      } else {
        delay = Math.max(
          serverRetryMs ?? 0,
          backOffDelay(attempt, { first: STREAM_TIMINGS.firstDelayMs, max: STREAM_TIMINGS.maxDelayMs }),
        );
        attempt += 1;
      }
      timer = setTimeout(() => void connect(), delay);
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
      refetch.cancel();
    };
  }, [baseUrl, language, queryClient, userId]);
}

/** Mounted once by the portal frame while someone is signed in: the tab's one notification stream. */
export function NotificationStream() {
  useNotificationStream();
  return null;
}
