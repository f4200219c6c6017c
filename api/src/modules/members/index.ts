/**
 * What other modules may use of members: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { inviteMember } from './invitation.service.ts';
export { OrganizationInvitation } from './organization-invitation.entity.ts';
