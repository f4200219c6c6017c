import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZOrganizationProfile, ZPublicOrganization } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';

const PROFILE = {
  name: 'Staff Firm',
  legalName: 'Staff Firm Trading Ltd',
  registeredAddress: '10 Harbour Street\nLondon EC1A 1BB\nUnited Kingdom',
  supportEmail: 'Help@StaffFirm.example.com',
  supportPhone: '+44 20 7946 0958',
  supportHours: 'Mon–Fri 9:00–18:00 GMT',
};

describe.each(TEST_DRIVERS)('the organization profile (%s)', (driver) => {
  const firm = useStaffFirm(driver, `organization_profile_${driver}`);
  const path = () => `/organizations/${firm.firm().id}/profile`;

  it('lets an owner fill it in, audited with the fields changed; the public answer carries the contacts', async () => {
    const saved = await firm.inject('owner', 'PUT', path(), PROFILE);
    expect(saved.statusCode).toBe(200);
    expect(ZOrganizationProfile.parse(saved.json())).toMatchObject({
      organizationId: firm.firm().id,
      legalName: 'Staff Firm Trading Ltd',
      supportEmail: 'help@stafffirm.example.com',
      supportPhone: '+44 20 7946 0958',
    });
    const events = await firm.em().find(AuditEvent, {
      organization: firm.firm().id,
      action: 'organization_profile_updated',
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      targetType: 'organization',
      targetId: firm.firm().id,
      details: { fields: ['legalName', 'registeredAddress', 'supportEmail', 'supportPhone', 'supportHours'] },
    });

    // Saving it unchanged changes nothing and records nothing.
    expect((await firm.inject('owner', 'PUT', path(), PROFILE)).statusCode).toBe(200);
    expect(await firm.em().count(AuditEvent, { action: 'organization_profile_updated' })).toBe(1);

    const publicAnswer = await firm.handle
      .app()
      .inject({ method: 'GET', url: `/api/public/organizations/${firm.firm().slug}` });
    expect(ZPublicOrganization.parse(publicAnswer.json()).contact).toEqual({
      legalName: 'Staff Firm Trading Ltd',
      registeredAddress: PROFILE.registeredAddress,
      supportEmail: 'help@stafffirm.example.com',
      supportPhone: '+44 20 7946 0958',
      supportHours: 'Mon–Fri 9:00–18:00 GMT',
    });
  });

  it('lets every staff member read it, and a platform admin read and change it', async () => {
    for (const who of ['owner', 'admin', 'manager', 'agent', 'platformAdmin'] as const) {
      const read = await firm.inject(who, 'GET', path());
      expect([who, read.statusCode]).toEqual([who, 200]);
    }
    const changed = await firm.inject('platformAdmin', 'PUT', path(), { ...PROFILE, supportHours: '' });
    expect(changed.statusCode).toBe(200);
    expect(ZOrganizationProfile.parse(changed.json()).supportHours).toBeNull();
    expect((await firm.inject('admin', 'PUT', path(), PROFILE)).statusCode).toBe(200);
  });

  it('refuses bad input field by field (400)', async () => {
    const refused = await firm.inject('owner', 'PUT', path(), {
      ...PROFILE,
      name: 'x',
      supportEmail: 'not an address',
      supportPhone: '020 7946 0958',
      legalName: 'L'.repeat(201),
    });
    expect(refused.statusCode).toBe(400);
    const body = ZApiErrorBody.parse(refused.json());
    expect(body.error.code).toBe('VALIDATION_ERROR');
    const paths = (body.error.details as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['/legalName', '/name', '/supportEmail', '/supportPhone']);
    const tooFewDigits = await firm.inject('owner', 'PUT', path(), { ...PROFILE, supportPhone: '+39 123' });
    expect(tooFewDigits.statusCode).toBe(400);
    const missing = await firm.inject('owner', 'PUT', path(), { name: 'Staff Firm' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a change to members without organization.update (403) and the firm’s traders a read (403)', async () => {
    expect((await firm.inject('manager', 'PUT', path(), PROFILE)).statusCode).toBe(403);
    expect((await firm.inject('agent', 'PUT', path(), PROFILE)).statusCode).toBe(403);
    expect((await firm.inject('trader', 'GET', path())).statusCode).toBe(403);
    expect((await firm.inject('trader', 'PUT', path(), PROFILE)).statusCode).toBe(403);
  });

  it('answers another firm’s owner 404, before looking at the body, exactly like an unknown organization', async () => {
    expect((await firm.inject('otherOwner', 'GET', path())).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'PUT', path(), { nonsense: true })).statusCode).toBe(404);
    const unknown = '/organizations/00000000-0000-4000-8000-000000000000/profile';
    expect((await firm.inject('owner', 'GET', unknown)).statusCode).toBe(404);
    expect((await firm.inject('platformAdmin', 'GET', unknown)).statusCode).toBe(404);
    expect((await firm.inject('owner', 'GET', '/organizations/not-an-id/profile')).statusCode).toBe(404);
    const own = await firm.inject('otherOwner', 'GET', `/organizations/${firm.other().id}/profile`);
    expect(ZOrganizationProfile.parse(own.json()).legalName).toBeNull();
  });
});
