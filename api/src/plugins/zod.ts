import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Route schemas are zod schemas: they validate params, query and body, type the handler, filter and
 * check responses (a field missing from a response schema is never sent), and feed the OpenAPI document.
 */
export const zodPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod', fastify: '5.x' },
);
