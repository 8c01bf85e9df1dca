/** Feature subscription and free-trial rules (spec core §6, commerce §6). */
import type { FeatureAuthEntry, FreeTrialEntry } from './contract/feature-auth';
import { APP_NAME, PRODUCT_ID } from './identity';

/**
 * The spec says "a feature entry for this app" without saying how an entry names its app. Decision: an
 * entry's `algorithms` (array, or comma-separated string) belongs to this app when it contains the product id
 * (5903) or the app name (ai-video-generator); whitespace and case are ignored.
 */
export const FEATURE_APP_KEYS: readonly string[] = [String(PRODUCT_ID), APP_NAME];

export function entryAlgorithms(algorithms: string | readonly string[] | undefined | null): string[] {
  const parts = Array.isArray(algorithms) ? algorithms : String(algorithms ?? '').split(',');
  return parts.map((p) => String(p).trim().toLowerCase()).filter(Boolean);
}

export function entryBelongsToApp(
  entry: { algorithms: string | readonly string[] },
  appKeys: readonly (string | number)[] = FEATURE_APP_KEYS,
): boolean {
  const names = entryAlgorithms(entry.algorithms);
  return appKeys.some((key) => names.includes(String(key).toLowerCase()));
}

/** Subscribed to the feature: an entry for this app with is_expired 0. */
export function isSubscribedToFeature(
  featureAuth: readonly FeatureAuthEntry[] | null | undefined,
  appKeys: readonly (string | number)[] = FEATURE_APP_KEYS,
): boolean {
  return (featureAuth ?? []).some((e) => entryBelongsToApp(e, appKeys) && Number(e.is_expired) === 0);
}

/** Free trial counts if an entry for this app has used_val below total_val. */
export function hasFreeTrial(
  freeTrial: readonly FreeTrialEntry[] | null | undefined,
  appKeys: readonly (string | number)[] = FEATURE_APP_KEYS,
): boolean {
  return (freeTrial ?? []).some(
    (e) => entryBelongsToApp(e, appKeys) && Number(e.used_val) < Number(e.total_val),
  );
}
