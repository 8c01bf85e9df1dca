/**
 * The marketing switches of GET /v1/common/marketing (client wap on phones, else empty), asked once per page:
 * `banner` lets the ad banner show, `pop` the promotion pop-up (rule: core/marketing.ts). A failed call leaves
 * both off and is asked again by the next surface that needs it.
 */
import { proxy } from 'valtio';
import { api } from '../session/api-client';
import type { MarketingItem, MarketingQuery } from '../../core/contract/common';
import { marketingSwitches, MARKETING_OFF, type MarketingSwitches } from '../../core/marketing';

export const marketingState = proxy<MarketingSwitches>({ ...MARKETING_OFF });

let loading: Promise<MarketingSwitches> | null = null;

export function loadMarketing(isPhone: boolean): Promise<MarketingSwitches> {
  const query: MarketingQuery = { client: isPhone ? 'wap' : '' };
  loading ??= api
    .get<MarketingItem[]>('/v1/common/marketing', { query })
    .then((items) => {
      const switches = marketingSwitches(items);
      Object.assign(marketingState, switches);
      return switches;
    })
    .catch((err: unknown) => {
      console.warn('marketing failed', err);
      loading = null;
      return MARKETING_OFF;
    });
  return loading;
}
