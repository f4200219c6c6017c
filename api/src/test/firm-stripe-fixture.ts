import type { MikroORM } from '@mikro-orm/core';
import type { TMemberRole } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { OrganizationMember } from '../modules/tenancy/index.ts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from './auth-fixtures.ts';
import { buildTestApp } from './build-test-app.ts';
import { madeUpStripeKeys } from './stripe-keys.ts';
import { REFUSED_KEY_MARK, type TStripeStandIn } from './stripe-stand-in.ts';
import { checkoutKey, createSellingOrganization } from './trading-fixtures.ts';

export { madeUpStripeKeys };

/** A key the stand-in refuses at GET /v1/account, as Stripe refuses a wrong or revoked one. */
export const refusedStripeKey = () => madeUpStripeKeys(`${REFUSED_KEY_MARK}_`).secretKey;

export type TFirm = {
  organizationId: string;
  planId: string;
  traderEmail: string;
  traderToken: string;
  /** Staff of the firm by role, signed in with their second factor. */
  staff: Partial<Record<TMemberRole, string>>;
};

/**
 * The platform takes cards through its own Stripe account (the stand-in), and three firms sell: A and B
 * with staff who may connect their own accounts, C with a trader only, which always pays the platform.
 */
export async function startFirmStripeWorld(orm: MikroORM, standIn: TStripeStandIn, slug: string) {
  const platformKeys = madeUpStripeKeys();
  const app = await buildTestApp({
    orm,
    config: {
      paymentProvider: 'stripe',
      stripe: { ...platformKeys, apiBaseUrl: standIn.baseUrl },
      stripeApiBaseUrl: standIn.baseUrl,
    },
  });
  const firm = async (name: string, staffRoles: TMemberRole[]): Promise<TFirm> => {
    const em = orm.em.fork();
    const { organization, plans } = await createSellingOrganization(em, `${slug}-${name}`);
    const traderEmail = `trader.${name}.${slug}@example.com`;
    await createTestAccount(em, { email: traderEmail, organization });
    for (const role of staffRoles) {
      const user = await createTestAccount(em, {
        email: `${role}.${name}.${slug}@example.com`,
        organization,
        totpSecret: TEST_TOTP_SECRET,
      });
      em.create(OrganizationMember, { organization, user, role, status: 'active' });
    }
    await em.flush();
    const staff: TFirm['staff'] = {};
    for (const role of staffRoles) {
      const email = `${role}.${name}.${slug}@example.com`;
      staff[role] = (await signInAs(app, { email, totpSecret: TEST_TOTP_SECRET })).accessToken;
    }
    return {
      organizationId: organization.id,
      planId: plans.two_step.id,
      traderEmail,
      traderToken: (await signInAs(app, { email: traderEmail })).accessToken,
      staff,
    };
  };
  return {
    app,
    platformKeys,
    firmA: await firm('a', ['owner', 'admin', 'manager']),
    firmB: await firm('b', ['owner']),
    firmC: await firm('c', []),
  };
}

/** PUT, GET or DELETE a firm's payment account. */
export function paymentAccountCall(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'DELETE',
  organizationId: string,
  token: string | undefined,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/organizations/${organizationId}/payment-account`,
    headers: bearer(token ?? ''),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A trader's checkout of a plan (on another app than the world's, with a token of that app). */
export function buyPlan(app: FastifyInstance, firm: TFirm, token = firm.traderToken) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(token),
    payload: { planId: firm.planId, idempotencyKey: checkoutKey() },
  });
}
