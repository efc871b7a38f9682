export { ApiError } from './api-error';
export type { ApiErrorKind } from './api-error';
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { memorySession } from './session';
export type { ClientMarkers, ClientSession } from './session';
