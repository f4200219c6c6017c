import type { FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * What every route relies on: the global rate limit and error handler, a database fork per request, the
 * access rule every route declares (which also authenticates) and the OpenAPI document that lists it.
 */
const ROUTE_DEPENDENCIES = ['rate-limit', 'error-handler', 'database', 'route-access', 'swagger'];

/**
 * A module's routes as a named plugin. Unlike the infrastructure plugins it stays encapsulated, so its
 * hooks and content-type parsers stay its own and the `prefix` it is registered with applies; Fastify
 * refuses to register it before the plugins its routes rely on.
 */
export function routePlugin<TOptions extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  routes: FastifyPluginAsyncZod<TOptions>,
  { dependencies = [] }: { dependencies?: readonly string[] } = {},
): FastifyPluginAsyncZod<TOptions> {
  return fp(routes, {
    name,
    fastify: '5.x',
    encapsulate: true,
    dependencies: [...ROUTE_DEPENDENCIES, ...dependencies],
  });
}
