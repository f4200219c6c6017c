import { describe, expect, it } from '@jest/globals';
import { INVITATION_TTL_MS, ZAcceptedInvitation, ZInvitation } from '@propdesk/shared/contracts';
import { TEST_PASSWORD, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox, tokenFromMail } from '../../test/outbox.ts';
import { AuditEvent } from '../audit/index.ts';
import { OrganizationMember, Profile } from '../tenancy/index.ts';
import { useMembersFirm } from '../../test/members-firm.ts';

describe.each(TEST_DRIVERS)('invitations: reading and accepting a link (%s)', (driver) => {
  const firm = useMembersFirm(driver, `invitation_accept_${driver}`);
  const slug = `invitation-accept-${driver}`;
  const invite = async (email: string, role: string): Promise<{ id: string; token: string }> => {
    const response = await firm.inject('owner', 'POST', firm.inFirm('/invitations'), { email, role });
    if (response.statusCode !== 201) throw new Error(`invitation failed: ${response.body}`);
    return { id: ZInvitation.parse(response.json()).id, token: await firm.invitationTokenFor(email) };
  };
  const accept = (accessToken: string, token: string) =>
    firm.inject(accessToken, 'POST', `/invitations/${token}/accept`);
  const signIn = async (name: string) =>
    (await signInAs(firm.handle.app(), { email: `${name}@${slug}.example.com` })).accessToken;

  it('reads a link without signing in: organization, role, address and state, nothing else (404 unknown)', async () => {
    const { token } = await invite('reader@example.com', 'manager');
    const read = await firm.handle.app().inject({ method: 'GET', url: `/api/public/invitations/${token}` });
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.json()).sort()).toEqual(['email', 'organizationName', 'role', 'state']);
    const unknown = await firm.handle
      .app()
      .inject({ method: 'GET', url: `/api/public/invitations/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await firm.handle.app().inject({ method: 'GET', url: '/api/public/invitations/a%20b' });
    expect(malformed.statusCode).toBe(400);
  });

  it('lets an existing person accept once: the membership with its role, audited; a second accept is 409', async () => {
    const { user } = await firm.addMember('joiner', 'user', 'active', firm.other());
    const { id, token } = await invite(user.email, 'manager');
    const accessToken = await signIn('joiner');
    expect(
      (await firm.handle.app().inject({ method: 'POST', url: `/api/invitations/${token}/accept` }))
        .statusCode,
    ).toBe(401);
    const accepted = await accept(accessToken, token);
    expect(accepted.statusCode).toBe(200);
    expect(ZAcceptedInvitation.parse(accepted.json())).toEqual({
      organizationId: firm.firm().id,
      organizationName: 'Vega Members',
      role: 'manager',
      // Signed in with a password alone: a manager signs in again with a second factor.
      isSecondFactorNeeded: true,
    });
    const member = await firm
      .em()
      .findOneOrFail(OrganizationMember, { organization: firm.firm().id, user: user.id });
    expect(member).toMatchObject({ role: 'manager', status: 'active' });
    const audit = await firm
      .em()
      .findOneOrFail(AuditEvent, { action: 'member_invitation_accepted', targetId: member.id });
    expect(audit).toMatchObject({ actor: { id: user.id }, organization: { id: firm.firm().id } });
    expect(audit.details).toMatchObject({ invitationId: id, role: 'manager' });
    const again = await accept(accessToken, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'INVITATION_USED' } });
    const read = await firm.handle.app().inject({ method: 'GET', url: `/api/public/invitations/${token}` });
    expect(read.json()).toMatchObject({ state: 'accepted' });
  });

  it('refuses a person signed in with another address (403) and changes nothing', async () => {
    const { token } = await invite('intended@example.com', 'agent');
    expect((await accept(firm.tokens.trader, 'too-short')).statusCode).toBe(400);
    const refused = await accept(firm.tokens.trader, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'INVITATION_EMAIL_MISMATCH' } });
    const read = await firm.handle.app().inject({ method: 'GET', url: `/api/public/invitations/${token}` });
    expect(read.json()).toMatchObject({ state: 'pending' });
  });

  it('refuses a link older than 7 days (410 INVITATION_EXPIRED) and a revoked one (410)', async () => {
    const { user } = await firm.addMember('latecomer', 'user', 'active', firm.other());
    const { id, token } = await invite(user.email, 'agent');
    const accessToken = await signIn('latecomer');
    firm.clock.current += INVITATION_TTL_MS;
    const expired = await accept(accessToken, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: { code: 'INVITATION_EXPIRED' } });
    // Sent again, it works for 7 more days; revoked, it does not.
    await firm.ageMails(user.email);
    expect((await firm.inject('owner', 'POST', firm.inFirm(`/invitations/${id}/resend`))).statusCode).toBe(
      200,
    );
    const fresh = await firm.invitationTokenFor(user.email);
    expect((await firm.inject('owner', 'DELETE', firm.inFirm(`/invitations/${id}`))).statusCode).toBe(204);
    const revoked = await accept(accessToken, fresh);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ error: { code: 'INVITATION_REVOKED' } });
    expect(await firm.em().count(OrganizationMember, { organization: firm.firm().id, user: user.id })).toBe(
      0,
    );
  });

  it('of two acceptances of one link at once, exactly one wins', async () => {
    const { user } = await firm.addMember('twin', 'user', 'active', firm.other());
    const { token } = await invite(user.email, 'agent');
    const accessToken = await signIn('twin');
    const answers = await Promise.all([accept(accessToken, token), accept(accessToken, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await firm.em().count(OrganizationMember, { organization: firm.firm().id, user: user.id })).toBe(
      1,
    );
  });

  it('turns a deactivated member on again with the invitation’s role; an active one is refused (409)', async () => {
    const { user } = await firm.addMember('returning', 'agent', 'suspended');
    const { token } = await invite(user.email, 'admin');
    const accepted = await accept(await signIn('returning'), token);
    expect(accepted.json()).toMatchObject({ role: 'admin' });
    const member = await firm
      .em()
      .findOneOrFail(OrganizationMember, { organization: firm.firm().id, user: user.id });
    expect(member).toMatchObject({ role: 'admin', status: 'active' });
    expect(
      (
        await firm.inject('owner', 'POST', firm.inFirm('/invitations'), { email: user.email, role: 'agent' })
      ).json(),
    ).toMatchObject({
      error: { code: 'ALREADY_MEMBER' },
    });
  });

  it('lets a new person sign up through the link, verify, sign in and accept', async () => {
    const email = 'brand.new@example.com';
    const { token } = await invite(email, 'agent');
    const app = firm.handle.app();
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Bran',
        lastName: 'New',
        email,
        password: TEST_PASSWORD,
        country: 'IT',
        language: 'en',
      },
    });
    expect(signedUp.statusCode).toBeLessThan(300);
    const verification = (await readOutbox(app, email)).find((mail) => mail.purpose === 'email_verification');
    if (verification === undefined) throw new Error('no verification mail');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { tokenHash: tokenFromMail(verification) },
    });
    expect(verified.statusCode).toBeLessThan(300);
    const { accessToken } = await signInAs(app, { email });
    const accepted = await accept(accessToken, token);
    expect(accepted.json()).toMatchObject({ role: 'agent', isSecondFactorNeeded: false });
    const profile = await firm.em().findOneOrFail(Profile, { email });
    expect(profile.organization?.id).toBe(firm.firm().id);
    // The support-agent portal now lets them in.
    await signInAs(app, { email, portal: 'support-agent' });
  });
});
