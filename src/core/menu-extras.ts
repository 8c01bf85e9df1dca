/**
 * The shell's extras by place and variant: the Upgrade menu item and the support chat. Apart from the menu so the
 * first screen, which needs the routes, does not carry them (they show once the page is idle).
 */
import { findRoute } from './menu';

/** The Upgrade menu item: desktop, new pricing variant, buy data loaded. */
export function showUpgradeMenuItem(
  isDesktop: boolean,
  newPricingVariant: boolean,
  buyDataLoaded: boolean,
): boolean {
  return isDesktop && newPricingVariant && buyDataLoaded;
}

/** The support chat widget shows only on Home. */
export function showSupportChat(pathname: string): boolean {
  return findRoute(pathname)?.page === 'home';
}
