import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import { sessionState } from '../session/session-state';
import { levelLabelText } from '../session/level-label';
import '../session/account.css';

// The panel and what its buttons do load on the first open.
const AccountPanelHost = lazy(() => import('./AccountPanelHost'));

/** The signed-in user's avatar with a plan badge; opens the account panel with the host's handlers. */
export function AccountButton() {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(sessionState);
  const [open, setOpen] = useState(false);
  const initial = (user?.nickname || user?.firstname || user?.email || '?').slice(0, 1).toUpperCase();
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
      {open && (
        <Suspense fallback={null}>
          <AccountPanelHost onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
