import { describe, expect, it } from '@jest/globals';
import { INVITATION_TTL_MS, ZInvitation, ZInvitationPage } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox } from '../../test/outbox.ts';
import { AuditEvent } from '../audit/index.ts';
import { MailMessage } from '../mail/index.ts';
import { Profile } from '../tenancy/index.ts';
import { useMembersFirm } from '../../test/members-firm.ts';
import { OrganizationInvitation } from './organization-invitation.entity.ts';

describe.each(TEST_DRIVERS)('invitations: sending, listing, resending, revoking (%s)', (driver) => {
  const firm = useMembersFirm(driver, `invitations_${driver}`);
  const invite = (who: Parameters<typeof firm.inject>[0], email: string, role: string) =>
    firm.inject(who, 'POST', firm.inFirm('/invitations'), { email, role });
  const publicRead = (token: string) =>
    firm.handle.app().inject({ method: 'GET', url: `/api/public/invitations/${token}` });

  it('invites an address: a single-use link valid 7 days by mail, audited, its token stored only hashed', async () => {
    const response = await invite('admin', 'New.Agent@Example.com', 'agent');
    expect(response.statusCode).toBe(201);
    const invitation = ZInvitation.parse(response.json());
    expect(invitation).toMatchObject({
      email: 'new.agent@example.com',
      role: 'agent',
      state: 'pending',
      invitedByName: 'admin Tester',
    });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)).toBe(INVITATION_TTL_MS);
    const [mail] = await readOutbox(firm.handle.app(), 'new.agent@example.com');
    expect(mail?.subject).toBe('You are invited to join Vega Members on PropDesk');
    expect(mail?.text).toContain('as support agent');
    const token = await firm.invitationTokenFor('new.agent@example.com');
    // The database keeps neither the token nor the link: only its hash, and the mail's copy without it.
    const stored = await firm.em().findOneOrFail(OrganizationInvitation, { id: invitation.id });
    expect(stored.tokenHash).not.toContain(token);
    const copies = await firm.em().find(MailMessage, { to: 'new.agent@example.com' });
    expect(copies.map((copy) => copy.text).join()).not.toContain(token);
    const audit = await firm
      .em()
      .findOneOrFail(AuditEvent, { action: 'member_invited', targetId: invitation.id });
    expect(audit).toMatchObject({
      targetType: 'invitation',
      organization: { id: firm.firm().id },
      actor: { id: firm.users.admin.id },
      details: { email: 'new.agent@example.com', role: 'agent' },
    });
    expect(JSON.stringify(audit.details)).not.toContain(token);
    expect((await publicRead(token)).json()).toEqual({
      organizationName: 'Vega Members',
      role: 'agent',
      email: 'new.agent@example.com',
      state: 'pending',
    });
  });

  it('writes the mail in the invitee’s language when they have an account, else the inviter’s', async () => {
    await firm.addMember('lingua', 'user', 'suspended', firm.other());
    await firm
      .em()
      .nativeUpdate(Profile, { email: `lingua@invitations-${driver}.example.com` }, { language: 'it' });
    expect((await invite('owner', `lingua@invitations-${driver}.example.com`, 'manager')).statusCode).toBe(
      201,
    );
    const [italian] = await readOutbox(firm.handle.app(), `lingua@invitations-${driver}.example.com`);
    expect(italian?.subject).toBe('Sei stato invitato a unirti a Vega Members su PropDesk');
    await firm.em().nativeUpdate(Profile, { user: firm.users.owner.id }, { language: 'es' });
    expect((await invite('owner', 'nobody.yet@example.com', 'manager')).statusCode).toBe(201);
    const [spanish] = await readOutbox(firm.handle.app(), 'nobody.yet@example.com');
    expect(spanish?.subject).toBe('Te invitan a unirte a Vega Members en PropDesk');
    await firm.em().nativeUpdate(Profile, { user: firm.users.owner.id }, { language: null });
  });

  it('refuses bad input (400), an owner invitation from an admin (403), members and doubles (409)', async () => {
    expect((await invite('owner', 'not-an-email', 'agent')).statusCode).toBe(400);
    expect((await invite('owner', 'trader.to.be@example.com', 'user')).statusCode).toBe(400);
    expect((await firm.inject('owner', 'POST', firm.inFirm('/invitations'), {})).statusCode).toBe(400);
    const ownerByAdmin = await invite('admin', 'future.owner@example.com', 'owner');
    expect(ownerByAdmin.statusCode).toBe(403);
    expect(ownerByAdmin.json()).toMatchObject({ error: { code: 'OWNERS_ONLY' } });
    expect((await invite('owner', 'future.owner@example.com', 'owner')).statusCode).toBe(201);
    const again = await invite('owner', 'future.owner@example.com', 'admin');
    expect(again.json()).toMatchObject({ error: { code: 'INVITATION_PENDING' } });
    // A staff member, and a trader of the firm: both already members.
    for (const who of ['manager', 'trader'] as const) {
      const member = await invite('owner', firm.users[who].email, 'agent');
      expect(member.statusCode).toBe(409);
      expect(member.json()).toMatchObject({ error: { code: 'ALREADY_MEMBER' } });
    }
  });

  it('refuses the manager, agent and trader (403), another firm’s owner (404); admits platform admins', async () => {
    const waiting = ZInvitation.parse((await invite('owner', 'waiting@example.com', 'agent')).json());
    for (const who of ['manager', 'agent', 'trader'] as const) {
      expect((await firm.inject(who, 'GET', firm.inFirm('/invitations'))).statusCode).toBe(403);
      expect((await invite(who, 'x@example.com', 'agent')).statusCode).toBe(403);
      const path = firm.inFirm(`/invitations/${waiting.id}`);
      expect((await firm.inject(who, 'POST', `${path}/resend`)).statusCode).toBe(403);
      expect((await firm.inject(who, 'DELETE', path)).statusCode).toBe(403);
    }
    expect((await firm.inject('owner', 'DELETE', firm.inFirm('/invitations/not-a-uuid'))).statusCode).toBe(
      400,
    );
    expect((await firm.inject('otherOwner', 'GET', firm.inFirm('/invitations'))).statusCode).toBe(404);
    expect((await invite('otherOwner', 'x@example.com', 'agent')).statusCode).toBe(404);
    expect((await firm.inject('owner', 'GET', '/organizations/nope/invitations')).statusCode).toBe(404);
    const nowhere = '/organizations/00000000-0000-4000-8000-000000000000/invitations';
    const intoNowhere = await firm.inject('platformAdmin', 'POST', nowhere, {
      email: 'z@example.com',
      role: 'agent',
    });
    expect(intoNowhere.statusCode).toBe(404);
    const sent = ZInvitation.parse(
      (await invite('platformAdmin', 'by.platform@example.com', 'owner')).json(),
    );
    const foreign = `/organizations/${firm.other().id}/invitations/${sent.id}`;
    expect((await firm.inject('otherOwner', 'POST', `${foreign}/resend`)).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'DELETE', foreign)).statusCode).toBe(404);
    expect(
      (await firm.inject('otherOwner', 'DELETE', firm.inFirm(`/invitations/${sent.id}`))).statusCode,
    ).toBe(404);
    expect(
      (
        await firm.inject('passwordOnlyAdmin', 'POST', firm.inFirm('/invitations'), {
          email: 'y@example.com',
          role: 'agent',
        })
      ).json(),
    ).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
  });

  it('lists the open invitations newest first, paged, filtered by role; expired ones read "expired"', async () => {
    // Sent a second after the others: the newest.
    firm.clock.current += 1000;
    const sent = ZInvitation.parse((await invite('owner', 'listed.agent@example.com', 'agent')).json());
    const list = ZInvitationPage.parse(
      (await firm.inject('admin', 'GET', firm.inFirm('/invitations?role=agent&pageSize=1'))).json(),
    );
    expect(list.invitations).toEqual([sent]);
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect((await firm.inject('admin', 'GET', firm.inFirm('/invitations?pageSize=0'))).statusCode).toBe(400);
    firm.clock.current += INVITATION_TTL_MS;
    const later = ZInvitationPage.parse(
      (await firm.inject('admin', 'GET', firm.inFirm('/invitations?role=agent'))).json(),
    );
    expect(later.invitations.find((each) => each.id === sent.id)?.state).toBe('expired');
  });

  it('resends with a new link and 7 new days: the old link is dead; at most one mail a minute', async () => {
    const sent = ZInvitation.parse((await invite('owner', 'resent@example.com', 'manager')).json());
    const oldToken = await firm.invitationTokenFor('resent@example.com');
    const resend = () => firm.inject('admin', 'POST', firm.inFirm(`/invitations/${sent.id}/resend`));
    expect((await resend()).statusCode).toBe(429);
    await firm.ageMails('resent@example.com');
    const resent = await resend();
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(ZInvitation.parse(resent.json()).expiresAt)).toBe(
      firm.clock.current + INVITATION_TTL_MS,
    );
    const newToken = await firm.invitationTokenFor('resent@example.com');
    expect(newToken).not.toBe(oldToken);
    expect((await publicRead(oldToken)).statusCode).toBe(404);
    expect((await publicRead(newToken)).json()).toMatchObject({ state: 'pending' });
    expect(await firm.em().count(AuditEvent, { action: 'member_invitation_resent', targetId: sent.id })).toBe(
      1,
    );
  });

  it('revokes: the link reads "revoked" and cannot be resent; an owner’s invitation is an owner’s to revoke', async () => {
    const sent = ZInvitation.parse((await invite('owner', 'revoked@example.com', 'agent')).json());
    const token = await firm.invitationTokenFor('revoked@example.com');
    const revoked = await firm.inject('admin', 'DELETE', firm.inFirm(`/invitations/${sent.id}`));
    expect(revoked.statusCode).toBe(204);
    expect((await firm.inject('admin', 'DELETE', firm.inFirm(`/invitations/${sent.id}`))).statusCode).toBe(
      204,
    );
    expect((await publicRead(token)).json()).toMatchObject({ state: 'revoked' });
    expect(
      (await firm.inject('admin', 'POST', firm.inFirm(`/invitations/${sent.id}/resend`))).statusCode,
    ).toBe(410);
    const listed = ZInvitationPage.parse(
      (await firm.inject('admin', 'GET', firm.inFirm('/invitations'))).json(),
    );
    expect(listed.invitations.map((each) => each.id)).not.toContain(sent.id);
    expect(
      await firm.em().count(AuditEvent, { action: 'member_invitation_revoked', targetId: sent.id }),
    ).toBe(1);
    const forOwner = ZInvitation.parse((await invite('owner', 'owner.invite@example.com', 'owner')).json());
    expect(
      (await firm.inject('admin', 'DELETE', firm.inFirm(`/invitations/${forOwner.id}`))).statusCode,
    ).toBe(403);
  });
});
