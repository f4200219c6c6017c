export { ApiError, isApiError, isApiErrorBody, toApiError, NETWORK_ERROR_CODE } from './api-error.ts';
export { createApiClient, type ApiClientOptions } from './create-api-client.ts';
export { createQueryClient, shouldRetryQuery, QUERY_CACHE_RULES } from './query-client.ts';
export {
  currentOrganizationQuery,
  publicConfigQuery,
  publicOrganizationQuery,
  publicPlansQuery,
} from './public-queries.ts';
export { passwordRefusalReasons } from './password-refusal.ts';
export {
  WHITE_LABEL_REQUESTS_KEY,
  changeWhiteLabelRequestStatusMutation,
  whiteLabelRequestsQuery,
  type TWhiteLabelRequestStatusChangeInput,
} from './white-label-queries.ts';
