import { randomBytes } from 'node:crypto';
import { PHONE_PATTERN } from '@propdesk/shared/contracts';
import { z } from 'zod';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_MAIL_FROM,
  DEFAULT_API_BASE_URL,
  DEFAULT_PUBLIC_APP_URL,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_PRESSURE_LIMITS,
  DEFAULT_SIMULATOR_SEED,
  LOG_LEVELS,
  NODE_ENVS,
  PAYMENT_PROVIDERS,
  RATE_LIMIT_WINDOW_MS,
  type TAppConfig,
  type TDatabaseConfig,
  type TAuthRateLimits,
  type TDocumentStorageConfig,
} from './app-config.ts';
import { DEFAULT_SQLITE_PATH, defaultDocumentsDirectory } from './paths.ts';
import { stripeIssues, toStripeConfig } from './stripe-config.ts';

const DEFAULT_CORS_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000';
const MIN_SECRET_LENGTH = 32;
const SECRET_VARIABLES = [
  'JWT_SECRET',
  'COOKIE_SECRET',
  'MFA_ENCRYPTION_KEY',
  'PAYMENT_WEBHOOK_SECRET',
] as const;

const ZPostgresUrl = z.url({ protocol: /^postgres(ql)?$/ }).refine(
  (value) => {
    const url = new URL(value);
    return url.hostname !== '' && url.pathname.length > 1;
  },
  {
    message: 'Must be a PostgreSQL URL with a host and a database, e.g. postgresql://user@host:5432/propdesk',
  },
);

/** CORS compares the Origin header exactly, so only bare origins are accepted (a trailing slash is dropped). */
const ZOrigin = z
  .url({ protocol: /^https?$/, message: 'Must be an http(s) origin such as https://app.example.com' })
  .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, {
    message: 'Must be an origin without a path, e.g. https://app.example.com',
  })
  .transform((value) => new URL(value).origin);

const ZOriginList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .pipe(z.array(ZOrigin).min(1, 'List at least one origin'));

/** Mail links are built by appending a path, so the base keeps its own path but loses a trailing slash. */
const ZPublicAppUrl = z
  .url({ protocol: /^https?$/, message: 'Must be an http(s) URL such as https://app.example.com' })
  // An unparsable value was already reported by the url check above; zod runs refinements regardless.
  .refine((value) => !URL.canParse(value) || (!new URL(value).search && !new URL(value).hash), {
    message: 'Must be a URL without query or fragment',
  })
  .transform((value) => value.replace(/\/+$/, ''));

const ZSecret = z.string().min(MIN_SECRET_LENGTH, `Must be at least ${MIN_SECRET_LENGTH} characters`);
const ZSimulatorSeed = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .default(DEFAULT_SIMULATOR_SEED);

const DATABASE_VARIABLES = {
  DATABASE_URL: ZPostgresUrl.optional(),
  SQLITE_PATH: z.string().trim().min(1).default(DEFAULT_SQLITE_PATH),
};

const ZDatabaseEnvironment = z.object(DATABASE_VARIABLES);

