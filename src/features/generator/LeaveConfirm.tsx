import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * The leave confirmation ('Reminder', Cancel and Leave) while a generation runs: in-app links
 * ask first, and closing or reloading the tab gets the browser's own prompt. The task keeps running either way
 * (it lives in the service worker and shows in Libraries).
 */
export function LeaveConfirm({ active }: { active: boolean }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        anchor.hasAttribute('download')
      ) {
        return;
      }
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || url.pathname === location.pathname) return;
      // Only the navigation is stopped (wouter's Link skips it once the default is prevented): the link's own
      // click still runs, so the phone menu it sits in closes. The reminder opens a task later, after that
      // menu has closed and handed focus back, so the reminder keeps the focus it takes.
      event.preventDefault();
      const to = url.pathname + url.search;
      window.setTimeout(() => setTarget(to), 0);
    };
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [active]);

  if (!target) return null;
  return (
    <ConfirmDialog
      title={t`Reminder`}
      message={
        <Trans>
          Your generation is still running. If you leave, it carries on and appears in Libraries when it is
          done.
        </Trans>
      }
      cancelLabel={<Trans>Cancel</Trans>}
      confirmLabel={<Trans>Leave</Trans>}
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        const to = target;
        setTarget(null);
        // The href already holds the router base (a language prefix): '~' makes wouter take it as it is.
        navigate(`~${to}`);
      }}
    />
  );
}
