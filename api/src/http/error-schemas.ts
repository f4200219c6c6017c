import { ZApiErrorBody } from '@propdesk/shared/contracts';

const DESCRIPTIONS = {
  400: 'The request is malformed or failed validation (code VALIDATION_ERROR lists the issues)',
  401: 'Authentication is required or failed',
  403: 'The caller may not do this',
  404: 'The resource does not exist or is not visible to the caller',
  409: 'The request conflicts with the current state',
  410: 'The resource is gone for good (a revoked certificate, an expired or revoked link)',
  422: 'The request is well formed but refused by a business rule',
  429: 'Too many requests; retry later',
  500: 'Unexpected server error (never carries internals)',
  502: 'A provider the request depends on (payments) refused or failed; nothing was changed',
  503: 'The service is overloaded or a dependency is down; retry later',
} as const;

type TErrorStatus = keyof typeof DESCRIPTIONS;

/** Every route can answer these: rate limiting, load shedding and unexpected errors apply everywhere. */
const ALWAYS_POSSIBLE: readonly TErrorStatus[] = [429, 500, 503];

type TErrorResponseObject = {
  description: string;
  content: { 'application/json': { schema: typeof ZApiErrorBody } };
};

function errorResponseObject(status: TErrorStatus): TErrorResponseObject {
  return { description: DESCRIPTIONS[status], content: { 'application/json': { schema: ZApiErrorBody } } };
}

/**
 * Response schemas for the error statuses a route can answer, so the OpenAPI document shows the one
 * error shape (as a $ref) next to each route. Pass the route-specific statuses (e.g. 400, 404).
 */
export function errorResponses<const TStatus extends TErrorStatus>(
  ...statuses: TStatus[]
): Record<TStatus | 429 | 500 | 503, TErrorResponseObject> {
  const all = [...new Set<TErrorStatus>([...statuses, ...ALWAYS_POSSIBLE])];
  return Object.fromEntries(all.map((status) => [status, errorResponseObject(status)])) as Record<
    TStatus | 429 | 500 | 503,
    TErrorResponseObject
  >;
}
