import { flushCompileCache } from 'node:module';
import type { MikroORM } from '@mikro-orm/core';
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type TLoadedConfig } from './config/load-config.ts';
import type { TDatabaseDriver } from './db/config.ts';
import { createServingOrm } from './db/create-orm.ts';
import { findPendingMigrations } from './db/pending-migrations.ts';
import { ENTITIES } from './entities.ts';
import { createRedisClient } from './infra/redis.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function loadConfigOrExit(): TLoadedConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger exists yet: the logger's own settings are part of what failed to load.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Start-up hint only: the server never migrates by itself (that is `db:migrate`'s job). */
async function warnAboutPendingMigrations(
  orm: MikroORM,
  driver: TDatabaseDriver,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const pending = await findPendingMigrations(orm, driver);
    if (pending.length > 0) {
      log.warn({ pending }, 'database has pending migrations: run "npm run db:migrate -w api"');
    }
  } catch (error) {
    // e.g. a database that was never migrated has no migrations table yet; not fatal here.
    log.warn({ err: error }, 'could not check for pending migrations: run "npm run db:migrate -w api"');
  }
}

/** Starts the api: what `node api/src/server.ts` does. */
async function serve(): Promise<void> {
  const { config, warnings } = loadConfigOrExit();
  const orm = createServingOrm(config.database, ENTITIES);
  const redis = config.redisUrl === null ? undefined : createRedisClient(config.redisUrl);
  const app = await buildApp(config, {
    orm,
    runsBackgroundJobs: true,
    ...(redis === undefined ? {} : { redis }),
  });
  for (const warning of warnings) app.log.warn(warning);

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    // The app first (drains requests that still use the database), then the ORM.
    await app.close();
    await orm.close();
    await redis?.quit();
  });

  try {
    await orm.connect();
    await warnAboutPendingMigrations(orm, config.database.driver, app.log);
    await app.listen({ host: config.host, port: config.port });
    // Node writes its compile cache when a process exits; an instance that is killed never would, and
    // the next start would load the type stripper again. Everything a start loads is compiled by now.
    flushCompileCache();
  } catch (error) {
    app.log.fatal({ err: error }, 'api failed to start');
    await app.close();
    await orm.close(true);
    redis?.disconnect();
    process.exit(1);
  }
}

// Only as the entry point: the api image imports this file once while it is built, so that Node's compile
// cache holds every module a start loads (see the image's NODE_COMPILE_CACHE).
if (import.meta.main) await serve();
