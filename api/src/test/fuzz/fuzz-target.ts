import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { TProfileRole } from '@propdesk/shared/contracts';
import type { TAuthRateLimits } from '../../config/app-config.ts';
import { issueAccessToken } from '../../modules/auth/access-token.ts';
import { startSession } from '../../modules/auth/session.service.ts';
import type { TUser } from '../../modules/tenancy/user.entity.ts';
import { OrganizationMember } from '../../modules/tenancy/organization-member.entity.ts';
import { bearer, createTestAccount, signInAs } from '../auth-fixtures.ts';
import { createTestConfig } from '../build-test-app.ts';
import { buyAccount, createSellingOrganization } from '../trading-fixtures.ts';
import type { TFuzzCaller } from './run-fuzz.ts';

const UNLIMITED = { max: 10_000_000, timeWindowMs: 60_000 };

/** The app's config for a fuzz run: rate limits out of the way, so every request reaches its route. */
export const FUZZ_CONFIG = {
  rateLimit: UNLIMITED,
  authRateLimits: Object.fromEntries(
    Object.keys(createTestConfig().authRateLimits).map((name) => [name, UNLIMITED]),
  ) as TAuthRateLimits,
};

/**
 * The data a fuzz run aims at: an organization selling plans, a trader of it with an account, a platform
 * admin. The callers are anonymous, that trader and that admin; the known values (ids, slug) let some
 * generated requests reach deep into the handlers instead of stopping at "not found".
 */
export async function prepareFuzzTarget(
  app: FastifyInstance,
  orm: MikroORM,
): Promise<{ callers: TFuzzCaller[]; knownValues: string[] }> {
  const em = orm.em.fork();
  const firm = await createSellingOrganization(em, 'fuzz-firm');
  const trader = await createTestAccount(em, {
    email: 'fuzz.trader@example.com',
    organization: firm.organization,
  });
  em.create(OrganizationMember, {
    organization: firm.organization,
    user: trader,
    role: 'user',
    status: 'active',
  });
  const admin = await createTestAccount(em, {
    email: 'fuzz.admin@example.com',
    role: 'admin',
    portalType: null,
  });
  await em.flush();
  const { accessToken } = await signInAs(app, { email: 'fuzz.trader@example.com' });
  const accountId = await buyAccount(app, accessToken, firm.plans.two_step.id);

  /** A fresh session each time, as if the person had just signed in (with a second factor). */
  const caller = (name: string, user: TUser, role: TProfileRole): TFuzzCaller => ({
    name,
    authorization: async () => {
      const sessionEm = orm.em.fork();
      const { session } = startSession({
        em: sessionEm,
        user,
        client: { ip: '127.0.0.1', userAgent: 'fuzz' },
        mfaVerifiedAt: new Date(),
      });
      await sessionEm.flush();
      return bearer(issueAccessToken(app.jwt, { sub: user.id, sid: session.id, role }).accessToken);
    },
  });
  return {
    callers: [
      { name: 'anonymous', authorization: async () => ({}) },
      caller('trader', trader, 'client'),
      caller('platform admin', admin, 'admin'),
    ],
    knownValues: [firm.organization.id, firm.organization.slug, firm.plans.two_step.id, accountId, trader.id],
  };
}
