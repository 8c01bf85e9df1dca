/** Feature subscription and free-trial rules. */
import { APP_FEATURE_KEY, type FeatureAuthEntry, type FreeTrialEntry } from './contract/session';
import { PRODUCT_ID } from './identity';

/**
 * The spec says "a feature entry for this app" without saying how an entry names its app. Decision: an
 * entry's `algorithms` (one comma-separated string, or a list) belongs to this app when it contains the app
 * feature key (the app name, which the reference server sends) or the product id; whitespace and case are ignored.
 */
const FEATURE_APP_KEYS: readonly string[] = [APP_FEATURE_KEY, String(PRODUCT_ID)];

function entryAlgorithms(algorithms: string | readonly string[] | undefined | null): string[] {
  const parts = Array.isArray(algorithms) ? algorithms : String(algorithms ?? '').split(',');
  return parts.map((p) => String(p).trim().toLowerCase()).filter(Boolean);
}

function entryBelongsToApp(
  entry: { algorithms: string | readonly string[] },
  appKeys: readonly (string | number)[] = FEATURE_APP_KEYS,
): boolean {
  const names = entryAlgorithms(entry.algorithms);
  return appKeys.some((key) => names.includes(String(key).toLowerCase()));
}

/** Subscribed to the feature: an entry for this app with is_expired 0. */
export function isSubscribedToFeature(
  featureAuth:
    | ReadonlyArray<Pick<FeatureAuthEntry, 'is_expired'> & { algorithms: string | readonly string[] }>
    | null
    | undefined,
  appKeys: readonly (string | number)[] = FEATURE_APP_KEYS,
): boolean {
  return (featureAuth ?? []).some((e) => entryBelongsToApp(e, appKeys) && Number(e.is_expired) === 0);
}

/** Free trial counts if an entry for this app has used_val below total_val. */
export function hasFreeTrial(
  freeTrial:
    | ReadonlyArray<Omit<FreeTrialEntry, 'algorithms'> & { algorithms: string | readonly string[] }>
    | null
    | undefined,
  appKeys: readonly (string | number)[] = FEATURE_APP_KEYS,
): boolean {
  return (freeTrial ?? []).some(
    (e) => entryBelongsToApp(e, appKeys) && Number(e.used_val) < Number(e.total_val),
  );
}
