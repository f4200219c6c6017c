import { describe, expect, it } from '@jest/globals';
import { loadConfig, loadDatabaseConfig, loadMfaEncryptionKey } from './load-config.ts';
import {
  configError,
  load,
  MFA_KEY,
  OTHER_STRONG_SECRET,
  PAYMENT_SECRET,
  PRODUCTION_SECRETS,
  STRONG_SECRET,
} from '../test/config-environment.ts';
import { DEFAULT_SQLITE_PATH } from './paths.ts';

describe('loadConfig', () => {
  it('runs in development on SQLite under data/ when asked, with no other variable', () => {
    const { config } = load();

    expect(config).toMatchObject({
      nodeEnv: 'development',
      devRoutes: false,
      paymentProvider: null,
      host: '127.0.0.1',
      port: 4000,
      database: { driver: 'sqlite', path: DEFAULT_SQLITE_PATH },
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      logLevel: 'info',
      productName: 'PropDesk',
      rateLimit: { max: 300, timeWindowMs: 60_000 },
      trustProxy: false,
    });
    expect(DEFAULT_SQLITE_PATH).toMatch(/\/data\/propdesk\.sqlite$/);
  });

  it('generates a random secret per process outside production and warns about it', () => {
    const first = load();
    const second = load();

    expect(first.config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.config.jwtSecret).not.toBe(second.config.jwtSecret);
    expect(first.config.cookieSecret).not.toBe(first.config.jwtSecret);
    expect(first.warnings).toEqual([
      expect.stringContaining('JWT_SECRET is not set'),
      expect.stringContaining('COOKIE_SECRET is not set'),
      expect.stringContaining('MFA_ENCRYPTION_KEY is not set'),
      expect.stringContaining('PAYMENT_WEBHOOK_SECRET is not set'),
    ]);
  });

  it('reads every variable', () => {
    const { config, warnings } = load({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATABASE_URL: 'postgresql://propdesk:pw@db.internal:5432/propdesk',
      CORS_ORIGINS: 'https://app.vegafunded.com/, https://admin.vegafunded.com',
      JWT_SECRET: STRONG_SECRET,
      COOKIE_SECRET: OTHER_STRONG_SECRET,
      MFA_ENCRYPTION_KEY: MFA_KEY,
      PAYMENT_WEBHOOK_SECRET: PAYMENT_SECRET,
      SMTP_URL: 'smtp://relay.internal:25',
      LOG_LEVEL: 'warn',
      PRODUCT_NAME: 'VegaFunded',
      SUPPORT_EMAIL: 'help@vegafunded.example',
      RATE_LIMIT_MAX: '50',
      TRUST_PROXY: 'true',
    });

    expect(warnings).toEqual([]);
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 8080,
      database: { driver: 'postgresql', url: 'postgresql://propdesk:pw@db.internal:5432/propdesk' },
      corsOrigins: ['https://app.vegafunded.com', 'https://admin.vegafunded.com'],
      jwtSecret: STRONG_SECRET,
      cookieSecret: OTHER_STRONG_SECRET,
      mfaEncryptionKey: MFA_KEY,
      paymentWebhookSecret: PAYMENT_SECRET,
      logLevel: 'warn',
      productName: 'VegaFunded',
      supportEmail: 'help@vegafunded.example',
      rateLimit: { max: 50 },
      trustProxy: true,
    });
  });

  it('treats empty values as unset', () => {
    const { config } = load({ PORT: '', DATABASE_URL: '  ', CORS_ORIGINS: '' });

    expect(config.port).toBe(4000);
    expect(config.database.driver).toBe('sqlite');
    expect(config.corsOrigins).toHaveLength(2);
  });

  it('scales the per-IP auth limits for test rigs, and only by a sane factor', () => {
    const { config } = load({ AUTH_RATE_LIMIT_SCALE: '10' });
    expect(config.authRateLimits.signIn.max).toBe(10 * load().config.authRateLimits.signIn.max);
    expect(configError({ AUTH_RATE_LIMIT_SCALE: '0' }).issues.map((issue) => issue.variable)).toEqual([
      'AUTH_RATE_LIMIT_SCALE',
    ]);
  });

  it('uses Redis only when REDIS_URL is set, and only a redis:// address', () => {
    expect(load().config.redisUrl).toBeNull();
    expect(load({ REDIS_URL: 'redis://cache.internal:6379/0' }).config.redisUrl).toBe(
      'redis://cache.internal:6379/0',
    );
    expect(configError({ REDIS_URL: 'http://cache.internal' }).issues).toEqual([
      { variable: 'REDIS_URL', message: 'Must be a redis:// or rediss:// URL' },
    ]);
  });

  it('lists every invalid variable in one error', () => {
    const error = configError({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/propdesk',
      CORS_ORIGINS: 'https://ok.example.com,https://bad.example.com/path',
      JWT_SECRET: 'too-short',
      TRUST_PROXY: 'maybe',
      NODE_ENV: 'staging',
    });

    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(
      ['CORS_ORIGINS', 'DATABASE_URL', 'JWT_SECRET', 'NODE_ENV', 'PORT', 'TRUST_PROXY'].sort(),
    );
    expect(error.message).toContain('Invalid environment configuration');
    expect(error.message).toContain('  - PORT:');
    expect(error.message).toContain('  - JWT_SECRET: Must be at least 32 characters');
  });

  it('requires every secret in production', () => {
    const error = configError({ NODE_ENV: 'production' });

    expect(error.issues).toEqual([
      { variable: 'JWT_SECRET', message: 'Required in production (at least 32 characters)' },
      { variable: 'COOKIE_SECRET', message: 'Required in production (at least 32 characters)' },
      { variable: 'MFA_ENCRYPTION_KEY', message: 'Required in production (at least 32 characters)' },
      { variable: 'PAYMENT_WEBHOOK_SECRET', message: 'Required in production (at least 32 characters)' },
      { variable: 'SMTP_URL', message: expect.stringContaining('Required in production') },
    ]);
  });

  it('is production when NODE_ENV is not set, so a forgotten variable cannot open development routes', () => {
    const error = configError({ NODE_ENV: '' });
    expect(error.issues.map((issue) => issue.variable)).toEqual([
      'JWT_SECRET',
      'COOKIE_SECRET',
      'MFA_ENCRYPTION_KEY',
      'PAYMENT_WEBHOOK_SECRET',
      'SMTP_URL',
    ]);
    const { config } = loadConfig(PRODUCTION_SECRETS);
    expect(config).toMatchObject({ nodeEnv: 'production', devRoutes: false, paymentProvider: null });
  });

  it('opens the development routes and the sandbox only when asked, and never in production', () => {
    expect(load({ DEV_ROUTES: 'true', PAYMENT_PROVIDER: 'sandbox' }).config).toMatchObject({
      devRoutes: true,
      paymentProvider: 'sandbox',
    });
    const refused = configError({ ...PRODUCTION_SECRETS, NODE_ENV: 'production', DEV_ROUTES: '1' });
    expect(refused.issues).toEqual([
      { variable: 'DEV_ROUTES', message: 'Not allowed in production: it exposes every mailed link' },
    ]);
    const sandbox = configError({ ...PRODUCTION_SECRETS, NODE_ENV: '', PAYMENT_PROVIDER: 'sandbox' });
    expect(sandbox.issues).toEqual([
      expect.objectContaining({
        variable: 'PAYMENT_PROVIDER',
        message: expect.stringContaining('not allowed in production'),
      }),
    ]);
    expect(configError({ PAYMENT_PROVIDER: 'paypal' }).issues.map((issue) => issue.variable)).toEqual([
      'PAYMENT_PROVIDER',
    ]);
    expect(loadConfig({ ...PRODUCTION_SECRETS, DEV_ROUTES: 'false' }).config.devRoutes).toBe(false);
  });

  it('reports missing production secrets together with the other invalid variables', () => {
    const error = configError({
      NODE_ENV: 'production',
      PORT: '0',
      COOKIE_SECRET: OTHER_STRONG_SECRET,
      MFA_ENCRYPTION_KEY: MFA_KEY,
      PAYMENT_WEBHOOK_SECRET: PAYMENT_SECRET,
      SMTP_URL: 'smtp://relay.internal:25',
    });

    expect(error.issues.map((issue) => issue.variable)).toEqual(['PORT', 'JWT_SECRET']);
  });

  it('reads the MFA key alone for the seeder, and refuses a short one', () => {
    expect(loadMfaEncryptionKey({})).toBeNull();
    expect(loadMfaEncryptionKey({ MFA_ENCRYPTION_KEY: MFA_KEY, JWT_SECRET: 'ignored' })).toBe(MFA_KEY);
    expect(() => loadMfaEncryptionKey({ MFA_ENCRYPTION_KEY: 'short' })).toThrow('MFA_ENCRYPTION_KEY');
  });

  it('closes the first-admin bootstrap without ADMIN_BOOTSTRAP_TOKEN, and refuses a short one', () => {
    expect(load().config.adminBootstrapToken).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }).config.adminBootstrapToken,
    ).toBeNull();
    const token = 'e'.repeat(32);
    expect(load({ ADMIN_BOOTSTRAP_TOKEN: token }).config.adminBootstrapToken).toBe(token);
    expect(configError({ ADMIN_BOOTSTRAP_TOKEN: 'e'.repeat(31) }).issues).toEqual([
      { variable: 'ADMIN_BOOTSTRAP_TOKEN', message: 'Must be at least 32 characters' },
    ]);
  });

  it('takes the elite access code only as an Argon2id hash', () => {
    expect(load().config.eliteAccessCodeHash).toBeNull();
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
    expect(load({ ELITE_ACCESS_CODE_HASH: hash }).config.eliteAccessCodeHash).toBe(hash);
    expect(
      configError({ ELITE_ACCESS_CODE_HASH: 'the-code-itself' }).issues.map((issue) => issue.variable),
    ).toEqual(['ELITE_ACCESS_CODE_HASH']);
  });

  it('refuses a PostgreSQL URL without a database name', () => {
    expect(configError({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432' }).issues).toEqual([
      expect.objectContaining({ variable: 'DATABASE_URL' }),
    ]);
  });
});

