export { ApiError, NetworkError, isApiError, toApiError } from './api-error';
export { apiFetch } from './http-client';
export { configureHttp, httpConfig } from './http-config';
export { api, unwrap } from './openapi-client';
export { policyFetch } from './policy-fetch';
export { createQueryClient } from './query-client';
