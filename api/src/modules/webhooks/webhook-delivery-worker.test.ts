import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WEBHOOK_LIMITS, ZWebhookCreated, ZWebhookDeliveryPage } from '@propdesk/shared/contracts';
import { TEST_MFA_ENCRYPTION_KEY } from '../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { createSecretBox, SECRET_PURPOSES } from '../auth/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { WebhookDelivery } from './webhook-delivery.entity.ts';
import { deliverDueWebhooks } from './webhook-delivery-worker.ts';
import { createWebhookSender, type TWebhookSender } from './webhook-sender.ts';

/** Short, so the test takes a few seconds; long enough for a fast delivery on a busy machine. */
const DEADLINE_MS = 1_500;
/** The slow receiver's pace: far under any idle timeout, so only an overall deadline ends its attempts. */
const DRIBBLE_MS = 200;
/** The slow receiver hangs up by itself after this, so a sender without a deadline fails the test instead of hanging it. */
const GIVE_UP_MS = 8_000;

const portOf = (server: Server | TcpServer) => (server.address() as AddressInfo).port;

describe.each(TEST_DRIVERS)('the webhook delivery worker (%s)', (driver) => {
  const firm = useStaffFirm(driver, `webhook_worker_${driver}`);
  let slowReceiver: TcpServer;
  let fastReceiver: Server;
  let onSlowConnectionClosed: () => void = () => undefined;
  let onFastDelivery: () => void = () => undefined;

  beforeAll(async () => {
    // Slow loris: answers a status line and then one byte of a header that never ends. It reads (and drops)
    // the request, so it sees at once when the sender hangs up.
    slowReceiver = createTcpServer((socket) => {
      socket.resume();
      const answer = 'HTTP/1.1 200 OK\r\nx-slow: ';
      let sent = 0;
      const dribble = setInterval(() => socket.write(answer[sent++] ?? 'a'), DRIBBLE_MS);
      const giveUp = setTimeout(() => socket.destroy(), GIVE_UP_MS);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(dribble);
        clearTimeout(giveUp);
        onSlowConnectionClosed();
      });
    });
    fastReceiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(204).end();
        onFastDelivery();
      });
    });
    await new Promise<void>((resolve) => slowReceiver.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => fastReceiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => fastReceiver.close(() => resolve()));
    await new Promise<void>((resolve) => slowReceiver.close(() => resolve()));
  });

  const addEndpoint = async (who: 'owner' | 'otherOwner', organizationId: string, url: string) => {
    const created = await firm.inject(who, 'POST', `/organizations/${organizationId}/webhooks`, {
      url,
      eventTypes: ['payout.requested'],
    });
    expect(created.statusCode).toBe(201);
    return ZWebhookCreated.parse(created.json()).endpoint;
  };
  const publishPayoutRequest = (em: ReturnType<typeof firm.em>, organizationId: string) =>
    publishNotification(em, 'trader_payout_requested', {
      organizationId,
      accountId: crypto.randomUUID(),
      ownerId: firm.users.trader.id,
      login: '1000123',
      payoutId: crypto.randomUUID(),
      amountMinor: 100,
      currency: 'USD',
      traderName: 'Tess Trader',
    });

  it('ends an attempt at its deadline while the receiver still dribbles, and another firm’s delivery goes through meanwhile', async () => {
    const slow = await addEndpoint('owner', firm.firm().id, `http://127.0.0.1:${portOf(slowReceiver)}/in`);
    const fast = await addEndpoint(
      'otherOwner',
      firm.other().id,
      `http://127.0.0.1:${portOf(fastReceiver)}/in`,
    );
    const em = firm.em();
    for (const organizationId of [firm.firm().id, firm.firm().id, firm.firm().id, firm.other().id]) {
      publishPayoutRequest(em, organizationId);
    }
    await em.flush();
    await firm.handle.app().events.dispatchPending();
    // The slow firm's deliveries are the oldest due: a worker that sends in order meets them first.
    await firm
      .em()
      .nativeUpdate(WebhookDelivery, { endpoint: slow.id }, { nextAttemptAt: new Date(Date.now() - 60_000) });

    const slowClosed = new Promise<'slow'>((resolve) => (onSlowConnectionClosed = () => resolve('slow')));
    const fastDelivered = new Promise<'fast'>((resolve) => (onFastDelivery = () => resolve('fast')));
    const sender = createWebhookSender({ allowPrivateTargets: true, deadlineMs: DEADLINE_MS });
    let slowInFlight = 0;
    let mostSlowInFlight = 0;
    const send: TWebhookSender = async (request) => {
      const isSlow = request.url === slow.url;
      slowInFlight += isSlow ? 1 : 0;
      mostSlowInFlight = Math.max(mostSlowInFlight, slowInFlight);
      try {
        return await sender(request);
      } finally {
        slowInFlight -= isSlow ? 1 : 0;
      }
    };
    const run = deliverDueWebhooks({
      orm: firm.handle.database().orm,
      send,
      secretBox: createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.webhook),
      log: firm.handle.app().log,
    });
    expect(await Promise.race([fastDelivered, slowClosed])).toBe('fast');
    expect(await run).toBe(4);
    // Two at a time for one firm: the third slow delivery waited for a free slot of its own firm.
    expect(mostSlowInFlight).toBe(2);

    const logOf = async (who: 'owner' | 'otherOwner', organizationId: string, endpointId: string) =>
      ZWebhookDeliveryPage.parse(
        (
          await firm.inject(who, 'GET', `/organizations/${organizationId}/webhooks/${endpointId}/deliveries`)
        ).json(),
      ).deliveries;
    expect(await logOf('otherOwner', firm.other().id, fast.id)).toMatchObject([
      { status: 'delivered', attempts: 1, lastStatusCode: 204 },
    ]);
    const slowLog = await logOf('owner', firm.firm().id, slow.id);
    expect(slowLog).toHaveLength(3);
    for (const delivery of slowLog) {
      expect(delivery).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: null,
        lastError: `No answer within ${DEADLINE_MS} ms`,
      });
      // Cut off by the deadline, long before the receiver would have given up or finished its header.
      expect(delivery.lastDurationMs).toBeGreaterThanOrEqual(DEADLINE_MS);
      expect(delivery.lastDurationMs).toBeLessThan(WEBHOOK_LIMITS.timeoutMs);
      // Backs off alone, with the usual first wait.
      expect(Date.parse(delivery.nextAttemptAt ?? '') - Date.parse(delivery.lastAttemptAt ?? '')).toBe(
        WEBHOOK_LIMITS.firstRetryMs,
      );
    }
  });
});
