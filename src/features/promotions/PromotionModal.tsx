/** The promotion modal (desktop centre, phone sheet): countdown, 28% off premium, Upgrade Now; fades out at zero. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PREMIUM_MONTHLY_CREDITS, PROMOTION_DISCOUNT } from '../../core/pricing';
import { Modal } from '../../ui/Modal';
import { useIsMobile } from '../../ui/use-media';
import { openPricing } from '../pricing/store-actions';
import { Countdown } from './Countdown';
import { closePromotion } from './promotion-trigger';
import './promotions.css';

/** How long the fade-out at zero takes before the modal goes. */
const FADE_MS = 400;

export function PromotionModal({ deadline }: { deadline: number }) {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const [fading, setFading] = useState(false);
  const discount = PROMOTION_DISCOUNT;
  const credits = PREMIUM_MONTHLY_CREDITS;
  return (
    <Modal
      title={t`Limited-time offer`}
      onClose={closePromotion}
      width={460}
      variant={mobile ? 'sheet' : 'center'}
      className={`promotion-modal${fading ? ' fading' : ''}`}
    >
      <p className="promotion-offer">
        <Trans>{discount}% OFF Premium</Trans>
      </p>
      <p className="muted">
        <Trans>
          {credits} credits every month, faster generation and watermark-free downloads, plus free image and
          audio AI.
        </Trans>
      </p>
      <Countdown
        deadline={deadline}
        onTimeout={() => {
          setFading(true);
          setTimeout(closePromotion, FADE_MS);
        }}
      />
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            closePromotion();
            void openPricing('membership', 'promotion');
          }}
        >
          <Trans>Upgrade Now</Trans>
        </button>
      </div>
    </Modal>
  );
}
