import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own EntityManager fork: its identity map and unit of work die with the request. */
    em: EntityManager;
  }
}

export type TDatabasePluginOptions = { orm: MikroORM };

/**
 * Gives every request its own EntityManager fork, created on first use. The ORM runs with
 * `allowGlobalContext: false`, so code that reaches for `orm.em` directly fails loudly instead of
 * sharing entities between requests (and tenants).
 *
 * The ORM is owned by whoever built it (server.ts or a test), which also closes it.
 */
export const databasePlugin = fp<TDatabasePluginOptions>(
  async (app, { orm }) => {
    const forks = new WeakMap<FastifyRequest, EntityManager>();
    app.decorateRequest('em', {
      getter(this: FastifyRequest): EntityManager {
        let em = forks.get(this);
        if (em === undefined) {
          em = orm.em.fork();
          forks.set(this, em);
        }
        return em;
      },
    });
  },
  { name: 'database', fastify: '5.x' },
);
