import { describe, expect, it } from '@jest/globals';
import { ZMemberPage, ZStaffMember } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { AuditEvent } from '../audit/index.ts';
import { Notification } from '../notifications/index.ts';
import { OrganizationMember } from '../tenancy/index.ts';
import { useMembersFirm } from '../../test/members-firm.ts';

describe.each(TEST_DRIVERS)('members (%s)', (driver) => {
  const firm = useMembersFirm(driver, `members_${driver}`);
  const page = async (who: Parameters<typeof firm.inject>[0], query = '') =>
    ZMemberPage.parse((await firm.inject(who, 'GET', firm.inFirm(`/members${query}`))).json());
  const setRole = (who: Parameters<typeof firm.inject>[0], memberId: string, role: string) =>
    firm.inject(who, 'PATCH', firm.inFirm(`/members/${memberId}`), { role });
  const act = (who: Parameters<typeof firm.inject>[0], memberId: string, step: 'deactivate' | 'reactivate') =>
    firm.inject(who, 'POST', firm.inFirm(`/members/${memberId}/${step}`));

  it('lists the staff (never the traders) with their role, status, second factor and last sign-in', async () => {
    const listed = await page('owner', '?pageSize=100');
    const emails = listed.members.map((member) => member.email);
    expect(emails).toContain(firm.users.agent.email);
    expect(emails).not.toContain(firm.users.trader.email);
    expect(emails).not.toContain(firm.users.otherOwner.email);
    // Owners first, then admins, managers and agents.
    expect(listed.members[0]).toMatchObject({ role: 'owner', email: firm.users.owner.email });
    const owner = listed.members.find((member) => member.email === firm.users.owner.email);
    expect(owner).toMatchObject({ name: 'owner Tester', status: 'active', hasSecondFactor: true });
    expect(owner?.lastSignInAt).not.toBeNull();
    const agent = listed.members.find((member) => member.email === firm.users.agent.email);
    expect(agent?.hasSecondFactor).toBe(false);
  });

  it('pages, searches by name or email and filters by role and status on the server', async () => {
    const first = await page('admin', '?pageSize=2&page=1');
    const second = await page('admin', '?pageSize=2&page=2');
    expect(first.members).toHaveLength(2);
    expect(first.total).toBe(second.total);
    expect(second.members[0]?.id).not.toBe(first.members[0]?.id);
    expect((await page('admin', '?search=MANAGER')).members.map((member) => member.role)).toEqual([
      'manager',
    ]);
    expect((await page('admin', `?search=${encodeURIComponent('agent@')}`)).total).toBe(1);
    // A wildcard typed in the search box is a character, not a pattern.
    expect((await page('admin', '?search=%25')).total).toBe(0);
    expect((await page('admin', '?role=agent')).members.every((member) => member.role === 'agent')).toBe(
      true,
    );
    await firm.addMember('sleeping', 'agent', 'suspended');
    const suspended = await page('admin', '?status=suspended');
    expect(suspended.members.map((member) => member.email)).toEqual([expect.stringContaining('sleeping@')]);
  });

  it('refuses bad input (400), the manager, agent and trader (403), another firm’s owner (404)', async () => {
    expect((await firm.inject('owner', 'GET', firm.inFirm('/members?pageSize=101'))).statusCode).toBe(400);
    expect((await firm.inject('owner', 'GET', firm.inFirm('/members?role=user'))).statusCode).toBe(400);
    expect((await firm.inject('owner', 'GET', '/organizations/nope/members')).statusCode).toBe(404);
    for (const who of ['manager', 'agent', 'trader'] as const) {
      expect((await firm.inject(who, 'GET', firm.inFirm('/members'))).statusCode).toBe(403);
      expect((await setRole(who, firm.memberships.agent, 'manager')).statusCode).toBe(403);
      expect((await act(who, firm.memberships.agent, 'deactivate')).statusCode).toBe(403);
      expect((await act(who, firm.memberships.agent, 'reactivate')).statusCode).toBe(403);
    }
    expect((await firm.inject('otherOwner', 'GET', firm.inFirm('/members'))).statusCode).toBe(404);
    expect((await setRole('otherOwner', firm.memberships.agent, 'manager')).statusCode).toBe(404);
    expect((await act('otherOwner', firm.memberships.agent, 'deactivate')).statusCode).toBe(404);
    expect((await act('otherOwner', firm.memberships.agent, 'reactivate')).statusCode).toBe(404);
    expect(
      (await firm.inject('owner', 'POST', firm.inFirm('/members/not-a-uuid/deactivate'))).statusCode,
    ).toBe(400);
    // Naming another firm's member in one's own organization: not found either.
    const foreign = `/organizations/${firm.other().id}/members/${firm.memberships.agent}`;
    expect((await firm.inject('otherOwner', 'PATCH', foreign, { role: 'manager' })).statusCode).toBe(404);
    expect((await setRole('owner', firm.memberships.trader, 'agent')).statusCode).toBe(404);
    expect((await setRole('owner', firm.memberships.agent, 'user')).statusCode).toBe(400);
    expect((await setRole('owner', firm.memberships.agent, 'boss')).statusCode).toBe(400);
  });

  it('lets a platform admin read and change the members of any organization', async () => {
    expect((await page('platformAdmin')).total).toBeGreaterThan(0);
    const { memberId } = await firm.addMember('promoted', 'agent');
    const changed = await setRole('platformAdmin', memberId, 'owner');
    expect(changed.statusCode).toBe(200);
    expect(ZStaffMember.parse(changed.json())).toMatchObject({ role: 'owner' });
    expect((await setRole('platformAdmin', memberId, 'agent')).statusCode).toBe(200);
  });

  it('changes a role: audited with who, what, target and address; the member is told', async () => {
    const { memberId, user } = await firm.addMember('climber', 'agent');
    const response = await setRole('admin', memberId, 'manager');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: memberId, role: 'manager', status: 'active' });
    const audit = await firm
      .em()
      .findOneOrFail(AuditEvent, { action: 'member_role_changed', targetId: memberId });
    expect(audit).toMatchObject({
      organization: { id: firm.firm().id },
      targetType: 'member',
      actor: { id: firm.users.admin.id },
      ip: '127.0.0.1',
      details: { from: 'agent', to: 'manager', userId: user.id },
    });
    await firm.dispatch();
    const told = await firm.em().find(Notification, { recipient: user.id, type: 'member_role_changed' });
    expect(told).toHaveLength(1);
    expect(told[0]?.area).toBe('organization');
  });

  it('lets only owners make, change or deactivate owners', async () => {
    const { memberId: agentId } = await firm.addMember('hopeful', 'agent');
    const refused = await setRole('admin', agentId, 'owner');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'OWNERS_ONLY' } });
    const { memberId: ownerId } = await firm.addMember('second.owner', 'owner');
    expect((await setRole('admin', ownerId, 'manager')).json()).toMatchObject({
      error: { code: 'OWNERS_ONLY' },
    });
    expect((await act('admin', ownerId, 'deactivate')).statusCode).toBe(403);
    expect((await setRole('owner', agentId, 'owner')).statusCode).toBe(200);
    expect((await setRole('owner', agentId, 'agent')).statusCode).toBe(200);
    expect((await setRole('owner', ownerId, 'admin')).statusCode).toBe(200);
  });

  it('never demotes or deactivates the last active owner, whoever asks', async () => {
    const owners = await firm.em().find(OrganizationMember, { organization: firm.firm().id, role: 'owner' });
    // The firm's own owner is the only one left active here.
    for (const other of owners.filter((each) => each.id !== firm.memberships.owner)) {
      if (other.status === 'active') expect((await setRole('owner', other.id, 'admin')).statusCode).toBe(200);
    }
    for (const who of ['owner', 'platformAdmin'] as const) {
      const demoted = await setRole(who, firm.memberships.owner, 'admin');
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json()).toMatchObject({ error: { code: 'LAST_OWNER' } });
      expect((await act(who, firm.memberships.owner, 'deactivate')).json()).toMatchObject({
        error: { code: 'LAST_OWNER' },
      });
    }
    const owner = await firm.em().findOneOrFail(OrganizationMember, { id: firm.memberships.owner });
    expect(owner).toMatchObject({ role: 'owner', status: 'active' });
  });

  it('of two owners removed at once, one change wins and one active owner remains', async () => {
    // The other firm: its owner and a second one, removed at the same moment by a platform admin.
    const other = firm.other();
    const second = await firm.addMember('second.other.owner', 'owner', 'active', other);
    const inOther = (path: string) => `/organizations/${other.id}${path}`;
    const answers = await Promise.all([
      firm.inject('platformAdmin', 'PATCH', inOther(`/members/${firm.memberships.otherOwner}`), {
        role: 'admin',
      }),
      firm.inject('platformAdmin', 'POST', inOther(`/members/${second.memberId}/deactivate`)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = await firm
      .em()
      .count(OrganizationMember, { organization: other.id, role: 'owner', status: 'active' });
    expect(owners).toBe(1);
  });

  it('deactivates and reactivates a member: their access ends at once, audited, and they are told', async () => {
    const { memberId, user } = await firm.addMember('leaver', 'admin');
    const deactivated = await act('owner', memberId, 'deactivate');
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ status: 'suspended', role: 'admin' });
    // Deactivating again changes nothing.
    expect((await act('owner', memberId, 'deactivate')).statusCode).toBe(200);
    expect(await firm.em().count(AuditEvent, { action: 'member_deactivated', targetId: memberId })).toBe(1);
    const reactivated = await act('owner', memberId, 'reactivate');
    expect(reactivated.json()).toMatchObject({ status: 'active', role: 'admin' });
    expect(await firm.em().count(AuditEvent, { action: 'member_reactivated', targetId: memberId })).toBe(1);
    await firm.dispatch();
    const types = (await firm.em().find(Notification, { recipient: user.id })).map((each) => each.type);
    expect(types.sort()).toEqual(['member_deactivated', 'member_reactivated']);
  });

  it('stops a deactivated member at the next request', async () => {
    const deactivated = await act('owner', firm.memberships.admin, 'deactivate');
    expect(deactivated.statusCode).toBe(200);
    expect((await firm.inject('admin', 'GET', firm.inFirm('/members'))).statusCode).toBe(404);
    expect((await act('owner', firm.memberships.admin, 'reactivate')).statusCode).toBe(200);
    expect((await firm.inject('admin', 'GET', firm.inFirm('/members'))).statusCode).toBe(200);
  });

  it('asks for a second factor before any change (403), and changes nothing', async () => {
    const refused = await setRole('passwordOnlyAdmin', firm.memberships.agent, 'manager');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    expect((await act('passwordOnlyAdmin', firm.memberships.agent, 'deactivate')).statusCode).toBe(403);
    const agent = await firm.em().findOneOrFail(OrganizationMember, { id: firm.memberships.agent });
    expect(agent).toMatchObject({ role: 'agent', status: 'active' });
  });
});
