import Fastify from 'fastify';
import { loadConfig } from '../../api/src/config/load-config.ts';
import { createServingOrm } from '../../api/src/db/create-orm.ts';
import { ENTITIES } from '../../api/src/entities.ts';
import { readAccountPageRows } from '../../api/src/modules/trading-accounts/account-rows.ts';
import { serveQuestions } from './serve-questions.ts';

/**
 * A reference row of `npm run bench:http`: the account page's database work alone. A bare Fastify route
 * (no plugin, no access check, no logger, no response schema) answers the rows `readAccountPageRows`
 * reads, the same statement the api sends for `GET /api/trading-accounts/:id`, through the same ORM.
 * Beside hello it shows what that statement costs on this machine; beside the api's row, what the api's
 * own request handling adds to it.
 */
const { config } = loadConfig();
const orm = createServingOrm(config.database, ENTITIES, { countsStatements: true });
await orm.connect();
const app = Fastify({ logger: false });
app.get<{ Params: { ownerId: string; accountId: string } }>('/:ownerId/:accountId', async (request) =>
  readAccountPageRows(orm.em.fork(), { ownerId: request.params.ownerId }, request.params.accountId),
);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

serveQuestions(app, orm, url);
