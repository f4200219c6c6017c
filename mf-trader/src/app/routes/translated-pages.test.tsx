import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { setLanguage, type TLanguage } from '@propdesk/shared/i18n';
import { sessionStore } from '@propdesk/shared/session';
import { notificationPageFixture, renderWithProviders, sessionFixture } from '@propdesk/shared/testing';
import TraderApp from '../../exposes/app.tsx';
import {
  ACCOUNT_ID,
  ORDER_ID,
  accountFixture,
  activityFixture,
  detailFixture,
  orderFixture,
  plansResponse,
} from '../../testing/fixtures.ts';
import { stubApi } from '../../testing/stub-api.ts';

const ACCOUNT = `/api/trading-accounts/${ACCOUNT_ID}`;

/** Every answer the trader's pages ask for; the account stream stays open without news. */
function stubTraderApi() {
  stubApi({
    'GET /api/trading-accounts': {
      body: { accounts: [accountFixture()], total: 1, page: 1, pageSize: 20 },
    },
    'GET /api/trading-activity': {
      body: { activities: [activityFixture()] },
    },
    [`GET ${ACCOUNT}`]: { body: detailFixture() },
    [`GET ${ACCOUNT}/history`]: { body: { dailyStats: [], equity: [] } },
    [`GET ${ACCOUNT}/deals`]: { body: { deals: [], total: 0, page: 1, pageSize: 25 } },
    [`GET ${ACCOUNT}/positions`]: { body: { positions: [] } },
    [`GET ${ACCOUNT}/stream`]: () =>
      new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
    'GET /api/simulator/quotes': { body: { quotes: [] } },
    'GET /api/me/plans': { body: plansResponse },
    [`GET /api/orders/${ORDER_ID}`]: { body: orderFixture() },
    'GET /api/auth/sessions': {
      body: {
        sessions: [
          {
            id: 's-this',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
            ip: '203.0.113.7',
            createdAt: '2026-11-20T08:00:00.000Z',
            lastUsedAt: '2026-11-20T10:00:00.000Z',
            isCurrent: true,
          },
        ],
      },
    },
    'GET /api/auth/mfa': { body: { totp: 'off', required: false, recoveryCodesLeft: 0 } },
    'GET /api/me/notification-preferences': {
      body: {
        mail: {
          trading_alerts: true,
          account_lifecycle: true,
          payouts: true,
          affiliate: true,
          support: true,
          product_news: false,
        },
      },
    },
    'GET /api/me/notifications': { body: notificationPageFixture(2, { unreadCount: 1 }) },
  });
}

/** A text node that is nothing but a dotted key (`pricing.lead`): a text that was never found. */
const RAW_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/;

function rawKeysOnScreen(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const keys: string[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (RAW_KEY.test(text)) keys.push(text);
  }
  return keys;
}

/**
 * Each page with its title (from the texts the app shares), a text of its own feature, and a test id
 * that shows its data has arrived, per language.
 */
const PAGES: {
  path: string;
  texts: Record<'es' | 'it', [title: string, featureText: string]>;
  loaded: string;
}[] = [
  {
    path: '/dashboard',
    texts: { es: ['Panel', 'Actividad reciente'], it: ['Dashboard', 'Attività recente'] },
    loaded: 'activity-item',
  },
  {
    path: '/accounts',
    texts: { es: ['Cuentas', 'Programa'], it: ['Conti', 'Programma'] },
    loaded: 'account-row',
  },
  {
    path: `/accounts/${ACCOUNT_ID}`,
    texts: {
      es: ['Detalles de la cuenta', 'Historial de operaciones'],
      it: ['Dettagli del conto', 'Storico operazioni'],
    },
    loaded: 'deals-empty',
  },
  {
    path: '/pricing',
    texts: {
      es: [
        'Precios',
        'Elige un programa y un tamaño de cuenta. Tu cuenta se abre en cuanto se confirma el pago.',
      ],
      it: [
        'Prezzi',
        'Scegli un programma e una dimensione del conto. Il conto si apre appena il pagamento è confermato.',
      ],
    },
    loaded: 'plan-card',
  },
  {
    path: `/checkout/${ORDER_ID}`,
    texts: { es: ['Pago', 'Pago de prueba'], it: ['Pagamento', 'Pagamento di prova'] },
    loaded: 'sandbox-notice',
  },
  {
    path: '/profile',
    texts: { es: ['Perfil', 'Dispositivos con sesión iniciada'], it: ['Profilo', 'Dispositivi collegati'] },
    loaded: 'active-session',
  },
  {
    path: '/notifications',
    texts: {
      es: ['Notificaciones', 'Marcar todas como leídas'],
      it: ['Notifiche', 'Segna tutte come lette'],
    },
    loaded: 'notification-item',
  },
];

describe.each(['es', 'it'] as const)('the trader pages in %s', (language: Exclude<TLanguage, 'en'>) => {
  beforeAll(async () => {
    sessionStore.getState().setSession(sessionFixture());
    await act(() => setLanguage(language));
  });
  afterAll(async () => {
    await act(() => setLanguage('en'));
    sessionStore.getState().clearSession();
  });

  it.each(PAGES)('$path shows its texts, never a key', async ({ path, texts, loaded }) => {
    const [title, featureText] = texts[language];
    stubTraderApi();
    renderWithProviders(<TraderApp apiBaseUrl="http://api.test" />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect((await screen.findAllByTestId(loaded)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(featureText).length).toBeGreaterThan(0);
    expect(rawKeysOnScreen()).toEqual([]);
  });
});
