import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { themeState, toggleTheme } from './theme';
import { sessionState, openLoginDialog } from '../features/session/session-state';
import { AccountButton } from '../features/session/AccountButton';
import './header.css';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useLingui();
  const { theme } = useSnapshot(themeState);
  const session = useSnapshot(sessionState);
  const credits = session.user?.integral.integral;
  return (
    <header className="app-header">
      <button type="button" className="icon-btn phone-only" aria-label={t`Menu`} onClick={onOpenMenu}>
        ☰
      </button>
      <Link href="/ai/home" className="brand">
        <img src="/icons/favicon.svg" alt="" width={30} height={30} />
        <span className="brand-name">
          <Trans>AI Video Generator</Trans>
        </span>
      </Link>
      <div className="header-spacer" />
      <button
        type="button"
        className="icon-btn desktop-only"
        aria-label={theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`}
        title={theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`}
        onClick={toggleTheme}
      >
        {theme === 'dark' ? '☀' : '☾'}
      </button>
      {session.token && credits !== undefined && (
        <span className="credits" aria-label={t`Credits balance`} title={t`Credits balance`}>
          <span aria-hidden="true">◆</span> <span className="credits-value">{credits}</span>
        </span>
      )}
      {session.token ? (
        <AccountButton />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => openLoginDialog()}>
          <Trans>Log in</Trans>
        </button>
      )}
    </header>
  );
}
