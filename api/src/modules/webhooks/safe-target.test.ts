import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WEBHOOK_LIMITS } from '@propdesk/shared/contracts';
import { findTargetProblem, isPublicAddress, webhookUrlProblem, type THostLookup } from './safe-target.ts';
import { nextAttemptAfter } from './webhook-delivery-worker.ts';
import { createWebhookSender } from './webhook-sender.ts';

describe('webhook targets (no SSRF)', () => {
  it('passes public unicast addresses only', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
      'not an address',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });

  it('refuses plain http, credentials and private hosts when private targets are not allowed', () => {
    expect(webhookUrlProblem('https://hooks.firm.example/in', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.firm.example/in', false)).toMatch(/https/);
    expect(webhookUrlProblem('https://user:pass@hooks.firm.example/in', false)).toMatch(/user name/);
    for (const url of [
      'https://127.0.0.1/in',
      'https://[::1]/in',
      'https://169.254.169.254/latest',
      'https://localhost/in',
      'https://localhost./in',
    ]) {
      expect([url, webhookUrlProblem(url, false)]).toEqual([url, 'The address must be public']);
    }
    expect(webhookUrlProblem('http://127.0.0.1:4010/in', true)).toBeNull();
  });

  it('refuses alike, when saved, a name that resolves to a non-public address and one that does not resolve', async () => {
    const answers: Record<string, string[]> = {
      'hooks.firm.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      'intranet.firm.example': ['10.0.0.5'],
      'half.firm.example': ['93.184.216.34', '127.0.0.1'],
    };
    const asked: string[] = [];
    const lookup: THostLookup = async (host) => {
      asked.push(host);
      if (host === 'slow.firm.example') return new Promise(() => undefined);
      const addresses = answers[host];
      if (addresses === undefined)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address }));
    };
    const check = (url: string, allowPrivateTargets = false) =>
      findTargetProblem(url, { allowPrivateTargets, lookup, lookupDeadlineMs: 50 });
    expect(await check('https://hooks.firm.example/in')).toBeNull();
    const refusals = await Promise.all(
      ['intranet', 'half', 'missing', 'slow'].map((name) => check(`https://${name}.firm.example/in`)),
    );
    expect(refusals).toEqual(Array(4).fill('The address must be public'));
    expect(await check('https://93.184.216.34/in')).toBeNull();
    expect(await check('http://intranet.firm.example/in', true)).toBeNull();
    expect(asked.sort()).toEqual(
      ['half', 'hooks', 'intranet', 'missing', 'slow'].map((name) => `${name}.firm.example`),
    );
  });

  it('retries with a doubling wait, and gives up once a day has passed', () => {
    const createdAt = new Date('2026-11-27T00:00:00.000Z');
    const now = createdAt.getTime();
    expect(nextAttemptAfter({ attempts: 1, createdAt }, now)?.getTime()).toBe(
      now + WEBHOOK_LIMITS.firstRetryMs,
    );
    expect(nextAttemptAfter({ attempts: 3, createdAt }, now)?.getTime()).toBe(
      now + 4 * WEBHOOK_LIMITS.firstRetryMs,
    );
    expect(nextAttemptAfter({ attempts: 30, createdAt }, now)?.getTime()).toBe(
      now + WEBHOOK_LIMITS.maxRetryWaitMs,
    );
    expect(nextAttemptAfter({ attempts: 5, createdAt }, now + WEBHOOK_LIMITS.retryForMs - 1000)).toBeNull();
  });

  describe('the sender, with a receiver on 127.0.0.1', () => {
    let server: Server;
    let url = '';
    let hits = 0;
    beforeAll(async () => {
      server = createServer((_request, response) => {
        hits += 1;
        response.writeHead(204).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://localhost:${(server.address() as AddressInfo).port}/hooks`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('never connects to a name that resolves to a private address, unless private targets are allowed', async () => {
      const request = {
        url,
        secret: 'whsec_test',
        body: '{}',
        eventType: 'payout.paid',
        deliveryId: 'd-1',
        nowMs: Date.now(),
      };
      const refused = await createWebhookSender({ allowPrivateTargets: false })(request);
      const unknown = await createWebhookSender({ allowPrivateTargets: false })({
        ...request,
        url: 'http://no-such-host.invalid/hooks',
      });
      // The firm reads one message for both; which name exists inside is for the server's log only.
      for (const attempt of [refused, unknown]) {
        expect(attempt).toMatchObject({
          isDelivered: false,
          statusCode: null,
          error: 'The receiver could not be reached',
        });
      }
      expect(refused.detail).toMatch(/not public/);
      expect(unknown.detail).toMatch(/ENOTFOUND/);
      expect(hits).toBe(0);
      const allowed = await createWebhookSender({ allowPrivateTargets: true })(request);
      expect(allowed).toMatchObject({ isDelivered: true, statusCode: 204, error: null, detail: null });
      expect(hits).toBe(1);
    });
  });
});
