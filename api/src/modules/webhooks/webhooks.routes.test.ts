import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  WEBHOOK_LIMITS,
  ZApiErrorBody,
  ZWebhookCreated,
  ZWebhookDeliveryPage,
  ZWebhookEndpoint,
} from '@propdesk/shared/contracts';
import { verifySignedPayload } from '../../infra/signed-payload.ts';
import { TEST_MFA_ENCRYPTION_KEY } from '../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { createLogCollector } from '../../test/log-collector.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { createSecretBox, SECRET_PURPOSES } from '../auth/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { WebhookEndpoint } from './webhook-endpoint.entity.ts';
import { deliverDueWebhooks } from './webhook-delivery-worker.ts';
import { createWebhookSender } from './webhook-sender.ts';

type TReceived = { headers: IncomingHttpHeaders; body: string };

describe.each(TEST_DRIVERS)('a firm’s webhooks, delivered to a receiver on 127.0.0.1 (%s)', (driver) => {
  const logs = createLogCollector();
  const firm = useStaffFirm(driver, `webhooks_${driver}`, {
    config: { logLevel: 'warn' },
    logDestination: logs.destination,
  });
  const received: TReceived[] = [];
  let answerWith = 200;
  let server: Server;
  let receiverUrl = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(answerWith).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const hooksPath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/webhooks`;
  const deliver = ({ allowPrivateTargets = true } = {}) =>
    deliverDueWebhooks({
      orm: firm.handle.database().orm,
      send: createWebhookSender({ allowPrivateTargets }),
      secretBox: createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.webhook),
      log: firm.handle.app().log,
    });
  /** A payout request of the firm's trader, through the event backbone as the api publishes it. */
  const payoutRequested = async (organizationId: string) => {
    const em = firm.em();
    publishNotification(em, 'trader_payout_requested', {
      organizationId,
      accountId: crypto.randomUUID(),
      ownerId: firm.users.trader.id,
      login: '1000123',
      payoutId: crypto.randomUUID(),
      amountMinor: 12_345,
      currency: 'USD',
      traderName: 'Tess Trader',
    });
    await em.flush();
    await firm.handle.app().events.dispatchPending();
  };

  it('sends a subscribed event signed with the endpoint’s secret, and logs the delivery', async () => {
    const created = await firm.inject('owner', 'POST', hooksPath(), {
      url: receiverUrl,
      description: 'Back office',
      eventTypes: ['payout.requested', 'account.breached'],
    });
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = ZWebhookCreated.parse(created.json());
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect((await firm.inject('manager', 'GET', hooksPath())).body).not.toContain(secret);

    await payoutRequested(firm.firm().id);
    await payoutRequested(firm.other().id);
    expect(await deliver()).toBe(1);
    const [delivery] = received;
    if (delivery === undefined) throw new Error('nothing was received');
    const signature = delivery.headers['x-propdesk-signature'];
    expect(
      verifySignedPayload({
        secret,
        header: typeof signature === 'string' ? signature : undefined,
        body: delivery.body,
        nowMs: Date.now(),
      }),
    ).toEqual({ isValid: true });
    expect(delivery.headers['x-propdesk-event']).toBe('payout.requested');
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'payout.requested',
      organizationId: firm.firm().id,
      data: { amountMinor: 12_345 },
    });
    const log = ZWebhookDeliveryPage.parse(
      (await firm.inject('manager', 'GET', `${hooksPath()}/${endpoint.id}/deliveries`)).json(),
    );
    expect(log).toMatchObject({
      total: 1,
      deliveries: [{ status: 'delivered', attempts: 1, lastStatusCode: 200 }],
    });
  });

  it('retries a failed delivery later, replays it on demand, and switches off an endpoint that keeps failing', async () => {
    const [endpoint] = (await firm.em().find(WebhookEndpoint, { organization: firm.firm().id })) ?? [];
    if (endpoint === undefined) throw new Error('the firm has an endpoint by now');
    answerWith = 500;
    await payoutRequested(firm.firm().id);
    expect(await deliver()).toBe(1);
    const logPath = `${hooksPath()}/${endpoint.id}/deliveries`;
    const [failed] = ZWebhookDeliveryPage.parse(
      (await firm.inject('owner', 'GET', logPath)).json(),
    ).deliveries;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(Date.parse(failed?.nextAttemptAt ?? '') - Date.now()).toBeGreaterThan(
      WEBHOOK_LIMITS.firstRetryMs - 5_000,
    );
    expect(await deliver()).toBe(0);

    answerWith = 200;
    const replayed = await firm.inject(
      'admin',
      'POST',
      `/organizations/${firm.firm().id}/webhook-deliveries/${failed?.id}/replay`,
    );
    expect(replayed.statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    const [after] = ZWebhookDeliveryPage.parse(
      (await firm.inject('owner', 'GET', logPath)).json(),
    ).deliveries;
    expect(after).toMatchObject({ id: failed?.id, status: 'delivered', attempts: 2 });

    await firm
      .em()
      .nativeUpdate(
        WebhookEndpoint,
        { id: endpoint.id },
        { consecutiveFailures: WEBHOOK_LIMITS.disableAfterFailures - 1 },
      );
    answerWith = 503;
    await payoutRequested(firm.firm().id);
    await deliver();
    const listed = await firm.inject('owner', 'GET', hooksPath());
    expect(ZWebhookEndpoint.array().parse(listed.json().endpoints)[0]).toMatchObject({
      isActive: false,
      disabledReason: 'failures',
    });
    const switchedOn = await firm.inject('owner', 'PUT', `${hooksPath()}/${endpoint.id}/active`, {
      isActive: true,
    });
    expect(switchedOn.json()).toMatchObject({ isActive: true, disabledReason: null, consecutiveFailures: 0 });
    answerWith = 200;
  });

  it('refuses bad input, and keeps endpoints to owners, admins and platform admins of the firm', async () => {
    const refused = await firm.inject('owner', 'POST', hooksPath(), {
      url: 'ftp://x.example',
      eventTypes: [],
    });
    expect(refused.statusCode).toBe(400);
    const paths = (
      ZApiErrorBody.parse(refused.json()).error.details as { issues: { path: string }[] }
    ).issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['/eventTypes', '/url']);
    const body = { url: receiverUrl, eventTypes: ['payout.paid'] };
    expect((await firm.inject('manager', 'POST', hooksPath(), body)).statusCode).toBe(403);
    expect((await firm.inject('agent', 'GET', hooksPath())).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', hooksPath())).statusCode).toBe(404);
    const [endpoint] = await firm.em().find(WebhookEndpoint, { organization: firm.firm().id });
    const foreign = await firm.inject(
      'otherOwner',
      'DELETE',
      `${hooksPath(firm.other().id)}/${endpoint?.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await firm.inject('owner', 'DELETE', `${hooksPath()}/${endpoint?.id}`)).statusCode).toBe(204);
  });

  it('logs the same error for a name that resolves to a private address and one that does not resolve; only the server log tells them apart', async () => {
    // Saved while private targets are allowed, as a name that resolved publicly then could be (DNS rebinding).
    const secrets: string[] = [];
    for (const url of [
      'https://localhost/hooks?token=receiver-token',
      'https://no-such-host.invalid/hooks',
    ]) {
      const created = await firm.inject('owner', 'POST', hooksPath(), {
        url,
        eventTypes: ['payout.requested'],
      });
      secrets.push(ZWebhookCreated.parse(created.json()).secret);
    }
    await payoutRequested(firm.firm().id);
    expect(await deliver({ allowPrivateTargets: false })).toBe(2);
    const endpoints = ZWebhookEndpoint.array().parse(
      (await firm.inject('owner', 'GET', hooksPath())).json().endpoints,
    );
    const lastAttempts = [];
    for (const endpoint of endpoints) {
      const page = (await firm.inject('owner', 'GET', `${hooksPath()}/${endpoint.id}/deliveries`)).json();
      const [delivery] = ZWebhookDeliveryPage.parse(page).deliveries;
      lastAttempts.push({
        status: delivery?.status,
        code: delivery?.lastStatusCode,
        error: delivery?.lastError,
      });
    }
    expect(lastAttempts).toEqual([
      { status: 'pending', code: null, error: 'The receiver could not be reached' },
      { status: 'pending', code: null, error: 'The receiver could not be reached' },
    ]);
    const details = logs
      .records()
      .filter((record) => record['msg'] === 'webhook attempt failed')
      .map((record) => `${String(record['host'])}: ${String(record['detail'])}`);
    expect(details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^localhost: .*not public/),
        expect.stringMatching(/^no-such-host\.invalid: .*ENOTFOUND/),
      ]),
    );
    for (const secret of [...secrets, 'receiver-token']) expect(logs.text()).not.toContain(secret);
  });
});

