import { i18n } from '@lingui/core';
import { createApiClient } from '../../api';
import { currentClientType, getOrCreateDeviceSn } from '../../api/browser-identity';
import { reportRequestAnswered, reportRequestFailed } from '../offline/offline-state';
import { sessionState } from './session-state';

/**
 * Fetch that tells the offline banner how requests fare: a rejection without an abort means no answer came at
 * all (offline, refused, DNS); any answer, whatever its status, means the server is reachable.
 */
const reportingFetch: typeof globalThis.fetch = (input, init) =>
  globalThis.fetch(input, init).then(
    (response) => {
      reportRequestAnswered();
      return response;
    },
    (err: unknown) => {
      if (!init?.signal?.aborted) reportRequestFailed();
      throw err;
    },
  );

/**
 * The page's one API client: same origin, bearer from the session, device uuid cookie, viewport client type, and
 * the page's language (Lingui's active locale), so error messages come back in it.
 */
export const api = createApiClient({
  baseURL: '/',
  getToken: () => sessionState.token,
  getClientSn: getOrCreateDeviceSn,
  clientType: currentClientType,
  getLanguage: () => i18n.locale || undefined,
  fetch: reportingFetch,
});
