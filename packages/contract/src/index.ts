export { errorResponseSchema } from './envelope';
export type { ErrorResponse } from './envelope';
export { healthResponseSchema } from './health';
export type { HealthResponse } from './health';
