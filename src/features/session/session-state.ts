import { proxy } from 'valtio';
import type { UserInfoData } from '../../core/contract/session';

export interface SessionState {
  /** Bearer token; signed in means a token exists (spec core §4 Session). */
  token: string | null;
  uid: string | null;
  user: UserInfoData | null;
  /** True once the stored session has been read at start-up. */
  ready: boolean;
  loginDialog: { open: boolean; scene: string };
}

export const sessionState = proxy<SessionState>({
  token: null,
  uid: null,
  user: null,
  ready: false,
  loginDialog: { open: false, scene: 'default' },
});

export function openLoginDialog(scene = 'default'): void {
  sessionState.loginDialog = { open: true, scene };
}

export function closeLoginDialog(): void {
  sessionState.loginDialog = { open: false, scene: sessionState.loginDialog.scene };
}
