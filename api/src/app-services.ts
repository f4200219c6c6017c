import type { TTrustedOrigins } from './http/trusted-origins.ts';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { TAppConfig } from './config/app-config.ts';
import { createAdjustableClock, systemClock, type TAdjustableClock, type TClock } from './infra/clock.ts';
import { createImageWork, type TImageWork } from './infra/image-work.ts';
import type { Redis } from './infra/redis.ts';
import { hashPassword } from './modules/auth/password-hasher.ts';
import { createRedisSignInThrottle } from './modules/auth/redis-sign-in-throttle.ts';
import {
  createSessionAccessCache,
  SESSION_ACCESS_TTL_MS,
  type TSessionAccessCache,
} from './modules/auth/session-access-cache.ts';
import {
  createInProcessSessionRevocations,
  createRedisSessionRevocations,
} from './modules/auth/session-revocations.ts';
import { createInMemorySignInThrottle, type TSignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { createCertificatesConsumer } from './modules/certificates/certificate-issuance.ts';
import { createReceiptsConsumer } from './modules/receipts/receipt-issuance.ts';
import { createEventDispatcher, type TEventDispatcher } from './modules/events/event-dispatcher.ts';
import {
  createNotificationMailConsumer,
  createNotificationRecordsConsumer,
} from './modules/notifications/notification-consumers.ts';
import {
  createInProcessNotificationPush,
  createRedisNotificationPush,
  type TNotificationPush,
} from './modules/notifications/notification-push.ts';
import { createElitePasses, type TElitePasses } from './modules/elite/elite-pass.ts';
import { DEMO_ELITE_ACCESS_CODE } from './modules/elite/elite.constants.ts';
import { createSecretBox, SECRET_PURPOSES, type TSecretBox } from './modules/auth/mfa/secret-box.ts';
import { createWebhookConsumer } from './modules/webhooks/webhook-consumer.ts';
import { createWebhookSender, type TWebhookSender } from './modules/webhooks/webhook-sender.ts';
import { createTxtResolver, type TTxtResolver } from './modules/domains/txt-resolver.ts';
import { createDocumentStorage, type TDocumentStorage } from './infra/document-storage.ts';
import { createDevelopmentMailbox, type TDevelopmentMailbox } from './modules/mail/development-mailbox.ts';
import { createMailService, type TMailService } from './modules/mail/mail.service.ts';
import type { TMailer } from './modules/mail/mailer.ts';
import { createSmtpMailer } from './modules/mail/smtp-mailer.ts';
import {
  createSandboxProvider,
  SANDBOX_PROVIDER,
  type TSandboxProvider,
} from './modules/orders/payment-provider.ts';
import {
  createStripeProvider,
  STRIPE_PROVIDER,
  type TStripeProvider,
} from './modules/orders/stripe-provider.ts';
import { createFirmStripeAccounts, type TFirmStripeAccounts } from './modules/orders/firm-stripe.ts';
import type { TSimulator } from './modules/simulator/simulator.service.ts';
import {
  createInProcessAccountChangeBus,
  type TAccountChangeBus,
} from './modules/trading-accounts/account-changes.ts';
import {
  createAccountEvaluator,
  type TAccountEvaluator,
} from './modules/trading-accounts/account-evaluation.ts';
import { createRedisAccountChangeBus } from './modules/trading-accounts/redis-account-changes.ts';

/** What the app is built on that its caller owns or may replace. */
export type TServiceDependencies = {
  /** Owned by the caller, who connects and closes it (the app can be rebuilt on the same ORM). */
  orm: MikroORM;
  /**
   * Shared state for multi-instance deployments (REDIS_URL): rate-limit counters, sign-in throttles and
   * account changes hold across instances. Owned by the caller like the ORM. In-memory when omitted.
   */
  redis?: Redis;
  /** Replaces the mailer chosen from the config (tests deliver through nodemailer's json transport). */
  mailer?: TMailer;
  /**
   * Where the rules engine reads the time. When omitted: the system clock in production, elsewhere one the
   * development test clock (POST /api/dev/clock) can move forward.
   */
  clock?: TClock;
};

/** What several modules share, built once per app. */
export type TAppServices = {
  /** The portal's origins, the firms' verified domains included (built before CORS, which needs them). */
  trustedOrigins: TTrustedOrigins;
  /** For work outside a request (the test clock's resets); requests use their own fork. */
  orm: MikroORM;
  mail: TMailService;
  /** The in-memory mailbox the development outbox lists; null with SMTP or a mailer from the caller. */
  developmentMailbox: TDevelopmentMailbox | null;
  /** Where the rules engine reads the time. */
  clock: TClock;
  /** The development test clock, when it is allowed; `clock` is then this one. */
  adjustableClock: TAdjustableClock | null;
  changes: TAccountChangeBus;
  evaluator: TAccountEvaluator;
  simulator: TSimulator;
  elitePasses: TElitePasses;
  /** The Argon2 hash of the elite access code; null closes the elite area. */
  eliteAccessCodeHash: string | null;
  /** The test payment provider; null unless PAYMENT_PROVIDER=sandbox (never in production). */
  sandbox: TSandboxProvider | null;
  /** Card payments through Stripe Checkout; null unless PAYMENT_PROVIDER=stripe with both keys. */
  stripe: TStripeProvider | null;
  /** Firms' own Stripe accounts: checkout, refunds and webhooks with each firm's keys. */
  firmStripe: TFirmStripeAccounts;
  /** Seal firms' Stripe secret keys and webhook secrets, each under a purpose of its own. */
  stripeSecretBoxes: { key: TSecretBox; webhook: TSecretBox };
  signInThrottle: TSignInThrottle;
  /** The access check of authenticated requests, and what ends sessions tells it. */
  sessionAccess: TSessionAccessCache;
  /** New notifications to the open streams, across instances through Redis when there is one. */
  notificationPush: TNotificationPush;
  /** Hands the outbox's events to their consumers: notifications (pushed live), their mails, certificates. */
  events: TEventDispatcher;
  /** Where identity documents are kept (a local folder or an S3-compatible bucket). */
  documentStorage: TDocumentStorage;
  /** The instance's bounded queue for decoding uploaded images (documents, logos). */
  imageWork: TImageWork;
  /** Reads the TXT records that prove a firm controls its domains. */
  txtResolver: TTxtResolver;
  /** Sends firms' webhook deliveries (never to a private address in production). */
  webhookSender: TWebhookSender;
  /** Seals and opens the webhooks' signing secrets. */
  webhookSecretBox: TSecretBox;
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

/** Stripe when it is the configured provider; its keys are required then, however the config was built. */
function stripeProviderOf(config: TAppConfig): TStripeProvider | null {
  if (config.paymentProvider !== STRIPE_PROVIDER) return null;
  if (config.stripe === null) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return createStripeProvider(config.stripe);
}

/** Builds the shared services; what holds resources is released when the app closes. */
export async function createAppServices(
  app: FastifyInstance,
  config: TAppConfig,
  dependencies: TServiceDependencies & { trustedOrigins: TTrustedOrigins },
): Promise<TAppServices> {
  const isProduction = config.nodeEnv === 'production';
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

  const isTestClockAllowed = config.devRoutes && dependencies.clock === undefined;
  const adjustableClock = isTestClockAllowed ? createAdjustableClock() : null;
  const clock = dependencies.clock ?? adjustableClock ?? systemClock;
  const changes =
    dependencies.redis === undefined
      ? createInProcessAccountChangeBus()
      : createRedisAccountChangeBus(dependencies.redis);
  app.addHook('onClose', () => changes.close());
  const evaluator = createAccountEvaluator({ changes });
  const revocations =
    dependencies.redis === undefined
      ? createInProcessSessionRevocations()
      : createRedisSessionRevocations(dependencies.redis);
  app.addHook('onClose', () => revocations.close());
  const sessionAccess = createSessionAccessCache({
    revocations,
    ttlMs: dependencies.redis === undefined ? SESSION_ACCESS_TTL_MS.alone : SESSION_ACCESS_TTL_MS.withRedis,
  });

  const notificationPush =
    dependencies.redis === undefined
      ? createInProcessNotificationPush()
      : createRedisNotificationPush(dependencies.redis);
  app.addHook('onClose', () => notificationPush.close());
  const documents = createDocumentStorage(config.documentStorage);
  app.addHook('onClose', () => documents.close());
  const events = createEventDispatcher({
    orm: dependencies.orm,
    log: app.log,
    // In this order: the records first, so a mail never tells of a notification the bell does not have.
    // Certificates and receipts come after: a slow one never holds a notification back.
    consumers: [
      createNotificationRecordsConsumer(notificationPush),
      createNotificationMailConsumer(mail),
      createCertificatesConsumer(),
      createReceiptsConsumer(),
      createWebhookConsumer(),
    ],
  });

  const stripeSecretBoxes = {
    key: createSecretBox(config.mfaEncryptionKey, SECRET_PURPOSES.stripeSecretKey),
    webhook: createSecretBox(config.mfaEncryptionKey, SECRET_PURPOSES.stripeWebhookSecret),
  };

  return {
    trustedOrigins: dependencies.trustedOrigins,
    orm: dependencies.orm,
    mail,
    developmentMailbox,
    clock,
    adjustableClock,
    changes,
    evaluator,
    simulator: { evaluator, clock, seed: config.simulatorSeed },
    elitePasses: createElitePasses({ jwtSecret: config.jwtSecret, isProduction }),
    eliteAccessCodeHash:
      config.eliteAccessCodeHash ?? (isProduction ? null : await hashPassword(DEMO_ELITE_ACCESS_CODE)),
    sandbox:
      config.paymentProvider === SANDBOX_PROVIDER ? createSandboxProvider(config.paymentWebhookSecret) : null,
    stripe: stripeProviderOf(config),
    firmStripe: createFirmStripeAccounts({
      keyBox: stripeSecretBoxes.key,
      webhookBox: stripeSecretBoxes.webhook,
      apiBaseUrl: config.stripeApiBaseUrl,
    }),
    stripeSecretBoxes,
    // Shared through Redis when there is one, so guesses spread over replicas still lock the account.
    signInThrottle:
      dependencies.redis === undefined
        ? createInMemorySignInThrottle()
        : createRedisSignInThrottle(dependencies.redis),
    sessionAccess,
    notificationPush,
    events,
    documentStorage: documents.storage,
    imageWork: createImageWork(),
    txtResolver: createTxtResolver(config.dnsServers),
    webhookSender: createWebhookSender({ allowPrivateTargets: config.webhookAllowPrivateTargets }),
    webhookSecretBox: createSecretBox(config.mfaEncryptionKey, SECRET_PURPOSES.webhook),
  };
}
