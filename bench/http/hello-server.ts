import Fastify from 'fastify';
import { isQuestion, tellParent } from './server-messages.ts';

/**
 * The reference row of `npm run bench:http`: a bare Fastify 5 answering `{"hello":"world"}`, no plugin,
 * no logger, in its own process like the api, so the api's rows read as a share of what Fastify alone
 * does on this machine with this load generator.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message: unknown) => {
  if (isQuestion(message) && message.kind === 'rss') {
    tellParent({ id: message.id, rssBytes: process.memoryUsage.rss() });
  }
});
process.on('disconnect', () => void app.close());
tellParent({ kind: 'ready', url });
