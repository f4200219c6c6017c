import type { MikroORM } from '@mikro-orm/core';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TAppConfig } from './config/app-config.ts';
import { createAdjustableClock, systemClock, type TClock } from './infra/clock.ts';
import type { Redis } from './infra/redis.ts';
import { buildLoggerOptions, type TLogDestination } from './logging/logger-options.ts';
import { accountSecurityRoutes } from './modules/auth/account-security.routes.ts';
import { adminBootstrapRoutes } from './modules/auth/admin-bootstrap.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authenticatePlugin } from './modules/auth/authenticate.ts';
import { scheduleIdentityCleanup } from './modules/auth/identity-cleanup.ts';
import { mfaRoutes } from './modules/auth/mfa/mfa.routes.ts';
import { createSecretBox, SECRET_PURPOSES } from './modules/auth/mfa/secret-box.ts';
import { hashPassword } from './modules/auth/password-hasher.ts';
import { createRedisSignInThrottle } from './modules/auth/redis-sign-in-throttle.ts';
import { createInMemorySignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { disputeRoutes } from './modules/breaches/dispute.routes.ts';
import { devClockRoutes } from './modules/dev-tools/dev-clock.routes.ts';
import { devOutboxRoutes } from './modules/dev-tools/dev-outbox.routes.ts';
import { createElitePasses } from './modules/elite/elite-pass.ts';
import { DEMO_ELITE_ACCESS_CODE } from './modules/elite/elite.constants.ts';
import { eliteRoutes } from './modules/elite/elite.routes.ts';
import { ingestionRoutes } from './modules/ingestion/ingestion.routes.ts';
import { createDevelopmentMailbox, type TDevelopmentMailbox } from './modules/mail/development-mailbox.ts';
import { scheduleMailPurge } from './modules/mail/mail-retention.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import type { TMailer } from './modules/mail/mailer.ts';
import { createSmtpMailer } from './modules/mail/smtp-mailer.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { createSandboxProvider, SANDBOX_PROVIDER } from './modules/orders/payment-provider.ts';
import { organizationAccessRoutes } from './modules/organizations/organization-access.routes.ts';
import { organizationRoutes } from './modules/organizations/organization.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { scheduleSimulator } from './modules/simulator/simulator-ticker.ts';
import { simulatorRoutes } from './modules/simulator/simulator.routes.ts';
import { createInProcessAccountChangeBus } from './modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from './modules/trading-accounts/account-evaluation.ts';
import { createRedisAccountChangeBus } from './modules/trading-accounts/redis-account-changes.ts';
import { scheduleDailyResets } from './modules/trading-accounts/reset-scheduler.ts';
import { tradingAccountRoutes } from './modules/trading-accounts/trading-accounts.routes.ts';
import { whiteLabelRoutes } from './modules/white-label/white-label.routes.ts';
import { cookiePlugin } from './plugins/cookie.ts';
import { corsPlugin } from './plugins/cors.ts';
import { databasePlugin } from './plugins/database.ts';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { helmetPlugin } from './plugins/helmet.ts';
import { jwtPlugin } from './plugins/jwt.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { generateRequestId, requestIdPlugin } from './plugins/request-id.ts';
import { routeAccessPlugin } from './plugins/route-access.ts';
import { API_DOCS_PREFIX, swaggerPlugin } from './plugins/swagger.ts';
import { underPressurePlugin } from './plugins/under-pressure.ts';
import { zodPlugin } from './plugins/zod.ts';

export const API_PREFIX = '/api';

export type TAppDependencies = {
  /** Owned by the caller, who connects and closes it (the app can be rebuilt on the same ORM). */
  orm: MikroORM;
  /** Log destination; stdout when omitted. */
  logDestination?: TLogDestination;
  /**
   * Shared state for multi-instance deployments (REDIS_URL): rate-limit counters hold across
   * instances. Owned by the caller like the ORM. In-memory when omitted.
   */
  redis?: Redis;
  /** Replaces the mailer chosen from the config (tests deliver through nodemailer's json transport). */
  mailer?: TMailer;
  /**
   * Where the rules engine reads the time. When omitted: the system clock in production, elsewhere one the
   * development test clock (POST /api/dev/clock) can move forward.
   */
  clock?: TClock;
  /**
   * Starts the background work of a serving instance: the daily-reset scheduler, the simulator's price
   * ticks and the hourly purges of spent identity records and old mails. server.ts turns it on; tests
   * drive those steps themselves, so an app built and closed by a test leaves nothing running behind it.
   */
  runsBackgroundJobs?: boolean;
};

/**
 * SMTP when SMTP_URL is set, otherwise the in-memory development mailbox, which the development outbox
 * route then reads. Production always has SMTP_URL (load-config.ts); an app built without it in
 * production (tests) keeps its mails in memory where no route lists them.
 */
function createConfiguredMailer(config: TAppConfig): {
  mailer: TMailer;
  developmentMailbox: TDevelopmentMailbox | null;
} {
  if (config.mail.smtpUrl === null) {
    const developmentMailbox = createDevelopmentMailbox();
    return { mailer: developmentMailbox, developmentMailbox };
  }
  return {
    mailer: createSmtpMailer({ transport: config.mail.smtpUrl, from: config.mail.from }),
    developmentMailbox: null,
  };
}

/**
 * Do not loosen: the configuration loader already refuses these in production; this second check holds for
 * a config built any other way (a test, a script), so no production app can ever carry them.
 */
function assertNoDevelopmentOnlyParts(config: TAppConfig): void {
  if (config.nodeEnv !== 'production') return;
  if (config.devRoutes) throw new Error('The development routes cannot run in production');
  if (config.paymentProvider === SANDBOX_PROVIDER) {
    throw new Error('The sandbox payment provider cannot run in production');
  }
}

/** Builds the api without listening: plugins first, then the domain modules. Only server.ts listens. */
export async function buildApp(config: TAppConfig, dependencies: TAppDependencies): Promise<FastifyInstance> {
  assertNoDevelopmentOnlyParts(config);
  const isProduction = config.nodeEnv === 'production';
  const app = Fastify({
    logger: buildLoggerOptions(config.logLevel, dependencies.logDestination),
    genReqId: generateRequestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Keep-alive sockets would otherwise hold close() open until they time out.
    forceCloseConnections: true,
    frameworkErrors: answerFrameworkError,
  });

  // Order matters: security and CORS headers are added before load shedding and rate limiting can
  // reject a request, so a browser can still read those 429/503 answers.
  await app.register(requestIdPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin, { allowedOrigins: config.corsOrigins });
  await app.register(underPressurePlugin, config.pressure);
  await app.register(rateLimitPlugin, {
    ...config.rateLimit,
    ...(dependencies.redis === undefined ? {} : { redis: dependencies.redis }),
  });
  await app.register(errorHandlerPlugin);
  await app.register(cookiePlugin, {
    secret: config.cookieSecret,
    isProduction,
  });
  await app.register(jwtPlugin, { secret: config.jwtSecret });
  await app.register(databasePlugin, { orm: dependencies.orm });
  await app.register(authenticatePlugin);
  // Before any route (the OpenAPI UI's included): from here on every /api route must declare its access.
  await app.register(routeAccessPlugin, { apiPrefix: API_PREFIX, publicPrefixes: [API_DOCS_PREFIX] });
  await app.register(zodPlugin);
  await app.register(swaggerPlugin, { productName: config.productName });

  await app.register(platformRoutes, {
    prefix: API_PREFIX,
    productName: config.productName,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
  });
  const { mailer, developmentMailbox } =
    dependencies.mailer === undefined
      ? createConfiguredMailer(config)
      : { mailer: dependencies.mailer, developmentMailbox: null };
  const mail = createMailService({
    orm: dependencies.orm,
    mailer,
    publicAppUrl: config.publicAppUrl,
    productName: config.productName,
  });
  // Deliveries run after their request answered: let them finish before the caller closes the ORM.
  app.addHook('onClose', async () => {
    await mail.drain();
    mailer.close();
  });

  const elitePasses = createElitePasses({ jwtSecret: config.jwtSecret, isProduction });
  await app.register(organizationRoutes, { prefix: API_PREFIX });
  await app.register(organizationAccessRoutes, { prefix: API_PREFIX, elitePasses });
  await app.register(profileRoutes, { prefix: API_PREFIX });
  const sandbox =
    config.paymentProvider === SANDBOX_PROVIDER ? createSandboxProvider(config.paymentWebhookSecret) : null;
  await app.register(planRoutes, { prefix: API_PREFIX, isCheckoutAvailable: sandbox !== null });
  const isTestClockAllowed = config.devRoutes && dependencies.clock === undefined;
  const adjustableClock = isTestClockAllowed ? createAdjustableClock() : null;
  const clock = dependencies.clock ?? adjustableClock ?? systemClock;
  const changes =
    dependencies.redis === undefined
      ? createInProcessAccountChangeBus()
      : createRedisAccountChangeBus(dependencies.redis);
  app.addHook('onClose', () => changes.close());
  const evaluator = createAccountEvaluator({ changes });
  const runsBackgroundJobs = dependencies.runsBackgroundJobs === true;
  if (runsBackgroundJobs) scheduleDailyResets(app, { orm: dependencies.orm, evaluator, clock });
  await app.register(orderRoutes, {
    prefix: API_PREFIX,
    sandbox,
    webhookSecret: config.paymentWebhookSecret,
    clock,
  });
  await app.register(tradingAccountRoutes, { prefix: API_PREFIX, clock, changes });
  await app.register(disputeRoutes, { prefix: API_PREFIX });
  const simulator = { evaluator, clock, seed: config.simulatorSeed };
  await app.register(simulatorRoutes, { prefix: API_PREFIX, simulator });
  if (runsBackgroundJobs) scheduleSimulator(app, { orm: dependencies.orm, simulator, changes });
  await app.register(ingestionRoutes, {
    prefix: API_PREFIX,
    // Its own key, derived from the same passphrase as the authenticator secrets' (see secret-box.ts).
    secretBox: createSecretBox(config.mfaEncryptionKey, SECRET_PURPOSES.ingestion),
    evaluator,
    clock,
  });
  await app.register(whiteLabelRoutes, { prefix: API_PREFIX, rateLimit: config.authRateLimits.signUp });
  // Shared through Redis when there is one, so guesses spread over replicas still lock the account.
  const signInThrottle =
    dependencies.redis === undefined
      ? createInMemorySignInThrottle()
      : createRedisSignInThrottle(dependencies.redis);
  await app.register(authRoutes, {
    prefix: API_PREFIX,
    isProduction,
    allowedOrigins: config.corsOrigins,
    rateLimits: config.authRateLimits,
    signInThrottle,
    mail,
    elitePasses,
  });
  await app.register(mfaRoutes, {
    prefix: API_PREFIX,
    isProduction,
    rateLimits: config.authRateLimits,
    mail,
    mfa: {
      secretBox: createSecretBox(config.mfaEncryptionKey, SECRET_PURPOSES.totp),
      issuer: config.productName,
    },
  });
  await app.register(eliteRoutes, {
    prefix: API_PREFIX,
    passes: elitePasses,
    allowedOrigins: config.corsOrigins,
    accessCodeHash:
      config.eliteAccessCodeHash ?? (isProduction ? null : await hashPassword(DEMO_ELITE_ACCESS_CODE)),
    rateLimit: config.authRateLimits.eliteAccess,
  });
  await app.register(accountSecurityRoutes, { prefix: API_PREFIX, rateLimits: config.authRateLimits, mail });
  await app.register(adminBootstrapRoutes, {
    prefix: API_PREFIX,
    rateLimits: config.authRateLimits,
    bootstrapToken: config.adminBootstrapToken,
  });
  if (runsBackgroundJobs) scheduleIdentityCleanup(app, dependencies.orm);
  if (runsBackgroundJobs) scheduleMailPurge(app, dependencies.orm);
  // !!! Never in production: the development mailbox shows every single-use link to anyone. !!!
  if (config.devRoutes) {
    await app.register(devOutboxRoutes, { prefix: API_PREFIX, mailbox: developmentMailbox });
  }
  // !!! Never in production: the test clock lets anyone move every account's time forward. !!!
  if (adjustableClock !== null) {
    await app.register(devClockRoutes, {
      prefix: API_PREFIX,
      clock: adjustableClock,
      orm: dependencies.orm,
      evaluator,
    });
  }

  return app;
}
