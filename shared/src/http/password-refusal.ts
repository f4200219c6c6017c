// Through the package, not a relative path: the shared domain module then loads once, not inlined here.
import { AUTH_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from './api-error.ts';

/**
 * The reasons the api gave for refusing a new password (WEAK_PASSWORD, `details.reasons`), to show
 * under the field; null when the error is something else.
 */
export function passwordRefusalReasons(error: unknown): string[] | null {
  if (!isApiError(error) || error.code !== AUTH_ERROR_CODES.weakPassword) return null;
  const reasons = (error.details as { reasons?: { message?: unknown }[] } | undefined)?.reasons;
  const messages = Array.isArray(reasons)
    ? reasons
        .map((reason) => reason.message)
        .filter((message): message is string => typeof message === 'string')
    : [];
  return messages.length > 0 ? messages : [error.message];
}
