import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { themeState, toggleTheme } from './theme';
import { sessionState, openLoginDialog } from '../features/session/session-state';
import { AccountButton } from '../features/account/AccountButton';
import { HeaderAd } from '../features/ads/Ads';
import { openPricing } from '../features/pricing/store-actions';
import { smartBuyTab } from '../core/pricing';
import { toUserLevel } from '../core/user-level';
import './header.css';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useLingui();
  const { theme } = useSnapshot(themeState);
  const session = useSnapshot(sessionState);
  const credits = session.user?.integral.integral;
  // Free and visitors are offered membership, subscribers more credits (smart buy, spec commerce §4).
  const buyTab = smartBuyTab(toUserLevel(session.user?.verify.level ?? 0));
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
      <HeaderAd />
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
      <button
        type="button"
        className="btn header-buy"
        aria-label={buyTab === 'membership' ? t`Upgrade` : t`Buy credits`}
        onClick={() => void openPricing(buyTab)}
      >
        <span aria-hidden="true" className="header-buy-icon">
          ✦
        </span>
        <span className="header-buy-text" aria-hidden="true">
          {buyTab === 'membership' ? <Trans>Upgrade</Trans> : <Trans>Buy credits</Trans>}
        </span>
      </button>
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
