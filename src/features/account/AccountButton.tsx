import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import { sessionState } from '../session/session-state';
import { logout } from '../session/session-actions';
import { levelLabelText } from '../session/level-label';
import { openPricing } from '../pricing/store-actions';
import { openFeedback } from '../feedback/feedback-state';
import { AccountPanel } from './AccountPanel';
import '../session/account.css';

/** The signed-in user's avatar with a plan badge; opens the account panel with the host's handlers. */
export function AccountButton() {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(sessionState);
  const [open, setOpen] = useState(false);
  const initial = (user?.nickname || user?.firstname || user?.email || '?').slice(0, 1).toUpperCase();
  const level = user?.verify.level ?? 0;
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="account-button"
        aria-label={t`Account`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {user?.avatar ? <img src={user.avatar} alt="" /> : <span aria-hidden="true">{initial}</span>}
        <span className={`plan-badge level-${level}`}>{levelLabelText(i18n, level)}</span>
      </button>
      {open && (
        <AccountPanel
          onClose={close}
          onPurchase={(tab) => {
            close();
            void openPricing(tab);
          }}
          onFeedback={() => {
            close();
            openFeedback();
          }}
          onLogout={() => void logout()}
        />
      )}
    </>
  );
}
