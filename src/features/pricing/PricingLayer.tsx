/** Mounts the open pricing surfaces, the store frame, the purchase poll and the store message handler. */
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '../session/session-state';
import { usePurchasePolling } from './purchase-polling';
import { handleStoreMessage } from './store-frame';
import { closePricing } from './store-actions';
import { storeState } from './store-state';

// Each surface loads when it first opens.
const PurchasePopup = lazy(() => import('./PurchasePopups').then((m) => ({ default: m.PurchasePopup })));
const MembershipModal = lazy(() => import('./PricingV2Modals').then((m) => ({ default: m.MembershipModal })));
const CreditsModal = lazy(() => import('./PricingV2Modals').then((m) => ({ default: m.CreditsModal })));
const StoreFrameModal = lazy(() => import('./StoreFrameModal').then((m) => ({ default: m.StoreFrameModal })));

export function PricingLayer() {
  const { dialog, openedAt, storeFrame } = useSnapshot(storeState);
  const { token } = useSnapshot(sessionState);
  usePurchasePolling(dialog ? openedAt : null, token !== null, closePricing);
  useEffect(() => {
    window.addEventListener('message', handleStoreMessage);
    return () => window.removeEventListener('message', handleStoreMessage);
  }, []);
  return (
    <Suspense fallback={null}>
      {dialog === 'tabs' && <PurchasePopup />}
      {dialog === 'membership' && <MembershipModal />}
      {dialog === 'credits' && <CreditsModal />}
      {storeFrame && <StoreFrameModal />}
    </Suspense>
  );
}
