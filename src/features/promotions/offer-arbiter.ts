/**
 * The one place that decides which trial or promotion surface shows (the rule: `core/offer-surfaces.ts`). Each
 * surface reports whether it wants to show and renders only when it has the turn, so two never show at once.
 */
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { findRoute } from '../../core/menu';
import { chooseOfferSurface, isWorkPage, type OfferSurface } from '../../core/offer-surfaces';
import { useIsMobile } from '../../ui/use-media';

const offerState = proxy<{ wanting: Partial<Record<OfferSurface, boolean>> }>({ wanting: {} });

/** What the rule needs to know about the screen: a phone, showing the user's work. */
export function useOfferContext() {
  const [location] = useLocation();
  return { isPhone: useIsMobile(), workOnScreen: isWorkPage(findRoute(location)?.page) };
}

/** Reports whether `surface` wants to show; true when it may. */
export function useOfferTurn(surface: OfferSurface, wants: boolean): boolean {
  const context = useOfferContext();
  useEffect(() => {
    offerState.wanting[surface] = wants;
    return () => {
      offerState.wanting[surface] = false;
    };
  }, [surface, wants]);
  const { wanting } = useSnapshot(offerState);
  return wants && chooseOfferSurface({ ...wanting, [surface]: true }, context) === surface;
}
