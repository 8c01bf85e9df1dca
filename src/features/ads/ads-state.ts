/** Ads of GET /v1/common/ad and the floating icon's closed flag, persisted per module. */
import { proxy } from 'valtio';
import { api } from '../session/api-client';
import type { AdItem, AdModule, AdQuery } from '../../core/contract/common';
import { STORAGE_NAMESPACE } from '../../core/identity';
import { adBannerVariant } from '../pricing/experiments';

export const adsState = proxy<{
  ads: AdItem[];
  loaded: boolean;
  /** This user is in the ad_banner experiment's arm that shows the banner (variant B). */
  bannerArm: boolean;
  closed: Partial<Record<AdModule, boolean>>;
}>({
  ads: [],
  loaded: false,
  bannerArm: false,
  closed: {},
});

const closedKey = (module: AdModule) => `${STORAGE_NAMESPACE}-ad-closed-${module}`;

let loading: Promise<void> | null = null;

/**
 * Loads once per page, with the ad_banner arm; phones ask with client wap. A failure leaves no ads (nothing to
 * show); a failed experiment call is plan 0, the arm without the banner.
 */
export function loadAds(isPhone: boolean): Promise<void> {
  const query: AdQuery = { client: isPhone ? 'wap' : '' };
  loading ??= Promise.all([api.get<AdItem[]>('/v1/common/ad', { query }), adBannerVariant()])
    .then(([ads, bannerArm]) => {
      adsState.ads = ads;
      adsState.bannerArm = bannerArm;
      adsState.loaded = true;
    })
    .catch((err: unknown) => {
      console.warn('ads failed', err);
      loading = null;
    });
  return loading;
}

export function adOf(ads: readonly AdItem[], module: AdModule): AdItem | undefined {
  return ads.find((a) => a.module === module);
}

export function isAdClosed(module: AdModule): boolean {
  if (adsState.closed[module] === undefined)
    adsState.closed[module] = localStorage.getItem(closedKey(module)) === '1';
  return adsState.closed[module] === true;
}

export function closeAd(module: AdModule): void {
  localStorage.setItem(closedKey(module), '1');
  adsState.closed[module] = true;
}
