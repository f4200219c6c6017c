import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import { signPayload } from '../../infra/signed-payload.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_MFA_ENCRYPTION_KEY } from '../../test/build-test-app.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { sealAsVersion1 } from '../../test/legacy-secret-box.ts';
import { createSellingOrganization, openPlatformAccount } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { createSecretBox, SECRET_PURPOSES } from '../auth/index.ts';
import { OrganizationMember, User } from '../tenancy/index.ts';
import { Breach, Deal, TradingAccount } from '../trading-accounts/index.ts';
import { IngestionKey } from './ingestion-key.entity.ts';
import { ZIngestResponse } from './ingestion.schemas.ts';

describe.each(TEST_DRIVERS)('trading-data ingestion (%s)', (driver) => {
  const handle = useTestApp(driver, 'ingestion');
  const ids = { organization: '', otherOrganization: '', account: '' };
  const logins = { own: '', foreign: '' };
  const tokens = { owner: '', trader: '', otherOwner: '' };
  let secret = '';
  let otherSecret = '';
  let startedAt = 0;

  const em = () => handle.database().orm.em.fork();
  const rotate = (organizationId: string, token: string) =>
    handle.app().inject({
      method: 'POST',
      url: `/api/organizations/${organizationId}/ingestion-key`,
      headers: { ...bearer(token), 'user-agent': 'bridge-setup/1.0' },
    });
  const deliver = (
    slug: string,
    payload: object,
    options: { secret?: string; at?: number; signature?: string } = {},
  ) => {
    const body = JSON.stringify(payload);
    const signature =
      options.signature ?? signPayload(options.secret ?? secret, body, options.at ?? Date.now());
    return handle.app().inject({
      method: 'POST',
      url: `/api/ingest/${slug}`,
      headers: { 'content-type': 'application/json', 'x-propdesk-signature': signature },
      payload: body,
    });
  };
  const iso = (offsetMs: number) => new Date(startedAt + offsetMs).toISOString();
  const deal = (id: string, entry: 'in' | 'out', offsetMs: number, profitMinor = 0, login = logins.own) => ({
    id,
    type: 'deal',
    platform: 'mt5',
    login,
    positionId: 'pos-1',
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1,
    price: 1.085,
    entry,
    profitMinor,
    executedAt: iso(offsetMs),
  });
  const equity = (id: string, equityMinor: number, offsetMs: number, login = logins.own) => ({
    id,
    type: 'equity',
    platform: 'mt5',
    login,
    equityMinor,
    at: iso(offsetMs),
  });

  /** An MT5 account of a trader of a new organization `slug`. */
  async function mt5Account(slug: string, traderEmail: string) {
    const manager = em();
    const { organization, plans } = await createSellingOrganization(manager, slug);
    const trader = await createTestAccount(manager, { email: traderEmail, organization });
    const account = await openPlatformAccount(manager, {
      organization,
      trader,
      plan: plans.two_step,
      platform: 'mt5',
      startedAt: Date.now() - 3_600_000,
    });
    return { organization, account };
  }

  beforeAll(async () => {
    const own = await mt5Account('ingest-firm', 'ingest.trader@example.com');
    const other = await mt5Account('ingest-other', 'ingest.other.trader@example.com');
    ids.organization = own.organization.id;
    ids.otherOrganization = other.organization.id;
    ids.account = own.account.id;
    logins.own = own.account.login;
    logins.foreign = other.account.login;
    startedAt = own.account.engineState.startedAt;
    const manager = em();
    const owner = await createTestAccount(manager, { email: 'ingest.owner@example.com' });
    const otherOwner = await createTestAccount(manager, { email: 'ingest.other.owner@example.com' });
    manager.create(OrganizationMember, {
      organization: ids.organization,
      user: owner,
      role: 'owner',
      status: 'active',
    });
    manager.create(OrganizationMember, {
      organization: ids.otherOrganization,
      user: otherOwner,
      role: 'owner',
      status: 'active',
    });
    await manager.flush();
    const app = handle.app();
    tokens.owner = (
      await signInAs(app, { email: 'ingest.owner@example.com', portal: 'organization' })
    ).accessToken;
    tokens.otherOwner = (
      await signInAs(app, { email: 'ingest.other.owner@example.com', portal: 'organization' })
    ).accessToken;
    tokens.trader = (await signInAs(app, { email: 'ingest.trader@example.com' })).accessToken;
  });

  it('issues a signing secret to the organization’s owner only', async () => {
    expect((await rotate(ids.organization, tokens.trader)).statusCode).toBe(404);
    expect((await rotate(ids.organization, tokens.otherOwner)).statusCode).toBe(404);
    expect((await rotate('not-an-id', tokens.owner)).statusCode).toBe(400);
    const issued = await rotate(ids.organization, tokens.owner);
    expect(issued.statusCode).toBe(201);
    secret = issued.json<{ secret: string }>().secret;
    expect(secret).toMatch(/^pdk_/);
    otherSecret = (await rotate(ids.otherOrganization, tokens.otherOwner)).json<{ secret: string }>().secret;
  });

  it('audits each issue: who, which organization, from where, and whether it replaced a key', async () => {
    const audited = () =>
      em().find(
        AuditEvent,
        { action: 'ingestion_key_issued', organization: ids.organization },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    const owner = await em().findOneOrFail(User, { email: 'ingest.owner@example.com' });
    const before = await audited();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      actor: { id: owner.id },
      outcome: 'success',
      userAgent: 'bridge-setup/1.0',
      ip: '127.0.0.1',
      targetType: 'organization',
      targetId: ids.organization,
      details: { slug: 'ingest-firm', replacedKey: false },
    });

    const replaced = await rotate(ids.organization, tokens.owner);
    expect(replaced.statusCode).toBe(201);
    secret = replaced.json<{ secret: string }>().secret;

    const after = await audited();
    expect(after).toHaveLength(2);
    expect(after[1]?.details).toMatchObject({ replacedKey: true });
    // Never the secret itself: audit rows are read by administrators.
    expect(JSON.stringify(after)).not.toContain(secret);
  });

  it('books deals and equity once: a resent batch is all duplicates', async () => {
    const batch = {
      events: [
        deal('mt5-1', 'in', 60_000),
        deal('mt5-2', 'out', 120_000, 30_000),
        equity('mt5-3', 2_530_000, 130_000),
      ],
    };
    const first = ZIngestResponse.parse((await deliver('ingest-firm', batch)).json());
    expect(first.results.map((result) => result.result)).toEqual(['applied', 'applied', 'applied']);
    const again = ZIngestResponse.parse((await deliver('ingest-firm', batch)).json());
    expect(again.results.map((result) => result.result)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const account = await em().findOneOrFail(TradingAccount, { id: ids.account });
    expect(account).toMatchObject({ balanceMinor: 2_530_000, equityMinor: 2_530_000 });
    expect(account.engineState.tradingDaysCounted).toBe(1);
    expect(await em().count(Deal, { account: ids.account })).toBe(2);
  });

  it('refuses a wrong secret, another firm’s secret, a missing signature and a replay', async () => {
    const batch = { events: [equity('mt5-refused', 1_000_000, 140_000)] };
    for (const response of [
      await deliver('ingest-firm', batch, { secret: otherSecret }),
      await deliver('ingest-firm', batch, { signature: 't=1,v1=00' }),
      await deliver('ingest-firm', batch, { at: Date.now() - 6 * 60_000 }),
      await deliver('no-such-firm', batch),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('INVALID_SIGNATURE');
    }
    expect(await em().count(Breach, { account: ids.account })).toBe(0);
  });

  it('answers every refusal alike: nobody learns which organizations exist or have a key', async () => {
    await createSellingOrganization(em(), 'ingest-keyless');
    const batch = { events: [equity('mt5-probe', 1_000_000, 145_000)] };
    const body = JSON.stringify(batch);
    const unsigned = await handle.app().inject({
      method: 'POST',
      url: '/api/ingest/ingest-firm',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    const refusals = [
      unsigned,
      await deliver('ingest-firm', batch, { secret: otherSecret }),
      await deliver('ingest-firm', batch, { signature: 't=1,v1=00' }),
      await deliver('ingest-firm', batch, { at: Date.now() - 6 * 60_000 }),
      await deliver('ingest-keyless', batch),
      await deliver('ingest-keyless', batch, { secret: 'pdk_guessed' }),
      await deliver('no-such-firm', batch),
    ];

    const answers = refusals.map((response) => ({
      status: response.statusCode,
      error: ZApiErrorBody.parse(response.json()).error,
    }));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify(answers[0])]),
    );
    expect(answers[0]).toEqual({
      status: 401,
      error: { code: 'INVALID_SIGNATURE', message: 'The signature is missing, expired or does not match' },
    });
  });

  it('does not touch another organization’s account, even with a matching login', async () => {
    const response = await deliver('ingest-firm', {
      events: [equity('mt5-foreign', 1_000_000, 150_000, logins.foreign)],
    });
    expect(ZIngestResponse.parse(response.json()).results[0]?.result).toBe('unknown_account');
  });

  it('stores the secret under its own key, bound to its row: the authenticators’ box cannot open it', async () => {
    const key = await em().findOneOrFail(IngestionKey, { organization: ids.organization });
    expect(key.sealedSecret).toMatch(/^v2\./);
    expect(key.sealedSecret).not.toContain(secret);
    const ingestionBox = createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.ingestion);
    expect(ingestionBox.open(key.sealedSecret, key.id).plaintext).toBe(secret);
    expect(() =>
      createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.totp).open(key.sealedSecret, key.id),
    ).toThrow();
    const other = await em().findOneOrFail(IngestionKey, { organization: ids.otherOrganization });
    expect(() => ingestionBox.open(key.sealedSecret, other.id)).toThrow();
  });

  it('still verifies a secret sealed in the old format and re-seals it after a valid delivery', async () => {
    await em().nativeUpdate(
      IngestionKey,
      { organization: ids.organization },
      { sealedSecret: sealAsVersion1(TEST_MFA_ENCRYPTION_KEY, secret) },
    );
    const response = await deliver('ingest-firm', {
      events: [equity('mt5-legacy', 1_000_000, 155_000, logins.foreign)],
    });

    expect(response.statusCode).toBe(200);
    const key = await em().findOneOrFail(IngestionKey, { organization: ids.organization });
    expect(key.sealedSecret).toMatch(/^v2\./);
    const ingestionBox = createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.ingestion);
    expect(ingestionBox.open(key.sealedSecret, key.id)).toEqual({ plaintext: secret, needsResealing: false });
  });

  it('answers 400 for a signed body that is not a batch', async () => {
    expect((await deliver('ingest-firm', { events: [] })).statusCode).toBe(400);
    expect((await deliver('ingest-firm', { events: [{ id: 'x', type: 'equity' }] })).statusCode).toBe(400);
  });

  it('fails the account on a broker equity below the floor, with the breach visible at once', async () => {
    const response = await deliver('ingest-firm', { events: [equity('mt5-crash', 2_370_000, 160_000)] });
    expect(ZIngestResponse.parse(response.json()).results[0]?.result).toBe('applied');
    const breach = await em().findOneOrFail(Breach, { account: ids.account });
    expect(breach.rule).toBe('daily_loss');
    expect((await em().findOneOrFail(TradingAccount, { id: ids.account })).status).toBe('failed');
  });
});
