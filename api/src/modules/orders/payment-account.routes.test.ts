import '../../test/longer-test-timeout.ts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZPaymentAccount } from '@propdesk/shared/contracts';
import { DEFAULT_API_BASE_URL } from '../../config/app-config.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import {
  madeUpStripeKeys,
  paymentAccountCall,
  refusedStripeKey,
  startFirmStripeWorld,
} from '../../test/firm-stripe-fixture.ts';
import { startStripeStandIn, type TStripeStandIn } from '../../test/stripe-stand-in.ts';
import { AuditEvent } from '../audit/index.ts';
import { PaymentAccount } from './payment-account.entity.ts';

describe.each(TEST_DRIVERS)("a firm's own Stripe account (%s)", (driver) => {
  let database: TTestDatabase;
  let standIn: TStripeStandIn;
  let world: Awaited<ReturnType<typeof startFirmStripeWorld>>;

  const em = () => database.orm.em.fork();
  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    token: string | undefined,
    payload?: object,
    organizationId = world.firmA.organizationId,
  ) => paymentAccountCall(world.app, method, organizationId, token, payload);
  const accountCalls = () => standIn.requests.filter(({ path }) => path === '/v1/account');

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    database = await createTestDatabase(driver, 'payment_account');
    world = await startFirmStripeWorld(database.orm, standIn, `payacct-${driver}`);
  });

  afterAll(async () => {
    await world.app.close();
    await database.dispose();
    await standIn.close();
  });

  it('answers a firm without its own account as not connected, with the webhook URL to give Stripe', async () => {
    const read = await call('GET', world.firmA.staff.manager);
    expect(read.statusCode).toBe(200);
    expect(ZPaymentAccount.parse(read.json())).toEqual({
      connected: false,
      accountId: null,
      accountName: null,
      mode: null,
      keyLast4: null,
      connectedAt: null,
      connectedByEmail: null,
      webhookUrl: `${DEFAULT_API_BASE_URL}/api/payments/webhooks/stripe/${world.firmA.organizationId}`,
    });
  });

  it('refuses a key Stripe refuses with a 400 and saves nothing', async () => {
    const before = accountCalls().length;
    const secretKey = refusedStripeKey();
    const refused = await call('PUT', world.firmA.staff.owner, { ...madeUpStripeKeys(), secretKey });
    expect(refused.statusCode).toBe(400);
    const body = ZApiErrorBody.parse(refused.json());
    expect(body.error.code).toBe('PAYMENT_ACCOUNT_REFUSED');
    expect(body.error.message).not.toContain(secretKey);
    // The key was tested with Stripe, with the key itself.
    expect(accountCalls().slice(before)).toEqual([
      expect.objectContaining({ method: 'GET', authorization: `Bearer ${secretKey}` }),
    ]);
    expect(await em().count(PaymentAccount, {})).toBe(0);
    const attempt = await em().findOneOrFail(AuditEvent, {
      organization: world.firmA.organizationId,
      action: 'payment_account_connected',
      outcome: 'failure',
    });
    expect(JSON.stringify(attempt.details)).not.toContain(secretKey);
  });

  it('refuses a webhook secret that is not one, and a key that is not a secret key, before asking Stripe', async () => {
    const before = accountCalls().length;
    const keys = madeUpStripeKeys();
    const badSecret = await call('PUT', world.firmA.staff.owner, { ...keys, webhookSecret: 'not-a-secret' });
    expect(badSecret.statusCode).toBe(400);
    expect(JSON.stringify(badSecret.json())).toContain('whsec_');
    const publishable = await call('PUT', world.firmA.staff.owner, {
      ...keys,
      // A publishable key, pasted by mistake for the secret one.
      secretKey: keys.secretKey.replace(/^sk_/, 'pk_'),
    });
    expect(publishable.statusCode).toBe(400);
    expect(accountCalls()).toHaveLength(before);
  });

  it('lets only owners connect or disconnect: admins and managers get 403, another firm 404', async () => {
    const keys = madeUpStripeKeys();
    for (const role of ['admin', 'manager'] as const) {
      expect((await call('PUT', world.firmA.staff[role], keys)).statusCode).toBe(403);
      expect((await call('DELETE', world.firmA.staff[role])).statusCode).toBe(403);
    }
    expect((await call('PUT', world.firmB.staff.owner, keys)).statusCode).toBe(404);
    expect((await call('GET', world.firmB.staff.owner)).statusCode).toBe(404);
    expect((await call('DELETE', world.firmB.staff.owner)).statusCode).toBe(404);
    // A trader of the firm is no staff member: the firm's back office does not exist for them.
    expect((await call('GET', world.firmA.traderToken)).statusCode).toBe(404);
    expect(await em().count(PaymentAccount, {})).toBe(0);
  });

  it('connects a tested key, stores both secrets sealed, audits it and never shows them again', async () => {
    const keys = madeUpStripeKeys();
    const connected = await call('PUT', world.firmA.staff.owner, keys);
    expect(connected.statusCode).toBe(200);
    const answer = ZPaymentAccount.parse(connected.json());
    expect(answer).toMatchObject({
      connected: true,
      accountId: expect.stringMatching(/^acct_/) as unknown,
      accountName: expect.stringMatching(/^Stand-in firm/) as unknown,
      mode: 'test',
      keyLast4: keys.secretKey.slice(-4),
      connectedByEmail: `owner.a.payacct-${driver}@example.com`,
    });
    for (const secret of [keys.secretKey, keys.webhookSecret]) {
      expect(connected.body).not.toContain(secret);
    }
    const read = await call('GET', world.firmA.staff.admin);
    expect(ZPaymentAccount.parse(read.json())).toEqual(answer);
    expect(read.body).not.toContain(keys.secretKey);

    const row = await em().findOneOrFail(PaymentAccount, { organization: world.firmA.organizationId });
    expect(row.sealedSecretKey).toMatch(/^v2\./);
    expect(row.sealedWebhookSecret).toMatch(/^v2\./);
    for (const sealed of [row.sealedSecretKey, row.sealedWebhookSecret]) {
      expect(sealed).not.toContain(keys.secretKey.slice(8));
      expect(sealed).not.toContain(keys.webhookSecret.slice(6));
    }
    const audit = await em().findOneOrFail(AuditEvent, {
      organization: world.firmA.organizationId,
      action: 'payment_account_connected',
      outcome: 'success',
    });
    const details = JSON.stringify(audit.details);
    expect(details).toContain(answer.accountId ?? 'missing');
    expect(details).not.toContain(keys.secretKey);
    expect(details).not.toContain(keys.webhookSecret);
  });

  it('replaces the keys in the same row, and disconnects back to nothing', async () => {
    const first = await em().findOneOrFail(PaymentAccount, { organization: world.firmA.organizationId });
    const live = { ...madeUpStripeKeys(), secretKey: `sk_live_${madeUpStripeKeys().secretKey.slice(8)}` };
    const replaced = ZPaymentAccount.parse((await call('PUT', world.firmA.staff.owner, live)).json());
    expect(replaced).toMatchObject({ connected: true, mode: 'live', keyLast4: live.secretKey.slice(-4) });
    const second = await em().findOneOrFail(PaymentAccount, { organization: world.firmA.organizationId });
    expect(second.id).toBe(first.id);
    expect(second.sealedSecretKey).not.toBe(first.sealedSecretKey);

    const disconnected = await call('DELETE', world.firmA.staff.owner);
    expect(disconnected.statusCode).toBe(200);
    expect(ZPaymentAccount.parse(disconnected.json()).connected).toBe(false);
    expect(await em().count(PaymentAccount, {})).toBe(0);
    expect(
      await em().count(AuditEvent, {
        organization: world.firmA.organizationId,
        action: 'payment_account_disconnected',
      }),
    ).toBe(1);
    // Twice changes nothing.
    expect((await call('DELETE', world.firmA.staff.owner)).statusCode).toBe(200);
  });
});
