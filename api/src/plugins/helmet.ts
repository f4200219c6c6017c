import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every answer (the api serves JSON, plus the docs UI, which sets its own CSP). */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, { global: true });
  },
  { name: 'helmet', fastify: '5.x' },
);
