import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useLeaveIntercept } from './use-leave-intercept';

/**
 * The leave confirmation ('Reminder', Cancel and Leave) while a generation runs: in-app links
 * ask first, and closing or reloading the tab gets the browser's own prompt. The task keeps running either way
 * (it lives in the service worker and shows in Libraries).
 */
export function LeaveConfirm({ active }: { active: boolean }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);

  useLeaveIntercept(active, () => true, setTarget);
  useEffect(() => {
    if (!active) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
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
