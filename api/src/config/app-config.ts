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
export type TAuthRateLimits = { signUp: TRouteRateLimit; signIn: TRouteRateLimit };

export const DEFAULT_AUTH_RATE_LIMITS: TAuthRateLimits = {
  signUp: { max: 10, timeWindowMs: 60 * 60 * 1000 },
  signIn: { max: 20, timeWindowMs: 15 * 60 * 1000 },
};

/** Everything the api reads from its environment, validated once at start (see load-config.ts). */
export type TAppConfig = {
  nodeEnv: TNodeEnv;
  host: string;
  port: number;
  database: TDatabaseConfig;
  corsOrigins: string[];
  jwtSecret: string;
  cookieSecret: string;
  logLevel: TLogLevel;
  productName: string;
  rateLimit: TRouteRateLimit;
  authRateLimits: TAuthRateLimits;
  trustProxy: boolean;
  pressure: TPressureLimits;
  /** Shared state between api instances; null runs everything in this process's memory. */
  redisUrl: string | null;
};

export const DEFAULT_PRESSURE_LIMITS: TPressureLimits = {
  maxEventLoopDelayMs: 1000,
  maxEventLoopUtilization: 0.98,
  maxHeapUsedBytes: null,
  sampleIntervalMs: 1000,
};

export const RATE_LIMIT_WINDOW_MS = 60_000;
