import { flushCompileCache } from 'node:module';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { countStatements } from '../../api/src/db/statement-counter.ts';
import { isQuestion, tellParent, type TQuestion } from './server-messages.ts';

async function answer(app: FastifyInstance, orm: MikroORM, question: TQuestion): Promise<void> {
  if (question.kind === 'rss') {
    tellParent({ id: question.id, rssBytes: process.memoryUsage.rss() });
    return;
  }
  const { result, statements } = await countStatements(orm, () => app.inject(question.request));
  tellParent({ id: question.id, statements, statusCode: result.statusCode });
}

/**
 * Makes a listening server with a database one of the benchmark's: it answers the parent's questions
 * (its RSS; the statements one request sends, counted through an in-process `app.inject` rather than a
 * header every answer under load would carry), closes when the parent disconnects (requests drain,
 * then the ORM closes its connections), and tells the parent where it listens.
 */
export function serveQuestions(app: FastifyInstance, orm: MikroORM, url: string): void {
  process.on('message', (message: unknown) => {
    if (!isQuestion(message)) return;
    answer(app, orm, message).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  process.on('disconnect', () => {
    void app.close().then(() => orm.close());
  });
  // As server.ts does once it listens: the benchmark stops its servers, which may not exit cleanly.
  flushCompileCache();
  tellParent({ kind: 'ready', url });
}
