import { beforeAll } from '@jest/globals';
import type { TMemberRole } from '@propdesk/shared/contracts';
import type { TDatabaseDriver } from '../db/config.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { Organization, type TOrganization } from '../modules/tenancy/organization.entity.ts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from './auth-fixtures.ts';
import type { TBuildTestAppOptions } from './build-test-app.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * Who signs in: the firm's people by membership role, another firm's owner, and a platform admin (no
 * membership anywhere).
 */
const PEOPLE = {
  owner: { member: 'owner' },
  admin: { member: 'admin' },
  manager: { member: 'manager' },
  agent: { member: 'agent' },
  trader: { member: 'user' },
  otherOwner: { member: 'owner', isOtherFirm: true },
  platformAdmin: { member: null },
} as const satisfies Record<string, { member: TMemberRole | null; isOtherFirm?: boolean }>;
export type TStaffFirmPerson = keyof typeof PEOPLE;

/**
 * A firm and another one, with PEOPLE signed in through the real path (staff with a second factor, as
 * their portal requires). Registers its beforeAll in the enclosing describe; `slug` names both firms.
 */
export function useStaffFirm(
  driver: TDatabaseDriver,
  purpose: string,
  options: Omit<TBuildTestAppOptions, 'orm'> = {},
) {
  const handle = useTestApp(driver, purpose, options);
  const em = () => handle.database().orm.em.fork();
  const tokens = {} as Record<TStaffFirmPerson, string>;
  const sessions = {} as Record<TStaffFirmPerson, string>;
  const users = {} as Record<TStaffFirmPerson, TUser>;
  const firms = { firm: null as TOrganization | null, other: null as TOrganization | null };
  const slug = purpose.replaceAll('_', '-');

  beforeAll(async () => {
    const manager = em();
    const firm = manager.create(Organization, { slug: `${slug}-firm`, name: 'Staff Firm' });
    const other = manager.create(Organization, { slug: `${slug}-other`, name: 'Other Firm' });
    await manager.flush();
    Object.assign(firms, { firm, other });
    for (const key of Object.keys(PEOPLE) as TStaffFirmPerson[]) {
      const person: { member: TMemberRole | null; isOtherFirm?: boolean } = PEOPLE[key];
      const organization = person.isOtherFirm === true ? other : firm;
      const email = `${key.toLowerCase()}@${slug}.example.com`;
      const isStaff = person.member !== 'user';
      users[key] = await createTestAccount(manager, {
        email,
        firstName: key,
        lastName: 'Tester',
        organization: person.member === null ? null : organization,
        totpSecret: isStaff ? TEST_TOTP_SECRET : null,
        ...(person.member === null ? { role: 'admin' as const, portalType: null } : {}),
        ...(person.member === 'agent' ? { role: 'agent' as const } : {}),
      });
      if (person.member !== null) {
        manager.create(OrganizationMember, {
          organization,
          user: users[key],
          role: person.member,
          status: 'active',
        });
        await manager.flush();
      }
      const signedIn = await signInAs(handle.app(), {
        email,
        ...(person.member === null ? { portal: 'admin' as const } : {}),
        ...(isStaff ? { totpSecret: TEST_TOTP_SECRET } : {}),
        userAgent: `${key}-browser`,
      });
      tokens[key] = signedIn.accessToken;
      sessions[key] = signedIn.sessionId;
    }
  });

  const firm = (): TOrganization => {
    if (firms.firm === null) throw new Error('the firm exists only inside tests');
    return firms.firm;
  };
  const other = (): TOrganization => {
    if (firms.other === null) throw new Error('the other firm exists only inside tests');
    return firms.other;
  };

  const inject = (
    who: TStaffFirmPerson,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    handle.app().inject({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[who]),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  return { handle, em, tokens, sessions, users, firm, other, inject };
}
