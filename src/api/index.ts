export { ApiError, NetworkError } from './api-error';
export { apiFetch } from './http-client';
export { createQueryClient } from './query-client';
