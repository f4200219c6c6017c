import { beforeAll } from '@jest/globals';
import type { TMemberRole, TMemberStatus, TProfileRole } from '@propdesk/shared/contracts';
import type { TDatabaseDriver } from '../db/config.ts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from './auth-fixtures.ts';
import { readOutbox } from './outbox.ts';
import { useTestApp } from './use-test-app.ts';
import { issueAccessToken } from '../modules/auth/access-token.ts';
import { startSession } from '../modules/auth/session.service.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { MailMessage } from '../modules/mail/mail-message.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { Organization, type TOrganization } from '../modules/tenancy/organization.entity.ts';

/** Who signs in: the firm's staff and a trader, another firm's owner, and a platform admin. */
const PEOPLE = {
  owner: { role: 'owner' },
  admin: { role: 'admin' },
  manager: { role: 'manager' },
  agent: { role: 'agent' },
  trader: { role: 'user' },
  otherOwner: { role: 'owner', isOtherFirm: true },
  platformAdmin: { role: null, profileRole: 'admin' },
  // An admin of the firm signed in with a password alone: every change asks for a second factor.
  passwordOnlyAdmin: { role: 'admin', hasNoSecondFactor: true },
} as const satisfies Record<
  string,
  { role: TMemberRole | null; profileRole?: TProfileRole; isOtherFirm?: boolean; hasNoSecondFactor?: boolean }
>;
export type TMembersPerson = keyof typeof PEOPLE;

/** The organization roles that sign in with a second factor (owners, admins, managers). */
const SECOND_FACTOR_ROLES: readonly (TMemberRole | null)[] = ['owner', 'admin', 'manager'];

/**
 * A firm with its people signed in through the real path (staff with a second factor), another firm
 * with its owner, a manual clock the api reads, and helpers to add members and read the mailbox.
 * Registers its beforeAll in the enclosing describe.
 */
export function useMembersFirm(driver: TDatabaseDriver, purpose: string) {
  const clock = { current: Date.now(), now: () => clock.current };
  const handle = useTestApp(driver, purpose, { clock });
  const em = () => handle.database().orm.em.fork();
  const tokens = {} as Record<TMembersPerson, string>;
  const users = {} as Record<TMembersPerson, TUser>;
  const memberships = {} as Record<TMembersPerson, string>;
  const state = { firm: null as TOrganization | null, other: null as TOrganization | null };
  const slug = purpose.replaceAll('_', '-');

  beforeAll(async () => {
    const manager = em();
    state.firm = manager.create(Organization, { slug: `${slug}-firm`, name: 'Vega Members' });
    state.other = manager.create(Organization, { slug: `${slug}-other`, name: 'Other Firm' });
    await manager.flush();
    for (const key of Object.keys(PEOPLE) as TMembersPerson[]) {
      const person: (typeof PEOPLE)[TMembersPerson] = PEOPLE[key];
      const organization = 'isOtherFirm' in person ? state.other : state.firm;
      const email = `${key.toLowerCase()}@${slug}.example.com`;
      const hasFactor = SECOND_FACTOR_ROLES.includes(person.role) || 'profileRole' in person;
      users[key] = await createTestAccount(manager, {
        email,
        firstName: key,
        lastName: 'Tester',
        ...('profileRole' in person ? { role: person.profileRole, portalType: null } : {}),
        totpSecret: hasFactor && !('hasNoSecondFactor' in person) ? TEST_TOTP_SECRET : null,
      });
      if (person.role !== null) {
        memberships[key] = manager.create(OrganizationMember, {
          organization,
          user: users[key],
          role: person.role,
          status: 'active',
        }).id;
        await manager.flush();
      }
      if ('hasNoSecondFactor' in person) {
        const { session } = startSession({
          em: manager,
          user: users[key],
          client: { ip: '127.0.0.1', userAgent: 'members-tests' },
        });
        await manager.flush();
        tokens[key] = issueAccessToken(handle.app().jwt, {
          sub: users[key].id,
          sid: session.id,
          role: 'client',
        }).accessToken;
        continue;
      }
      const portal = 'profileRole' in person ? 'admin' : 'client';
      tokens[key] = (
        await signInAs(handle.app(), { email, portal, totpSecret: TEST_TOTP_SECRET })
      ).accessToken;
    }
  });

  const firm = (): TOrganization => {
    if (state.firm === null) throw new Error('the firm exists only inside tests');
    return state.firm;
  };

  /** A person of the firm (or of `organization`) with a membership of this role and status; answers the membership and user. */
  const addMember = async (
    name: string,
    role: TMemberRole,
    status: TMemberStatus = 'active',
    organization: TOrganization = firm(),
  ): Promise<{ memberId: string; user: TUser }> => {
    const manager = em();
    const user = await createTestAccount(manager, {
      email: `${name}@${slug}.example.com`,
      firstName: name,
      lastName: 'Added',
    });
    const member = manager.create(OrganizationMember, { organization, user, role, status });
    await manager.flush();
    return { memberId: member.id, user };
  };

  const inject = (
    who: TMembersPerson | string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    handle.app().inject({
      method,
      url: `/api${url}`,
      headers: who in tokens ? bearer(tokens[who as TMembersPerson]) : bearer(who),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** The token of the newest invitation link mailed to `email`. */
  const invitationTokenFor = async (email: string): Promise<string> => {
    const [mail] = await readOutbox(handle.app(), email);
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (token === undefined) throw new Error(`no invitation link mailed to ${email}`);
    return token;
  };

  /** Ages the mails sent to `email` past the one-a-minute limit, so a resend may follow at once. */
  const ageMails = async (email: string): Promise<void> => {
    await em().nativeUpdate(MailMessage, { to: email }, { createdAt: new Date(Date.now() - 2 * 60_000) });
  };

  return {
    handle,
    ageMails,
    em,
    clock,
    tokens,
    users,
    memberships,
    firm,
    other: () => {
      if (state.other === null) throw new Error('the other firm exists only inside tests');
      return state.other;
    },
    addMember,
    inject,
    invitationTokenFor,
    inFirm: (path: string) => `/organizations/${firm().id}${path}`,
    dispatch: () => handle.app().events.dispatchPending(),
  };
}
