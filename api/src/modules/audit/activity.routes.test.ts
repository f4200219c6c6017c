import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZActivityPage, type TActivityEvent, type TAuditAction } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { usePayoutFirm, type TPayoutPerson } from '../../test/payout-firm.ts';
import { AuditEvent } from './audit-event.entity.ts';

const PAYOUT_X = randomUUID();
const KYC_Y = randomUUID();
/** Events at one instant, so paging must order them by id to never repeat or skip one. */
const SAME_INSTANT = '2025-06-14T10:00:00.000Z';

describe.each(TEST_DRIVERS)('organization activity log (%s)', (driver) => {
  const firm = usePayoutFirm(driver, `activity_${driver}`);
  let adminToken = '';
  /** The firm's events, newest first, as the log must list them. */
  let expected: string[] = [];

  beforeAll(async () => {
    const em = firm.em();
    const event = (
      who: TPayoutPerson | null,
      action: TAuditAction,
      at: string,
      extra: Partial<{
        organization: string | null;
        target: [string, string];
        outcome: 'success' | 'failure';
        details: Record<string, unknown>;
      }> = {},
    ) =>
      em.create(AuditEvent, {
        actor: who === null ? null : firm.users[who],
        action,
        organization: extra.organization === undefined ? firm.firm().id : extra.organization,
        targetType: extra.target?.[0] ?? null,
        targetId: extra.target?.[1] ?? null,
        outcome: extra.outcome ?? 'success',
        ip: '203.0.113.5',
        userAgent: 'Mozilla/5.0 (activity test)',
        details: extra.details ?? null,
        createdAt: new Date(at),
      });
    const e1 = event('owner', 'payout_approved', '2025-06-10T10:00:00.000Z', {
      target: ['payout', PAYOUT_X],
      details: { amountMinor: 79_900, resetToken: 'never-shown', nested: { apiSecret: 'x' } },
    });
    const e2 = event('manager', 'kyc_decided', '2025-06-11T10:00:00.000Z', {
      target: ['kyc_verification', KYC_Y],
      details: { decision: 'approved' },
    });
    const e3 = event('owner', 'payout_rejected', '2025-06-12T10:00:00.000Z', {
      target: ['payout', randomUUID()],
      outcome: 'failure',
      details: { reason: '=HYPERLINK("https://evil.example.com")' },
    });
    const e4 = event(null, 'sign_in', '2025-06-13T10:00:00.000Z', { outcome: 'failure' });
    const same = Array.from({ length: 5 }, () =>
      event('manager', 'ingestion_key_issued', SAME_INSTANT, { target: ['organization', firm.firm().id] }),
    );
    // Another firm's event and one of the platform's own (no organization) never show.
    event('otherOwner', 'payout_approved', '2025-06-12T11:00:00.000Z', {
      organization: firm.other().id,
      target: ['payout', randomUUID()],
    });
    event('owner', 'sign_in', '2025-06-12T12:00:00.000Z', { organization: null });
    await em.flush();
    const sameIds = same.map((row) => row.id).sort((a, b) => (a < b ? 1 : -1));
    expected = [...sameIds, e4.id, e3.id, e2.id, e1.id];

    const email = `admin@activity-${driver}.example.com`;
    await createTestAccount(em, { email, role: 'admin', portalType: null });
    adminToken = (await signInAs(firm.handle.app(), { email, portal: 'admin', totpSecret: TEST_TOTP_SECRET }))
      .accessToken;
  });

  const path = (query = '') => `/organizations/${firm.firm().id}/activity${query}`;
  const list = async (query = '', who: TPayoutPerson = 'manager') => {
    const response = await firm.inject(who, 'GET', path(query));
    expect(response.statusCode).toBe(200);
    return ZActivityPage.parse(response.json());
  };
  const ids = (events: readonly TActivityEvent[]) => events.map((event) => event.id);

  it('lists only the firm’s events, newest first, with who, what, the target, where from and details', async () => {
    const page = await list();
    expect(ids(page.events)).toEqual(expected);
    expect(page.nextCursor).toBeNull();
    const approved = page.events.find((event) => event.action === 'payout_approved');
    expect(approved).toEqual({
      id: expected.at(-1),
      at: '2025-06-10T10:00:00.000Z',
      actor: { id: firm.users.owner.id, name: 'owner Tester', email: firm.users.owner.email },
      action: 'payout_approved',
      target: { type: 'payout', id: PAYOUT_X },
      outcome: 'success',
      ip: '203.0.113.5',
      userAgent: 'Mozilla/5.0 (activity test)',
      // Anything named like a secret is masked, however deep.
      details: { amountMinor: 79_900, resetToken: '[redacted]', nested: { apiSecret: '[redacted]' } },
    });
    expect(page.events.find((event) => event.action === 'sign_in')?.actor).toBeNull();
  });

  it('pages by cursor without repeating or skipping events that share an instant', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?pageSize=2${cursor === null ? '' : `&cursor=${cursor}`}`;
      const page = await list(query);
      seen.push(...ids(page.events));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 20);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 2));
  });

  it('filters by actor id, actor name or email, action, target, outcome and time', async () => {
    const count = async (query: string) => (await list(query)).events.length;
    expect(await count(`?actor=${firm.users.manager.id}`)).toBe(6);
    expect(await count('?actor=MANAGER%20test')).toBe(6);
    expect(await count(`?actor=${encodeURIComponent(firm.users.owner.email)}`)).toBe(2);
    // Wildcards are taken literally.
    expect(await count('?actor=%25')).toBe(0);
    expect(await count('?actor=_')).toBe(0);
    expect(await count('?action=payout_approved')).toBe(1);
    expect(await count('?targetType=payout')).toBe(2);
    expect(await count(`?targetType=payout&targetId=${PAYOUT_X}`)).toBe(1);
    expect(await count(`?targetId=${KYC_Y}`)).toBe(1);
    expect(await count('?outcome=failure')).toBe(2);
    const from = encodeURIComponent('2025-06-11T00:00:00.000Z');
    const to = encodeURIComponent('2025-06-13T00:00:00.000Z');
    expect(ids((await list(`?from=${from}&to=${to}`)).events)).toEqual([expected[6], expected[7]]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?action=nope',
      '?pageSize=101',
      '?pageSize=0',
      '?cursor=garbage',
      '?cursor=99999999999999.00000000-0000-4000-8000-000000000000',
      '?outcome=maybe',
      '?targetType=thing',
      '?from=yesterday',
      `?actor=${'a'.repeat(121)}`,
    ]) {
      const response = await firm.inject('owner', 'GET', path(query));
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
  });

  it('is for the firm’s owner, admins and managers and platform admins: agents and traders 403, others 404', async () => {
    expect((await firm.inject('owner', 'GET', path())).statusCode).toBe(200);
    expect((await firm.inject('agent', 'GET', path())).statusCode).toBe(403);
    expect((await firm.inject('trader', 'GET', path())).statusCode).toBe(403);
    expect((await firm.inject('agent', 'GET', path('/export.csv'))).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', path())).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'GET', path('?action=nope'))).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'GET', path('/export.csv'))).statusCode).toBe(404);
    expect((await firm.inject('owner', 'GET', '/organizations/nope/activity')).statusCode).toBe(404);
    // The other firm's owner reads their own log: their event only.
    const own = await firm.inject('otherOwner', 'GET', `/organizations/${firm.other().id}/activity`);
    expect(ZActivityPage.parse(own.json()).events.map((event) => event.action)).toEqual(['payout_approved']);
    const admin = await firm.handle
      .app()
      .inject({ method: 'GET', url: `/api${path()}`, headers: bearer(adminToken) });
    expect(ids(ZActivityPage.parse(admin.json()).events)).toEqual(expected);
    expect((await firm.handle.app().inject({ method: 'GET', url: `/api${path()}` })).statusCode).toBe(401);
  });

  it('exports the filtered log as CSV, formulas neutralised', async () => {
    const response = await firm.inject('owner', 'GET', path('/export.csv?targetType=payout'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'event_id,at,actor_id,actor_name,actor_email,action,target_type,target_id,outcome,ip,user_agent,details',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`2025-06-12T10:00:00.000Z,${firm.users.owner.id},owner Tester,`);
    // The JSON of the details is quoted, and its leading = cannot start a formula: the field starts with {.
    expect(lines[1]).toContain('"{""reason"":""=HYPERLINK(\\""https://evil.example.com\\"")""}"');
    expect(lines[2]).toContain('[redacted]');
    expect(response.body).not.toContain('never-shown');
  });

  it('streams an export longer than one chunk, each event once, even when all share an instant', async () => {
    const em = firm.em();
    const action: TAuditAction = 'profile_updated';
    for (let index = 0; index < 2_050; index += 1) {
      em.create(AuditEvent, {
        actor: firm.users.owner,
        action,
        organization: firm.firm().id,
        targetType: null,
        targetId: null,
        outcome: 'success',
        ip: null,
        userAgent: index === 0 ? '=cmd|calc' : null,
        details: null,
        createdAt: new Date(SAME_INSTANT),
      });
    }
    await em.flush();
    const response = await firm.inject('owner', 'GET', path(`/export.csv?action=${action}`));
    const lines = response.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(2_050);
    expect(new Set(lines).size).toBe(2_050);
    expect(response.body).toContain(",'=cmd|calc,");
  });
});
