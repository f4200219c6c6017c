import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route, declared by every route under the api prefix as `config: { access }`.
 * 'authenticated' makes the route run the `authenticate` pre-validation hook (a valid access token of a live
 * session); 'public' lets anyone in. Role and tenant rules build on this later.
 */
export const ROUTE_ACCESS_RULES = ['public', 'authenticated'] as const;
export type TRouteAccess = (typeof ROUTE_ACCESS_RULES)[number];

export type TRouteAccessEntry = { method: string; url: string; access: TRouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TRouteAccess;
  }
  interface FastifyInstance {
    /** Every api route with its access rule, as registered: what a route-matrix test walks. */
    routeAccessTable: readonly TRouteAccessEntry[];
  }
}

export type TRouteAccessPluginOptions = {
  /** Routes under this prefix must declare an access rule. */
  apiPrefix: string;
  /** Prefixes served publicly by third-party plugins that cannot declare one (the OpenAPI UI). */
  publicPrefixes: readonly string[];
};

export class MissingRouteAccessError extends Error {
  constructor(method: string, url: string) {
    super(
      `${method} ${url} declares no access rule: add config: { access: 'public' | 'authenticated' } ` +
        'to the route options',
    );
    this.name = 'MissingRouteAccessError';
  }
}

function isRouteAccess(value: unknown): value is TRouteAccess {
  return ROUTE_ACCESS_RULES.some((rule) => rule === value);
}

function methodsOf(route: RouteOptions): string {
  return Array.isArray(route.method) ? route.method.join(',') : route.method;
}

function withAuthentication(app: FastifyInstance, route: RouteOptions): preValidationHookHandler[] {
  const declared = route.preValidation;
  const existing = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
  // Before validation and first, so an anonymous caller gets 401 (not a 400 describing the body schema)
  // and no other hook ever runs for them.
  return [app.authenticate, ...existing];
}

/**
 * Checks every route as it is registered. Do not loosen: a route under the api prefix without a
 * declared access rule stops the app at start-up, so nothing becomes public by omission, and an
 * 'authenticated' route cannot forget its authentication hook because the rule itself attaches it.
 */
export const routeAccessPlugin = fp<TRouteAccessPluginOptions>(
  async (app, { apiPrefix, publicPrefixes }) => {
    const table: TRouteAccessEntry[] = [];
    app.decorate('routeAccessTable', table);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(apiPrefix)) return;
      const isThirdPartyPublic = publicPrefixes.some((prefix) => route.url.startsWith(prefix));
      const access = isThirdPartyPublic ? 'public' : route.config?.access;
      if (!isRouteAccess(access)) throw new MissingRouteAccessError(methodsOf(route), route.url);

      route.config = { ...route.config, access };
      if (access === 'authenticated') route.preValidation = withAuthentication(app, route);
      table.push({ method: methodsOf(route), url: route.url, access });
    });
  },
  { name: 'route-access', fastify: '5.x', dependencies: ['authenticate'] },
);
