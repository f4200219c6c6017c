import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { readOutbox } from '../../test/outbox.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';
import { OrganizationInvitation } from '../members/index.ts';
import { Organization } from '../tenancy/index.ts';
import { Plan } from '../plans/index.ts';
import { WhiteLabelRequest } from './white-label-request.entity.ts';

describe.each(TEST_DRIVERS)('provisioning a white-label request (%s)', (driver) => {
  const firm = useStaffFirm(driver, `wl_provisioning_${driver}`);
  const store = async (email: string) => {
    const em = firm.em();
    const request = em.create(WhiteLabelRequest, {
      companyName: 'Nova Capital',
      contactName: 'Nina Nova',
      email,
      expectedTraders: '100_1000',
    });
    await em.flush();
    return request.id;
  };
  const provision = (id: string, body: object, who: 'platformAdmin' | 'owner' = 'platformAdmin') =>
    firm.inject(who, 'POST', `/white-label-requests/${id}/provision`, body);

  it('creates the organization pending with the default offering and invites the requester as its owner', async () => {
    const id = await store('Nina@Nova.example');
    const response = await provision(id, { name: 'Nova Capital', slug: 'nova-capital' });
    expect(response.statusCode).toBe(200);
    const record = ZWhiteLabelRequestRecord.parse(response.json());
    expect(record.organization).toMatchObject({
      slug: 'nova-capital',
      name: 'Nova Capital',
      status: 'pending',
    });
    expect(record.handledAt).not.toBeNull();

    const organization = await firm.em().findOneOrFail(Organization, { slug: 'nova-capital' });
    expect(organization.status).toBe('pending');
    expect(await firm.em().count(Plan, { organization: organization.id })).toBeGreaterThan(0);
    const invitation = await firm
      .em()
      .findOneOrFail(OrganizationInvitation, { organization: organization.id });
    expect(invitation).toMatchObject({ email: 'nina@nova.example', role: 'owner', acceptedAt: null });
    const mails = await readOutbox(firm.handle.app(), 'nina@nova.example');
    expect(mails.some((mail) => mail.subject.includes('Nova Capital'))).toBe(true);
    const events = await firm.em().find(AuditEvent, { action: 'white_label_request_provisioned' });
    expect(events[0]).toMatchObject({
      organization: { id: organization.id },
      details: { whiteLabelRequestId: id },
    });

    // Once only.
    const again = await provision(id, { name: 'Nova Capital 2', slug: 'nova-capital-2' });
    expect(again.statusCode).toBe(409);
    expect(await firm.em().count(Organization, { slug: 'nova-capital-2' })).toBe(0);
  });

  it('refuses a slug already taken and leaves nothing behind; bad input is named', async () => {
    const id = await store('other@nova.example');
    const taken = await provision(id, { name: 'Nova Again', slug: 'nova-capital' });
    expect(taken.statusCode).toBe(409);
    const bad = await provision(id, { name: 'N', slug: 'Not A Slug' });
    expect(bad.statusCode).toBe(400);
    const paths = (
      ZApiErrorBody.parse(bad.json()).error.details as { issues: { path: string }[] }
    ).issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['/name', '/slug']);
    expect((await firm.em().findOneOrFail(WhiteLabelRequest, { id })).organization).toBeNull();
  });

  it('is for platform admins only: a firm’s owner is refused, an unknown request is not found', async () => {
    const id = await store('third@nova.example');
    expect((await provision(id, { name: 'Nova Three', slug: 'nova-three' }, 'owner')).statusCode).toBe(403);
    const unknown = await provision('00000000-0000-4000-8000-000000000000', {
      name: 'Nova Four',
      slug: 'nova-four',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await firm.em().count(Organization, { slug: { $in: ['nova-three', 'nova-four'] } })).toBe(0);
  });
});
