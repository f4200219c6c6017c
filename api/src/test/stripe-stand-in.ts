import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  close(): Promise<void>;
};

/**
 * A local HTTP server that answers the Stripe API calls the api makes (POST /v1/checkout/sessions and
 * /v1/refunds, and GET /v1/account, which tests a firm's key), so the real `stripe` client runs against it through STRIPE_API_BASE_URL. It records every
 * request and, like Stripe, answers a repeated idempotency key with the object it first made.
 */
export async function startStripeStandIn(): Promise<TStripeStandIn> {
  const requests: TStripeStandInRequest[] = [];
  const answersByKey = new Map<string, object>();
  let failures = 0;
  let created = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
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
      const made = create(form, `${created}_${Date.now()}`);
      if (idempotencyKey !== null) answersByKey.set(idempotencyKey, made);
      answer(200, made);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(count) {
      failures = count;
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
const CREATORS: Readonly<Record<string, (form: Record<string, string>, unique: string) => object>> = {
  '/v1/checkout/sessions': (form, unique) => {
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
      url: `https://checkout.stripe.test/c/pay/${id}`,
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
