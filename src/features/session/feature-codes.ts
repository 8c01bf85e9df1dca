import { api } from './api-client';
import type { FeatureAuthData, FeatureAuthRequest } from '../../core/contract/session';
import { hasFreeTrial, isSubscribedToFeature } from '../../core/feature-auth';
import { PRODUCT_ID } from '../../core/identity';
import { sessionState } from './session-state';

/**
 * Loads this app's feature codes (feature authorization is checked by a feature-code auth call with pids) and
 * keeps only what the rules decide from them. A failure keeps what was known, as for user info.
 */
export async function loadFeatureCodes(): Promise<void> {
  if (!sessionState.token) return;
  try {
    const body: FeatureAuthRequest = { pids: [PRODUCT_ID] };
    const data = await api.post<FeatureAuthData>('/v1/feature-code/auth', body);
    // A logout while the call was out must not bring the signed-in user's access back.
    if (!sessionState.token) return;
    sessionState.features = {
      subscribed: isSubscribedToFeature(data.feature_auth),
      freeTrial: hasFreeTrial(data.free_trial),
    };
  } catch (err) {
    console.warn('feature codes failed', err);
  }
}
