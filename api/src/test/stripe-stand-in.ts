import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  deliverSessionPaid,
  hostedPageHtml,
  type TStandInSession,
  type TStandInWebhook,
} from './stripe-hosted-page.ts';

/** One request the stand-in received, as Stripe's client sent it (a form-encoded body, flattened). */
export type TStripeStandInRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  form: Record<string, string>;
};

export type TStripeStandIn = {
  /** For STRIPE_API_BASE_URL: `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  readonly requests: TStripeStandInRequest[];
  /** Makes the next calls answer 500 (Stripe down), `count` times. */
  failNext(count: number): void;
  /**
   * Where the events of the account a secret key belongs to go (its webhook endpoint and signing
   * secret): the hosted page of a session made with that key tells this webhook when it is paid.
   */
  sendEventsOf(secretKey: string, webhook: TStandInWebhook): void;
  close(): Promise<void>;
};

/**
 * A local HTTP server that answers the Stripe API calls the api makes (POST /v1/checkout/sessions and
 * /v1/refunds, and GET /v1/account, which tests a firm's key), so the real `stripe` client runs against
 * it through STRIPE_API_BASE_URL. It records every request and, like Stripe, answers a repeated
 * idempotency key with the object it first made. Each session's `url` is its hosted payment page here
 * (`/pay/<sessionId>`): paying there sends the signed `checkout.session.completed` to the account's
 * webhook (sendEventsOf) and the browser to the session's success_url, as Stripe Checkout does. On port
 * 0 (any free one) unless a fixed one is asked, as the end-to-end suite does.
 */
export async function startStripeStandIn({ port = 0 }: { port?: number } = {}): Promise<TStripeStandIn> {
  const requests: TStripeStandInRequest[] = [];
  const answersByKey = new Map<string, object>();
  const sessions = new Map<string, TStandInSession>();
  const webhooks = new Map<string, TStandInWebhook>();
  let baseUrl = '';
  let failures = 0;
  let created = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/pay/') === true) {
        void answerHostedPage(request, response, { sessions, webhooks });
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const idempotencyKey = headerValue(request.headers['idempotency-key']);
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        idempotencyKey,
        authorization: headerValue(request.headers.authorization),
        form,
      });
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && request.url === '/v1/account') {
        const [status, body] = accountFor(headerValue(request.headers.authorization));
        answer(status, body);
        return;
      }
      const create = request.method === 'POST' ? CREATORS[request.url ?? ''] : undefined;
      if (create === undefined) {
        answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
        return;
      }
      if (failures > 0) {
        failures -= 1;
        answer(500, { error: { type: 'api_error', message: 'The stand-in is down' } });
        return;
      }
      const known = idempotencyKey === null ? undefined : answersByKey.get(idempotencyKey);
      if (known !== undefined) {
        answer(200, known);
        return;
      }
      created += 1;
      const made = create(form, `${created}_${Date.now()}`, baseUrl);
      if (idempotencyKey !== null) answersByKey.set(idempotencyKey, made);
      if (request.url === '/v1/checkout/sessions') {
        const session = sessionOf(made, form, headerValue(request.headers.authorization));
        sessions.set(session.id, session);
      }
      answer(200, made);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    failNext(count) {
      failures = count;
    },
    sendEventsOf(secretKey, webhook) {
      webhooks.set(secretKey, webhook);
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The word that makes the stand-in refuse a key, as Stripe refuses a wrong or revoked one. */
export const REFUSED_KEY_MARK = 'refused';

/**
 * GET /v1/account: the account a key belongs to (its id derived from the key, so one key is always one
 * account), or Stripe's 401 for a key containing REFUSED_KEY_MARK.
 */
function accountFor(authorization: string | null): [number, object] {
  const key = authorization?.replace(/^Bearer /, '') ?? '';
  if (key === '' || key.includes(REFUSED_KEY_MARK)) {
    return [
      401,
      { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } },
    ];
  }
  const id = `acct_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
  return [
    200,
    {
      id,
      object: 'account',
      business_profile: { name: `Stand-in firm ${id.slice(-4)}` },
      settings: { dashboard: { display_name: 'Stand-in' } },
    },
  ];
}

/** What each creation the api makes answers, from the form the client sent. */
const CREATORS: Readonly<
  Record<string, (form: Record<string, string>, unique: string, baseUrl: string) => object>
> = {
  '/v1/checkout/sessions': (form, unique, baseUrl) => {
    const id = `cs_test_standin_${unique}`;
    return {
      id,
      object: 'checkout.session',
      mode: form['mode'],
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form['client_reference_id'] ?? null,
      metadata: { orderId: form['metadata[orderId]'] },
      success_url: form['success_url'],
      cancel_url: form['cancel_url'],
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      currency: form['line_items[0][price_data][currency]'],
      url: `${baseUrl}/pay/${id}`,
    };
  },
  '/v1/refunds': (form, unique) => ({
    id: `re_test_standin_${unique}`,
    object: 'refund',
    amount: Number(form['amount']),
    payment_intent: form['payment_intent'],
    status: 'succeeded',
    metadata: { orderId: form['metadata[orderId]'] },
  }),
};

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

/** The session as its hosted page needs it, from what Stripe's client sent and the stand-in answered. */
function sessionOf(
  made: object,
  form: Record<string, string>,
  authorization: string | null,
): TStandInSession {
  const session = made as {
    id: string;
    metadata: Record<string, string>;
    client_reference_id: string | null;
  };
  return {
    id: session.id,
    amountMinor: Number(form['line_items[0][price_data][unit_amount]']),
    currency: (form['line_items[0][price_data][currency]'] ?? 'usd').toUpperCase(),
    description: form['line_items[0][price_data][product_data][name]'] ?? '',
    metadata: session.metadata,
    clientReferenceId: session.client_reference_id,
    successUrl: form['success_url'] ?? '',
    secretKey: authorization?.replace(/^Bearer /, '') ?? '',
  };
}

/**
 * GET /pay/<sessionId> shows the session's hosted page; POST pays it: the account's webhook hears of the
 * payment first, then the browser goes to the success_url (303, as a form's answer), or the page says
 * why it could not.
 */
async function answerHostedPage(
  request: IncomingMessage,
  response: ServerResponse,
  known: { sessions: Map<string, TStandInSession>; webhooks: Map<string, TStandInWebhook> },
): Promise<void> {
  const page = (status: number, html: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  };
  const session = known.sessions.get(decodeURIComponent((request.url ?? '').slice('/pay/'.length)));
  if (session === undefined) {
    page(
      404,
      '<!doctype html><html lang="en"><title>Not found</title><p>No such checkout session.</p></html>',
    );
    return;
  }
  if (request.method !== 'POST') {
    page(200, hostedPageHtml(session));
    return;
  }
  const webhook = known.webhooks.get(session.secretKey);
  if (webhook === undefined) {
    page(
      502,
      hostedPageHtml(session, 'No webhook endpoint is set for this account: the payment was not sent.'),
    );
    return;
  }
  try {
    const delivered = await deliverSessionPaid(session, webhook);
    if (!delivered.ok) {
      page(502, hostedPageHtml(session, `The firm's webhook answered ${delivered.status}.`));
      return;
    }
  } catch {
    page(502, hostedPageHtml(session, "The firm's webhook could not be reached."));
    return;
  }
  response.writeHead(303, { location: session.successUrl });
  response.end();
}