const ZEnvironment = z.object({
  // Do not loosen: a deployment that forgets NODE_ENV gets production's rules (secrets required, secure
  // cookies, no development routes); local commands and tests ask for development explicitly.
  NODE_ENV: z.enum(NODE_ENVS).default('production'),
  DEV_ROUTES: z.stringbool().default(false),
  // Webhooks to loopback and private addresses (a developer's receiver on localhost); never in production.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.stringbool().default(false),
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: `Must be one of: ${PAYMENT_PROVIDERS.join(', ')}` })
    .optional(),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  ...DATABASE_VARIABLES,
  CORS_ORIGINS: ZOriginList.prefault(DEFAULT_CORS_ORIGINS),
  JWT_SECRET: ZSecret.optional(),
  COOKIE_SECRET: ZSecret.optional(),
  MFA_ENCRYPTION_KEY: ZSecret.optional(),
  PAYMENT_WEBHOOK_SECRET: ZSecret.optional(),
  // Required with PAYMENT_PROVIDER=stripe (stripeIssues); read only then.
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  // Whatever the provider: firms' own Stripe accounts use it too.
  STRIPE_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'Must be an http(s) URL such as http://127.0.0.1:12111' })
    .optional(),
  // Optional even in production: without it nobody can create the first admin through the api.
  ADMIN_BOOTSTRAP_TOKEN: ZSecret.optional(),
  ELITE_ACCESS_CODE_HASH: z
    .string()
    .trim()
    .regex(/^\$argon2id\$/, 'Must be an Argon2id hash: run "npm run elite:hash -w api" and paste its output')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PRODUCT_NAME: z.string().trim().min(1).max(100).default('PropDesk'),
  SUPPORT_EMAIL: z.email('Must be an email address').default(DEFAULT_SUPPORT_EMAIL),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, 'Must be a phone number such as +44 20 7946 0000')
    .optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  // The simulator's market: the same seed gives the same prices on every instance and every restart.
  SIMULATOR_SEED: ZSimulatorSeed,
  // Multiplies every per-IP limit of the sign-in, sign-up and mail endpoints. For test rigs that sign
  // in many times from one address (the e2e suite); leave at 1 anywhere real users are.
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  TRUST_PROXY: z.stringbool().default(false),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'Must be a redis:// or rediss:// URL' }).optional(),
  // Name servers that check firms' domains (host or host:port, comma-separated); the system's by default.
  DNS_SERVERS: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((server) => server.trim())
        .filter((server) => server !== ''),
    )
    .pipe(z.array(z.string().regex(/^[\w.:[\]-]+$/, 'Each name server is host or host:port')))
    .optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'Must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@host:465',
    })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(320).default(DEFAULT_MAIL_FROM),
  PUBLIC_APP_URL: ZPublicAppUrl.default(DEFAULT_PUBLIC_APP_URL),
  API_BASE_URL: ZPublicAppUrl.default(DEFAULT_API_BASE_URL),
  // Identity documents: a directory next to the SQLite file unless a bucket is named.
  DOCUMENTS_DIR: z.string().trim().min(1).optional(),
  DOCUMENTS_S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  DOCUMENTS_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  DOCUMENTS_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).optional(),
  DOCUMENTS_S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  DOCUMENTS_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
});

/** Every variable the api reads (the db:* scripts and the seeder read some of them); README lists each. */
export const API_ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(ZEnvironment.shape);

type TRawEnvironment = Record<string, string | undefined>;

function toDocumentStorageConfig(env: z.output<typeof ZEnvironment>): TDocumentStorageConfig {
  if (env.DOCUMENTS_S3_BUCKET === undefined) {
    return { kind: 'local', directory: env.DOCUMENTS_DIR ?? defaultDocumentsDirectory(env.SQLITE_PATH) };
  }
  return {
    kind: 's3',
    bucket: env.DOCUMENTS_S3_BUCKET,
    region: env.DOCUMENTS_S3_REGION,
    endpoint: env.DOCUMENTS_S3_ENDPOINT ?? null,
    forcePathStyle: env.DOCUMENTS_S3_FORCE_PATH_STYLE,
    accessKeyId: env.DOCUMENTS_S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: env.DOCUMENTS_S3_SECRET_ACCESS_KEY ?? null,
  };
}

export type TConfigIssue = { variable: string; message: string };

/** Thrown when the environment is invalid; the message lists every bad variable, one per line. */
export class ConfigError extends Error {
  readonly issues: TConfigIssue[];

  constructor(issues: TConfigIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.variable}: ${issue.message}`);
    super(`Invalid environment configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

export type TLoadedConfig = {
  config: TAppConfig;
  /** Things worth a warning in the log once the logger exists (e.g. generated secrets). */
  warnings: string[];
};

function scaleAuthRateLimits(limits: TAuthRateLimits, scale: number): TAuthRateLimits {
  return Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, { ...limit, max: limit.max * scale }]),
  ) as TAuthRateLimits;
}

