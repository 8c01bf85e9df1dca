import { logout } from '../session/session-actions';
import { openPricing } from '../pricing/store-actions';
import { openFeedback } from '../feedback/feedback-state';
import { AccountPanel } from './AccountPanel';

/** The account panel with the host's handlers: purchase, feedback and log out. */
export default function AccountPanelHost({ onClose }: { onClose: () => void }) {
  return (
    <AccountPanel
      onClose={onClose}
      onPurchase={(tab) => {
        onClose();
        void openPricing(tab, 'account_panel');
      }}
      onFeedback={() => {
        onClose();
        openFeedback();
      }}
      onLogout={() => void logout()}
    />
  );
}
