import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config/load-config.ts';
import { createOrm } from '../../api/src/db/create-orm.ts';
import { ENTITIES } from '../../api/src/entities.ts';
import { createRedisClient } from '../../api/src/infra/redis.ts';

/**
 * A serving api instance for `npm run bench:events`, as server.ts builds one (background jobs on, so its
 * dispatcher polls the outbox on its own schedule), from DATABASE_URL and REDIS_URL. It says "ready" on
 * its IPC channel and closes when the parent disconnects.
 */
const { config } = loadConfig();
if (config.redisUrl === null) throw new Error('bench:events needs REDIS_URL');
const orm = await createOrm(config.database, ENTITIES);
const redis = createRedisClient(config.redisUrl);
const app = await buildApp(config, { orm, redis, runsBackgroundJobs: true });
await app.ready();
process.send?.({ kind: 'ready' });
process.on('disconnect', () => {
  void app
    .close()
    .then(() => orm.close())
    .then(() => redis.quit());
});
