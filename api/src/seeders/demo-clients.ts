import type { MikroORM } from '@mikro-orm/core';
import type { TKycStatus } from '@propdesk/shared/contracts';
import { AuditEvent } from '../modules/audit/audit-event.entity.ts';
import { AUDIT_ACTIONS } from '../modules/audit/audit.service.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { ClientNote } from '../modules/clients/client-note.entity.ts';
import { IdentityVerification } from '../modules/kyc/identity-verification.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../modules/tenancy/organization.constants.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import {
  DAY,
  dayTrade,
  HOUR,
  openPaidAccount,
  tradeAccount,
  type TDemoContext,
} from './demo-account-trading.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** What a demo client holds at the firm besides their profile. */
type TDemoClientExtra = 'challenge' | 'funded' | 'blocked' | 'unverified' | 'never_seen';

/** First name, last name, country, joined so many days ago, identity check, extras. */
type TDemoClient = readonly [string, string, string, number, TKycStatus, readonly TDemoClientExtra[]];

/**
 * The default firm's other clients (docs: Product › Demo data), so Client Management has a real list to
 * search, filter and sort: countries from three continents, every identity-check state, a few accounts,
 * one blocked client, a few unverified addresses and some who never signed in. None of them can sign in
 * (no password): they are the firm's records, not demo logins.
 */
export const DEMO_CLIENTS: readonly TDemoClient[] = [
  ['Amelia', 'Clarke', 'GB', 540, 'approved', ['funded']],
  ['Lucas', 'Moreau', 'FR', 520, 'approved', []],
  ['Sofia', 'Bianchi', 'IT', 498, 'approved', ['challenge']],
  ['Mateo', 'Fernández', 'ES', 470, 'rejected', []],
  ['Emma', 'Schneider', 'DE', 455, 'approved', ['funded']],
  ['Noah', 'Jansen', 'NL', 430, 'not_started', ['never_seen']],
  ['Olivia', 'Kowalska', 'PL', 410, 'submitted', []],
  ['Liam', 'Murphy', 'IE', 395, 'approved', []],
  ['Chloé', 'Lambert', 'BE', 380, 'not_started', []],
  ['Viktor', 'Petrov', 'BG', 366, 'rejected', ['blocked']],
  ['Isabella', 'Costa', 'PT', 350, 'approved', []],
  ['Hugo', 'Lindqvist', 'SE', 333, 'not_started', ['unverified', 'never_seen']],
  ['Aisha', 'Al Mansouri', 'AE', 320, 'approved', ['challenge']],
  ['Omar', 'Haddad', 'SA', 300, 'submitted', []],
  ['Valentina', 'Rojas', 'CL', 288, 'approved', []],
  ['Santiago', 'Gómez', 'CO', 270, 'not_started', []],
  ['Camila', 'Silva', 'BR', 255, 'submitted', ['challenge']],
  ['Diego', 'Hernández', 'MX', 240, 'not_started', ['never_seen']],
  ['Thandiwe', 'Nkosi', 'ZA', 226, 'approved', []],
  ['Kwame', 'Mensah', 'GH', 210, 'not_started', []],
  ['Chiamaka', 'Okafor', 'NG', 198, 'rejected', []],
  ['Wanjiru', 'Kamau', 'KE', 180, 'submitted', []],
  ['Youssef', 'Benali', 'MA', 166, 'not_started', ['unverified']],
  ['Nour', 'Khalil', 'EG', 150, 'approved', []],
  ['Elena', 'Popescu', 'RO', 140, 'not_started', []],
  ['Tomáš', 'Novák', 'CZ', 126, 'approved', []],
  ['Marta', 'Horváth', 'HU', 112, 'submitted', []],
  ['Ivan', 'Horvat', 'HR', 100, 'not_started', ['never_seen']],
  ['Eleni', 'Papadopoulou', 'GR', 88, 'approved', ['challenge']],
  ['Mikkel', 'Nielsen', 'DK', 75, 'not_started', []],
  ['Aino', 'Virtanen', 'FI', 62, 'submitted', []],
  ['Lukas', 'Gruber', 'AT', 50, 'not_started', ['unverified', 'never_seen']],
  ['Giulia', 'Ferrari', 'IT', 41, 'approved', []],
  ['Pablo', 'Ruiz', 'ES', 33, 'not_started', []],
  ['Léa', 'Girard', 'FR', 25, 'submitted', []],
  ['Jakub', 'Wiśniewski', 'PL', 18, 'not_started', []],
  ['Fatima', 'Zahra', 'MA', 12, 'not_started', ['never_seen']],
  ['Gabriel', 'Santos', 'PT', 7, 'not_started', []],
  ['Mia', 'Weber', 'DE', 3, 'not_started', []],
  ['Ethan', 'Walsh', 'IE', 1, 'not_started', ['never_seen']],
];

