import { ZOrganizationSlugParams, ZPublicOrganization } from '@propdesk/shared/contracts';

/** Route schemas come from the shared contracts, so the front ends validate exactly what the api sends. */
export const ZGetPublicOrganizationParams = ZOrganizationSlugParams;
export const ZGetPublicOrganizationResponse = ZPublicOrganization;
