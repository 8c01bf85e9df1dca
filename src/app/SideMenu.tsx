import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { MENU, appPath, showVeo3Badge, veo3BadgeHref, type MenuItem } from '../core/menu';
import { GROUP_LABELS, ROUTE_LABELS } from './menu-items';
import { useIdle } from '../ui/when-idle';
import './menu.css';

const MenuExtras = lazy(() => import('./MenuExtras'));

function Item({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  const path = appPath(item.route);
  const active = location === path || location.startsWith(`${path}/`);
  const copy = ROUTE_LABELS[item.route];
  const Icon = copy.icon;
  const veo3 = item.badge === 'veo3' && showVeo3Badge(Date.now());
  return (
    <li>
      <Link
        href={veo3 ? veo3BadgeHref(item.route) : path}
        className={`menu-link${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <Icon aria-hidden="true" className="menu-icon" />
        <span className="menu-label">{i18n._(copy.label)}</span>
        {item.badge === 'free' && (
          <span className="badge">
            <Trans>Free</Trans>
          </span>
        )}
        {veo3 && <span className="badge">veo3</span>}
      </Link>
    </li>
  );
}

/** The menu list shared by the desktop side menu and the phone slide-in menu. */
export function MenuList({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul className="menu-list">
      {MENU.map((entry) =>
        'group' in entry ? (
          <li key={entry.group} className="menu-group">
            <span className="menu-group-label">{i18n._(GROUP_LABELS[entry.group])}</span>
            <ul className="menu-list">
              {entry.items.map((item) => (
                <Item key={item.route} item={item} onNavigate={onNavigate} />
              ))}
            </ul>
          </li>
        ) : (
          <Item key={entry.route} item={entry} onNavigate={onNavigate} />
        ),
      )}
    </ul>
  );
}

export function SideMenu() {
  const { t } = useLingui();
  const idle = useIdle();
  return (
    <nav className="side-menu" aria-label={t`Main`}>
      <MenuList />
      {/* Upgrade and the language picker are no part of the first screen: they come once the page is idle. */}
      {idle && (
        <Suspense fallback={null}>
          <MenuExtras />
        </Suspense>
      )}
    </nav>
  );
}
