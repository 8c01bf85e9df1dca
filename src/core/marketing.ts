/**
 * GET /v1/common/marketing switches the two marketing surfaces: is_banner the ad banner (the header ad and the
 * floating ad), is_pop the promotion pop-up. A surface is on when any item turns it on; no answer (a failed or
 * empty call) turns both off, since the switches are the operator's and nothing says "show".
 */
import type { MarketingItem } from './contract/common';

export interface MarketingSwitches {
  banner: boolean;
  pop: boolean;
}

export const MARKETING_OFF: MarketingSwitches = { banner: false, pop: false };

export function marketingSwitches(items: readonly MarketingItem[] | null | undefined): MarketingSwitches {
  if (!items?.length) return MARKETING_OFF;
  return {
    banner: items.some((item) => Number(item.is_banner) === 1),
    pop: items.some((item) => Number(item.is_pop) === 1),
  };
}
