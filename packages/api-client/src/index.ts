export { ApiError, IdempotencyKeyReusedError } from './api-error';
export type { ApiErrorKind } from './api-error';
export { createApiClient } from './client';
export { createLazyApiClient } from './lazy';
export { createUrlBuilders } from './urls';
export type { UrlBuilders } from './urls';
export type { ApiClient, ApiClientOptions } from './client';
export { createLiveUpdates } from './live';
export type { EventSourceConstructor, EventSourceLike, LiveUpdatesOptions, Unsubscribe } from './live';
export { callMessages, errorMessage, errorMessageKey } from './error-messages';
export type { ApiCall, UserMessage } from './error-messages';
export {
  browserMarkers,
  cleanMarkerValue,
  createMarkers,
  markerCookie,
  markerQueryParameters,
  readCookie,
  utmSessionStorageKey,
} from './markers';
export type { BrowserMarkers, CapturedMarkers, CookieStore, MarkerStores, ValueStore } from './markers';
export { memorySession } from './session';
export type { ClientMarkers, ClientSession } from './session';
