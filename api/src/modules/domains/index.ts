/**
 * What other modules may use of domains: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { OrganizationDomain } from './organization-domain.entity.ts';
