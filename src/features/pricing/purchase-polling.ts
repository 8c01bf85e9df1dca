/**
 * Purchase polling: while a pricing surface is open and the page visible, ask every 2 s (at
 * most 450 times) for orders since it opened. On a hit: refresh user info at 0/3/6/9 s, say 'Successful purchase'
 * and let the caller close its surface.
 */
import { useEffect, useRef } from 'react';
import { t } from '@lingui/core/macro';
import { api } from '../session/api-client';
import type { TradeInfoData, TradeInfoQuery } from '../../core/contract/commerce';
import { PURCHASE_POLL_MAX, PURCHASE_POLL_MS, PURCHASE_REFRESH_AT_MS } from '../../core/timing';
import { showToast } from '../../ui/toasts';
import { refreshUserInfoAt } from './refresh-user';
import { newShoppingId, storeState } from './store-state';
import { track } from '../tracking/tracker';

function onPurchaseFound(): void {
  track('purchase', { shopping_id: storeState.shoppingId });
  refreshUserInfoAt(PURCHASE_REFRESH_AT_MS);
  showToast(t`Successful purchase`, 'success');
  // The next checkout is a new purchase.
  storeState.shoppingId = newShoppingId();
}

/** Polls while `since` (seconds) is set and the user is signed in; calls onHit once and stops. */
export function usePurchasePolling(since: number | null, signedIn: boolean, onHit: () => void): void {
  const onHitRef = useRef(onHit);
  onHitRef.current = onHit;
  useEffect(() => {
    if (since === null || !signedIn) return;
    let count = 0;
    let stopped = false;
    let busy = false;
    const tick = async () => {
      if (stopped || busy || document.visibilityState !== 'visible') return;
      if (count >= PURCHASE_POLL_MAX) return stop();
      count += 1;
      busy = true;
      try {
        const query: TradeInfoQuery = { time_before: since };
        const data = await api.get<TradeInfoData>('/v1/buy/trade-info', { query, dedupe: false });
        if (!stopped && data.total > 0) {
          stop();
          onPurchaseFound();
          onHitRef.current();
        }
      } catch (err) {
        console.warn('purchase poll failed', err);
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void tick(), PURCHASE_POLL_MS);
    function stop() {
      stopped = true;
      clearInterval(timer);
    }
    return stop;
  }, [since, signedIn]);
}
