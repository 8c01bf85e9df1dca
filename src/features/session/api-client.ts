import { createApiClient } from '../../api';
import { currentClientType, getOrCreateDeviceSn } from '../../api/browser-identity';
import { sessionState } from './session-state';

/** The page's one API client: same origin, bearer from the session, device uuid cookie, viewport client type. */
export const api = createApiClient({
  baseURL: '/',
  getToken: () => sessionState.token,
  getClientSn: getOrCreateDeviceSn,
  clientType: currentClientType,
});
