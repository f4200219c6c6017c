import { describe, expect, it } from '@jest/globals';
import {
  SECURITY_SIGN_IN_DAYS,
  SENSITIVE_AUDIT_ACTIONS,
  ZSecurityDashboard,
  type TSecurityDashboard,
} from '@propdesk/shared/contracts';
import { countStatements } from '../../db/statement-counter.ts';
import { signPayload } from '../../infra/signed-payload.ts';
import {
  bearer,
  createTestAccount,
  signInAs,
  signInThroughApi,
  TEST_TOTP_SECRET,
} from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { AUDIT_ACTIONS, AuditEvent } from '../audit/index.ts';
import { Session } from '../auth/index.ts';
import { IngestionKey } from '../ingestion/index.ts';
import { OrganizationMember } from '../tenancy/index.ts';

const DAY_MS = 86_400_000;

describe('sensitive audit actions', () => {
  it('are all actions the api records', () => {
    const recorded: readonly string[] = Object.values(AUDIT_ACTIONS);
    expect(SENSITIVE_AUDIT_ACTIONS.filter((action) => !recorded.includes(action))).toEqual([]);
  });
});

describe.each(TEST_DRIVERS)('the security dashboard (%s)', (driver) => {
  const firm = useStaffFirm(driver, `security_${driver}`);
  const path = () => `/organizations/${firm.firm().id}/security`;
  const read = async (who: Parameters<typeof firm.inject>[0] = 'owner'): Promise<TSecurityDashboard> => {
    const response = await firm.inject(who, 'GET', path());
    expect(response.statusCode).toBe(200);
    return ZSecurityDashboard.parse(response.json());
  };
  const revoke = (who: Parameters<typeof firm.inject>[0], sessionId: string) =>
    firm.inject(who, 'POST', `${path()}/sessions/${sessionId}/revoke`);

  it('lists the staff by second factor, their live sessions only, and nobody else’s', async () => {
    const em = firm.em();
    const newcomer = await createTestAccount(em, {
      email: 'newcomer@security.example.com',
      firstName: 'Nora',
      lastName: 'Newcomer',
      organization: firm.firm(),
      totpSecret: null,
    });
    em.create(OrganizationMember, {
      organization: firm.firm(),
      user: newcomer,
      role: 'manager',
      status: 'active',
    });
    await em.flush();

    const dashboard = await read('owner');
    expect(dashboard.staff.map((member) => [member.name, member.role, member.hasSecondFactor])).toEqual([
      ['Nora Newcomer', 'manager', false],
      ['admin Tester', 'admin', true],
      ['agent Tester', 'agent', true],
      ['manager Tester', 'manager', true],
      ['owner Tester', 'owner', true],
    ]);
    const sessionIds = dashboard.sessions.map((session) => session.id);
    for (const who of ['owner', 'admin', 'manager', 'agent'] as const)
      expect(sessionIds).toContain(firm.sessions[who]);
    for (const who of ['trader', 'otherOwner', 'platformAdmin'] as const) {
      expect(sessionIds).not.toContain(firm.sessions[who]);
    }
    const own = dashboard.sessions.find((session) => session.id === firm.sessions.owner);
    expect(own).toMatchObject({
      isCurrent: true,
      userAgent: 'owner-browser',
      hasSecondFactor: true,
      role: 'owner',
    });
    expect(dashboard.sessions.filter((session) => session.isCurrent)).toHaveLength(1);
  });

  it('charts the failed sign-ins and lock-outs of the firm’s people per day, not other firms’', async () => {
    const em = firm.em();
    const trader = await createTestAccount(em, {
      email: 'unlucky@security.example.com',
      organization: firm.firm(),
    });
    em.create(OrganizationMember, {
      organization: firm.firm(),
      user: trader,
      role: 'user',
      status: 'active',
    });
    // Three days ago, written as sign-in wrote them then.
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
    for (const action of ['sign_in', 'sign_in', 'account_locked'] as const) {
      em.create(AuditEvent, {
        actor: trader,
        action,
        outcome: 'failure',
        ip: null,
        userAgent: null,
        details: null,
        createdAt: threeDaysAgo,
      });
    }
    // Older than the window, and a success: neither counts.
    em.create(AuditEvent, {
      actor: trader,
      action: 'sign_in',
      outcome: 'failure',
      ip: null,
      userAgent: null,
      createdAt: new Date(Date.now() - (SECURITY_SIGN_IN_DAYS + 1) * DAY_MS),
    });
    em.create(AuditEvent, {
      actor: trader,
      action: 'sign_in',
      outcome: 'success',
      ip: null,
      userAgent: null,
    });
    await em.flush();
    // Today: five wrong passwords lock the trader; another firm's owner fails once.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await signInThroughApi(firm.handle.app(), {
        email: trader.email,
        password: 'Wrong-Password-123',
      });
      expect(refused.statusCode).toBe(401);
    }
    await signInThroughApi(firm.handle.app(), {
      email: firm.users.otherOwner.email,
      password: 'Wrong-Password-123',
    });

    const { signIns } = await read('admin');
    expect(signIns.days).toHaveLength(SECURITY_SIGN_IN_DAYS);
    const today = new Date().toISOString().slice(0, 10);
    const past = threeDaysAgo.toISOString().slice(0, 10);
    expect(signIns.days.at(-1)).toEqual({ day: today, failures: 5, lockouts: 1 });
    expect(signIns.days.find((day) => day.day === past)).toEqual({ day: past, failures: 2, lockouts: 1 });
    expect(signIns).toMatchObject({ failures: 7, lockouts: 2 });
    const lock = await firm
      .em()
      .findOneOrFail(AuditEvent, { actor: trader.id, action: 'account_locked', ip: { $ne: null } });
    expect(lock.details).toEqual({ via: 'password', portal: 'client' });
  });

  it('shows the ingestion key’s dates, and when a delivery last used it (at most once a minute)', async () => {
    expect((await read()).ingestionKey).toEqual({
      exists: false,
      createdAt: null,
      rotatedAt: null,
      lastUsedAt: null,
    });
    const issue = () => firm.inject('owner', 'POST', `/organizations/${firm.firm().id}/ingestion-key`);
    expect((await issue()).statusCode).toBe(201);
    const first = (await read()).ingestionKey;
    expect(first).toMatchObject({ exists: true, rotatedAt: null, lastUsedAt: null });
    const rotated = await issue();
    const { secret } = rotated.json<{ secret: string }>();
    const deliver = () => {
      const body = JSON.stringify({ events: [] });
      return firm.handle.app().inject({
        method: 'POST',
        url: `/api/ingest/${firm.firm().slug}`,
        headers: {
          'content-type': 'application/json',
          'x-propdesk-signature': signPayload(secret, body, Date.now()),
        },
        payload: body,
      });
    };
    await deliver();
    const afterUse = (await read()).ingestionKey;
    expect(afterUse.createdAt).toBe(first.createdAt);
    expect(afterUse.rotatedAt).not.toBeNull();
    expect(afterUse.lastUsedAt).not.toBeNull();
    // A second delivery within the minute writes nothing.
    const { statements } = await countStatements(firm.handle.database().orm, () => deliver());
    const key = await firm.em().findOneOrFail(IngestionKey, { organization: firm.firm().id });
    expect(key.lastUsedAt?.toISOString()).toBe(afterUse.lastUsedAt);
    expect(statements).toBe(1);
  });

  it('lists the organization’s latest sensitive actions only, newest first', async () => {
    const em = firm.em();
    em.create(AuditEvent, {
      actor: firm.users.owner,
      action: 'payout_approved',
      organization: firm.firm(),
      targetType: 'payout',
      targetId: 'p-1',
      outcome: 'success',
      ip: '10.0.0.1',
      userAgent: null,
    });
    em.create(AuditEvent, {
      actor: firm.users.owner,
      action: 'sign_out',
      organization: firm.firm(),
      outcome: 'success',
      ip: null,
      userAgent: null,
    });
    em.create(AuditEvent, {
      actor: firm.users.otherOwner,
      action: 'payout_paid',
      organization: firm.other(),
      outcome: 'success',
      ip: null,
      userAgent: null,
    });
    await em.flush();
    const { recentActions } = await read();
    expect(recentActions.map((action) => action.action)).not.toContain('sign_out');
    expect(recentActions.map((action) => action.action)).not.toContain('payout_paid');
    expect(recentActions.find((action) => action.action === 'payout_approved')).toMatchObject({
      actor: { userId: firm.users.owner.id, name: 'owner Tester' },
      targetType: 'payout',
      targetId: 'p-1',
      ip: '10.0.0.1',
    });
    const times = recentActions.map((action) => action.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lets an admin end a staff member’s session: audited, refused at once, gone from the list', async () => {
    // A second browser of the manager's, so the manager's own token keeps working for the other tests.
    const second = await signInAs(firm.handle.app(), {
      email: firm.users.manager.email,
      totpSecret: TEST_TOTP_SECRET,
      userAgent: 'manager-laptop',
    });
    const managerSession = second.sessionId;
    expect((await read()).sessions.map((session) => session.id)).toContain(managerSession);
    const ended = await revoke('admin', managerSession);
    expect(ended.statusCode).toBe(204);
    const refused = await firm.handle
      .app()
      .inject({ method: 'GET', url: '/api/auth/session', headers: bearer(second.accessToken) });
    expect(refused.statusCode).toBe(401);
    expect((await read()).sessions.map((session) => session.id)).not.toContain(managerSession);
    const event = await firm
      .em()
      .findOneOrFail(AuditEvent, { action: 'staff_session_revoked', targetId: managerSession });
    expect(event).toMatchObject({
      organization: { id: firm.firm().id },
      actor: { id: firm.users.admin.id },
      targetType: 'session',
      details: { userId: firm.users.manager.id },
    });
    const stored = await firm.em().findOneOrFail(Session, { id: managerSession });
    expect(stored.revokedAt).not.toBeNull();
    // Ended already: nothing left to end.
    expect((await revoke('admin', managerSession)).statusCode).toBe(404);
  });

  it('refuses sessions that are not this organization’s staff’s, and bad ids', async () => {
    expect((await revoke('owner', firm.sessions.trader)).statusCode).toBe(404);
    expect((await revoke('owner', firm.sessions.otherOwner)).statusCode).toBe(404);
    expect((await revoke('owner', firm.sessions.platformAdmin)).statusCode).toBe(404);
    expect((await revoke('owner', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke('owner', 'not-a-session')).statusCode).toBe(400);
    expect((await firm.inject('owner', 'GET', '/organizations/not-an-id/security')).statusCode).toBe(404);
  });

  it('refuses roles without the permission (403) and other firms’ staff (404); lets a platform admin in', async () => {
    for (const who of ['manager', 'agent', 'trader'] as const) {
      expect([who, (await firm.inject(who, 'GET', path())).statusCode]).toEqual([who, 403]);
      expect([who, (await revoke(who, firm.sessions.agent)).statusCode]).toEqual([who, 403]);
    }
    expect((await firm.inject('otherOwner', 'GET', path())).statusCode).toBe(404);
    expect((await revoke('otherOwner', firm.sessions.agent)).statusCode).toBe(404);
    expect((await firm.inject('platformAdmin', 'GET', path())).statusCode).toBe(200);
    expect((await revoke('platformAdmin', firm.sessions.agent)).statusCode).toBe(204);
  });
});
