import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZWhiteLabelRequestPage, ZWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { Organization, OrganizationMember } from '../tenancy/index.ts';
import { WhiteLabelRequest } from './white-label-request.entity.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(TEST_DRIVERS)('handling white-label requests (%s)', (driver) => {
  const handle = useTestApp(driver, 'white_label_handling');
  const tokens = { admin: '', manager: '', trader: '', owner: '' };

  const em = () => handle.database().orm.em.fork();
  const patch = (id: string, payload: object, accessToken?: string) =>
    handle.app().inject({
      method: 'PATCH',
      url: `/api/white-label-requests/${id}`,
      payload,
      ...(accessToken === undefined ? {} : { headers: bearer(accessToken) }),
    });
  const list = (accessToken: string, query = '') =>
    handle
      .app()
      .inject({ method: 'GET', url: `/api/white-label-requests${query}`, headers: bearer(accessToken) });
  const auditCount = () => em().count(AuditEvent, { action: 'white_label_request_updated' });

  async function storeRequest(companyName: string): Promise<string> {
    const manager = em();
    const request = manager.create(WhiteLabelRequest, {
      companyName,
      contactName: 'Nina Nova',
      email: 'nina@nova.example',
      expectedTraders: 'under_100',
    });
    await manager.flush();
    return request.id;
  }

  beforeAll(async () => {
    const manager = em();
    const organization = manager.create(Organization, { slug: 'wl-handling', name: 'WL Handling' });
    await manager.flush();
    await createTestAccount(manager, { email: 'wl.admin@example.com', role: 'admin', portalType: null });
    await createTestAccount(manager, { email: 'wl.manager@example.com', role: 'manager', portalType: null });
    await createTestAccount(manager, { email: 'wl.trader@example.com' });
    const owner = await createTestAccount(manager, { email: 'wl.owner@example.com' });
    manager.create(OrganizationMember, { organization, user: owner, role: 'owner', status: 'active' });
    await manager.flush();
    const app = handle.app();
    tokens.admin = (await signInAs(app, { email: 'wl.admin@example.com', portal: 'admin' })).accessToken;
    tokens.manager = (await signInAs(app, { email: 'wl.manager@example.com', portal: 'admin' })).accessToken;
    tokens.trader = (await signInAs(app, { email: 'wl.trader@example.com' })).accessToken;
    tokens.owner = (
      await signInAs(app, { email: 'wl.owner@example.com', portal: 'organization' })
    ).accessToken;
  });

  it('moves a request to contacted with a trimmed note, audited, and the list filters by status', async () => {
    const id = await storeRequest('Nova Capital Ltd');
    const before = await auditCount();

    const response = await patch(
      id,
      { status: 'contacted', note: '  Called Nina, demo on Friday.  ' },
      tokens.admin,
    );

    expect(response.statusCode).toBe(200);
    const record = ZWhiteLabelRequestRecord.parse(response.json());
    expect(record).toMatchObject({
      id,
      status: 'contacted',
      note: 'Called Nina, demo on Friday.',
      handledBy: 'wl.admin@example.com',
    });
    expect(record.handledAt).not.toBeNull();
    expect(await auditCount()).toBe(before + 1);
    const event = await em().findOneOrFail(
      AuditEvent,
      { action: 'white_label_request_updated' },
      { orderBy: { createdAt: 'desc' }, populate: ['actor'] },
    );
    expect(event.actor?.email).toBe('wl.admin@example.com');
    expect(event.details).toEqual({
      whiteLabelRequestId: id,
      from: 'new',
      to: 'contacted',
      isNoteChanged: true,
    });

    const contacted = ZWhiteLabelRequestPage.parse((await list(tokens.admin, '?status=contacted')).json());
    expect(contacted.requests.map((request) => request.id)).toContain(id);
    expect(contacted.requests.every((request) => request.status === 'contacted')).toBe(true);
    const fresh = ZWhiteLabelRequestPage.parse((await list(tokens.admin, '?status=new')).json());
    expect(fresh.requests.map((request) => request.id)).not.toContain(id);
  });

  it('answers the same status again with 200 and changes nothing', async () => {
    const id = await storeRequest('Orbit Prop');
    const first = ZWhiteLabelRequestRecord.parse(
      (await patch(id, { status: 'contacted', note: 'Left a voicemail' }, tokens.admin)).json(),
    );
    const before = await auditCount();

    const again = await patch(id, { status: 'contacted' }, tokens.manager);

    expect(again.statusCode).toBe(200);
    expect(ZWhiteLabelRequestRecord.parse(again.json())).toEqual(first);
    expect(await auditCount()).toBe(before);
  });

  it('lets a manager move a request in any order, keeping or clearing the note', async () => {
    const id = await storeRequest('Zenith Trading');
    await patch(id, { status: 'closed', note: 'Not a fit this year' }, tokens.manager);

    const reopened = ZWhiteLabelRequestRecord.parse(
      (await patch(id, { status: 'new' }, tokens.manager)).json(),
    );
    expect(reopened).toMatchObject({
      status: 'new',
      note: 'Not a fit this year',
      handledBy: 'wl.manager@example.com',
    });

    const cleared = ZWhiteLabelRequestRecord.parse(
      (await patch(id, { status: 'new', note: '   ' }, tokens.manager)).json(),
    );
    expect(cleared).toMatchObject({ status: 'new', note: null });
    const stored = await em().findOneOrFail(WhiteLabelRequest, { id });
    expect(stored.note).toBeNull();
  });

  it('explains bad input with 400 and answers an unknown request with 404', async () => {
    const id = await storeRequest('Quasar Funding');
    for (const [target, payload] of [
      ['not-a-uuid', { status: 'contacted' }],
      [id, { status: 'archived' }],
      [id, {}],
      [id, { status: 'contacted', note: 'x'.repeat(2001) }],
      [id, { status: 'contacted', note: 42 }],
    ] as const) {
      const response = await patch(target, payload, tokens.admin);
      expect(response.statusCode).toBe(400);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect((await em().findOneOrFail(WhiteLabelRequest, { id })).status).toBe('new');

    const unknown = await patch(UNKNOWN_ID, { status: 'contacted' }, tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(ZApiErrorBody.parse(unknown.json()).error.code).toBe('NOT_FOUND');

    const badFilter = await list(tokens.admin, '?status=archived');
    expect(badFilter.statusCode).toBe(400);
  });

  it('refuses anonymous callers (401), traders and organization owners (403)', async () => {
    const id = await storeRequest('Pulsar Markets');
    expect((await patch(id, { status: 'contacted' })).statusCode).toBe(401);
    expect((await patch(id, { status: 'contacted' }, tokens.trader)).statusCode).toBe(403);
    expect((await patch(id, { status: 'contacted' }, tokens.owner)).statusCode).toBe(403);
    expect((await list(tokens.owner)).statusCode).toBe(403);
    expect((await em().findOneOrFail(WhiteLabelRequest, { id })).status).toBe('new');
  });
});
