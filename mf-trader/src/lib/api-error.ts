import { TRADING_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';

/**
 * The api's validation details as messages per field. Schema validation answers
 * `details.issues[{ path: '/volume', message }]`; a business rule may answer `details.field`.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  const details = error.details as { issues?: unknown; field?: unknown };
  const errors: Record<string, string> = {};
  if (Array.isArray(details.issues)) {
    for (const issue of details.issues as unknown[]) {
      if (typeof issue !== 'object' || issue === null) continue;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      if (typeof path !== 'string' || typeof message !== 'string') continue;
      const field = path.replace(/^\//, '').split(/[/.]/)[0] ?? '';
      if (field !== '' && errors[field] === undefined) errors[field] = message;
    }
  }
  if (typeof details.field === 'string' && errors[details.field] === undefined) {
    errors[details.field] = error.message;
  }
  return errors;
}

export function errorCodeOf(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}

/**
 * The shared text (namespace `trader`) for a refusal because the trader's organization is not active:
 * every buying, trading and payout form explains it with the same words. Null for any other error.
 */
export function organizationInactiveTextOf(
  error: unknown,
): 'common.organizationSuspended' | 'common.organizationPending' | null {
  if (!isApiError(error) || error.code !== TRADING_ERROR_CODES.organizationInactive) return null;
  const details = typeof error.details === 'object' && error.details !== null ? error.details : {};
  const status = 'status' in details ? details.status : null;
  return status === 'pending' ? 'common.organizationPending' : 'common.organizationSuspended';
}
