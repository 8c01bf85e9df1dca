/** The request layer: one ofetch-based client for the page and the service worker (see the map in README.md). */
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ClientType,
  type CodeDispatchInfo,
  type UploadProgress,
} from './client';
export {
  ApiFailure,
  ApiTransportError,
  isApiFailure,
  isCancelError,
  isNetworkError,
  isTimeoutError,
} from './errors';
export { formatPayloadDate, normalisePayload } from './normalise-payload';
export { API_TIMEOUTS, resolveTimeout } from './timeouts';
