import { beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/core';
import {
  ZNotificationPage,
  ZNotificationStreamMessage,
  type TNotificationArea,
  type TNotificationPage,
} from '@propdesk/shared/contracts';
import type { TEngineEvent } from '../../engine/index.ts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox } from '../../test/outbox.ts';
import { openTestStream } from '../../test/sse-client.ts';
import { buyAccount, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { TUser } from '../auth/user.entity.ts';
import { Breach } from '../breaches/breach.entity.ts';
import { decideDispute } from '../breaches/dispute.service.ts';
import { OrganizationMember } from '../organizations/organization-member.entity.ts';
import { updateOrganization } from '../organizations/organization-admin.service.ts';
import type { TOrganization } from '../organizations/organization.entity.ts';
import { Profile } from '../profile/profile.entity.ts';
import { createInProcessAccountChangeBus } from '../trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../trading-accounts/account-evaluation.ts';
import { TradingAccount } from '../trading-accounts/trading-account.entity.ts';
import { Notification } from './notification.entity.ts';

/** A $25,000 2-step account: daily allowance $1,250 (5%), so 50% used at $24,375 and 80% at $24,000. */
const EQUITY = { halfUsed: 2_437_500, fourFifthsUsed: 2_400_000, breached: 2_275_000 } as const;

describe.each(TEST_DRIVERS)('notifications (%s)', (driver) => {
  const handle = useTestApp(driver, 'notifications');
  const em = () => handle.database().orm.em.fork();
  const tokens = { trader: '', neighbour: '', owner: '', manager: '', agent: '', otherOwner: '' };
  const users = {} as Record<keyof typeof tokens, TUser>;
  let firm: TOrganization;
  let planId = '';

  async function member(
    manager: EntityManager,
    key: keyof typeof tokens,
    organization: TOrganization,
    role: 'owner' | 'manager' | 'agent' | 'user',
    language: 'en' | 'es' | 'it' = 'en',
  ) {
    const email = `${key.toLowerCase()}@notify.example.com`;
    users[key] = await createTestAccount(manager, {
      email,
      organization,
      firstName: key,
      lastName: 'Tester',
    });
    await manager.nativeUpdate(Profile, { user: users[key].id }, { language });
    manager.create(OrganizationMember, { organization, user: users[key], role, status: 'active' });
    await manager.flush();
    tokens[key] = (await signInAs(handle.app(), { email })).accessToken;
  }

  const list = async (key: keyof typeof tokens, query: string): Promise<TNotificationPage> => {
    const response = await handle
      .app()
      .inject({ method: 'GET', url: `/api/me/notifications?${query}`, headers: bearer(tokens[key]) });
    expect(response.statusCode).toBe(200);
    return ZNotificationPage.parse(response.json());
  };
  const typesOf = async (key: keyof typeof tokens, area: TNotificationArea) =>
    (await list(key, `area=${area}&pageSize=100`)).notifications.map((notification) => notification.type);
  const dispatch = () => handle.app().events.dispatchPending();

  async function evaluate(accountId: string, events: TEngineEvent[]): Promise<void> {
    const evaluator = createAccountEvaluator({ changes: createInProcessAccountChangeBus() });
    await evaluator.evaluate({ em: em(), accountId, collectEvents: () => events });
  }
  const equityAt = (at: number, equityMinor: number, id: string): TEngineEvent => ({
    type: 'equity_update',
    id,
    at,
    equityMinor,
    isEstimate: false,
  });

  beforeAll(async () => {
    const manager = em();
    const selling = await createSellingOrganization(manager, 'notify-firm');
    firm = selling.organization;
    planId = selling.plans.two_step.id;
    const other = (await createSellingOrganization(manager, 'notify-other-firm')).organization;
    await member(manager, 'trader', firm, 'user', 'it');
    await member(manager, 'neighbour', firm, 'user');
    await member(manager, 'owner', firm, 'owner', 'es');
    await member(manager, 'manager', firm, 'manager');
    await member(manager, 'agent', firm, 'agent');
    await member(manager, 'otherOwner', other, 'owner');
    await dispatch();
  });

  it('tells the trader of the opened account, the 50% and 80% warnings and the breach, in their language, and nobody else', async () => {
    const accountId = await buyAccount(handle.app(), tokens.trader, planId);
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    const start = account.engineState.startedAt;
    await evaluate(accountId, [equityAt(start + 60_000, EQUITY.halfUsed, 'w50')]);
    await evaluate(accountId, [equityAt(start + 120_000, EQUITY.fourFifthsUsed, 'w80')]);
    await evaluate(accountId, [equityAt(start + 180_000, EQUITY.breached, 'breach')]);
    await dispatch();

    const page = await list('trader', 'area=trader&pageSize=100&language=en');
    // The breaching move also crosses a mark of the maximum loss allowance.
    expect(page.notifications.map((notification) => notification.type).sort()).toEqual([
      'account_opened',
      'allowance_warning',
      'allowance_warning',
      'allowance_warning',
      'breach',
    ]);
    expect(page.notifications.at(-1)?.type).toBe('account_opened');
    expect(page.unreadCount).toBe(5);
    const titled = (title: string | RegExp) =>
      page.notifications.find((notification) =>
        typeof title === 'string' ? notification.title === title : title.test(notification.title),
      );
    const half = titled('Daily loss limit: 50% used');
    const opened = page.notifications.at(-1);
    const breach = titled('Account breached');
    expect(titled('Daily loss limit: 80% used')).toBeDefined();
    expect(titled(/^Maximum loss limit: (50|80)% used$/)).toBeDefined();
    expect(half).toMatchObject({
      title: 'Daily loss limit: 50% used',
      category: 'trading_alerts',
      link: { page: 'account', accountId },
      organizationId: firm.id,
      isRead: false,
    });
    expect(half?.message).toContain('$625.00 left before the limit');
    expect(breach).toMatchObject({ title: 'Account breached', link: { page: 'account', accountId } });
    expect(opened?.message).toContain(account.login);
    // Without a language in the request, the reader's saved one (Italian).
    const saved = await list('trader', 'area=trader&type=breach');
    expect(saved.notifications.map((notification) => notification.title)).toEqual(['Conto violato']);
    expect((await list('trader', 'area=trader&pageSize=1')).total).toBe(5);

    for (const other of ['neighbour', 'owner', 'manager', 'otherOwner'] as const) {
      expect(await typesOf(other, 'trader')).toEqual([]);
      expect(await typesOf(other, 'organization')).toEqual([]);
    }
    const mails = await readOutbox(handle.app(), 'trader@notify.example.com');
    expect(mails.filter((mail) => mail.purpose === 'notification').map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Conto violato', 'Il tuo conto è aperto']),
    );
  });

  it('mails only the categories a person keeps on, and the security notice always', async () => {
    const off = {
      mail: {
        trading_alerts: false,
        account_lifecycle: false,
        payouts: false,
        affiliate: false,
        support: false,
        product_news: false,
      },
    };
    const saved = await handle.app().inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: bearer(tokens.neighbour),
      payload: off,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(off);
    const read = await handle
      .app()
      .inject({ method: 'GET', url: '/api/me/notification-preferences', headers: bearer(tokens.neighbour) });
    expect(read.json()).toEqual(off);

    const accountId = await buyAccount(handle.app(), tokens.neighbour, planId);
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    await evaluate(accountId, [equityAt(account.engineState.startedAt + 60_000, EQUITY.breached, 'b')]);
    await signInAs(handle.app(), { email: 'neighbour@notify.example.com', userAgent: 'Unknown Tablet' });
    await dispatch();

    expect(await typesOf('neighbour', 'trader')).toEqual(['new_device_sign_in', 'breach', 'account_opened']);
    const mails = await readOutbox(handle.app(), 'neighbour@notify.example.com');
    expect(mails.map((mail) => mail.purpose)).toEqual(['sign_in_notice']);
    expect(mails[0]?.text).toContain('Unknown Tablet');
  });

  it('refuses preferences that are not six booleans', async () => {
    const response = await handle.app().inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: bearer(tokens.neighbour),
      payload: { mail: { trading_alerts: 'no' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('tells the firm’s owners and managers (not its agents, not another firm) of a dispute, and the trader of the decision', async () => {
    const accountId = await buyAccount(handle.app(), tokens.trader, planId);
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    await evaluate(accountId, [equityAt(account.engineState.startedAt + 60_000, EQUITY.breached, 'd')]);
    const breach = await em().findOneOrFail(Breach, { account: accountId });
    const filed = await handle.app().inject({
      method: 'POST',
      url: `/api/trading-accounts/${accountId}/breaches/${breach.id}/disputes`,
      headers: bearer(tokens.trader),
      payload: { message: 'The price feed spiked; my stop was honoured late.' },
    });
    expect(filed.statusCode).toBe(201);
    await dispatch();

    const ownerPage = await list('owner', `area=organization&organizationId=${firm.id}&type=dispute_filed`);
    expect(ownerPage.notifications).toHaveLength(1);
    expect(ownerPage.notifications[0]).toMatchObject({
      title: 'Nueva disputa de incumplimiento',
      message: `trader Tester disputa el incumplimiento de la cuenta ${account.login}.`,
      link: { page: 'account', accountId },
    });
    expect(await typesOf('manager', 'organization')).toContain('dispute_filed');
    expect(await typesOf('agent', 'organization')).not.toContain('dispute_filed');
    expect(await typesOf('otherOwner', 'organization')).not.toContain('dispute_filed');
    expect(await typesOf('trader', 'trader')).not.toContain('dispute_filed');

    await decideDispute({
      em: em(),
      organizationId: firm.id,
      deciderId: users.owner.id,
      disputeId: filed.json<{ id: string }>().id,
      status: 'rejected',
      resolution: 'The spike is in the broker’s tick data.',
    });
    await dispatch();
    const decided = await list('trader', 'area=trader&type=dispute_decided&language=en');
    expect(decided.notifications[0]?.message).toBe(
      `Your dispute on account ${account.login} was rejected: the breach stands. The spike is in the broker’s tick data.`,
    );
    expect(await typesOf('owner', 'organization')).not.toContain('dispute_decided');
  });

  it('tells the trader when a phase is passed, with the next account as the link', async () => {
    const accountId = await buyAccount(handle.app(), tokens.neighbour, planId);
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    const events: TEngineEvent[] = [];
    let resetAt = account.engineState.nextResetAt;
    for (let day = 0; day < 4; day += 1) {
      const at = resetAt - 2 * 3_600_000;
      events.push({ type: 'deal_opened', id: `o${day}`, at, positionId: `p${day}` });
      events.push({
        type: 'deal_closed',
        id: `c${day}`,
        at: at + 60_000,
        positionId: `p${day}`,
        profitMinor: 70_000,
      });
      resetAt += 86_400_000;
    }
    await evaluate(accountId, events);
    await dispatch();

    const next = await em().findOneOrFail(TradingAccount, { previousAccount: accountId });
    const page = await list('neighbour', 'area=trader&pageSize=100&language=en');
    const passed = page.notifications.find((notification) => notification.type === 'phase_passed');
    expect(passed).toMatchObject({
      title: 'Challenge phase passed',
      link: { page: 'account', accountId: next.id },
    });
    expect(passed?.message).toContain(`Your verification account ${next.login} is open.`);
    expect(page.notifications.filter((notification) => notification.type === 'objective_met')).toHaveLength(
      2,
    );
  });

  it('tells every member of an organization of its new status, staff in the organization area', async () => {
    await updateOrganization({
      em: em(),
      actorId: users.otherOwner.id,
      id: firm.id,
      input: { status: 'suspended' },
      client: { ip: null, userAgent: null },
    });
    await dispatch();

    expect(await typesOf('trader', 'trader')).toContain('organization_status_changed');
    expect(await typesOf('owner', 'organization')).toContain('organization_status_changed');
    expect(await typesOf('agent', 'organization')).toContain('organization_status_changed');
    expect(await typesOf('otherOwner', 'organization')).not.toContain('organization_status_changed');
    await updateOrganization({
      em: em(),
      actorId: users.otherOwner.id,
      id: firm.id,
      input: { status: 'active' },
      client: { ip: null, userAgent: null },
    });
    await dispatch();
  });

  it('pages and filters, marks read one-way, marks all read, deletes, and never touches another person’s', async () => {
    const firstPage = await list('trader', 'area=trader&pageSize=2&page=1');
    const all = await list('trader', 'area=trader&pageSize=100');
    expect(firstPage.notifications).toEqual(all.notifications.slice(0, 2));
    expect(firstPage.total).toBe(all.total);
    const beyond = await list('trader', `area=trader&pageSize=2&page=${all.total}`);
    expect(beyond).toMatchObject({ notifications: [], total: all.total, unreadCount: all.unreadCount });

    const target = all.notifications[0];
    if (target === undefined) throw new Error('no notification to mark');
    const markRead = (key: keyof typeof tokens, id: string) =>
      handle
        .app()
        .inject({ method: 'POST', url: `/api/me/notifications/${id}/read`, headers: bearer(tokens[key]) });
    expect((await markRead('neighbour', target.id)).statusCode).toBe(404);
    expect((await markRead('trader', target.id)).statusCode).toBe(204);
    expect((await markRead('trader', target.id)).statusCode).toBe(204);
    const afterRead = await list('trader', 'area=trader&status=read');
    expect(afterRead.notifications.map((notification) => notification.id)).toEqual([target.id]);
    expect((await list('trader', 'area=trader')).unreadCount).toBe(all.unreadCount - 1);

    const remove = (key: keyof typeof tokens, id: string) =>
      handle
        .app()
        .inject({ method: 'DELETE', url: `/api/me/notifications/${id}`, headers: bearer(tokens[key]) });
    expect((await remove('neighbour', target.id)).statusCode).toBe(404);
    expect((await remove('trader', target.id)).statusCode).toBe(204);
    expect((await remove('trader', target.id)).statusCode).toBe(404);

    const readAll = await handle.app().inject({
      method: 'POST',
      url: '/api/me/notifications/read-all',
      headers: bearer(tokens.trader),
      payload: { area: 'trader' },
    });
    expect(readAll.json()).toEqual({ updated: all.unreadCount - 1 });
    expect(await list('trader', 'area=trader&status=unread')).toMatchObject({ total: 0, unreadCount: 0 });
    // The neighbour's notifications are untouched.
    expect((await list('neighbour', 'area=trader&status=unread')).total).toBeGreaterThan(0);
  });

  it('refuses bad input (400) and anonymous callers (401)', async () => {
    const app = handle.app();
    const badArea = await app.inject({
      method: 'GET',
      url: '/api/me/notifications?area=moon',
      headers: bearer(tokens.trader),
    });
    expect(badArea.statusCode).toBe(400);
    const badSize = await app.inject({
      method: 'GET',
      url: '/api/me/notifications?area=trader&pageSize=500',
      headers: bearer(tokens.trader),
    });
    expect(badSize.statusCode).toBe(400);
    const badId = await app.inject({
      method: 'POST',
      url: '/api/me/notifications/42/read',
      headers: bearer(tokens.trader),
    });
    expect(badId.statusCode).toBe(400);
    const notStream = await app.inject({
      method: 'GET',
      url: '/api/me/notifications/stream',
      headers: bearer(tokens.trader),
    });
    expect(notStream.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/me/notifications?area=trader' })).statusCode).toBe(
      401,
    );
    expect(await em().count(Notification, { recipient: users.agent.id, type: 'breach' })).toBe(0);
  });

  it('streams a new notification to its reader’s open tab in the language asked for, and to nobody else', async () => {
    const address = await handle.app().listen({ port: 0, host: '127.0.0.1' });
    const parse = (data: unknown) => ZNotificationStreamMessage.parse(data);
    const own = await openTestStream(
      `${address}/api/me/notifications/stream?language=es`,
      bearer(tokens.owner),
      parse,
    );
    const other = await openTestStream(
      `${address}/api/me/notifications/stream`,
      bearer(tokens.otherOwner),
      parse,
    );
    try {
      expect(own.status).toBe(200);
      await signInAs(handle.app(), {
        email: 'owner@notify.example.com',
        userAgent: 'Staff Laptop',
        portal: 'organization',
      });
      await dispatch();
      await own.waitFor(1);
      expect(own.messages[0]?.notification).toMatchObject({
        type: 'new_device_sign_in',
        area: 'organization',
        title: 'Nuevo inicio de sesión en tu cuenta',
        isRead: false,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(other.messages).toEqual([]);
    } finally {
      own.close();
      other.close();
    }
  });
});
