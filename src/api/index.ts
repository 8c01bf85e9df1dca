/** The request layer: one ofetch-based client for the page and the service worker (DESIGN.md src/api). */
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
