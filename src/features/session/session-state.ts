import { proxy } from 'valtio';
import type { AuthorizeView } from '../../core/accounts-service';
import type { UserInfoData } from '../../core/contract/session';

export interface SessionState {
  /** Bearer token; signed in means a token exists. */
  token: string | null;
  uid: string | null;
  user: UserInfoData | null;
  /** True once the stored session has been read at start-up. */
  ready: boolean;
  /** `view`: the accounts page's tab the dialog opens on (an offer to sign up opens on Sign up). */
  loginDialog: { open: boolean; scene: string; view: AuthorizeView };
}

export const sessionState = proxy<SessionState>({
  token: null,
  uid: null,
  user: null,
  ready: false,
  loginDialog: { open: false, scene: 'default', view: 'login' },
});

export function openLoginDialog(scene = 'default', view: AuthorizeView = 'login'): void {
  sessionState.loginDialog = { open: true, scene, view };
}

export function closeLoginDialog(): void {
  sessionState.loginDialog = { ...sessionState.loginDialog, open: false };
}