describe('loadConfig: mail', () => {
  it('keeps mail in the outbox by default and links to the local web app', () => {
    const { config } = load();

    expect(config.mail).toEqual({ smtpUrl: null, from: 'PropDesk <no-reply@propdesk.example>' });
    expect(config.publicAppUrl).toBe('http://localhost:3000');
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_APP_URL (without its trailing slash)', () => {
    const { config } = load({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Acme <hello@acme.example>',
      PUBLIC_APP_URL: 'https://app.acme.example/portal/',
    });

    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      from: 'Acme <hello@acme.example>',
    });
    expect(config.publicAppUrl).toBe('https://app.acme.example/portal');
  });

  it('reads the name servers that check firms’ domains (DNS_SERVERS), the system’s by default', () => {
    expect(load().config.dnsServers).toBeNull();
    expect(load({ DNS_SERVERS: '10.0.0.2, 127.0.0.1:5353' }).config.dnsServers).toEqual([
      '10.0.0.2',
      '127.0.0.1:5353',
    ]);
  });

  it('knows where browsers reach the api (API_BASE_URL, as remotes.json), the local port by default', () => {
    expect(load().config.apiBaseUrl).toBe('http://localhost:4000');
    expect(load({ API_BASE_URL: 'https://api.acme.example/' }).config.apiBaseUrl).toBe(
      'https://api.acme.example',
    );
  });

  it('requires SMTP_URL in production, so no single-use link waits undelivered on a server', () => {
    const secrets = {
      JWT_SECRET: STRONG_SECRET,
      COOKIE_SECRET: OTHER_STRONG_SECRET,
      MFA_ENCRYPTION_KEY: MFA_KEY,
      PAYMENT_WEBHOOK_SECRET: PAYMENT_SECRET,
    };

    expect(configError({ NODE_ENV: 'production', ...secrets }).issues).toEqual([
      {
        variable: 'SMTP_URL',
        message: expect.stringContaining('Required in production'),
      },
    ]);
    expect(
      loadConfig({ NODE_ENV: 'production', ...secrets, SMTP_URL: 'smtp://relay.internal:25' }).config.mail
        .smtpUrl,
    ).toBe('smtp://relay.internal:25');
    expect(loadConfig({ NODE_ENV: 'development' }).config.mail.smtpUrl).toBeNull();
  });

  it('refuses an SMTP_URL that is not smtp(s) and a PUBLIC_APP_URL that is not a plain http(s) URL', () => {
    const variables = (environment: Record<string, string>) =>
      configError(environment).issues.map((issue) => issue.variable);

    expect(variables({ SMTP_URL: 'http://smtp.example.com' })).toEqual(['SMTP_URL']);
    expect(variables({ PUBLIC_APP_URL: 'ftp://app.example.com' })).toEqual(['PUBLIC_APP_URL']);
    expect(variables({ PUBLIC_APP_URL: 'https://app.example.com/?x=1' })).toEqual(['PUBLIC_APP_URL']);
    expect(variables({ PUBLIC_APP_URL: 'not a url' })).toEqual(['PUBLIC_APP_URL']);
  });
  it('keeps identity documents in a folder beside the SQLite file unless DOCUMENTS_DIR says otherwise', () => {
    expect(load({ SQLITE_PATH: '/srv/propdesk/db.sqlite' }).config.documentStorage).toEqual({
      kind: 'local',
      directory: '/srv/propdesk/documents',
    });
    expect(load({ DOCUMENTS_DIR: '/var/lib/documents' }).config.documentStorage).toEqual({
      kind: 'local',
      directory: '/var/lib/documents',
    });
  });

  it('uses an S3-compatible bucket when DOCUMENTS_S3_BUCKET is set', () => {
    const { config } = load({
      DOCUMENTS_S3_BUCKET: 'firm-documents',
      DOCUMENTS_S3_ENDPOINT: 'https://minio.example.com',
      DOCUMENTS_S3_FORCE_PATH_STYLE: 'true',
      DOCUMENTS_S3_ACCESS_KEY_ID: 'key',
      DOCUMENTS_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.documentStorage).toEqual({
      kind: 's3',
      bucket: 'firm-documents',
      region: 'us-east-1',
      endpoint: 'https://minio.example.com',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(
      configError({ DOCUMENTS_S3_BUCKET: 'b', DOCUMENTS_S3_ENDPOINT: 'ftp://x' }).issues.map(
        (i) => i.variable,
      ),
    ).toEqual(['DOCUMENTS_S3_BUCKET', 'DOCUMENTS_S3_ENDPOINT']);
  });
});

describe('loadDatabaseConfig', () => {
  it('needs no secrets, even in production (migration jobs)', () => {
    expect(
      loadDatabaseConfig({ NODE_ENV: 'production', SQLITE_PATH: '/var/lib/propdesk/db.sqlite' }),
    ).toEqual({
      driver: 'sqlite',
      path: '/var/lib/propdesk/db.sqlite',
    });
  });
});
