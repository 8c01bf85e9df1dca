/**
 * The tabbed purchase popups: desktop 960 wide with Credits | Membership; phone a sheet with
 * Membership | Credits, the media carousel and the benefit table.
 */
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { useIsMobile } from '../../ui/use-media';
import { PricingCredits } from './PricingCredits';
import { PricingMembership } from './PricingMembership';
import { PricingTabs } from './PricingTabs';
import { MediaCarousel } from './MediaCarousel';
import { closePricing, switchPricingDialog } from './store-actions';
import { storeState } from './store-state';
import './pricing.css';

const DESKTOP_ORDER = ['credits', 'membership'] as const;
const PHONE_ORDER = ['membership', 'credits'] as const;

export function PurchasePopup() {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const { defTabSel } = useSnapshot(storeState);
  return (
    <Modal
      title={t`Purchase`}
      onClose={closePricing}
      width={mobile ? undefined : 960}
      variant={mobile ? 'sheet' : 'center'}
      className="purchase-popup"
    >
      {mobile && <MediaCarousel />}
      <PricingTabs
        value={defTabSel}
        onChange={switchPricingDialog}
        order={mobile ? PHONE_ORDER : DESKTOP_ORDER}
      >
        {defTabSel === 'credits' ? (
          <PricingCredits from="tabs" />
        ) : (
          <PricingMembership from="tabs" withTable={mobile} />
        )}
      </PricingTabs>
    </Modal>
  );
}
