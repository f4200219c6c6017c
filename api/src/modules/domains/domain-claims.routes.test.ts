import { describe, expect, it } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  DOMAIN_CLAIM_TTL_MS,
  ZApiErrorBody,
  ZOrganizationDomain,
  ZOrganizationDomainList,
  ZPublicOrganization,
} from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirmWithDns } from '../../test/dns-staff-firm.ts';
import type { TStaffFirmPerson } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';
import { OrganizationDomain } from './organization-domain.entity.ts';
import { recheckVerifiedDomains, removeExpiredDomainClaims } from './domains.service.ts';
import { createTxtResolver } from './txt-resolver.ts';

describe.each(TEST_DRIVERS)('claims on a domain, by several firms (%s)', (driver) => {
  const { firm, dns } = useStaffFirmWithDns(driver, `domain_claims_${driver}`);
  type TOwner = Extract<TStaffFirmPerson, 'owner' | 'otherOwner'>;
  const domainsPath = (who: TOwner) =>
    `/organizations/${(who === 'owner' ? firm.firm() : firm.other()).id}/domains`;
  const add = (who: TOwner, domain: string) => firm.inject(who, 'POST', domainsPath(who), { domain });
  const claim = async (who: TOwner, domain: string) => {
    const response = await add(who, domain);
    expect([domain, response.statusCode]).toEqual([domain, 201]);
    return ZOrganizationDomain.parse(response.json());
  };
  const verify = (who: TOwner, domainId: string) =>
    firm.inject(who, 'POST', `${domainsPath(who)}/${domainId}/verify`);
  const list = async (who: TOwner) =>
    ZOrganizationDomainList.parse((await firm.inject(who, 'GET', domainsPath(who))).json()).domains;
  const servedBy = (host: string) =>
    firm.handle.app().inject({ method: 'GET', url: '/api/public/organizations/current', headers: { host } });

  it('lets several firms claim a domain nobody verified; each record verifies its own claim only, and the first verified holds it', async () => {
    const own = await claim('owner', 'shared.claims.example');
    const squatter = await claim('otherOwner', 'Shared.Claims.Example');
    expect(squatter.record.name).toBe(own.record.name);
    expect(squatter.record.value).not.toBe(own.record.value);

    // The owner's record is there: it verifies the owner's claim, never the other firm's.
    dns().setTxt(own.record.name, [[own.record.value]]);
    expect(ZOrganizationDomain.parse((await verify('otherOwner', squatter.id)).json())).toMatchObject({
      status: 'failed',
      lastCheckFailure: 'record_mismatch',
    });
    const verified = ZOrganizationDomain.parse((await verify('owner', own.id)).json());
    expect(verified).toMatchObject({ status: 'verified', expiresAt: null });
    expect(ZPublicOrganization.parse((await servedBy('shared.claims.example')).json()).slug).toBe(
      firm.firm().slug,
    );

    // From then on the domain is the owner's: the other firm's claim cannot be verified, even with its
    // own record in place, and nobody can claim it again; neither answer says whose it is.
    dns().setTxt(own.record.name, [[own.record.value], [squatter.record.value]]);
    const refused = await verify('otherOwner', squatter.id);
    expect(refused.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(refused.json()).error.message).not.toContain(firm.firm().slug);
    expect(
      (await firm.inject('otherOwner', 'DELETE', `${domainsPath('otherOwner')}/${squatter.id}`)).statusCode,
    ).toBe(204);
    const again = await add('otherOwner', 'shared.claims.example');
    expect(again.statusCode).toBe(409);
    expect(ZApiErrorBody.parse(again.json()).error).toMatchObject({
      code: 'CONFLICT',
      message: 'This domain is already in use',
    });
    expect((await add('owner', 'shared.claims.example')).statusCode).toBe(409);
  });

  it('refuses a malformed claim id, a manager, and another firm’s claim (404, as if it did not exist)', async () => {
    const [own] = await list('owner');
    if (own === undefined) throw new Error('the firm has a domain by now');
    expect((await firm.inject('owner', 'POST', `${domainsPath('owner')}/not-an-id/verify`)).statusCode).toBe(
      400,
    );
    expect(
      (await firm.inject('manager', 'POST', `${domainsPath('owner')}/${own.id}/verify`)).statusCode,
    ).toBe(403);
    expect((await verify('otherOwner', own.id)).statusCode).toBe(404);
  });

  it('gives one verified holder when two firms verify the same domain at once', async () => {
    const first = await claim('owner', 'race.claims.example');
    const second = await claim('otherOwner', 'race.claims.example');
    dns().setTxt(first.record.name, [[first.record.value], [second.record.value]]);

    const statuses = await Promise.all([verify('owner', first.id), verify('otherOwner', second.id)]);

    expect(statuses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(
      await firm.em().count(OrganizationDomain, { domain: 'race.claims.example', isVerified: true }),
    ).toBe(1);
    // The database itself refuses a second verified holder, whatever a service would check first.
    await expect(
      firm.em().nativeUpdate(OrganizationDomain, { domain: 'race.claims.example' }, { isVerified: true }),
    ).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('lets an unverified claim lapse: listed with its date, then absent, claimable afresh, and removed by the daily job', async () => {
    const now = Date.now();
    const lapsing = await claim('owner', 'lapse.claims.example');
    const expiresAt = Date.parse(lapsing.expiresAt ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(now + DOMAIN_CLAIM_TTL_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + DOMAIN_CLAIM_TTL_MS);

    await firm.em().nativeUpdate(OrganizationDomain, { id: lapsing.id }, { expiresAt: new Date(now - 1000) });
    expect((await list('owner')).map((domain) => domain.domain)).not.toContain('lapse.claims.example');
    expect((await verify('owner', lapsing.id)).statusCode).toBe(404);
    const renewed = await claim('owner', 'lapse.claims.example');
    expect(renewed.record.value).not.toBe(lapsing.record.value);
    expect(await firm.em().count(OrganizationDomain, { id: lapsing.id })).toBe(0);

    const forgotten = await claim('otherOwner', 'forgotten.claims.example');
    const later = new Date(now + DOMAIN_CLAIM_TTL_MS + 60_000);
    const due = await firm.em().count(OrganizationDomain, { isVerified: false, expiresAt: { $lte: later } });
    expect(await removeExpiredDomainClaims({ em: firm.em(), limit: 50, now: later })).toEqual({
      removed: due,
    });
    expect(await firm.em().count(OrganizationDomain, { id: { $in: [renewed.id, forgotten.id] } })).toBe(0);
    const removals = await firm.em().find(AuditEvent, { action: 'domain_removed', targetId: forgotten.id });
    expect(removals.map((event) => [event.actor, event.details])).toEqual([
      [null, { domain: 'forgotten.claims.example', isExpired: true }],
    ]);
    // Verified domains never lapse.
    expect(await firm.em().count(OrganizationDomain, { domain: 'shared.claims.example' })).toBe(1);
  });

  it('makes a verified domain whose record is gone a claim again, with a fresh date, which another firm may then verify', async () => {
    const em = firm.em();
    const held = await em.findOneOrFail(OrganizationDomain, { domain: 'shared.claims.example' });
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    dns().setTxt(`_propdesk-verification.${held.domain}`, []);
    const resolve = createTxtResolver([dns().address]);
    expect(
      await recheckVerifiedDomains({ em, resolve, checkedBefore: later, limit: 50, now: later }),
    ).toMatchObject({
      unverified: 1,
    });
    const lost = await firm.em().findOneOrFail(OrganizationDomain, { id: held.id });
    expect([lost.isVerified, lost.expiresAt?.getTime()]).toEqual([
      false,
      later.getTime() + DOMAIN_CLAIM_TTL_MS,
    ]);

    const newOwner = await claim('otherOwner', 'shared.claims.example');
    dns().setTxt(newOwner.record.name, [[newOwner.record.value]]);
    expect(ZOrganizationDomain.parse((await verify('otherOwner', newOwner.id)).json()).status).toBe(
      'verified',
    );
    expect((await verify('owner', held.id)).statusCode).toBe(409);
  });
});
