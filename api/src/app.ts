import { apiKeyPlugin } from './modules/api-keys/api-key-plugin.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAppServices, type TAppServices, type TServiceDependencies } from './app-services.ts';
import type { TAppConfig } from './config/app-config.ts';
import { buildLoggerOptions, type TLogDestination } from './logging/logger-options.ts';
import { authenticatePlugin } from './modules/auth/authenticate.ts';
import { scheduleIdentityCleanup } from './modules/auth/identity-cleanup.ts';
import { scheduleDocumentLinkCleanup } from './modules/kyc/document-link-cleanup.ts';
import { scheduleEventDispatch } from './modules/events/event-dispatcher.ts';
import { scheduleMailPurge } from './modules/mail/mail-retention.ts';
import { scheduleNotificationPurge } from './modules/notifications/notification-retention.ts';
import { SANDBOX_PROVIDER } from './modules/orders/payment-provider.ts';
import {
  createInstanceMembership,
  scheduleInstanceMembership,
} from './modules/platform/instance-membership.ts';
import { scheduleSimulator } from './modules/simulator/simulator-ticker.ts';
import { scheduleDailyResets } from './modules/trading-accounts/reset-scheduler.ts';
import { cookiePlugin } from './plugins/cookie.ts';
import { createTrustedOrigins } from './modules/domains/trusted-origins.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { corsPlugin } from './plugins/cors.ts';
import { databasePlugin } from './plugins/database.ts';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { helmetPlugin } from './plugins/helmet.ts';
import { jwtPlugin } from './plugins/jwt.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { generateRequestId, requestIdPlugin } from './plugins/request-id.ts';
import { AccessLineLogController } from './plugins/request-log.ts';
import { routeAccessPlugin } from './plugins/route-access.ts';
import { API_DOCS_PREFIX, swaggerPlugin } from './plugins/swagger.ts';
import { underPressurePlugin } from './plugins/under-pressure.ts';
import { zodPlugin } from './plugins/zod.ts';
import { listRouteModules } from './route-modules.ts';
import { scheduleDomainRecheck } from './modules/domains/domain-recheck.ts';
import { scheduleOrderReconciliation } from './modules/orders/order-reconciliation.ts';
import { scheduleImpactPreviews } from './modules/trading-accounts/impact-preview-runner.ts';
import { scheduleWebhookDelivery } from './modules/webhooks/webhook-delivery-worker.ts';

export const API_PREFIX = '/api';

export type TAppDependencies = TServiceDependencies & {
  /** Log destination; stdout when omitted. */
  logDestination?: TLogDestination;
  /**
   * Starts the background work of a serving instance: the daily-reset scheduler, the simulator's price
   * ticks, the event dispatcher and the hourly purges of spent identity records, old mails, read
   * notifications and dispatched events. server.ts turns it on; tests
   * drive those steps themselves, so an app built and closed by a test leaves nothing running behind it.
   */
  runsBackgroundJobs?: boolean;
};

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
    // One access line per request instead of two (plugins/request-log.ts).
    logController: new AccessLineLogController(),
  });

  // Order matters: security and CORS headers are added before load shedding and rate limiting can
  // reject a request, so a browser can still read those 429/503 answers.
  await app.register(requestIdPlugin);
  await app.register(helmetPlugin);
  const trustedOrigins = createTrustedOrigins({
    orm: dependencies.orm,
    staticOrigins: config.corsOrigins,
    isProduction,
  });
  await app.register(corsPlugin, { trustedOrigins });
  await app.register(compressionPlugin);
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
  const services = await createAppServices(app, config, { ...dependencies, trustedOrigins });
  await app.register(authenticatePlugin, { sessionAccess: services.sessionAccess });
  // Before any route (the OpenAPI UI's included): from here on every /api route must declare its access.
  await app.register(apiKeyPlugin, { orm: dependencies.orm });
  await app.register(routeAccessPlugin, { apiPrefix: API_PREFIX, publicPrefixes: [API_DOCS_PREFIX] });
  await app.register(zodPlugin);
  await app.register(swaggerPlugin, { productName: config.productName });

  for (const registerRoutes of listRouteModules(config, services)) await registerRoutes(app, API_PREFIX);
  // Tests dispatch the outbox themselves, at the moment they choose, through the app's own consumers.
  app.decorate('events', services.events);
  if (dependencies.runsBackgroundJobs === true) scheduleBackgroundJobs(app, services);

  return app;
}

/** The work of a serving instance that no request starts. */
function scheduleBackgroundJobs(
  app: FastifyInstance,
  {
    orm,
    evaluator,
    clock,
    simulator,
    changes,
    events,
    txtResolver,
    webhookSender,
    webhookSecretBox,
  }: TAppServices,
): void {
  scheduleDailyResets(app, { orm, evaluator, clock });
  // Heartbeats run on the system clock: the development test clock moves account time, not liveness.
  const membership = createInstanceMembership({ orm });
  scheduleInstanceMembership(app, membership);
  scheduleSimulator(app, { orm, simulator, changes, share: membership });
  scheduleIdentityCleanup(app, orm);
  scheduleDocumentLinkCleanup(app, orm);
  scheduleMailPurge(app, orm);
  scheduleEventDispatch(app, events);
  scheduleNotificationPurge(app, orm);
  scheduleDomainRecheck(app, orm, txtResolver);
  scheduleWebhookDelivery(app, { orm, send: webhookSender, secretBox: webhookSecretBox });
  scheduleImpactPreviews(app, { orm, clock });
  scheduleOrderReconciliation(app, { orm, clock });
}
