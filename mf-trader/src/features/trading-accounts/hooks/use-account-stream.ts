import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import type {
  TAccountStreamMessage,
  TTradingAccountDetail,
  TTradingAccountPage,
} from '@propdesk/shared/contracts';
import type { TStreamState } from '../../account-view/index.ts';
import { sessionStore, useApiBaseUrl } from '@propdesk/shared/session';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Back-off between reconnections: 1 s, 2 s, 4 s … up to 30 s, with some jitter so tabs spread out. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Writes a stream message into the cache: the account's detail and every cached list page showing it.
 * A move that changes more than the figures (a deal closed, a breach, a phase passed) also marks the
 * history, deals, positions and breaches as stale, so they are read again.
 */
export function applyStreamMessage(queryClient: QueryClient, message: TAccountStreamMessage): void {
  const key = queryKeys.account(message.accountId);
  const previous = queryClient.getQueryData<TTradingAccountDetail>(key);
  queryClient.setQueryData<TTradingAccountDetail>(key, (detail) =>
    detail === undefined ? detail : { ...detail, account: message.account, snapshot: message.snapshot },
  );
  queryClient.setQueriesData<TTradingAccountPage>({ queryKey: [...queryKeys.accounts, 'list'] }, (page) =>
    page === undefined
      ? page
      : {
          ...page,
          accounts: page.accounts.map((account) =>
            account.id === message.accountId ? message.account : account,
          ),
        },
  );
  if (previous === undefined) return;
  const before = previous.snapshot;
  const after = message.snapshot;
  if (before.status !== after.status || before.phaseIndex !== after.phaseIndex) {
    // Breaches, the next account, everything: read it all again.
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    return;
  }
  if (before.balanceMinor !== after.balanceMinor || before.openPositionCount !== after.openPositionCount) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.accountDealsAll(message.accountId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.accountHistory(message.accountId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.positions(message.accountId) });
  }
}

/**
 * Follows GET /api/trading-accounts/:id/stream (Server-Sent Events) while the page is open. EventSource
 * cannot send the bearer token, so the stream is read with fetch and parsed with eventsource-parser.
 * It reconnects with back-off when the connection drops, and stops when the page unmounts.
 */
export function useAccountStream(accountId: string, isEnabled = true): TStreamState {
  const baseUrl = useApiBaseUrl();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TStreamState>('connecting');

  useEffect(() => {
    if (!isEnabled) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let serverRetryMs: number | null = null;
    const url = `${baseUrl.replace(/\/$/, '')}/api/trading-accounts/${encodeURIComponent(accountId)}/stream`;

    const parser = createParser({
      onEvent: (event) => {
        let message: TAccountStreamMessage;
        try {
          message = JSON.parse(event.data) as TAccountStreamMessage;
        } catch {
          return;
        }
        if (message.accountId !== accountId) return;
        attempt = 0;
        setState('live');
        applyStreamMessage(queryClient, message);
      },
      onRetry: (retryMs) => {
        serverRetryMs = retryMs;
      },
    });

    const connect = async () => {
      parser.reset();
      try {
        // The same token source as the api client: the session store the shell keeps fresh.
        const token = sessionStore.getState().accessToken;
        const response = await fetch(url, {
          headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          credentials: 'include',
          cache: 'no-store',
          signal: controller.signal,
        });
        // The account is gone or not the trader's: reconnecting cannot help.
        if (response.status === 404 || response.status === 403) {
          setState('closed');
          return;
        }
        if (!response.ok || response.body === null) throw new Error(`stream answered ${response.status}`);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } catch {
        // A dropped connection, a network error or an expired token: reconnect below.
      }
      if (controller.signal.aborted) return;
      setState('reconnecting');
      const delay = Math.max(serverRetryMs ?? 0, reconnectDelay(attempt));
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [accountId, baseUrl, isEnabled, queryClient]);

  return isEnabled ? state : 'closed';
}
