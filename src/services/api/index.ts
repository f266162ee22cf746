export { apiClient, createApiClient, type ApiClient, type ApiClientOptions, type CallArgs, type CallOptions, type FetchLike } from './apiClient';
export { ApiError, isApiError, type ApiClientErrorCode } from './apiError';
export { apiQuery } from './apiQuery';
export { buildUrl } from './buildUrl';
export { useApiMutation } from './useApiMutation';
export { useIdempotentMutation, type IdempotentInput } from './useIdempotentMutation';
