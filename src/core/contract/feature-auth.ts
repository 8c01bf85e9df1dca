/** POST /v1/feature-code/auth (spec core §3 "Feature auth", §6, §7). */

export interface FeatureCodeAuthBody {
  /** Product ids to check; this app sends [PRODUCT_ID]. */
  pids: number[];
}

/**
 * `algorithms` names what an entry covers: a list, or one comma-separated string, of product ids and/or app
 * names and/or algorithm keys. An entry belongs to this app when it names PRODUCT_ID or APP_NAME
 * (see feature-auth.ts).
 */
export interface FeatureAuthEntry {
  algorithms: string | string[];
  /** 0 means active. */
  is_expired: number;
  /** Server seconds; optional extra. */
  expired_time?: number;
}

export interface FreeTrialEntry {
  algorithms: string | string[];
  total_val: number;
  used_val: number;
}

export interface FeatureCodeAuthData {
  feature_auth: FeatureAuthEntry[];
  free_trial: FreeTrialEntry[];
}
