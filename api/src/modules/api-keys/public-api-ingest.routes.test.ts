import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiKeyCreated } from '@propdesk/shared/contracts';
import { bearer } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { openPlatformAccount } from '../../test/trading-fixtures.ts';
import { addOffering, Plan, readDefaultOffering } from '../plans/index.ts';
import { Deal, type TTradingAccount } from '../trading-accounts/index.ts';
import type { TOrganization } from '../tenancy/index.ts';

describe.each(TEST_DRIVERS)('trading data sent with an API key (%s)', (driver) => {
  const firm = useStaffFirm(driver, `public_api_ingest_${driver}`);
  let own: TTradingAccount;
  let foreign: TTradingAccount;

  const newKey = async (scopes: string[]) => {
    const response = await firm.inject('owner', 'POST', `/organizations/${firm.firm().id}/api-keys`, {
      name: 'Bridge',
      scopes,
      expiresInDays: null,
    });
    return ZApiKeyCreated.parse(response.json()).secret;
  };
  const send = (secret: string, events: unknown[]) =>
    firm.handle.app().inject({
      method: 'POST',
      url: '/api/v1/ingest',
      headers: bearer(secret),
      payload: { events },
    });
  const dealOf = (account: TTradingAccount, id: string) => ({
    type: 'deal',
    id,
    platform: account.platform,
    login: account.login,
    positionId: `position-${id}`,
    symbol: 'EURUSD',
    side: 'buy',
    volume: 1,
    price: 1.1,
    entry: 'in',
    profitMinor: 0,
    commissionMinor: 0,
    executedAt: new Date(Date.now() - 60_000).toISOString(),
  });

  beforeAll(async () => {
    const em = firm.em();
    const offering = await readDefaultOffering(em);
    addOffering(em, firm.firm(), offering, new Date());
    addOffering(em, firm.other(), offering, new Date());
    await em.flush();
    const openFor = async (organization: TOrganization) =>
      openPlatformAccount(firm.em(), {
        organization,
        trader: firm.users.trader,
        plan: await firm.em().findOneOrFail(Plan, { organization: organization.id, program: 'one_step' }),
        platform: 'mt5',
        startedAt: Date.now() - 3_600_000,
      });
    own = await openFor(firm.firm());
    foreign = await openFor(firm.other());
  });

  it('books the key’s firm’s deals once; another firm’s account is unknown to it', async () => {
    const secret = await newKey(['ingestion:write']);
    const first = await send(secret, [dealOf(own, 'api-1'), dealOf(foreign, 'api-2')]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      results: [
        { id: 'api-1', result: 'applied' },
        { id: 'api-2', result: 'unknown_account' },
      ],
    });
    expect((await send(secret, [dealOf(own, 'api-1')])).json()).toEqual({
      results: [{ id: 'api-1', result: 'duplicate' }],
    });
    expect(await firm.em().count(Deal, { account: own.id })).toBe(1);
    expect(await firm.em().count(Deal, { account: foreign.id })).toBe(0);
  });

  it('needs the ingestion:write scope, and a batch of trading events', async () => {
    const reader = await newKey(['accounts:read']);
    const refused = await send(reader, [dealOf(own, 'api-3')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'API_KEY_SCOPE', details: { scope: 'ingestion:write' } },
    });
    const writer = await newKey(['ingestion:write']);
    expect((await send(writer, [])).statusCode).toBe(400);
    expect((await send(writer, [{ ...dealOf(own, 'api-4'), volume: 'lots' }])).statusCode).toBe(400);
  });
});
