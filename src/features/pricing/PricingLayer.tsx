/** Mounts the open pricing surfaces, the store frame, the purchase poll and the store message handler. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '../session/session-state';
import { PurchasePopup } from './PurchasePopups';
import { CreditsModal, MembershipModal } from './PricingV2Modals';
import { StoreFrameModal } from './StoreFrameModal';
import { usePurchasePolling } from './purchase-polling';
import { handleStoreMessage } from './store-frame';
import { closePricing } from './store-actions';
import { storeState } from './store-state';
import './pricing.css';

export function PricingLayer() {
  const { dialog, openedAt, storeFrame } = useSnapshot(storeState);
  const { token } = useSnapshot(sessionState);
  usePurchasePolling(dialog ? openedAt : null, token !== null, closePricing);
  useEffect(() => {
    window.addEventListener('message', handleStoreMessage);
    return () => window.removeEventListener('message', handleStoreMessage);
  }, []);
  return (
    <>
      {dialog === 'tabs' && <PurchasePopup />}
      {dialog === 'membership' && <MembershipModal />}
      {dialog === 'credits' && <CreditsModal />}
      {storeFrame && <StoreFrameModal />}
    </>
  );
}
