import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config/load-config.ts';
import { createServingOrm } from '../../api/src/db/create-orm.ts';
import { countStatements } from '../../api/src/db/statement-counter.ts';
import { ENTITIES } from '../../api/src/entities.ts';
import { isQuestion, tellParent, type TQuestion } from './server-messages.ts';

/**
 * The api as `npm run bench:http` loads it: server.ts's app from the same environment variables, in a
 * process of its own so its RSS is the api's alone and the load generator does not share its event loop.
 * Three differences from server.ts, all for the sake of the measurement:
 * - no background jobs: the simulator's ticks would mix their writes into the figures of every row;
 * - no load shedding (under-pressure): a saturated api is the point, and it would answer 503s;
 * - the ORM counts statements, so the parent can ask how many one request sends (an in-process
 *   `app.inject`, rather than a header every answer under load would carry).
 */
const { config } = loadConfig();
const orm = createServingOrm(config.database, ENTITIES, { countsStatements: true });
const app = await buildApp(
  { ...config, pressure: { ...config.pressure, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 } },
  { orm },
);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

async function answer(question: TQuestion): Promise<void> {
  if (question.kind === 'rss') {
    tellParent({ id: question.id, rssBytes: process.memoryUsage.rss() });
    return;
  }
  const { result, statements } = await countStatements(orm, () => app.inject(question.request));
  tellParent({ id: question.id, statements, statusCode: result.statusCode });
}

process.on('message', (message: unknown) => {
  if (!isQuestion(message)) return;
  answer(message).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
// The parent disconnects to stop this server: requests drain, then the ORM closes its connections.
process.on('disconnect', () => {
  void app.close().then(() => orm.close());
});
tellParent({ kind: 'ready', url });
