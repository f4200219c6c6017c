import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { useStaffFirm } from '../../test/staff-firm.ts';
import { createSecretBox, SECRET_PURPOSES } from '../auth/mfa/secret-box.ts';
import { publishNotification } from '../notifications/publish-notification.ts';
import { WebhookEndpoint } from './webhook-endpoint.entity.ts';
import { deliverDueWebhooks } from './webhook-delivery-worker.ts';
import { createWebhookSender } from './webhook-sender.ts';

type TReceived = { headers: IncomingHttpHeaders; body: string };

describe.each(TEST_DRIVERS)('a firm’s webhooks, delivered to a receiver on 127.0.0.1 (%s)', (driver) => {
  const firm = useStaffFirm(driver, `webhooks_${driver}`);
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
  const deliver = () =>
    deliverDueWebhooks({
      orm: firm.handle.database().orm,
      send: createWebhookSender({ allowPrivateTargets: true }),
      secretBox: createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.webhook),
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
});