/** Staff notes the owner wrote, by the client's last name. */
const DEMO_NOTES: readonly (readonly [string, number, string])[] = [
  [
    'Petrov',
    30,
    'Two card chargebacks on challenge fees. Sign-in blocked until the payment provider answers.',
  ],
  ['Fernández', 60, 'ID photo rejected twice (glare). Suggested scanning the document instead of a photo.'],
  ['Clarke', 90, 'Asked about the payout schedule; explained the 14-day first payout delay.'],
  ['Clarke', 12, 'Prefers contact by email, afternoons (UK time).'],
];

export const emailOf = ([firstName, lastName]: TDemoClient) =>
  `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase()
    .concat('@clients.propdesk.test');

/** Days after joining at which the client last signed in (a deterministic spread, never in the future). */
function lastSignInOf(index: number, daysAgo: number, now: number): number {
  return now - ((index * 37) % Math.max(1, daysAgo)) * DAY - (index % 12) * HOUR;
}

/**
 * Writes DEMO_CLIENTS into the default firm with their sign-ins (in the audit trail, and a session for
 * the last), identity checks, accounts (traded through the real engine like the demo traders'), the
 * owner's notes and the block, each audited as if the owner had done it in Client Management.
 */
export async function seedDemoClients(
  orm: MikroORM,
  { now, seed }: { now: number; seed: number },
): Promise<void> {
  const em = orm.em.fork();
  const organization = await em.findOneOrFail(Organization, { slug: DEFAULT_ORGANIZATION_SLUG });
  const owner = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.organizationOwner.email });
  const client = { ip: '203.0.113.10', userAgent: 'PropDesk demo data' };
  const idOfLastName = new Map<string, string>();
  const audit = (input: { actor: string; action: string; at: number; target?: string; details?: object }) =>
    em.create(AuditEvent, {
      actor: input.actor,
      action: input.action,
      organization: input.target === undefined ? null : organization,
      targetType: input.target === undefined ? null : 'user',
      targetId: input.target ?? null,
      outcome: 'success',
      ip: client.ip,
      userAgent: client.userAgent,
      details: { ...input.details },
      createdAt: new Date(input.at),
    });
  for (const [index, row] of DEMO_CLIENTS.entries()) {
    const [firstName, lastName, country, daysAgo, kyc, extras] = row;
    const joinedAt = now - daysAgo * DAY;
    const user = em.create(User, {
      email: emailOf(row),
      passwordHash: null,
      emailVerifiedAt: extras.includes('unverified') ? null : new Date(joinedAt + HOUR),
      disabledAt: null,
      createdAt: new Date(joinedAt),
    });
    idOfLastName.set(lastName, user.id);
    em.create(Profile, {
      user,
      role: 'client',
      portalType: 'client',
      organization,
      clientOrganizationSlug: organization.slug,
      firstName,
      lastName,
      email: user.email,
      country,
      createdAt: new Date(joinedAt),
    });
    em.create(OrganizationMember, { organization, user, role: 'user', status: 'active' });
    if (kyc !== 'not_started') {
      em.create(IdentityVerification, {
        user,
        organization,
        status: kyc,
        legalName: `${firstName} ${lastName}`,
        dateOfBirth: `${1975 + (index % 25)}-0${1 + (index % 9)}-1${index % 10}`,
        country,
        rejectionReason:
          kyc === 'rejected' ? 'The document photo is blurred; please send a sharper one.' : null,
        submittedAt: new Date(joinedAt + 2 * DAY),
        reviewedAt: kyc === 'submitted' ? null : new Date(joinedAt + 3 * DAY),
        reviewedBy: kyc === 'submitted' ? null : owner,
      });
    }
    if (extras.includes('never_seen') || extras.includes('unverified')) continue;
    // Signed in a few times; the last sign-in left a session, used again a little later.
    const lastSignIn = lastSignInOf(index, daysAgo, now);
    for (const back of [9, 3, 0]) {
      const at = lastSignIn - back * DAY;
      if (at > joinedAt)
        audit({ actor: user.id, action: AUDIT_ACTIONS.signIn, at, details: { portal: 'client' } });
    }
    em.create(Session, {
      user,
      refreshTokenHash: `${user.id.replaceAll('-', '')}${'0'.repeat(32)}`,
      userAgent: client.userAgent,
      ip: client.ip,
      lastUsedAt: new Date(lastSignIn + 2 * HOUR),
      expiresAt: new Date(lastSignIn + 30 * DAY),
      createdAt: new Date(lastSignIn),
    });
  }
  // The owner's notes, and the block one of them explains (its session ended with it).
  for (const [lastName, daysAgo, text] of DEMO_NOTES) {
    const clientId = idOfLastName.get(lastName);
    if (clientId === undefined) continue;
    const note = em.create(ClientNote, {
      organization,
      client: clientId,
      author: owner,
      text,
      createdAt: new Date(now - daysAgo * DAY),
    });
    audit({
      actor: owner.id,
      action: AUDIT_ACTIONS.clientNoteAdded,
      at: now - daysAgo * DAY,
      target: clientId,
      details: { noteId: note.id },
    });
  }
  const blocked = DEMO_CLIENTS.filter((row) => row[5].includes('blocked'));
  await em.flush();
  for (const row of blocked) {
    const clientId = idOfLastName.get(row[1]) ?? '';
    const at = new Date(now - 30 * DAY);
    await em.nativeUpdate(User, { id: clientId }, { disabledAt: at });
    await em.nativeUpdate(
      Session,
      { user: clientId, revokedAt: null },
      { revokedAt: at, revokedReason: 'revoked_by_user' },
    );
    audit({
      actor: owner.id,
      action: AUDIT_ACTIONS.clientBlocked,
      at: at.getTime(),
      target: clientId,
      details: { endedSessions: 1 },
    });
  }
  await em.flush();
  await seedDemoClientAccounts(orm, { now, seed });
}

/**
 * The accounts of the clients marked `challenge` (a $25,000 2-step bought five days ago, one winning day)
 * and `funded` (a funded $25,000 account for three weeks, a few days traded), judged by the real engine.
 */
async function seedDemoClientAccounts(
  orm: MikroORM,
  { now, seed }: { now: number; seed: number },
): Promise<void> {
  const context: TDemoContext = {
    orm,
    evaluator: createAccountEvaluator({ changes: createInProcessAccountChangeBus() }),
    seed,
  };
  for (const row of DEMO_CLIENTS) {
    const extras = row[5];
    const isFunded = extras.includes('funded');
    if (!isFunded && !extras.includes('challenge')) continue;
    const start = now - (isFunded ? 21 : 5) * DAY;
    const accountId = await openPaidAccount(orm.em.fork(), {
      email: emailOf(row),
      slug: DEFAULT_ORGANIZATION_SLUG,
      program: 'two_step',
      sizeMinor: 2_500_000,
      at: start,
      ...(isFunded ? { phaseIndex: 2 } : {}),
    });
    const trades = isFunded
      ? [
          dayTrade(start, 1, 'EURUSD', [8, 12], 'win', 30_000),
          dayTrade(start, 3, 'GOLD', [9, 14], 'loss', 12_000),
          dayTrade(start, 6, 'DJI', [13, 17], 'win', 25_000),
        ]
      : [dayTrade(start, 1, 'GBPUSD', [8, 12], 'win', 40_000)];
    await tradeAccount(context, accountId, trades, { until: now });
  }
}
