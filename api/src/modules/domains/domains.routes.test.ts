import { describe, expect, it } from '@jest/globals';
import {
  ORGANIZATION_DOMAINS_MAX,
  ZApiErrorBody,
  ZOrganizationDomain,
  ZOrganizationDomainList,
  ZPublicOrganization,
  type TOrganizationDomain,
} from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirmWithDns } from '../../test/dns-staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';
import { OrganizationDomain } from './organization-domain.entity.ts';
import { recheckVerifiedDomains } from './domains.service.ts';
import { createTxtResolver } from './txt-resolver.ts';

describe.each(TEST_DRIVERS)('a firm’s domains, checked against a DNS server on 127.0.0.1 (%s)', (driver) => {
  const { firm, dns } = useStaffFirmWithDns(driver, `domains_${driver}`);
  const domainsPath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/domains`;
  const add = async (domain: string) => {
    const response = await firm.inject('owner', 'POST', domainsPath(), { domain });
    expect(response.statusCode).toBe(201);
    return ZOrganizationDomain.parse(response.json());
  };
  const verify = async (domain: TOrganizationDomain, who: 'owner' | 'admin' = 'owner') =>
    ZOrganizationDomain.parse(
      (await firm.inject(who, 'POST', `${domainsPath()}/${domain.id}/verify`)).json(),
    );
  const servedBy = (host: string) =>
    firm.handle.app().inject({ method: 'GET', url: '/api/public/organizations/current', headers: { host } });

  it('adds a domain with a TXT record of its own; verified once the record exists, the domain serves the firm', async () => {
    const domain = await add('Portal.Firm-One.example.');
    expect(domain).toMatchObject({
      domain: 'portal.firm-one.example',
      status: 'pending',
      record: { type: 'TXT', name: '_propdesk-verification.portal.firm-one.example' },
    });
    expect(domain.record.value).toMatch(/^propdesk-verification=[\w-]{43}$/);
    expect((await servedBy('portal.firm-one.example')).statusCode).toBe(204);

    expect(await verify(domain)).toMatchObject({ status: 'failed', lastCheckFailure: 'record_missing' });
    dns().setTxt(domain.record.name, [['propdesk-verification=somebody-else']]);
    expect(await verify(domain)).toMatchObject({ status: 'failed', lastCheckFailure: 'record_mismatch' });

    dns().setTxt(domain.record.name, [[domain.record.value]]);
    const verified = await verify(domain, 'admin');
    expect(verified).toMatchObject({ status: 'verified', lastCheckFailure: null });
    expect(verified.verifiedAt).not.toBeNull();
    const served = await servedBy('portal.firm-one.example');
    expect(ZPublicOrganization.parse(served.json()).slug).toBe(firm.firm().slug);
    const checks = await firm
      .em()
      .find(AuditEvent, { organization: firm.firm().id, action: 'domain_checked' });
    expect(checks.map((event) => event.outcome)).toEqual(['failure', 'failure', 'success']);
  });

  it('says so when the DNS does not answer, and keeps the domain unverified', async () => {
    const domain = await add('broken.firm-one.example');
    dns().fail(domain.record.name);
    expect(await verify(domain)).toMatchObject({ status: 'failed', lastCheckFailure: 'dns_unavailable' });
  });

  it('refuses a malformed domain, an IP address and a domain already taken, by this firm or another', async () => {
    for (const domain of ['not a domain', 'localhost', '10.0.0.1', 'x.y', `${'a'.repeat(64)}.example`]) {
      const refused = await firm.inject('owner', 'POST', domainsPath(), { domain });
      expect([domain, refused.statusCode]).toEqual([domain, 400]);
      expect(ZApiErrorBody.parse(refused.json()).error.details).toMatchObject({
        issues: [{ path: '/domain' }],
      });
    }
    expect(
      (await firm.inject('owner', 'POST', domainsPath(), { domain: 'portal.firm-one.example' })).statusCode,
    ).toBe(409);
    const takenElsewhere = await firm.inject('otherOwner', 'POST', domainsPath(firm.other().id), {
      domain: 'PORTAL.firm-one.example',
    });
    expect(takenElsewhere.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(takenElsewhere.json()).error.message).not.toContain(firm.firm().slug);
  });

  it(`keeps at most ${ORGANIZATION_DOMAINS_MAX} domains per firm`, async () => {
    const existing = ZOrganizationDomainList.parse((await firm.inject('owner', 'GET', domainsPath())).json());
    for (let index = existing.domains.length; index < ORGANIZATION_DOMAINS_MAX; index += 1) {
      await add(`extra-${index}.firm-one.example`);
    }
    expect(
      (await firm.inject('owner', 'POST', domainsPath(), { domain: 'one-more.firm-one.example' })).statusCode,
    ).toBe(409);
  });

  it('lets managers read the domains; only owners, admins and platform admins change them; other firms see nothing', async () => {
    for (const who of ['owner', 'admin', 'manager', 'platformAdmin'] as const) {
      expect([who, (await firm.inject(who, 'GET', domainsPath())).statusCode]).toEqual([who, 200]);
    }
    const [domain] = ZOrganizationDomainList.parse(
      (await firm.inject('owner', 'GET', domainsPath())).json(),
    ).domains;
    if (domain === undefined) throw new Error('the firm has domains by now');
    expect((await firm.inject('manager', 'POST', `${domainsPath()}/${domain.id}/verify`)).statusCode).toBe(
      403,
    );
    expect((await firm.inject('manager', 'DELETE', `${domainsPath()}/${domain.id}`)).statusCode).toBe(403);
    expect((await firm.inject('agent', 'GET', domainsPath())).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', domainsPath())).statusCode).toBe(404);
    // Another firm's owner naming this firm's domain under their own firm finds nothing.
    const foreign = await firm.inject('otherOwner', 'DELETE', `${domainsPath(firm.other().id)}/${domain.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(await firm.em().count(OrganizationDomain, { id: domain.id })).toBe(1);
  });

  it('re-checks verified domains daily: a record gone unverifies the domain, a DNS outage does not', async () => {
    const em = firm.em();
    const served = await em.findOneOrFail(OrganizationDomain, { domain: 'portal.firm-one.example' });
    const record = `_propdesk-verification.${served.domain}`;
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const resolve = createTxtResolver([dns().address]);

    dns().fail(record);
    expect(
      await recheckVerifiedDomains({ em, resolve, checkedBefore: later, limit: 50, now: later }),
    ).toEqual({
      checked: 1,
      unverified: 0,
    });
    dns().setTxt(record, []);
    const outcome = await recheckVerifiedDomains({
      em: firm.em(),
      resolve,
      checkedBefore: new Date(later.getTime() + 1),
      limit: 50,
      now: new Date(later.getTime() + 1),
    });
    expect(outcome).toEqual({ checked: 1, unverified: 1 });
    expect((await servedBy('portal.firm-one.example')).statusCode).toBe(204);
  });

  it('removes a domain, audited', async () => {
    const [domain] = ZOrganizationDomainList.parse(
      (await firm.inject('owner', 'GET', domainsPath())).json(),
    ).domains;
    if (domain === undefined) throw new Error('the firm has domains by now');
    expect((await firm.inject('owner', 'DELETE', `${domainsPath()}/${domain.id}`)).statusCode).toBe(204);
    expect(await firm.em().count(OrganizationDomain, { id: domain.id })).toBe(0);
    expect(
      await firm.em().count(AuditEvent, { action: 'domain_removed', organization: firm.firm().id }),
    ).toBe(1);
  });
});
