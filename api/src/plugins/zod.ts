import type { FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusingControlCharacters } from '../http/control-characters.ts';
import { responseSerializer } from '../http/response-serializer.ts';

/** Every zod schema of a request part is checked for control characters first (headers are Node's job). */
const validatorRefusingControlCharacters: FastifySchemaCompiler<z.ZodType> = (route) => {
  const isGuarded = route.schema instanceof z.ZodType && route.httpPart !== 'headers';
  return validatorCompiler(
    isGuarded ? { ...route, schema: refusingControlCharacters(route.schema, route.httpPart) } : route,
  );
};

/**
 * Route schemas are zod schemas: they validate params, query and body, type the handler, filter and
 * check responses (a field missing from a response schema is never sent), and feed the OpenAPI document.
 */
export const zodPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorRefusingControlCharacters);
    app.setSerializerCompiler(responseSerializer);
  },
  { name: 'zod', fastify: '5.x' },
);
