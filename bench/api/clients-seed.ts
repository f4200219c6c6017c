import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { TKycStatus } from '@propdesk/shared/contracts';
import { AuditEvent } from '../../api/src/modules/audit/audit-event.entity.ts';
import { Session } from '../../api/src/modules/auth/session.entity.ts';
import { User } from '../../api/src/modules/tenancy/user.entity.ts';
import { IdentityVerification } from '../../api/src/modules/kyc/identity-verification.entity.ts';
import { Order } from '../../api/src/modules/trading-accounts/order.entity.ts';
import { OrganizationMember } from '../../api/src/modules/tenancy/organization-member.entity.ts';
import type { TOrganization } from '../../api/src/modules/tenancy/organization.entity.ts';
import type { TPlan } from '../../api/src/modules/plans/plan.entity.ts';
import { Profile } from '../../api/src/modules/tenancy/profile.entity.ts';
import { TradingAccount } from '../../api/src/modules/trading-accounts/trading-account.entity.ts';
import { createTestAccount } from '../../api/src/test/auth-fixtures.ts';
import { openPlatformAccount } from '../../api/src/test/trading-fixtures.ts';

const FIRST_NAMES = ['Ada', 'Bruno', 'Chiara', 'Daniel', 'Elena', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas'];
const LAST_NAMES = ['Smith', 'Rossi', 'García', 'Müller', 'Dubois', 'Novak', 'Silva', 'Kowalski', 'Haddad'];
const COUNTRIES = ['IT', 'ES', 'DE', 'FR', 'GB', 'PL', 'PT', 'NL', 'AE', 'ZA', 'BR', 'MX'];
const DAY_MS = 86_400_000;
/** Rows per INSERT: large enough to seed quickly, small enough for one statement's parameters. */
const BATCH = 500;

/** A deterministic spread, so every run measures the same data. */
const pick = <T>(values: readonly T[], index: number, salt: number): T =>
  values[(index * 7 + salt * 13 + Math.floor(index / values.length)) % values.length] as T;

/** 40 % never sent a check, 20 % waiting, 30 % approved, 10 % rejected. */
function kycOf(index: number): TKycStatus {
  const bucket = index % 10;
  return bucket < 4 ? 'not_started' : bucket < 6 ? 'submitted' : bucket < 9 ? 'approved' : 'rejected';
}

/**
 * `count` clients of `organization` written in batches, as a firm that has run for two years would
 * have them: spread joining dates and countries, a mix of identity checks, one in twenty blocked, one in
 * seven with a funded account (a paid order each), most with a session and a few sign-ins in the audit
 * trail. Accounts are copies of one account the app opened, so their frozen rules are real.
 */
export async function seedBenchClients(
  orm: MikroORM,
  {
    organization,
    plan,
    count,
    now,
    prefix,
  }: {
    organization: TOrganization;
    plan: TPlan;
    count: number;
    now: number;
    prefix: string;
  },
): Promise<void> {
  const template = await openPlatformAccount(orm.em.fork(), {
    organization,
    trader: await createTestAccount(orm.em.fork(), { email: `${prefix}.template@bench.example.com` }),
    plan,
    platform: 'mt5',
    startedAt: now - 30 * DAY_MS,
  });
  const order = await orm.em.fork().findOneOrFail(Order, { id: template.order.id });
  for (let start = 0; start < count; start += BATCH) {
    const em = orm.em.fork();
    const users = [];
    const profiles = [];
    const members = [];
    const checks = [];
    const orders = [];
    const accounts = [];
    const sessions = [];
    const signIns = [];
    for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
      const id = randomUUID();
      const joinedAt = new Date(now - ((index * 104_729) % (730 * DAY_MS)) - DAY_MS);
      const firstName = pick(FIRST_NAMES, index, 1);
      const lastName = pick(LAST_NAMES, index, 2);
      const email = `${firstName}.${lastName}.${prefix}${index}@bench.example.com`
        .normalize('NFD')
        .replace(/[^\x20-\x7e]/g, '')
        .toLowerCase();
      users.push({
        id,
        email,
        passwordHash: null,
        emailVerifiedAt: index % 17 === 0 ? null : joinedAt,
        disabledAt: index % 20 === 0 ? new Date(now - DAY_MS) : null,
        secondFactorFailures: 0,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
      profiles.push({
        id: randomUUID(),
        user: id,
        role: 'client' as const,
        portalType: 'client' as const,
        organization: organization.id,
        clientOrganizationSlug: organization.slug,
        firstName,
        lastName,
        email,
        country: pick(COUNTRIES, index, 3),
        certificateNameStyle: 'full' as const,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
      members.push({
        id: randomUUID(),
        organization: organization.id,
        user: id,
        role: 'user' as const,
        status: 'active' as const,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
      const kyc = kycOf(index);
      if (kyc !== 'not_started') {
        checks.push({
          id: randomUUID(),
          user: id,
          organization: organization.id,
          status: kyc,
          submittedAt: joinedAt,
          reviewedAt: kyc === 'submitted' ? null : joinedAt,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        });
      }
      if (index % 7 === 0) {
        const orderId = randomUUID();
        orders.push({
          id: orderId,
          organization: organization.id,
          user: id,
          plan: plan.id,
          ruleSet: order.ruleSet.id,
          program: order.program,
          accountSizeMinor: order.accountSizeMinor,
          priceMinor: order.priceMinor,
          currency: order.currency,
          platform: order.platform,
          status: 'paid' as const,
          provider: 'sandbox',
          providerReference: `bench_${orderId}`,
          idempotencyKey: `bench-${orderId}`,
          paidAt: joinedAt,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        });
        accounts.push({
          id: randomUUID(),
          organization: organization.id,
          owner: id,
          order: orderId,
          plan: plan.id,
          ruleSet: template.ruleSet.id,
          ruleSetVersion: template.ruleSetVersion,
          rules: template.rules,
          program: template.program,
          phaseIndex: template.phaseIndex,
          phaseKind: 'funded' as const,
          status: 'active' as const,
          platform: template.platform,
          login: `${prefix}${String(index).padStart(7, '0')}`,
          currency: template.currency,
          accountSizeMinor: template.accountSizeMinor,
          balanceMinor: template.balanceMinor,
          equityMinor: template.equityMinor,
          engineState: template.engineState,
          revision: 0,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        });
      }
      if (index % 10 < 7) {
        const lastUsedAt = new Date(now - ((index * 7_919) % (60 * DAY_MS)));
        sessions.push({
          id: randomUUID(),
          user: id,
          refreshTokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
          lastUsedAt,
          expiresAt: new Date(lastUsedAt.getTime() + 30 * DAY_MS),
          createdAt: lastUsedAt,
          updatedAt: lastUsedAt,
        });
        for (let signIn = 0; signIn < 1 + (index % 3); signIn += 1) {
          signIns.push({
            id: randomUUID(),
            actor: id,
            action: 'sign_in',
            outcome: 'success' as const,
            createdAt: new Date(lastUsedAt.getTime() - signIn * DAY_MS),
          });
        }
      }
    }
    await em.insertMany(User, users);
    await em.insertMany(Profile, profiles);
    await em.insertMany(OrganizationMember, members);
    if (checks.length > 0) await em.insertMany(IdentityVerification, checks);
    if (orders.length > 0) await em.insertMany(Order, orders);
    if (accounts.length > 0) await em.insertMany(TradingAccount, accounts);
    if (sessions.length > 0) await em.insertMany(Session, sessions);
    if (signIns.length > 0) await em.insertMany(AuditEvent, signIns);
  }
}
