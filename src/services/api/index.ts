export { apiClient, createApiClient, type ApiClient, type ApiClientOptions, type CallArgs, type CallOptions, type FetchLike } from './apiClient';
export { ApiError, isApiError, type ApiClientErrorCode } from './apiError';
export { buildUrl } from './buildUrl';
