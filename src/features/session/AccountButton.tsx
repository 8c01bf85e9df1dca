import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import { sessionState } from './session-state';
import { AccountPanel } from './AccountPanel';
import { levelLabelText } from './level-label';
import './account.css';

/** The signed-in user's avatar with a plan badge; opens the account panel. */
export function AccountButton() {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(sessionState);
  const [open, setOpen] = useState(false);
  const initial = (user?.nickname || user?.email || '?').slice(0, 1).toUpperCase();
  const level = user?.verify.level ?? 0;
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
      {open && <AccountPanel onClose={() => setOpen(false)} />}
    </>
  );
}
