import { lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { splitLanguagePrefix } from '../core/language';
import { APP_ROUTES, appPath, findRoute, resolveAppPath } from '../core/menu';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { DesignSystemPage, RoutePage } from './pages';
import { Toasts } from '../ui/Toasts';
import { DelayedSpinner } from '../ui/DelayedSpinner';
import { HydratedContext, useHydratedSource } from '../ui/use-hydrated';
import { useIdle } from '../ui/when-idle';
import { markHydrated } from './hydration';
import { layersDemand, layersNeededAtStart } from './layers-demand';
import { sessionState } from '../features/session/session-state';
import { useSnapshot } from 'valtio';
import './shell.css';

// What no first screen shows loads later: the layers (sign-in, pricing, drive, feedback) when a session needs
// them, when asked for or once the page is idle (layers-demand.ts); offers and ads once it is idle; the phone menu
// when opened.
const Layers = lazy(() => import('./Layers'));
const Extras = lazy(() => import('./Extras'));
const PhoneMenu = lazy(() => import('./PhoneMenu'));
const OfflineBanner = lazy(() => import('../features/offline/OfflineBanner'));

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

/**
 * Marks the page live. It sits inside the page's Suspense boundary, which React adopts after the shell: its effect
 * runs once the page's own controls have their handlers.
 */
function HydrationMark() {
  useEffect(() => markHydrated(), []);
  return null;
}

function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const hydrated = useHydratedSource();
  const idle = useIdle();
  const [neededAtStart] = useState(() => typeof window !== 'undefined' && layersNeededAtStart());
  const { wanted } = useSnapshot(layersDemand);
  const loginAsked = useSnapshot(sessionState).loginDialog.open;
  // Once mounted the layers stay: the session layer unmounted (the login dialog closed before the page was idle)
  // would drop its listeners and, mounted again, load the account a second time.
  const [layers, setLayers] = useState(false);
  if (!layers && hydrated && (neededAtStart || idle || wanted || loginAsked)) setLayers(true);
  const route = findRoute(location);
  // The shared login cookie is read once the prerendered page is adopted, so the header can show the account
  // at once; the session layer then verifies it and loads the user.
  useEffect(
    () => void import('../features/session/adopt-stored-login').then((m) => m.adoptStoredLogin()),
    [],
  );
  // Each route shown is a page view. The tracker is a chunk of its own, outside the first load's JS budget.
  useEffect(() => void import('../features/tracking/tracker').then((m) => m.track('page_view')), [location]);
  return (
    <HydratedContext value={hydrated}>
      <div className="shell">
        <SkipLink />
        <Header onOpenMenu={() => setMenuOpen(true)} />
        {hydrated && (
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        )}
        <div className="shell-body">
          {!route?.hidesSideMenu && <SideMenu />}
          <main className="shell-main" id="main" tabIndex={-1}>
            <Suspense fallback={<DelayedSpinner />}>
              <Switch>
                {DesignSystemPage && (
                  <Route path={appPath('design-system')}>
                    <DesignSystemPage />
                  </Route>
                )}
                {APP_ROUTES.map((r) => (
                  <Route key={r.route} path={appPath(r.route)}>
                    <RoutePage route={r} />
                  </Route>
                ))}
                <Route>
                  <Redirect to={resolveAppPath(location)} replace />
                </Route>
              </Switch>
              <HydrationMark />
            </Suspense>
          </main>
        </div>
        {menuOpen && (
          <Suspense fallback={null}>
            <div className="phone-menu">
              <PhoneMenu onClose={() => setMenuOpen(false)} />
            </div>
          </Suspense>
        )}
        {layers && (
          <Suspense fallback={null}>
            <Layers />
          </Suspense>
        )}
        {idle && (
          <Suspense fallback={null}>
            <Extras />
          </Suspense>
        )}
        <Toasts />
      </div>
    </HydratedContext>
  );
}

/**
 * App paths may carry a language segment ("/ja/ai/explore"): it becomes the router base. `path` is given when
 * prerendering (no `location` there).
 */
export function App({ path }: { path?: string }) {
  const pathname = path ?? location.pathname;
  const { prefix } = splitLanguagePrefix(pathname);
  return (
    <Router base={prefix ? `/${prefix}` : ''} ssrPath={path}>
      <Shell />
    </Router>
  );
}
