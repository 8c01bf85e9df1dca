import { proxy } from 'valtio';
import type { AuthorizeView } from '../../core/accounts-service';
import type { UserInfoData } from '../../core/contract/session';
import { toUserLevel, userLevelFlags } from '../../core/user-level';

/** What the feature codes (POST /v1/feature-code/auth) say of this app, read through the spec's two rules. */
export interface FeatureAccess {
  /** A feature entry for this app is unexpired. */
  subscribed: boolean;
  /** A free-trial entry for this app has used below total. */
  freeTrial: boolean;
}

export interface SessionState {
  /** Bearer token; signed in means a token exists. */
  token: string | null;
  uid: string | null;
  user: UserInfoData | null;
  /** Loaded with user info at sign-in; null until then and for visitors. */
  features: FeatureAccess | null;
  /** True once the stored session has been read at start-up. */
  ready: boolean;
  /** `view`: the accounts page's tab the dialog opens on (an offer to sign up opens on Sign up). */
  loginDialog: { open: boolean; scene: string; view: AuthorizeView };
}

export const sessionState = proxy<SessionState>({
  token: null,
  uid: null,
  user: null,
  features: null,
  ready: false,
  loginDialog: { open: false, scene: 'default', view: 'login' },
});

export function openLoginDialog(scene = 'default', view: AuthorizeView = 'login'): void {
  sessionState.loginDialog = { open: true, scene, view };
}

export function closeLoginDialog(): void {
  sessionState.loginDialog = { ...sessionState.loginDialog, open: false };
}

/**
 * Subscribed, for every offer and purchase surface: the plan level is standard or premium, or the user is
 * subscribed to this app's feature (an unexpired feature entry). Takes the proxy or a snapshot.
 */
export function isSubscribed(state: {
  user: { verify: Pick<UserInfoData['verify'], 'level'> } | null;
  features: Readonly<FeatureAccess> | null;
}): boolean {
  const level = toUserLevel(state.user?.verify.level ?? 0);
  return userLevelFlags(level).isSubscribed || state.features?.subscribed === true;
}