describe.each(TEST_DRIVERS)(
  'webhook addresses checked when saved, private targets refused (%s)',
  (driver) => {
    const firm = useStaffFirm(driver, `webhooks_public_${driver}`, {
      config: { webhookAllowPrivateTargets: false },
    });
    const hooksPath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/webhooks`;
    const add = (who: 'owner' | 'manager' | 'otherOwner', url: string) =>
      firm.inject(who, 'POST', hooksPath(), { url, eventTypes: ['payout.paid'] });

    it('saves a public address, and refuses alike a private address, a name that resolves to one and a name that does not resolve', async () => {
      expect((await add('owner', 'https://93.184.216.34/hooks')).statusCode).toBe(201);
      // The machine's own name resolves to one of its own addresses, or to nothing: refused either way.
      const refusals = [];
      for (const url of [
        'https://10.1.2.3/hooks',
        `https://${hostname()}/hooks`,
        'https://localhost./hooks',
        'https://no-such-host.invalid/hooks',
      ]) {
        const refused = await add('owner', url);
        expect([url, refused.statusCode]).toEqual([url, 400]);
        const { error } = ZApiErrorBody.parse(refused.json());
        refusals.push(error);
      }
      expect(new Set(refusals.map((error) => JSON.stringify(error))).size).toBe(1);
      expect(refusals[0]).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'The address must be public',
        details: { issues: [{ location: 'body', path: '/url' }] },
      });
    });

    it('checks the address again when an endpoint is switched on', async () => {
      const [endpoint] = await firm.em().find(WebhookEndpoint, { organization: firm.firm().id });
      if (endpoint === undefined) throw new Error('the firm has an endpoint by now');
      const activePath = `${hooksPath()}/${endpoint.id}/active`;
      expect((await firm.inject('owner', 'PUT', activePath, { isActive: false })).statusCode).toBe(200);
      await firm
        .em()
        .nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { url: 'https://no-such-host.invalid/in' });
      const refused = await firm.inject('owner', 'PUT', activePath, { isActive: true });
      expect(refused.statusCode).toBe(400);
      expect(ZApiErrorBody.parse(refused.json()).error.message).toBe('The address must be public');
      await firm.em().nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { url: 'https://93.184.216.34/in' });
      expect((await firm.inject('owner', 'PUT', activePath, { isActive: true })).json()).toMatchObject({
        isActive: true,
      });
    });

    it('resolves nothing for a caller who may not add endpoints to the firm', async () => {
      expect((await add('manager', 'https://no-such-host.invalid/hooks')).statusCode).toBe(403);
      expect((await add('otherOwner', 'https://no-such-host.invalid/hooks')).statusCode).toBe(404);
      expect((await add('manager', 'https://93.184.216.34/hooks')).statusCode).toBe(403);
      expect((await add('otherOwner', 'https://93.184.216.34/hooks')).statusCode).toBe(404);
    });
  },
);
