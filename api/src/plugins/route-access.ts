import {
  API_KEY_SCOPES,
  PROFILE_ROLES,
  STAFF_PERMISSIONS,
  type TApiKeyScope,
  type TProfileRole,
} from '@propdesk/shared/contracts';
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireRole } from '../modules/auth/require-role.ts';
import { staffAccessGuard, type TStaffAccess } from '../modules/organizations/staff-access.ts';

/**
 * Who may call a route, declared by every route under the api prefix as `config: { access }`:
 * - 'public': anyone;
 * - 'authenticated': the `authenticate` pre-validation hook runs first (a valid access token of a live
 *   session); what the caller then sees is scoped to them (their sessions, their organizations);
 * - `{ roles: [...] }`: authenticated and one of these profile roles, read from the database;
 * - `{ staff: permission }`: a staff route of the organization its path names as `:organizationId`:
 *   authenticated, an active member there whose role holds the permission (or a platform admin), and a
 *   session that passed a second factor when that role needs one (staff-access.ts);
 * - `{ apiKey: scope }`: the public api: an organization's API key holding that scope (api-key-guard.ts),
 *   never a person's session.
 * Tenant rules (which organization's data) are part of each service's queries; the route-matrix test
 * checks them from outside.
 */
export const ROUTE_ACCESS_RULES = ['public', 'authenticated'] as const;
export type TRouteAccess =
  | (typeof ROUTE_ACCESS_RULES)[number]
  | { roles: readonly TProfileRole[] }
  | { staff: TStaffAccess }
  | { apiKey: TApiKeyScope };

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
      `${method} ${url} declares no valid access rule: add config: { access: 'public' | 'authenticated' | ` +
        "{ roles: ['admin', …] } | { staff: 'clients.read' | … } | { apiKey: 'clients:read' | … } } " +
        'to the route options',
    );
    this.name = 'MissingRouteAccessError';
  }
}

function isRoleRule(value: unknown): value is { roles: readonly TProfileRole[] } {
  if (typeof value !== 'object' || value === null || !('roles' in value)) return false;
  const { roles } = value;
  return (
    Array.isArray(roles) &&
    roles.length > 0 &&
    roles.every((role) => PROFILE_ROLES.some((known) => known === role))
  );
}

export function isStaffRule(value: unknown): value is { staff: TStaffAccess } {
  if (typeof value !== 'object' || value === null || !('staff' in value)) return false;
  const { staff } = value;
  return staff === 'staff' || (typeof staff === 'string' && Object.hasOwn(STAFF_PERMISSIONS, staff));
}

export function isApiKeyRule(value: unknown): value is { apiKey: TApiKeyScope } {
  if (typeof value !== 'object' || value === null || !('apiKey' in value)) return false;
  return API_KEY_SCOPES.some((scope) => scope === value.apiKey);
}

function isRouteAccess(value: unknown): value is TRouteAccess {
  return (
    ROUTE_ACCESS_RULES.some((rule) => rule === value) ||
    isRoleRule(value) ||
    isStaffRule(value) ||
    isApiKeyRule(value)
  );
}

function methodsOf(route: RouteOptions): string {
  return Array.isArray(route.method) ? route.method.join(',') : route.method;
}

function existingHooks(route: RouteOptions): preValidationHookHandler[] {
  const declared = route.preValidation;
  return declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
}

/** The check a signed-in caller passes after authentication, by the route's rule; none for 'authenticated'. */
function accessCheckOf(access: TRouteAccess): preValidationHookHandler[] {
  if (isRoleRule(access)) return [requireRole(...access.roles)];
  if (isStaffRule(access)) return [staffAccessGuard(access.staff)];
  return [];
}

function withAuthentication(
  app: FastifyInstance,
  route: RouteOptions,
  access: TRouteAccess,
): preValidationHookHandler[] {
  // Before validation and first, so an anonymous caller gets 401 (not a 400 describing the body schema)
  // and no other hook ever runs for them; the role or staff check comes right after, for the same reason.
  return [app.authenticate, ...accessCheckOf(access), ...existingHooks(route)];
}

/**
 * Checks every route as it is registered. Do not loosen: a route under the api prefix without a
 * declared access rule stops the app at start-up, so nothing becomes public by omission, and a route
 * cannot forget its authentication, role or staff check because the rule itself attaches it.
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
      if (isApiKeyRule(access)) {
        route.preValidation = [app.apiKeyGuard(access.apiKey), ...existingHooks(route)];
      } else if (access !== 'public') {
        route.preValidation = withAuthentication(app, route, access);
      }
      table.push({ method: methodsOf(route), url: route.url, access });
    });
  },
  { name: 'route-access', fastify: '5.x', dependencies: ['authenticate', 'api-key-auth'] },
);
