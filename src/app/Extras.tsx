import { PromotionLayer } from '../features/promotions/PromotionLayer';
import { FloatingAd } from '../features/ads/Ads';
import { NotifyLayer } from '../features/notify/NotifyLayer';

/**
 * What the shell shows once the page is idle: the promotion, the free-trial card and the floating ad. Offers that
 * arrive a moment after the page must not slow its first interaction.
 */
export default function Extras() {
  return (
    <>
      <FloatingAd />
      <PromotionLayer />
      <NotifyLayer />
    </>
  );
}
