/** Ads of GET /v1/common/ad and the floating icon's closed flag, persisted per module. */
import { proxy } from 'valtio';
import { api } from '../session/api-client';
import type { AdItem, AdModule, AdQuery } from '../../core/contract/common';
import { STORAGE_NAMESPACE } from '../../core/identity';

export const adsState = proxy<{ ads: AdItem[]; loaded: boolean; closed: Partial<Record<AdModule, boolean>> }>(
  {
    ads: [],
    loaded: false,
    closed: {},
  },
);

const closedKey = (module: AdModule) => `${STORAGE_NAMESPACE}-ad-closed-${module}`;

let loading: Promise<void> | null = null;

/** Loads once per page; phones ask with client wap. A failure leaves no ads (nothing to show). */
export function loadAds(isPhone: boolean): Promise<void> {
  const query: AdQuery = { client: isPhone ? 'wap' : '' };
  loading ??= api
    .get<AdItem[]>('/v1/common/ad', { query })
    .then((ads) => {
      adsState.ads = ads;
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
