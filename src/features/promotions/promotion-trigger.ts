/**
 * When the promotion shows: after load, while the marketing pop switch is on, for non-subscribers, before the
 * deadline, at most once
 * per interval per user. The history of the last 10 users lives in the page's promotion-history object store
 * (session/page-storage.ts) of the database it shares with the SW.
 */
import { proxy } from 'valtio';
import { getOrCreateDeviceSn } from '../../api/browser-identity';
import { shouldShowPromotion } from '../../core/promotion';
import { openSwDb } from '../../sw-contract/db';
import { savePromotionShown, listPromotionHistory } from '../session/page-storage';
import { isSubscribed, sessionState } from '../session/session-state';
import { promotionConfig } from './promotion-config';
import { loadMarketing } from './marketing-state';
import { isMobileScreen } from '../../core/breakpoints';

export const promotionState = proxy<{ open: boolean; deadline: number }>({ open: false, deadline: 0 });

/** Visitors are counted by their device uuid, signed-in users by uid. */
const promotionUser = () => sessionState.uid ?? `device:${getOrCreateDeviceSn()}`;

const checked = new Set<string>();

/** Checks once per user per page load; shows the modal and records the showing when the rules allow. */
export async function checkPromotion(now = Date.now()): Promise<boolean> {
  const uid = promotionUser();
  if (checked.has(uid)) return false;
  checked.add(uid);
  const [config, marketing] = await Promise.all([
    promotionConfig(),
    loadMarketing(isMobileScreen(window.innerWidth)),
  ]);
  if (!config || !marketing.pop) return false;
  const subscribed = isSubscribed(sessionState);
  try {
    const db = await openSwDb();
    const history = await listPromotionHistory(db, now);
    const show = shouldShowPromotion({
      history,
      uid,
      now,
      intervalMs: config.interval_hours * 3_600_000,
      deadline: config.deadline * 1000,
      isSubscribed: subscribed,
    });
    if (show) {
      await savePromotionShown(db, uid, now, now);
      promotionState.deadline = config.deadline * 1000;
      promotionState.open = true;
    }
    db.close();
    return show;
  } catch (err) {
    console.warn('promotion history unavailable', err);
    return false;
  }
}

export function closePromotion(): void {
  promotionState.open = false;
}
