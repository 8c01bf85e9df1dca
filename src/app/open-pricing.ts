import type { PricingTab } from '../features/pricing/store-state';
import { wantLayers } from './layers-demand';

/** Pricing surfaces load on the first click that needs them ('smart' picks the tab by the user's level). */
export function openPricing(tab: PricingTab | 'smart', hook: string): void {
  wantLayers();
  void import('../features/pricing/store-actions').then((m) => m.openPricing(tab, hook));
}
