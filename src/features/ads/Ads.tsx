/**
 * The header ad icon (desktop, module main_header) and the floating ad icon at the bottom right (desktop
 * studio_footer, phone hooks_banner_mobile) with its per-module closed flag. Each shows only when the offer
 * arbiter gives it the turn (one trial or promotion surface at a time), only while the marketing banner switch
 * (GET /v1/common/marketing is_banner) is on, and only for the ad_banner experiment's variant B.
 */
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { AdModule } from '../../core/contract/common';
import { floatingAdVisible, headerAdVisible } from '../../core/promotion';
import { useIsMobile } from '../../ui/use-media';
import { isSubscribed, sessionState } from '../session/session-state';
import { useOfferTurn } from '../promotions/offer-arbiter';
import { loadMarketing, marketingState } from '../promotions/marketing-state';
import { adOf, adsState, closeAd, isAdClosed, loadAds } from './ads-state';
import './ads.css';

function useSubscribed(): boolean {
  return isSubscribed(useSnapshot(sessionState));
}

export function HeaderAd() {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const { ads, bannerArm } = useSnapshot(adsState);
  const isSubscribed = useSubscribed();
  const { banner } = useSnapshot(marketingState);
  useEffect(() => {
    void loadAds(mobile);
    void loadMarketing(mobile);
  }, [mobile]);
  const ad = adOf(ads, 'main_header');
  const wants = banner && bannerArm && !!ad && headerAdVisible({ isPhone: mobile, ad, isSubscribed });
  const turn = useOfferTurn('headerAd', wants);
  if (!ad || !wants || !turn) return null;
  return (
    <Link href={ad.turn_url} className="header-ad" aria-label={t`3 days free offer`}>
      <img src={ad.white_thumbnail} alt="" height={32} />
    </Link>
  );
}

export function FloatingAd() {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const { ads, closed, bannerArm } = useSnapshot(adsState);
  const { token } = useSnapshot(sessionState);
  const isSubscribed = useSubscribed();
  const { banner } = useSnapshot(marketingState);
  useEffect(() => {
    void loadAds(mobile);
    void loadMarketing(mobile);
  }, [mobile]);
  const module: AdModule = mobile ? 'hooks_banner_mobile' : 'studio_footer';
  const ad = adOf(ads, module);
  const isClosed = closed[module] ?? isAdClosed(module);
  const wants =
    banner &&
    bannerArm &&
    floatingAdVisible({
      isPhone: mobile,
      isLoggedIn: token !== null,
      closed: isClosed,
      ad,
      isSubscribed,
    });
  const turn = useOfferTurn('floatingAd', wants);
  if (!wants || !turn) return null;
  return (
    <aside className="floating-ad" aria-label={t`Offer`}>
      <Link href={ad!.turn_url} aria-label={t`3 days free offer`}>
        <img src={ad!.white_thumbnail} alt="" height={60} />
      </Link>
      <button
        type="button"
        className="floating-ad-close"
        aria-label={t`Close offer`}
        onClick={() => closeAd(module)}
      >
        <X aria-hidden="true" />
      </button>
    </aside>
  );
}
