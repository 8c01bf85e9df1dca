/** Shows the promotion once the session is known, and the free-trial card. */
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '../session/session-state';
import { checkPromotion, promotionState } from './promotion-trigger';
import { FreeTrialCard } from './FreeTrialCard';
import { useOfferContext, useOfferTurn } from './offer-arbiter';
import './promotions.css';

// The modal (countdown, pricing) loads only when there is a promotion to show.
const PromotionModal = lazy(() => import('./PromotionModal').then((m) => ({ default: m.PromotionModal })));

export function PromotionLayer() {
  const { ready, uid, user } = useSnapshot(sessionState);
  const { open, deadline } = useSnapshot(promotionState);
  // After load: once the session is known (and, when signed in, the plan), per user.
  const known = ready && (uid === null || user !== null);
  // On a phone page holding the user's work the modal would cover it: the check waits for another page.
  const { isPhone, workOnScreen } = useOfferContext();
  const mayCheck = !(isPhone && workOnScreen);
  useEffect(() => {
    if (known && mayCheck) void checkPromotion();
  }, [known, uid, mayCheck]);
  const turn = useOfferTurn('promotion', open);
  return (
    <>
      {turn && (
        <Suspense fallback={null}>
          <PromotionModal deadline={deadline} />
        </Suspense>
      )}
      {known && <FreeTrialCard />}
    </>
  );
}
