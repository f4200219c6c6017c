import { MEMBER_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';

/** The refusals of the members module, with messages written for the person who acted. */
export const memberErrors = {
  ownersOnly: () =>
    new DomainError(
      MEMBER_ERROR_CODES.ownersOnly,
      'Only an owner can make, change or remove owners of the organization',
    ),
  lastOwner: () =>
    new DomainError(
      MEMBER_ERROR_CODES.lastOwner,
      'The organization needs at least one active owner: make someone else owner first',
    ),
  alreadyMember: () =>
    new DomainError(
      MEMBER_ERROR_CODES.alreadyMember,
      'This address already belongs to a member of the organization',
    ),
  invitationPending: () =>
    new DomainError(
      MEMBER_ERROR_CODES.invitationPending,
      'An invitation to this address is already waiting: send it again instead',
    ),
  invitationUsed: () =>
    new DomainError(MEMBER_ERROR_CODES.invitationUsed, 'This invitation was accepted already'),
  invitationExpired: () =>
    new DomainError(MEMBER_ERROR_CODES.invitationExpired, 'This invitation has expired: ask for a new one'),
  invitationRevoked: () =>
    new DomainError(
      MEMBER_ERROR_CODES.invitationRevoked,
      'This invitation was withdrawn by the organization',
    ),
  invitationEmailMismatch: () =>
    new DomainError(
      MEMBER_ERROR_CODES.invitationEmailMismatch,
      'This invitation is for another email address: sign in with the address it was sent to',
    ),
  memberNotFound: () => DomainError.notFound('Member not found'),
  invitationNotFound: () => DomainError.notFound('Invitation not found'),
};
