import { Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { splitLanguagePrefix } from '../core/language';
import { Header } from './Header';
import { MenuList, SideMenu } from './SideMenu';
import { ROUTED_PAGES } from './routes';
import { resolveAppPath } from '../core/menu';
import { Modal } from '../ui/Modal';
import { Toasts } from '../ui/Toasts';
import { DelayedSpinner } from '../ui/DelayedSpinner';
import { SessionLayer } from '../features/session/SessionLayer';
import { loadUserInfo } from '../features/session/session-actions';
import { followTaskCharges } from '../features/tasks/follow-charges';
import { PricingLayer } from '../features/pricing/PricingLayer';
import { DriveLayer } from '../features/drive/DriveLayer';
import { FeedbackLayer } from '../features/feedback/FeedbackModal';
import { PromotionLayer } from '../features/promotions/PromotionLayer';
import { FloatingAd } from '../features/ads/Ads';
import './shell.css';

function PhoneMenu({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Menu`} onClose={onClose} className="phone-menu-panel">
      <nav aria-label={t`Main`}>
        <MenuList onNavigate={onClose} />
      </nav>
    </Modal>
  );
}

/** The first stop for keyboard users: past the header and the menu, straight to the page. */
function SkipLink() {
  const { t } = useLingui();
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(e) => {
        // Focus without touching the URL (a #main hash would stay in the address and in history).
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      {t`Skip to content`}
    </a>
  );
}

function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const page = ROUTED_PAGES.find((r) => r.path === location);
  // The header balance follows charges and refunds, wherever the task was started or seen to end.
  useEffect(() => followTaskCharges(() => void loadUserInfo()), []);
  return (
    <div className="shell">
      <SkipLink />
      <Header onOpenMenu={() => setMenuOpen(true)} />
      <div className="shell-body">
        {!page?.route.hidesSideMenu && <SideMenu />}
        <main className="shell-main" id="main" tabIndex={-1}>
          <Suspense fallback={<DelayedSpinner />}>
            <Switch>
              {ROUTED_PAGES.map(({ path, Component }) => (
                <Route key={path} path={path} component={Component} />
              ))}
              <Route>
                <Redirect to={resolveAppPath(location)} replace />
              </Route>
            </Switch>
          </Suspense>
        </main>
      </div>
      {menuOpen && (
        <div className="phone-menu">
          <PhoneMenu onClose={() => setMenuOpen(false)} />
        </div>
      )}
      <FloatingAd />
      <PromotionLayer />
      <PricingLayer />
      <DriveLayer />
      <FeedbackLayer />
      <SessionLayer />
      <Toasts />
    </div>
  );
}

/** App paths may carry a language segment ("/ja/ai/explore"): it becomes the router base. */
export function App() {
  const { prefix } = splitLanguagePrefix(location.pathname);
  return (
    <Router base={prefix ? `/${prefix}` : ''}>
      <Shell />
    </Router>
  );
}