/** Keeps the variables a schema knows; empty values count as unset, as docker-compose often passes them. */
function pickProvided(environment: TRawEnvironment, knownKeys: readonly string[]): Record<string, string> {
  const provided: Record<string, string> = {};
  for (const key of knownKeys) {
    const value = environment[key];
    if (value !== undefined && value.trim() !== '') provided[key] = value;
  }
  return provided;
}

/**
 * Do not loosen: in production every secret must come from the environment. A generated one would log
 * everyone out on each restart and differ between instances; a hard-coded one would let anyone forge
 * sessions. SMTP_URL too: without it mails would only reach the in-memory development mailbox, so no
 * verification or reset link would ever arrive. Checked on the raw values so it is reported together
 * with every other invalid variable.
 */
function missingProductionSecrets(provided: Record<string, string>): TConfigIssue[] {
  const issues: TConfigIssue[] = SECRET_VARIABLES.filter((variable) => provided[variable] === undefined).map(
    (variable) => ({
      variable,
      message: `Required in production (at least ${MIN_SECRET_LENGTH} characters)`,
    }),
  );
  if (provided['SMTP_URL'] === undefined) {
    issues.push({
      variable: 'SMTP_URL',
      message:
        'Required in production: verification and password-reset mails go out over SMTP, ' +
        'e.g. smtps://user:pass@smtp.example.com:465',
    });
  }
  return issues;
}

/**
 * Do not loosen: what only development may have. The development routes hand every mailed link and the
 * engine's clock to anyone, and the sandbox provider lets a buyer approve their own payment.
 */
function developmentOnlySettings(provided: Record<string, string>): TConfigIssue[] {
  const issues: TConfigIssue[] = [];
  if (z.stringbool().safeParse(provided['DEV_ROUTES']).data === true) {
    issues.push({
      variable: 'DEV_ROUTES',
      message: 'Not allowed in production: it exposes every mailed link',
    });
  }
  if (z.stringbool().safeParse(provided['WEBHOOK_ALLOW_PRIVATE_TARGETS']).data === true) {
    issues.push({
      variable: 'WEBHOOK_ALLOW_PRIVATE_TARGETS',
      message: 'Not allowed in production: webhooks could reach the api’s own network',
    });
  }
  if (provided['PAYMENT_PROVIDER'] === 'sandbox') {
    issues.push({
      variable: 'PAYMENT_PROVIDER',
      message:
        'The sandbox approves payments without money and is not allowed in production; use stripe ' +
        '(with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) or leave it unset (checkout stays off)',
    });
  }
  return issues;
}

/** Everything production refuses to start without, or with. */
function productionIssues(provided: Record<string, string>): TConfigIssue[] {
  // NODE_ENV defaults to production, so "unset" counts as production here too.
  const isProduction = (provided['NODE_ENV'] ?? 'production') === 'production';
  return isProduction ? [...missingProductionSecrets(provided), ...developmentOnlySettings(provided)] : [];
}

function parseEnvironment<TSchema extends z.ZodType>(
  schema: TSchema,
  provided: Record<string, string>,
  extraIssues: TConfigIssue[] = [],
): z.output<TSchema> {
  const parsed = schema.safeParse(provided);
  const schemaIssues: TConfigIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      }));
  const issues = [...schemaIssues, ...extraIssues];
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  return parsed.data;
}

function toDatabaseConfig(env: { DATABASE_URL?: string | undefined; SQLITE_PATH: string }): TDatabaseConfig {
  return env.DATABASE_URL === undefined
    ? { driver: 'sqlite', path: env.SQLITE_PATH }
    : { driver: 'postgresql', url: env.DATABASE_URL };
}

/**
 * Only the database variables: what the db:* scripts need. A migration job in production must not
 * require the session secrets.
 */
