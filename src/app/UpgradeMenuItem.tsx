import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { showUpgradeMenuItem } from '../core/menu-extras';
import { newPricingVariant } from '../features/pricing/experiments';
import { loadBuyData } from '../features/pricing/store-actions';
import { storeState } from '../features/pricing/store-state';
import { useIsMobile } from '../ui/use-media';
import { openPricing } from './open-pricing';

/**
 * Whether the side menu shows Upgrade: desktop, the new pricing variant, and the buy data (sku list) loaded. On a
 * desktop the variant is asked once the page is idle (the side menu loads this item then); in the variant the sku
 * list then loads, and the item shows once it is there (a failed load leaves it hidden until the list loads
 * elsewhere, e.g. on the pricing page).
 */
function useUpgradeMenuItem(): boolean {
  const isDesktop = !useIsMobile();
  const [variant, setVariant] = useState(false);
  const { isBuyDataInited } = useSnapshot(storeState);
  useEffect(() => {
    if (!isDesktop) return;
    let live = true;
    void newPricingVariant().then((on) => {
      if (!live) return;
      setVariant(on);
      if (on) void loadBuyData();
    });
    return () => {
      live = false;
    };
  }, [isDesktop]);
  return showUpgradeMenuItem(isDesktop, variant, isBuyDataInited);
}

/** Upgrade opens the membership plans (the new pricing variant's membership dialog on desktop). */
export default function UpgradeMenuItem() {
  if (!useUpgradeMenuItem()) return null;
  return (
    <button
      type="button"
      className="menu-link menu-upgrade"
      onClick={() => openPricing('membership', 'menu_upgrade')}
    >
      <Crown aria-hidden="true" className="menu-icon" />
      <span className="menu-label">
        <Trans>Upgrade</Trans>
      </span>
    </button>
  );
}
