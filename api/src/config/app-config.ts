export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type TNodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type TLogLevel = (typeof LOG_LEVELS)[number];

/** SQLite is the embedded default; PostgreSQL is chosen by setting DATABASE_URL. Both are first class. */
export type TDatabaseConfig = { driver: 'sqlite'; path: string } | { driver: 'postgresql'; url: string };

/** Thresholds for @fastify/under-pressure; past them the api sheds load with 503 instead of queueing. */
export type TPressureLimits = {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  /** null disables the heap check (the default: heap size depends on the host). */
  maxHeapUsedBytes: number | null;
  sampleIntervalMs: number;
};

export type TRouteRateLimit = { max: number; timeWindowMs: number };

/** Per-client limits of the identity endpoints, stricter than the global limit (brute force, spam). */
export type TAuthRateLimits = {
  signUp: TRouteRateLimit;
  signIn: TRouteRateLimit;
  /** Verify-email and resend-verification: guessing links, sending mail. */
  emailLink: TRouteRateLimit;
  /** Password-reset request and confirm: sending mail, guessing links. */
  passwordReset: TRouteRateLimit;
  /** Change password checks the current one: a brute-force target for a stolen access token. */
  changePassword: TRouteRateLimit;
  /** Creating the first admin: a race for the platform's keys while no admin exists. */
  adminBootstrap: TRouteRateLimit;
  /** Setting up, confirming and turning off an authenticator: each checks a one-time code. */
  mfa: TRouteRateLimit;
  /** The elite access code: a short shared secret, the first thing anyone would guess at. */
  eliteAccess: TRouteRateLimit;
  /**
   * A trader checking a discount code: codes are short secrets a script could guess at. The pricing page
   * checks an applied code once per plan shown (up to four), so a person applying a few codes stays within.
   */
  couponCheck: TRouteRateLimit;
};

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

export const DEFAULT_AUTH_RATE_LIMITS: TAuthRateLimits = {
  signUp: { max: 10, timeWindowMs: 60 * 60 * 1000 },
  signIn: { max: 20, timeWindowMs: FIFTEEN_MINUTES_MS },
  emailLink: { max: 10, timeWindowMs: FIFTEEN_MINUTES_MS },
  passwordReset: { max: 5, timeWindowMs: FIFTEEN_MINUTES_MS },
  changePassword: { max: 10, timeWindowMs: FIFTEEN_MINUTES_MS },
  adminBootstrap: { max: 5, timeWindowMs: FIFTEEN_MINUTES_MS },
  mfa: { max: 10, timeWindowMs: FIFTEEN_MINUTES_MS },
  eliteAccess: { max: 5, timeWindowMs: FIFTEEN_MINUTES_MS },
  couponCheck: { max: 40, timeWindowMs: FIFTEEN_MINUTES_MS },
};

export const DEFAULT_MAIL_FROM = 'PropDesk <no-reply@propdesk.example>';
export const DEFAULT_PUBLIC_APP_URL = 'http://localhost:3000';
export const DEFAULT_API_BASE_URL = 'http://localhost:4000';
export const DEFAULT_SUPPORT_EMAIL = 'support@propdesk.example';

/** Outgoing mail. Without an SMTP URL every mail stays in the outbox table (the dev mailbox lists it). */
export type TMailConfig = {
  /** smtp:// or smtps:// with credentials; null keeps mail in the outbox only. Contains a secret. */
  smtpUrl: string | null;
  from: string;
};

/**
 * Who confirms payments. 'sandbox' approves test payments on our own page with no money moving: for
 * development and tests only. 'stripe' takes cards through Stripe Checkout (docs/adr/0017-stripe-checkout.md).
 * null: no provider, so plans can be read but not bought.
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The platform's Stripe account. Both keys are secrets: never logged, never in an error answer. */
export type TStripeConfig = {
  /** STRIPE_SECRET_KEY (`sk_live_…`, `sk_test_…` or a restricted `rk_…` key). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`): verifies the signature of Stripe's webhook deliveries. */
  webhookSecret: string;
  /** STRIPE_API_BASE_URL: a proxy or a local stand-in in place of api.stripe.com; null is Stripe itself. */
  apiBaseUrl: string | null;
};

