import { describe, expect, it } from '@jest/globals';
import { ZClientDetail, ZClientNote, ZClientSignInState } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { bearer, createTestAccount, signInAs, signInThroughApi } from '../../test/auth-fixtures.ts';
import { AuditEvent } from '../audit/index.ts';
import { Session } from '../auth/index.ts';
import { MailMessage } from '../mail/index.ts';
import { Notification } from '../notifications/index.ts';
import { OrganizationMember } from '../tenancy/index.ts';
import { useClientFirm } from '../../test/client-firm.ts';

describe.each(TEST_DRIVERS)('clients: notes, actions and export (%s)', (driver) => {
  const firm = useClientFirm(driver, `clients_act_${driver}`);

  /** A client of the firm who can sign in, signed in `sessions` times. */
  const signedInClient = async (name: string, sessions = 1) => {
    const em = firm.em();
    const email = `${name}@clients-act.example.com`;
    const user = await createTestAccount(em, { email, organization: firm.firm(), firstName: name });
    em.create(OrganizationMember, { organization: firm.firm(), user, role: 'user', status: 'active' });
    await em.flush();
    const tokens: string[] = [];
    for (let index = 0; index < sessions; index += 1)
      tokens.push((await signInAs(firm.handle.app(), { email })).accessToken);
    return { user, email, tokens };
  };
  const sessionOf = (token: string) =>
    firm.handle.app().inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });
  const auditOf = (action: string, targetId: string) =>
    firm.em().find(AuditEvent, { action, targetId }, { orderBy: { createdAt: 'desc' } });

  it('writes a staff note (1–2,000 characters) that the details list with its author; audited', async () => {
    const path = firm.inFirm(`/${firm.clients.bruno.id}/notes`);
    expect((await firm.inject('owner', 'POST', path, { text: '   ' })).statusCode).toBe(400);
    expect((await firm.inject('owner', 'POST', path, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    const written = await firm.inject('manager', 'POST', path, {
      text: '  Called about the payout delay.  ',
    });
    expect(written.statusCode).toBe(201);
    const note = ZClientNote.parse(written.json());
    expect(note).toMatchObject({ text: 'Called about the payout delay.', authorName: 'manager Tester' });
    const detail = ZClientDetail.parse(
      (await firm.inject('agent', 'GET', firm.inFirm(`/${firm.clients.bruno.id}`))).json(),
    );
    expect(detail.notes.map((each) => each.id)).toEqual([note.id]);
    expect(detail.timeline.some((entry) => entry.event === 'client_note_added')).toBe(true);
    const [audit] = await auditOf('client_note_added', firm.clients.bruno.id);
    expect(audit).toMatchObject({
      organization: { id: firm.firm().id },
      targetType: 'user',
      outcome: 'success',
    });
    expect(audit?.actor?.id).toBe(firm.users.manager.id);
  });

  it('refuses every action and the export to the agent and the trader (403) and to another firm (404)', async () => {
    const ada = firm.clients.ada.id;
    const actions = ['block', 'unblock', 'end-sessions', 'resend-verification'];
    for (const who of ['agent', 'trader'] as const) {
      for (const action of actions) {
        expect((await firm.inject(who, 'POST', firm.inFirm(`/${ada}/${action}`))).statusCode).toBe(403);
      }
      expect((await firm.inject(who, 'POST', firm.inFirm(`/${ada}/notes`), { text: 'hi' })).statusCode).toBe(
        403,
      );
      expect((await firm.inject(who, 'GET', firm.inFirm('/export.csv'))).statusCode).toBe(403);
    }
    for (const action of actions) {
      expect((await firm.inject('otherOwner', 'POST', firm.inFirm(`/${ada}/${action}`))).statusCode).toBe(
        404,
      );
    }
    // The other firm's own path naming this firm's client: the scope, not the guard, refuses it.
    const theirPath = `/organizations/${firm.other().id}/clients/${ada}`;
    expect((await firm.inject('otherOwner', 'POST', `${theirPath}/block`)).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'POST', `${theirPath}/notes`, { text: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await firm.inject('otherOwner', 'GET', firm.inFirm('/export.csv'))).statusCode).toBe(404);
  });

  it('blocks a client: sessions end at once, sign-in is refused, the client is told; unblocking lets them back', async () => {
    const { user, email, tokens } = await signedInClient('blockme', 2);
    const path = firm.inFirm(`/${user.id}`);
    expect((await sessionOf(tokens[0] ?? '')).statusCode).toBe(200);
    const blocked = await firm.inject('owner', 'POST', `${path}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(ZClientSignInState.parse(blocked.json())).toMatchObject({ endedSessions: 2 });
    // The access cache forgot them: the very next request with their token is refused.
    expect((await sessionOf(tokens[0] ?? '')).statusCode).toBe(401);
    expect((await signInThroughApi(firm.handle.app(), { email })).statusCode).not.toBe(200);
    expect(await firm.em().count(Session, { user: user.id, revokedAt: null })).toBe(0);
    expect((await firm.inject('owner', 'POST', `${path}/block`)).statusCode).toBe(409);
    await firm.dispatch();
    const told = await firm.em().find(Notification, { recipient: user.id, type: 'client_sign_in_blocked' });
    expect(told).toHaveLength(1);
    expect(await auditOf('client_blocked', user.id)).toHaveLength(1);

    const unblocked = await firm.inject('admin', 'POST', `${path}/unblock`);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toEqual({ blockedAt: null, endedSessions: 0 });
    expect((await firm.inject('owner', 'POST', `${path}/unblock`)).statusCode).toBe(409);
    expect((await signInThroughApi(firm.handle.app(), { email })).statusCode).toBe(200);
    await firm.dispatch();
    expect(await firm.em().count(Notification, { recipient: user.id, type: 'client_sign_in_restored' })).toBe(
      1,
    );
    const [audit] = await auditOf('client_unblocked', user.id);
    expect(audit?.actor?.id).toBe(firm.users.admin.id);
  });

  it('ends every session of a client, who may sign in again; told only when there was one to end', async () => {
    const { user, email, tokens } = await signedInClient('endme', 2);
    const ended = await firm.inject('manager', 'POST', firm.inFirm(`/${user.id}/end-sessions`));
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ blockedAt: null, endedSessions: 2 });
    for (const token of tokens) expect((await sessionOf(token)).statusCode).toBe(401);
    const again = await firm.inject('manager', 'POST', firm.inFirm(`/${user.id}/end-sessions`));
    expect(again.json()).toEqual({ blockedAt: null, endedSessions: 0 });
    await firm.dispatch();
    expect(await firm.em().count(Notification, { recipient: user.id, type: 'client_sessions_ended' })).toBe(
      1,
    );
    expect(await auditOf('client_sessions_ended', user.id)).toHaveLength(2);
    expect((await signInThroughApi(firm.handle.app(), { email })).statusCode).toBe(200);
  });

  it('never blocks or signs out a client who runs another firm (403): their sign-in is not this firm’s', async () => {
    const { user, tokens } = await signedInClient('alsoowner');
    const em = firm.em();
    em.create(OrganizationMember, {
      organization: firm.other().id,
      user: user.id,
      role: 'owner',
      status: 'active',
    });
    await em.flush();
    expect((await firm.inject('owner', 'GET', firm.inFirm(`/${user.id}`))).statusCode).toBe(200);
    for (const action of ['block', 'unblock', 'end-sessions']) {
      const refused = await firm.inject('owner', 'POST', firm.inFirm(`/${user.id}/${action}`));
      expect({ action, status: refused.statusCode }).toEqual({ action, status: 403 });
    }
    expect((await sessionOf(tokens[0] ?? '')).statusCode).toBe(200);
  });

  it('resends the verification mail to an unverified client only, once a minute', async () => {
    const zoe = firm.clients.zoe;
    const path = firm.inFirm(`/${zoe.id}/resend-verification`);
    const sent = await firm.inject('owner', 'POST', path);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: zoe.email });
    expect(await firm.em().count(MailMessage, { to: zoe.email, purpose: 'email_verification' })).toBe(1);
    const soon = await firm.inject('owner', 'POST', path);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await auditOf('client_verification_resent', zoe.id)).toHaveLength(1);
    const verified = await firm.inject(
      'owner',
      'POST',
      firm.inFirm(`/${firm.clients.ada.id}/resend-verification`),
    );
    expect(verified.statusCode).toBe(409);
  });

  it('exports the filtered clients as CSV, formulas neutralised and quotes escaped; audited with the filters', async () => {
    const response = await firm.inject('owner', 'GET', firm.inFirm('/export.csv?search=zo'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('clients.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'user_id,name,email,country,joined_at,kyc_status,accounts,funded,blocked,email_verified,last_sign_in_at',
    );
    expect(lines.slice(1)).toEqual([
      `${firm.clients.zoe.id},"'=SUM(1,2) Zoë ""Z""",${firm.clients.zoe.email},FR,2025-06-01T09:00:00.000Z,not_started,0,no,no,no,`,
    ]);
    const everyone = await firm.inject('admin', 'GET', firm.inFirm('/export.csv'));
    const { total } = (await firm.inject('admin', 'GET', firm.inFirm())).json<{ total: number }>();
    expect(everyone.body.trim().split('\r\n')).toHaveLength(1 + total);
    const approved = (await firm.inject('manager', 'GET', firm.inFirm('/export.csv?kyc=approved'))).body;
    expect(approved).toContain('Ada Lovelace,');
    expect(approved.trim().split('\r\n')).toHaveLength(2);
    expect((await firm.inject('owner', 'GET', firm.inFirm('/export.csv?kyc=lost'))).statusCode).toBe(400);
    const [audit] = await firm
      .em()
      .find(
        AuditEvent,
        { action: 'clients_exported', actor: firm.users.manager.id },
        { orderBy: { createdAt: 'desc' } },
      );
    expect(audit).toMatchObject({ targetType: 'organization', targetId: firm.firm().id });
    expect(audit?.details).toEqual({ filters: { kyc: 'approved' } });
  });
});
