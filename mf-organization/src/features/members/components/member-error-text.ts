import { isApiError } from '@propdesk/shared/http';
import type { useLazyTranslation } from '@propdesk/shared/i18n';
import { MEMBER_ERROR_CODES } from '@propdesk/shared/domain';

/** The refusals a member or invitation change can meet, by the api's code, and the text of each. */
const TEXT_OF_CODE: Record<string, string> = {
  [MEMBER_ERROR_CODES.lastOwner]: 'errors.lastOwner',
  [MEMBER_ERROR_CODES.ownersOnly]: 'errors.ownersOnly',
  [MEMBER_ERROR_CODES.alreadyMember]: 'errors.alreadyMember',
  [MEMBER_ERROR_CODES.invitationPending]: 'errors.invitationPending',
  [MEMBER_ERROR_CODES.invitationUsed]: 'errors.invitationUsed',
  [MEMBER_ERROR_CODES.invitationRevoked]: 'errors.invitationRevoked',
  SECOND_FACTOR_REQUIRED: 'errors.secondFactor',
  RATE_LIMITED: 'errors.rateLimited',
  CONFLICT: 'errors.conflict',
};

/** What to tell the reader when a change was refused: the reason when the api gave a known one. */
export function memberErrorText(error: unknown, t: ReturnType<typeof useLazyTranslation>['t']): string {
  const key = isApiError(error) ? TEXT_OF_CODE[error.code] : undefined;
  return t(key ?? 'errors.failed');
}
