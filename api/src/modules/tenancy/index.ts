/**
 * What other modules may use of tenancy: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { OrganizationMember, type TOrganizationMember } from './organization-member.entity.ts';
export {
  DEFAULT_ORGANIZATION_SLUG,
  DEFAULT_THEME_COLORS,
  ELITE_ORGANIZATION_SLUG,
} from './organization.constants.ts';
export { Organization, type TOrganization } from './organization.entity.ts';
export { normalizePhone } from './phone.ts';
export { Profile, type TProfile } from './profile.entity.ts';
export { EMAIL_MAX_LENGTH, type TUser, User } from './user.entity.ts';
