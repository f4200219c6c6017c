import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config/load-config.ts';
import { createServingOrm } from '../../api/src/db/create-orm.ts';
import { ENTITIES } from '../../api/src/entities.ts';
import { serveQuestions } from './serve-questions.ts';

/**
 * The api as `npm run bench:http` loads it: server.ts's app from the same environment variables, in a
 * process of its own so its RSS is the api's alone and the load generator does not share its event loop.
 * Three differences from server.ts, all for the sake of the measurement:
 * - no background jobs: the simulator's ticks would mix their writes into the figures of every row;
 * - no load shedding (under-pressure): a saturated api is the point, and it would answer 503s;
 * - the ORM counts statements, so the parent can ask how many one request sends (serve-questions.ts).
 */
const { config } = loadConfig();
const orm = createServingOrm(config.database, ENTITIES, { countsStatements: true });
const app = await buildApp(
  { ...config, pressure: { ...config.pressure, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 } },
  { orm },
);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

serveQuestions(app, orm, url);
