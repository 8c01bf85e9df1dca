import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { PromotionLayer } from '../features/promotions/PromotionLayer';
import { FloatingAd } from '../features/ads/Ads';
import { NotifyLayer } from '../features/notify/NotifyLayer';
import { showSupportChat } from '../core/menu-extras';
import { DownloadTray } from '../features/downloads/DownloadTray';

/** The support chat widget's place: on Home only. */
function SupportChatSlot() {
  const { t } = useLingui();
  const [location] = useLocation();
  if (!showSupportChat(location)) return null;
  return <aside className="support-chat-slot" aria-label={t`Support chat`} data-testid="support-chat-slot" />;
}

/**
 * What the shell shows once the page is idle: the promotion, the free-trial card, the floating ad, the support chat
 * and the long downloads' tray. Offers that arrive a moment after the page must not slow its first interaction.
 */
export default function Extras() {
  return (
    <>
      <FloatingAd />
      <PromotionLayer />
      <NotifyLayer />
      <SupportChatSlot />
      <DownloadTray />
    </>
  );
}
