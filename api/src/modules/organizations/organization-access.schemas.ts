import {
  ZCreateOrganizationRequest,
  ZMyOrganizationList,
  ZOrganizationDetails,
  ZOrganizationIdParams,
  ZOrganizationStatusAnswer,
  ZUpdateOrganizationRequest,
} from '@propdesk/shared/contracts';

/** Route schemas come from the shared contracts, so the front ends validate exactly what the api sends. */
export const ZOrganizationStatusResponse = ZOrganizationStatusAnswer;
export const ZMyOrganizationsResponse = ZMyOrganizationList;
export const ZCreateOrganizationBody = ZCreateOrganizationRequest;
export const ZUpdateOrganizationBody = ZUpdateOrganizationRequest;
export const ZOrganizationIdParamsSchema = ZOrganizationIdParams;
export const ZOrganizationDetailsResponse = ZOrganizationDetails;
