import { describe, expect, it } from '@jest/globals';
import { bearer, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox } from '../../test/outbox.ts';
import { buyAccount, winningDays } from '../../test/trading-fixtures.ts';
import { Breach, TradingAccount } from '../trading-accounts/index.ts';
import { updateOrganization } from '../organizations/index.ts';
import { EQUITY, equityAt, useNotificationFirm } from '../../test/notification-firm.ts';

/** Each wired event reaches its recipients, and nobody else, in their language, by mail as they chose. */
describe.each(TEST_DRIVERS)('notifications of each event (%s)', (driver) => {
  const {
    handle,
    em,
    tokens,
    users,
    list,
    typesOf,
    dispatch,
    evaluate,
    firm,
    planId,
    emailOf,
    tradeIntoBreach,
  } = useNotificationFirm(driver, 'notify_events');

  it('tells the trader of the opened account, the 50% and 80% warnings and the breach, in their language, and nobody else', async () => {
    const { accountId, account } = await tradeIntoBreach();
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
      organizationId: firm().id,
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
    const mails = await readOutbox(handle.app(), emailOf('trader'));
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

    const accountId = await buyAccount(handle.app(), tokens.neighbour, planId());
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    await evaluate(accountId, [equityAt(account.engineState.startedAt + 60_000, EQUITY.breached, 'b')]);
    await signInAs(handle.app(), { email: emailOf('neighbour'), userAgent: 'Unknown Tablet' });
    await dispatch();

    expect(await typesOf('neighbour', 'trader')).toEqual(['new_device_sign_in', 'breach', 'account_opened']);
    const mails = await readOutbox(handle.app(), emailOf('neighbour'));
    expect(mails.map((mail) => mail.purpose)).toEqual(['sign_in_notice']);
    expect(mails[0]?.text).toContain('Unknown Tablet');
  });

  it('tells the firm’s owners and managers (not its agents, not another firm) of a dispute, and the trader of the decision', async () => {
    const accountId = await buyAccount(handle.app(), tokens.trader, planId());
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

    const ownerPage = await list('owner', `area=organization&organizationId=${firm().id}&type=dispute_filed`);
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

    const decision = await handle.app().inject({
      method: 'POST',
      url: `/api/organizations/${firm().id}/disputes/${filed.json<{ id: string }>().id}/decision`,
      headers: bearer(tokens.owner),
      payload: { decision: 'upheld', reason: 'The spike is in the broker’s tick data.' },
    });
    expect(decision.statusCode).toBe(200);
    await dispatch();
    const decided = await list('trader', 'area=trader&type=dispute_decided&language=en');
    expect(decided.notifications[0]).toMatchObject({
      title: 'Dispute not accepted',
      message: `Your dispute on account ${account.login} was reviewed: the breach stands. The spike is in the broker’s tick data.`,
      link: { page: 'account', accountId },
    });
    expect(await typesOf('owner', 'organization')).not.toContain('dispute_decided');
  });

  it('tells the trader when a phase is passed, with the next account as the link', async () => {
    const accountId = await buyAccount(handle.app(), tokens.neighbour, planId());
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    await evaluate(accountId, winningDays(account.engineState.nextResetAt));
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
      apiBaseUrl: 'http://localhost:4000',
      actorId: users.otherOwner.id,
      id: firm().id,
      input: { status: 'suspended' },
      client: { ip: null, userAgent: null },
      sessionAccess: { forgetEveryone: () => undefined },
    });
    await dispatch();

    expect(await typesOf('trader', 'trader')).toContain('organization_status_changed');
    expect(await typesOf('owner', 'organization')).toContain('organization_status_changed');
    expect(await typesOf('agent', 'organization')).toContain('organization_status_changed');
    expect(await typesOf('otherOwner', 'organization')).not.toContain('organization_status_changed');
    await updateOrganization({
      em: em(),
      apiBaseUrl: 'http://localhost:4000',
      actorId: users.otherOwner.id,
      id: firm().id,
      input: { status: 'active' },
      client: { ip: null, userAgent: null },
      sessionAccess: { forgetEveryone: () => undefined },
    });
    await dispatch();
  });
});