export function loadDatabaseConfig(environment: TRawEnvironment = process.env): TDatabaseConfig {
  const env = parseEnvironment(
    ZDatabaseEnvironment,
    pickProvided(environment, Object.keys(DATABASE_VARIABLES)),
  );
  return toDatabaseConfig(env);
}

const ZMfaKeyEnvironment = z.object({ MFA_ENCRYPTION_KEY: ZSecret.optional() });

/** Only MFA_ENCRYPTION_KEY (the seeder seals the demo authenticators with it); null when unset. */
export function loadMfaEncryptionKey(environment: TRawEnvironment = process.env): string | null {
  const env = parseEnvironment(ZMfaKeyEnvironment, pickProvided(environment, ['MFA_ENCRYPTION_KEY']));
  return env.MFA_ENCRYPTION_KEY ?? null;
}

const ZSimulatorSeedEnvironment = z.object({ SIMULATOR_SEED: ZSimulatorSeed });

/** Only SIMULATOR_SEED: the seeder writes demo trades at the prices the api's simulator will show. */
export function loadSimulatorSeed(environment: TRawEnvironment = process.env): number {
  return parseEnvironment(ZSimulatorSeedEnvironment, pickProvided(environment, ['SIMULATOR_SEED']))
    .SIMULATOR_SEED;
}

/** Reads and validates the whole environment of the api server. */
export function loadConfig(environment: TRawEnvironment = process.env): TLoadedConfig {
  const provided = pickProvided(environment, API_ENVIRONMENT_VARIABLES);
  const env = parseEnvironment(ZEnvironment, provided, [
    ...productionIssues(provided),
    ...stripeIssues(provided),
  ]);
  const warnings: string[] = [];
  const secretFor = (variable: (typeof SECRET_VARIABLES)[number]): string => {
    const configured = env[variable];
    if (configured !== undefined) return configured;
    warnings.push(
      `${variable} is not set: using a random secret for this process only (sessions end when it restarts). ` +
        'Set it before running in production.',
    );
    return randomBytes(48).toString('base64url');
  };

  return {
    config: {
      nodeEnv: env.NODE_ENV,
      devRoutes: env.DEV_ROUTES,
      webhookAllowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      paymentProvider: env.PAYMENT_PROVIDER ?? null,
      stripe: toStripeConfig(env),
      stripeApiBaseUrl: env.STRIPE_API_BASE_URL ?? null,
      host: env.HOST,
      port: env.PORT,
      database: toDatabaseConfig(env),
      corsOrigins: env.CORS_ORIGINS,
      jwtSecret: secretFor('JWT_SECRET'),
      cookieSecret: secretFor('COOKIE_SECRET'),
      mfaEncryptionKey: secretFor('MFA_ENCRYPTION_KEY'),
      paymentWebhookSecret: secretFor('PAYMENT_WEBHOOK_SECRET'),
      adminBootstrapToken: env.ADMIN_BOOTSTRAP_TOKEN ?? null,
      eliteAccessCodeHash: env.ELITE_ACCESS_CODE_HASH ?? null,
      logLevel: env.LOG_LEVEL,
      productName: env.PRODUCT_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE ?? null,
      rateLimit: { max: env.RATE_LIMIT_MAX, timeWindowMs: RATE_LIMIT_WINDOW_MS },
      simulatorSeed: env.SIMULATOR_SEED,
      authRateLimits: scaleAuthRateLimits(DEFAULT_AUTH_RATE_LIMITS, env.AUTH_RATE_LIMIT_SCALE),
      trustProxy: env.TRUST_PROXY,
      pressure: DEFAULT_PRESSURE_LIMITS,
      redisUrl: env.REDIS_URL ?? null,
      dnsServers: env.DNS_SERVERS ?? null,
      mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
      publicAppUrl: env.PUBLIC_APP_URL,
      apiBaseUrl: env.API_BASE_URL,
      documentStorage: toDocumentStorageConfig(env),
    },
    warnings,
  };
}
