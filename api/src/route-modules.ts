import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppServices } from './app-services.ts';
import type { TAppConfig } from './config/app-config.ts';
import { accountSecurityRoutes } from './modules/auth/account-security.routes.ts';
import { adminBootstrapRoutes } from './modules/auth/admin-bootstrap.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { activityRoutes } from './modules/audit/activity.routes.ts';
import { mfaRoutes } from './modules/auth/mfa/mfa.routes.ts';
import { createSecretBox, SECRET_PURPOSES } from './modules/auth/mfa/secret-box.ts';
import { certificateRoutes } from './modules/certificates/certificates.routes.ts';
import { clientRoutes } from './modules/clients/clients.routes.ts';
import { disputeRoutes } from './modules/breaches/dispute.routes.ts';
import { disputeStaffRoutes } from './modules/breaches/dispute-staff.routes.ts';
import { devClockRoutes } from './modules/dev-tools/dev-clock.routes.ts';
import { devNotificationRoutes } from './modules/dev-tools/dev-notifications.routes.ts';
import { devOutboxRoutes } from './modules/dev-tools/dev-outbox.routes.ts';
import { eliteRoutes } from './modules/elite/elite.routes.ts';
import { ingestionRoutes } from './modules/ingestion/ingestion.routes.ts';
import { documentLinkSecret } from './modules/kyc/document-link.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { brandRoutes } from './modules/branding/brand.routes.ts';
import { domainRoutes } from './modules/domains/domains.routes.ts';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { ruleSetRoutes } from './modules/plans/rule-sets.routes.ts';
import { staffPlanRoutes } from './modules/plans/staff-plans.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { publicApiRoutes } from './modules/api-keys/public-api.routes.ts';
import { invitationRoutes } from './modules/members/invitation.routes.ts';
import { memberRoutes } from './modules/members/member.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { resetOrderRoutes } from './modules/orders/reset-orders.routes.ts';
import { paymentAccountRoutes } from './modules/orders/payment-account.routes.ts';
import { organizationDashboardRoutes } from './modules/organization-dashboard/organization-dashboard.routes.ts';
import { payoutStaffRoutes } from './modules/payouts/payout-staff.routes.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { organizationAccessRoutes } from './modules/organizations/organization-access.routes.ts';
import { linkProfileToClientOrganization } from './modules/organizations/profile-linking.service.ts';
import { organizationProfileRoutes } from './modules/organizations/organization-profile.routes.ts';
import { organizationRoutes } from './modules/organizations/organization.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { receiptRoutes } from './modules/receipts/receipts.routes.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { simulatorRoutes } from './modules/simulator/simulator.routes.ts';
import { staffAccountRoutes } from './modules/trading-accounts/staff-accounts.routes.ts';
import { tradingAccountRoutes } from './modules/trading-accounts/trading-accounts.routes.ts';
import { whiteLabelRoutes } from './modules/white-label/white-label.routes.ts';

/** One module's routes with their options, registered under the api prefix. */
export type TRouteModule = (app: FastifyInstance, prefix: string) => Promise<unknown>;

function mount<TOptions extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncZod<TOptions>,
  options: TOptions,
): TRouteModule {
  return async (app, prefix) => app.register(routes, { ...options, prefix });
}

/**
 * Every module's routes, in the order they are registered (the OpenAPI document lists them so). The
 * development tools come last and only when the configuration asks for them.
 */
