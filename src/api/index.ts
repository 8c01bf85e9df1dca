/** The request layer: one ofetch-based client for the page and the service worker (DESIGN.md src/api). */
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ClientType,
  type CodeDispatchInfo,
  type CodeListener,
  type HttpMethod,
  type RequestBody,
  type RequestOptions,
  type SendOptions,
  type UploadOptions,
  type UploadProgress,
} from './client';
export {
  ApiFailure,
  ApiTransportError,
  isApiFailure,
  isCancelError,
  isNetworkError,
  isTimeoutError,
  type TransportErrorKind,
} from './errors';
export { toFormData, toUrlEncoded, type FormValues, type UploadParts } from './form-bodies';
export { formatPayloadDate, normalisePayload } from './normalise-payload';
export { API_TIMEOUTS, resolveTimeout, type TimeoutName, type TimeoutSetting } from './timeouts';
