import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Moon, Sparkles, Sun } from 'lucide-react';
import { themeState, toggleTheme } from '../ui/theme';
import { sessionState, openLoginDialog } from '../features/session/session-state';
import { AccountButton } from '../features/account/AccountButton';
import { hasInstallOffer, onInstallOfferChange } from '../features/install/install-offer';
import { smartBuyTab } from '../core/user-level';
import { toUserLevel } from '../core/user-level';
import { useHydrated } from '../ui/use-hydrated';
import { useIdle } from '../ui/when-idle';
import { LOGIN_EXEMPT } from '../features/session/login-exempt';
import { openPricing } from './open-pricing';
import { appTypeState } from '../features/session/app-type-state';
import type { AppType } from '../core/product-list';
import './header.css';

// The Install button loads only once the browser offers installing (the entry listens for the offer).
const InstallButton = lazy(() =>
  import('../features/install/InstallButton').then((m) => ({ default: m.InstallButton })),
);
// The balance and its tooltip load once there is a balance (signed in, user info loaded: never the first paint).
const CreditsChip = lazy(() => import('./CreditsChip'));
// The header ad comes from an API call and is never needed to read the page: it loads once the page is idle.
const HeaderAd = lazy(() => import('../features/ads/Ads').then((m) => ({ default: m.HeaderAd })));

/**
 * The product mark, drawn in the page (an <img> would be one more request and decode on the first screen): a play
 * sign for the video app, a picture (hills under a sun) for the image app.
 */
function BrandMark({ appType }: { appType: AppType }) {
  return (
    <svg viewBox="0 0 64 64" width={30} height={30} aria-hidden="true" className="brand-mark">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#brand-mark-fill)" />
      {appType === 'image' ? (
        <>
          <circle cx="42" cy="22" r="6" fill="#fff" />
          <path d="M12 48 L26 28 L36 40 L42 33 L52 48 Z" fill="#fff" />
        </>
      ) : (
        <path d="M24 18 L48 32 L24 46 Z" fill="#fff" />
      )}
    </svg>
  );
}

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const idle = useIdle();
  // The stored theme is applied to the page before it paints; the toggle names it once the page is adopted.
  const theme = useSnapshot(themeState).theme;
  const shownTheme = hydrated ? theme : 'light';
  const session = useSnapshot(sessionState);
  const installable = useSyncExternalStore(onInstallOfferChange, hasInstallOffer, () => false);
  const credits = session.user?.integral.integral;
  // Free and visitors are offered membership, subscribers more credits (smart buy).
  const buyTab = smartBuyTab(toUserLevel(session.user?.verify.level ?? 0));
  // The app type (logo variant) comes from the system config once the page is idle: the first screen shows the
  // default app's logo, as prerendered.
  const appType = useSnapshot(appTypeState).type;
  useEffect(() => {
    if (idle) void import('../features/session/app-type').then((m) => m.loadAppType());
  }, [idle]);
  return (
    <header className="app-header">
      <button type="button" className="icon-btn phone-only" aria-label={t`Menu`} onClick={onOpenMenu}>
        <Menu aria-hidden="true" className="header-icon" />
      </button>
      <Link href="/ai/home" className="brand">
        <BrandMark appType={appType} />
        <span className="brand-name">
          {appType === 'image' ? <Trans>AI Image Generator</Trans> : <Trans>AI Video Generator</Trans>}
        </span>
      </Link>
      <div className="header-spacer" />
      {idle && (
        <Suspense fallback={null}>
          <HeaderAd />
        </Suspense>
      )}
      {installable && (
        <Suspense fallback={null}>
          <InstallButton />
        </Suspense>
      )}
      <button
        type="button"
        className="icon-btn desktop-only"
        aria-label={shownTheme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`}
        title={shownTheme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`}
        onClick={toggleTheme}
      >
        {shownTheme === 'dark' ? (
          <Sun aria-hidden="true" className="header-icon" />
        ) : (
          <Moon aria-hidden="true" className="header-icon" />
        )}
      </button>
      {session.token && credits !== undefined && (
        <Suspense fallback={null}>
          <CreditsChip credits={credits} />
        </Suspense>
      )}
      <button
        type="button"
        className="btn header-buy"
        aria-label={buyTab === 'membership' ? t`Upgrade` : t`Buy credits`}
        onClick={() => openPricing(buyTab, 'header_buy')}
      >
        <Sparkles aria-hidden="true" className="header-buy-icon" />
        <span className="header-buy-text" aria-hidden="true">
          {buyTab === 'membership' ? <Trans>Upgrade</Trans> : <Trans>Buy credits</Trans>}
        </span>
      </button>
      {session.token ? (
        <AccountButton />
      ) : (
        <button type="button" className="btn btn-primary" {...LOGIN_EXEMPT} onClick={() => openLoginDialog()}>
          <Trans>Log in</Trans>
        </button>
      )}
    </header>
  );
}
