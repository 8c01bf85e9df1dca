/** Refreshes the user info on a schedule (after a purchase: 0/3/6/9 s; after a store message: 0/5/10 s). */
import { loadUserInfo } from '../session/session-actions';

const timers = new Set<ReturnType<typeof setTimeout>>();

export function refreshUserInfoAt(delays: readonly number[]): void {
  for (const ms of delays) {
    if (ms === 0) {
      void loadUserInfo();
      continue;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void loadUserInfo();
    }, ms);
    timers.add(timer);
  }
}