export function listRouteModules(config: TAppConfig, services: TAppServices): TRouteModule[] {
  const isProduction = config.nodeEnv === 'production';
  const {
    mail,
    clock,
    changes,
    evaluator,
    elitePasses,
    sandbox,
    stripe,
    firmStripe,
    signInThrottle,
    simulator,
    adjustableClock,
    sessionAccess,
  } = services;
  const platformProvider = sandbox ?? stripe;
  return [
    mount(platformRoutes, {
      productName: config.productName,
      supportEmail: config.supportEmail,
      supportPhone: config.supportPhone,
    }),
    mount(organizationRoutes, { apiBaseUrl: config.apiBaseUrl }),
    mount(organizationAccessRoutes, { elitePasses, sessionAccess, apiBaseUrl: config.apiBaseUrl }),
    mount(organizationProfileRoutes, {}),
    mount(securityRoutes, { clock, sessionAccess }),
    mount(profileRoutes, {}),
    mount(planRoutes, {
      // A firm with its own Stripe account sells even when the platform has no provider.
      isCheckoutAvailable: async (em, organizationId) =>
        platformProvider !== null || (await firmStripe.hasAccount(em, organizationId)),
      clock,
    }),
    mount(orderRoutes, {
      sandbox,
      stripe,
      firmStripe,
      webhookSecret: config.paymentWebhookSecret,
      publicAppUrl: config.publicAppUrl,
      changes,
      clock,
    }),
    mount(billingRoutes, {
      providers: [...[sandbox, stripe].filter((provider) => provider !== null), firmStripe.refunding],
      changes,
      clock,
    }),
    mount(resetOrderRoutes, {
      providers: { platform: platformProvider, firms: firmStripe },
      publicAppUrl: config.publicAppUrl,
      clock,
    }),
    mount(paymentAccountRoutes, {
      accounts: firmStripe,
      secretBoxes: services.stripeSecretBoxes,
      apiBaseUrl: config.apiBaseUrl,
      changes,
      clock,
    }),
    mount(tradingAccountRoutes, { clock, changes, sessionAccess }),
    mount(disputeRoutes, {}),
    mount(staffAccountRoutes, { clock }),
    mount(disputeStaffRoutes, { evaluator, clock }),
    mount(domainRoutes, { resolve: services.txtResolver, trustedOrigins: services.trustedOrigins }),
    mount(apiKeyRoutes, { clock }),
    mount(staffPlanRoutes, {}),
    mount(couponRoutes, { clock, previewRateLimit: config.authRateLimits.couponCheck }),
    mount(ruleSetRoutes, { clock }),
    mount(webhookRoutes, {
      secretBox: services.webhookSecretBox,
      allowPrivateTargets: config.webhookAllowPrivateTargets,
    }),
    mount(publicApiRoutes, { clock, evaluator }),
    mount(brandRoutes, {
      storage: services.documentStorage,
      imageWork: services.imageWork,
      apiBaseUrl: config.apiBaseUrl,
    }),
    mount(kycRoutes, {
      storage: services.documentStorage,
      imageWork: services.imageWork,
      linkSecret: documentLinkSecret(config.jwtSecret),
    }),
    mount(payoutRoutes, { evaluator, clock }),
    mount(payoutStaffRoutes, { evaluator, clock }),
    mount(memberRoutes, { sessionAccess }),
    mount(invitationRoutes, { mail, sessionAccess, clock }),
    mount(organizationDashboardRoutes, { clock }),
    mount(activityRoutes, {}),
    mount(clientRoutes, { clock, mail, sessionAccess }),
    mount(simulatorRoutes, { simulator }),
    mount(ingestionRoutes, {
      // Its own key, derived from the same passphrase as the authenticator secrets' (see secret-box.ts).
      secretBox: createSecretBox(config.mfaEncryptionKey, SECRET_PURPOSES.ingestion),
      evaluator,
      clock,
      apiBaseUrl: config.apiBaseUrl,
    }),
    mount(whiteLabelRoutes, {
      rateLimit: config.authRateLimits.signUp,
      mail,
      clock,
      apiBaseUrl: config.apiBaseUrl,
    }),
    mount(authRoutes, {
      isProduction,
      trustedOrigins: services.trustedOrigins,
      rateLimits: config.authRateLimits,
      signInThrottle,
      mail,
      elitePasses,
      linkSignedUpClient: linkProfileToClientOrganization,
      sessionAccess,
    }),
    mount(mfaRoutes, {
      isProduction,
      rateLimits: config.authRateLimits,
      mail,
      mfa: {
        secretBox: createSecretBox(config.mfaEncryptionKey, SECRET_PURPOSES.totp),
        issuer: config.productName,
      },
    }),
    mount(eliteRoutes, {
      passes: elitePasses,
      trustedOrigins: services.trustedOrigins,
      accessCodeHash: services.eliteAccessCodeHash,
      rateLimit: config.authRateLimits.eliteAccess,
    }),
    mount(notificationRoutes, { push: services.notificationPush, sessionAccess }),
    mount(certificateRoutes, { publicAppUrl: config.publicAppUrl, storage: services.documentStorage }),
    mount(receiptRoutes, { storage: services.documentStorage }),
    mount(accountSecurityRoutes, { rateLimits: config.authRateLimits, mail, sessionAccess }),
    mount(adminBootstrapRoutes, {
      rateLimits: config.authRateLimits,
      bootstrapToken: config.adminBootstrapToken,
    }),
    // !!! Never in production: the development mailbox shows every single-use link to anyone. !!!
    ...(config.devRoutes
      ? [
          mount(devOutboxRoutes, { mailbox: services.developmentMailbox }),
          // !!! Never in production: anyone could fill their own bell with made-up sign-in notices. !!!
          mount(devNotificationRoutes, {}),
        ]
      : []),
    // !!! Never in production: the test clock lets anyone move every account's time forward. !!!
    ...(adjustableClock === null
      ? []
      : [mount(devClockRoutes, { clock: adjustableClock, orm: services.orm, evaluator })]),
  ];
}
