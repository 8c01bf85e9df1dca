/** Sign-in, session and user-info API contract. */
import { z } from 'zod';
import { APP_NAME } from '../identity';
import { isLoginSecret } from '../login-proof';
import type { UserLevelNumber as PlanLevel } from '../user-level';

/** 0/1 flags as the server sends them; 0 means active / not expired. */
type Flag = 0 | 1;

/** POST /v1/oauth/token. `jwt` and `access_token` are the same bearer token. */
export interface LoginResult {
  jwt: string;
  access_token: string;
  is_new: Flag;
  is_free_trial: Flag;
  /** Account creation time, seconds. */
  created_at: number;
  /** Seconds until the token expires. */
  expires_left: number;
}

/** GET /v1/token/renew: a fresh token on the same session. */
export interface RenewResult {
  jwt: string;
  access_token: string;
  expires_left: number;
}

export interface UserVerify {
  level: PlanLevel;
  /** Seconds; 0 when the level does not expire (free). */
  expired_time: number;
  is_expired: Flag;
}

export interface UserSubscription {
  pid: number;
  name: string;
  expired_time: number;
  is_expired: Flag;
}

export interface UserIntegral {
  /** Credit balance: every unexpired lot's remaining credits. */
  integral: number;
  /** Earliest expiry (seconds) among usable lots; the last lot's expiry when none is usable; 0 when none. */
  expired_time: number;
  is_expired: Flag;
}

/** POST /v1/user. `contry` is spelt so on the wire. */
export interface UserInfoData {
  uid: number;
  avatar: string;
  contry: string;
  email: string;
  firstname: string;
  lastname: string;
  nickname: string;
  mobile: string;
  verify: UserVerify;
  subscribe: UserSubscription[];
  integral: UserIntegral;
  is_free_trial: Flag;
}

/** feature_auth and free_trial entries of this app carry this `algorithms` value. */
export const APP_FEATURE_KEY = APP_NAME;

export interface FeatureAuthEntry {
  algorithms: string;
  is_expired: Flag;
}

export interface FreeTrialEntry {
  algorithms: string;
  total_val: number;
  used_val: number;
}

/** POST /v1/feature-code/auth. */
export interface FeatureAuthData {
  feature_auth: FeatureAuthEntry[];
  free_trial: FreeTrialEntry[];
}

/** GET /v1/login-url. */
export interface LoginUrlData {
  url: string;
}

/** GET /v1/common/ab-test. */
export interface AbTestData {
  plan: number;
}

const optionalText = (max: number) => z.string().trim().max(max).optional();
const loginSecret = (name: string) =>
  z.string({ error: `${name} is required` }).refine(isLoginSecret, `${name} is not a sign-in secret`);

/** POST /v1/oauth/token body. */
export const oauthTokenRequestSchema = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(200),
  /** The PKCE verifier of the sign-in attempt that asked for the code. */
  code_verifier: loginSecret('code_verifier'),
  /** The login_test plan the client runs under; recorded nowhere yet. */
  plan: z.union([z.string().max(32), z.number().int()]).optional(),
  timezone: optionalText(64),
  landing_page: optionalText(2048),
});
export type OauthTokenRequest = z.input<typeof oauthTokenRequestSchema>;

/** GET /v1/login-url query. */
export const loginUrlQuerySchema = z.object({
  redirect: z.string({ error: 'redirect is required' }).trim().min(1, 'redirect is required').max(2048),
  domain_type: optionalText(32),
  code: optionalText(200),
  /** The page's sign-in attempt: its state nonce and its PKCE challenge (see login-proof). */
  nonce: loginSecret('nonce'),
  code_challenge: loginSecret('code_challenge'),
  /** Refused: a URL is kept in histories and logs, so a sign-in token never travels in one. */
  token: z
    .never({ error: 'token must not be sent in a URL: the Authorization header carries it' })
    .optional(),
});

/** POST /v1/feature-code/auth body: pids as an array (urlencoded: repeated key), one number, or "1,2". */
export const featureAuthRequestSchema = z.object({
  pids: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map(Number)
        : typeof v === 'number'
          ? [v]
          : Array.isArray(v)
            ? v.map((p) => (typeof p === 'string' && p.trim() !== '' ? Number(p) : p))
            : v,
    z
      .array(z.number({ error: 'pids must be product ids' }).int().positive(), {
        error: 'pids must be a list of product ids',
      })
      .min(1, 'pids must not be empty')
      .max(50),
  ),
});
export type FeatureAuthRequest = z.output<typeof featureAuthRequestSchema>;

/** GET /v1/common/ab-test query: user_id is the uid, or the device uuid for visitors. */
export const abTestQuerySchema = z.object({
  test_code: z.string({ error: 'test_code is required' }).trim().min(1, 'test_code is required').max(64),
  user_id: z.string({ error: 'user_id is required' }).trim().min(1, 'user_id is required').max(128),
});
export type AbTestQuery = z.input<typeof abTestQuerySchema>;

/** Profile names are short labels: the spec does not say; 40 characters, no control characters. */
export const PROFILE_NAME_MAX = 40;
const profileName = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(PROFILE_NAME_MAX, `${field} must be at most ${PROFILE_NAME_MAX} characters`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, `${field} must not contain control characters`)
    .optional();

/** POST /v1/user optional body: fields present are saved (an empty string clears one), absent ones kept. */
export const profileUpdateSchema = z.object({
  nickname: profileName('nickname'),
  firstname: profileName('firstname'),
  lastname: profileName('lastname'),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
