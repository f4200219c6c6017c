import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_PRESSURE_LIMITS,
  DEFAULT_API_BASE_URL,
  DEFAULT_PUBLIC_APP_URL,
  DEFAULT_SIMULATOR_SEED,
  DEFAULT_SUPPORT_EMAIL,
  RATE_LIMIT_WINDOW_MS,
  type TAppConfig,
} from '../config/app-config.ts';
import type { TClock } from '../infra/clock.ts';
import type { Redis } from '../infra/redis.ts';
import type { TLogDestination } from '../logging/logger-options.ts';
import type { TMailer } from '../modules/mail/mailer.ts';

export const TEST_ALLOWED_ORIGIN = 'http://localhost:3000';
/** Fixed (not random) so fixtures can seal authenticator secrets the app then opens. */
export const TEST_MFA_ENCRYPTION_KEY = 'test-only-mfa-key-0123456789abcdefghijklmnop';
/** Fixed so webhook tests can sign deliveries the app then verifies. */
export const TEST_PAYMENT_WEBHOOK_SECRET = 'test-only-payment-webhook-secret-0123456789';

/** A complete config for tests; secrets are random per run, like an unconfigured development server. */
export function createTestConfig(overrides: Partial<TAppConfig> = {}): TAppConfig {
  // A test of production behaviour gets production's parts unless it asks otherwise.
  const isProduction = overrides.nodeEnv === 'production';
  return {
    nodeEnv: 'test',
    devRoutes: !isProduction,
    // The tests' receivers listen on 127.0.0.1; the refusal itself is tested with the setting off.
    webhookAllowPrivateTargets: !isProduction,
    paymentProvider: isProduction ? null : 'sandbox',
    stripe: null,
    stripeApiBaseUrl: null,
    host: '127.0.0.1',
    port: 0,
    database: { driver: 'sqlite', path: ':memory:' },
    corsOrigins: [TEST_ALLOWED_ORIGIN],
    jwtSecret: randomBytes(48).toString('base64url'),
    cookieSecret: randomBytes(48).toString('base64url'),
    mfaEncryptionKey: TEST_MFA_ENCRYPTION_KEY,
    paymentWebhookSecret: TEST_PAYMENT_WEBHOOK_SECRET,
    // Closed, as on a server without ADMIN_BOOTSTRAP_TOKEN; the bootstrap tests configure one.
    adminBootstrapToken: null,
    simulatorSeed: DEFAULT_SIMULATOR_SEED,
    eliteAccessCodeHash: null,
    logLevel: 'silent',
    productName: 'PropDesk',
    supportEmail: DEFAULT_SUPPORT_EMAIL,
    supportPhone: null,
    rateLimit: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
    // Tests sign up and in many times from one address; the auth limits get a test of their own.
    authRateLimits: {
      signUp: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      signIn: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      emailLink: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      passwordReset: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      changePassword: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      adminBootstrap: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      mfa: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      eliteAccess: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      couponCheck: { max: 1000, timeWindowMs: RATE_LIMIT_WINDOW_MS },
    },
    trustProxy: false,
    // Off (0) in tests: CI runs the suites in parallel on a busy machine, and an event loop stalled by
    // its neighbours must not turn a request into a 503. The under-pressure test sets its own limits.
    pressure: { ...DEFAULT_PRESSURE_LIMITS, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 },
    redisUrl: null,
    dnsServers: null,
    mail: { smtpUrl: null, from: DEFAULT_MAIL_FROM },
    publicAppUrl: DEFAULT_PUBLIC_APP_URL,
    apiBaseUrl: DEFAULT_API_BASE_URL,
    // A folder of its own per app, so no test reads another's documents.
    documentStorage: { kind: 'local', directory: path.join(tmpdir(), `propdesk-documents-${randomUUID()}`) },
    ...overrides,
  };
}

export type TBuildTestAppOptions = {
  orm: MikroORM;
  config?: Partial<TAppConfig>;
  logDestination?: TLogDestination;
  /** Shared-state connection, for tests of behaviour across api instances. */
  redis?: Redis;
  /** Replaces the configured mailer (an SMTP mailer over nodemailer's json transport, a failing one). */
  mailer?: TMailer;
  /** The rules engine's clock (a manual one makes time-dependent tests exact). */
  clock?: TClock;
  /** Starts the serving instance's background jobs (ticks, heartbeats), as server.ts does. */
  runsBackgroundJobs?: boolean;
  /** Adds test-only routes before the app is sealed by `ready()`. */
  extend?: (app: FastifyInstance) => void;
};

/** The real app (same plugins and modules as production), ready for `app.inject`. */
export async function buildTestApp(options: TBuildTestAppOptions): Promise<FastifyInstance> {
  const app = await buildApp(createTestConfig(options.config), {
    orm: options.orm,
    ...(options.logDestination === undefined ? {} : { logDestination: options.logDestination }),
    ...(options.redis === undefined ? {} : { redis: options.redis }),
    ...(options.mailer === undefined ? {} : { mailer: options.mailer }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.runsBackgroundJobs === true ? { runsBackgroundJobs: true } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return app;
}
