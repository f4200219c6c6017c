import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ZClientDetail, ZClientPage, type TClientPage } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { AUDIT_ACTIONS, recordAuditEvent } from '../audit/index.ts';
import { Certificate, newCertificateCode } from '../certificates/index.ts';
import { readClientChunk, type TClientCursor } from './client-rows.ts';
import { useClientFirm } from '../../test/client-firm.ts';

describe.each(TEST_DRIVERS)('clients: list and details (%s)', (driver) => {
  const firm = useClientFirm(driver, `clients_read_${driver}`);

  const list = async (query = '', who: 'owner' | 'agent' | 'admin' = 'owner'): Promise<TClientPage> => {
    const response = await firm.inject(who, 'GET', firm.inFirm(query === '' ? '' : `?${query}`));
    expect(response.statusCode).toBe(200);
    return ZClientPage.parse(response.json());
  };
  const emails = (page: TClientPage) => page.clients.map((client) => client.email.split('@')[0]);

  it('lists the firm’s clients, a trader of no firm included, never its staff or another firm’s client', async () => {
    const page = await list('pageSize=100');
    expect(page.total).toBe(6);
    expect(emails(page).sort()).toEqual(['ada', 'bruno', 'chiara', 'trader', 'walker', 'zoe']);
    expect(page.clients.find((client) => client.email.startsWith('ada@'))).toMatchObject({
      name: 'Ada Lovelace',
      country: 'GB',
      joinedAt: '2025-01-10T09:00:00.000Z',
      kycStatus: 'approved',
      accountsCount: 1,
      isFunded: true,
      isBlocked: false,
      isEmailVerified: true,
      lastSignInAt: null,
    });
    // The trader signed in through the api: their last sign-in is the audit trail's.
    expect(page.clients.find((client) => client.email.startsWith('trader@'))?.lastSignInAt).not.toBeNull();
  });

  it('searches names and emails in any case, taking % and _ literally', async () => {
    expect(emails(await list('search=LOVE'))).toEqual(['ada']);
    expect(emails(await list('search=ada%20love'))).toEqual(['ada']);
    expect(emails(await list('search=bruno@'))).toEqual(['bruno']);
    expect(emails(await list('search=d%C3%ADaz'))).toEqual(['bruno']);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
  });

  it('filters by country, KYC, funded, blocked and joining dates', async () => {
    expect(emails(await list('country=ES'))).toEqual(['bruno']);
    expect(emails(await list('kyc=submitted'))).toEqual(['bruno']);
    expect(emails(await list('kyc=not_started')).sort()).toEqual(['trader', 'walker', 'zoe']);
    expect(emails(await list('funded=true'))).toEqual(['ada']);
    expect((await list('funded=false')).total).toBe(5);
    expect(emails(await list('blocked=true'))).toEqual(['chiara']);
    const joined = await list('joinedFrom=2025-02-01T00:00:00.000Z&joinedTo=2025-05-06T00:00:00.000Z');
    // Newest first by default.
    expect(emails(joined)).toEqual(['chiara', 'bruno', 'walker']);
    expect(emails(await list('kyc=approved&country=GB&funded=true&blocked=false'))).toEqual(['ada']);
  });

  it('sorts by joining date, name and last activity, and pages with the filtered total', async () => {
    expect(emails(await list())).toEqual(['trader', 'zoe', 'chiara', 'bruno', 'walker', 'ada']);
    expect(emails(await list('sort=joined&direction=asc'))[0]).toBe('ada');
    // Zoë's name starts with "=", which the databases' collations order differently: left out here.
    const byName = emails(await list('sort=name')).filter((email) => email !== 'zoe');
    expect(byName).toEqual(['ada', 'bruno', 'chiara', 'trader', 'walker']);
    const byNameDown = emails(await list('sort=name&direction=desc')).filter((email) => email !== 'zoe');
    expect(byNameDown).toEqual(['walker', 'trader', 'chiara', 'bruno', 'ada']);
    // Only the trader has used the portal; the never-seen come last in either direction.
    expect(emails(await list('sort=last_activity'))[0]).toBe('trader');
    expect(emails(await list('sort=last_activity&direction=asc'))[0]).toBe('trader');
    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(emails(second)).toEqual(['chiara', 'bruno']);
    expect((await list('pageSize=2&page=9')).clients).toEqual([]);
  });

  it('reads the export’s chunks by keyset: every client once, newest first', async () => {
    const seen: string[] = [];
    let after: TClientCursor | null = null;
    for (let chunks = 0; chunks < 10; chunks += 1) {
      const chunk: Awaited<ReturnType<typeof readClientChunk>> = await readClientChunk(
        firm.em(),
        { organizationId: firm.firm().id },
        after,
        4,
      );
      seen.push(...chunk.rows.map((row) => row.email.split('@')[0] ?? ''));
      if (chunk.next === null) break;
      after = chunk.next;
    }
    expect(seen).toEqual(['trader', 'zoe', 'chiara', 'bruno', 'walker', 'ada']);
  });

  it('refuses bad input with 400', async () => {
    for (const query of ['pageSize=101', 'page=0', 'kyc=lost', 'country=ita', 'funded=maybe', 'sort=age']) {
      const response = await firm.inject('owner', 'GET', firm.inFirm(`?${query}`));
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await firm.inject('owner', 'GET', firm.inFirm('/not-a-uuid'))).statusCode).toBe(400);
  });

  it('lets the agent and a platform admin read; refuses the firm’s trader (403) and another firm (404)', async () => {
    expect((await list('', 'agent')).total).toBe(6);
    expect((await list('', 'admin')).total).toBe(6);
    const ada = firm.clients.ada.id;
    expect((await firm.inject('agent', 'GET', firm.inFirm(`/${ada}`))).statusCode).toBe(200);
    expect((await firm.inject('admin', 'GET', firm.inFirm(`/${ada}`))).statusCode).toBe(200);
    expect((await firm.inject('trader', 'GET', firm.inFirm())).statusCode).toBe(403);
    expect((await firm.inject('trader', 'GET', firm.inFirm(`/${ada}`))).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', firm.inFirm())).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'GET', firm.inFirm(`/${ada}`))).statusCode).toBe(404);
    expect((await firm.inject('owner', 'GET', '/organizations/nope/clients')).statusCode).toBe(404);
  });

  it('answers 404 for another firm’s client, the firm’s own staff and a trader of no firm seen from another firm', async () => {
    const otherFirm = `/organizations/${firm.other().id}/clients`;
    expect((await firm.inject('owner', 'GET', firm.inFirm(`/${firm.clients.stranger.id}`))).statusCode).toBe(
      404,
    );
    expect((await firm.inject('owner', 'GET', firm.inFirm(`/${firm.users.manager.id}`))).statusCode).toBe(
      404,
    );
    expect((await firm.inject('owner', 'GET', firm.inFirm(`/${firm.randomId()}`))).statusCode).toBe(404);
    expect((await firm.inject('owner', 'GET', firm.inFirm(`/${firm.clients.walker.id}`))).statusCode).toBe(
      200,
    );
    expect(
      (await firm.inject('otherOwner', 'GET', `${otherFirm}/${firm.clients.walker.id}`)).statusCode,
    ).toBe(404);
    const theirs = ZClientPage.parse((await firm.inject('otherOwner', 'GET', otherFirm)).json());
    expect(theirs.clients.map((client) => client.name)).toEqual(['Olga Other']);
  });

  it('details a client: profile, accounts, orders, certificates, identity check and a timeline, newest first', async () => {
    // A certificate of this firm and one of another firm (a person may trade with both): only the first shows.
    const em = firm.em().fork();
    for (const organization of [firm.firm(), firm.other()]) {
      em.create(Certificate, {
        owner: firm.clients.ada.id,
        organization: organization.id,
        kind: 'funded',
        login: `MT5-${organization.slug}`.slice(0, 40),
        accountSizeMinor: 2_500_000,
        amountMinor: null,
        currency: 'USD',
        code: newCertificateCode(),
        sourceKey: `funded:${randomUUID()}`,
        issuedAt: new Date('2025-01-11T09:00:00Z'),
      });
    }
    // Her own joining, as profile linking records it: in her timeline without a staff member's name.
    recordAuditEvent(em, {
      action: AUDIT_ACTIONS.organizationMemberLinked,
      outcome: 'success',
      actor: firm.clients.ada.id,
      client: { ip: null, userAgent: null },
      organizationId: firm.firm().id,
      target: { type: 'user', id: firm.clients.ada.id },
      details: { membershipCreated: true, via: 'client_slug' },
    });
    await em.flush();
    const response = await firm.inject('owner', 'GET', firm.inFirm(`/${firm.clients.ada.id}`));
    expect(response.headers['cache-control']).toBe('no-store');
    const detail = ZClientDetail.parse(response.json());
    expect(detail.client).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      isFunded: true,
      blockedAt: null,
      activeSessions: 0,
    });
    expect(detail.kyc).toMatchObject({ status: 'approved', reviewedAt: '2025-01-10T09:00:00.000Z' });
    expect(detail.accounts).toHaveLength(1);
    expect(detail.accounts[0]).toMatchObject({ phaseKind: 'funded', program: 'two_step', status: 'active' });
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0]).toMatchObject({ status: 'paid', program: 'two_step' });
    expect(detail.certificates).toEqual([
      expect.objectContaining({
        kind: 'funded',
        login: `MT5-${firm.firm().slug}`.slice(0, 40),
        issuedAt: '2025-01-11T09:00:00.000Z',
        revokedAt: null,
      }),
    ]);
    expect(detail.totals).toEqual({ accounts: 1, orders: 1, payouts: 0, certificates: 1, notes: 0 });
    const kinds = detail.timeline.map((entry) => `${entry.kind}:${entry.event}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'order:paid',
        'kyc:approved',
        'kyc:submitted',
        'staff_action:organization_member_linked',
      ]),
    );
    const joined = detail.timeline.find((entry) => entry.event === 'organization_member_linked');
    expect(joined?.actorName).toBeNull();
    const instants = detail.timeline.map((entry) => Date.parse(entry.at));
    expect([...instants].sort((a, b) => b - a)).toEqual(instants);
    const chiara = ZClientDetail.parse(
      (await firm.inject('agent', 'GET', firm.inFirm(`/${firm.clients.chiara.id}`))).json(),
    );
    expect(chiara.client.isBlocked).toBe(true);
    expect(chiara.kyc).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred.' });
  });
});