/** The simulator's default market seed: any fixed number; changing it gives another price history. */
export const DEFAULT_SIMULATOR_SEED = 20_261_123;

/**
 * Where identity documents are kept: a local directory (never web-served) or an S3-compatible bucket.
 * The S3 keys are secrets; null keys use the SDK's default credential chain (instance roles).
 */
export type TDocumentStorageConfig =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** A non-AWS endpoint (MinIO, R2, a test fake); null is AWS itself. */
      endpoint: string | null;
      forcePathStyle: boolean;
      accessKeyId: string | null;
      secretAccessKey: string | null;
    };

/** Everything the api reads from its environment, validated once at start (see load-config.ts). */
export type TAppConfig = {
  nodeEnv: TNodeEnv;
  /**
   * The development-only routes (the mailbox of sent mails, the engine's test clock). Off unless asked for
   * (DEV_ROUTES=true, which `npm start`, `npm run dev` and the tests set) and refused in production.
   */
  devRoutes: boolean;
  /** Whether webhooks may target loopback and private addresses (development and tests only). */
  webhookAllowPrivateTargets: boolean;
  /** PAYMENT_PROVIDER; null turns checkout off. The sandbox is refused in production. */
  paymentProvider: TPaymentProviderName | null;
  /** The Stripe keys; set exactly when `paymentProvider` is 'stripe' (load-config.ts requires both). */
  stripe: TStripeConfig | null;
  /**
   * STRIPE_API_BASE_URL for every Stripe client, the platform's and firms' own (a proxy, a test server);
   * null is Stripe itself. Firms' accounts use it even when the platform's provider is not Stripe.
   */
  stripeApiBaseUrl: string | null;
  host: string;
  port: number;
  database: TDatabaseConfig;
  corsOrigins: string[];
  jwtSecret: string;
  cookieSecret: string;
  /**
   * Encrypts authenticator and ingestion secrets at rest (one derived key per purpose); changing it makes
   * every enrolled authenticator and issued ingestion secret unusable.
   */
  mfaEncryptionKey: string;
  /**
   * Signs and verifies the payment provider's webhooks (the built-in sandbox signs its own with it); every
   * api instance needs the same one.
   */
  paymentWebhookSecret: string;
  /**
   * The one-time token that must accompany the creation of the first platform admin
   * (ADMIN_BOOTSTRAP_TOKEN); null keeps that route closed.
   */
  adminBootstrapToken: string | null;
  /** Seeds the simulator's deterministic price walk (SIMULATOR_SEED). */
  simulatorSeed: number;
  /**
   * Argon2id hash of the elite area's access code (`npm run elite:hash -w api`); null outside production
   * means the documented demo code, in production that the elite area is closed.
   */
  eliteAccessCodeHash: string | null;
  logLevel: TLogLevel;
  productName: string;
  /** The platform's support address, shown on public pages (SUPPORT_EMAIL, like the shell's). */
  supportEmail: string;
  /** The support phone line shown on the landing (SUPPORT_PHONE); null: none. */
  supportPhone: string | null;
  rateLimit: TRouteRateLimit;
  authRateLimits: TAuthRateLimits;
  trustProxy: boolean;
  pressure: TPressureLimits;
  /** Shared state between api instances; null runs everything in this process's memory. */
  redisUrl: string | null;
  /** The name servers that check firms' domains (DNS_SERVERS); null: the system's. */
  dnsServers: string[] | null;
  mail: TMailConfig;
  /** Where the web app is served; links in mails point here (no trailing slash). */
  publicAppUrl: string;
  /**
   * Where browsers reach this api (API_BASE_URL, the variable remotes.json is written from; no trailing
   * slash): the address of what the api serves to pages on other origins, such as firms' logos.
   */
  apiBaseUrl: string;
  /** Identity documents (DOCUMENTS_DIR, or the DOCUMENTS_S3_* bucket). */
  documentStorage: TDocumentStorageConfig;
};

export const DEFAULT_PRESSURE_LIMITS: TPressureLimits = {
  maxEventLoopDelayMs: 1000,
  maxEventLoopUtilization: 0.98,
  maxHeapUsedBytes: null,
  sampleIntervalMs: 1000,
};

export const RATE_LIMIT_WINDOW_MS = 60_000;
