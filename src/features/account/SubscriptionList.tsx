/**
 * The account panel's subscription list: each subscription with "Renews on …", "Ends on …" (auto-renewal
 * cancelled), the free trial's turn to paid, or "Ended on …"; Cancel auto-renewal (after a confirmation) and
 * Resume auto-renewal. Read afresh each time the panel opens.
 */
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionItem } from '../../core/contract/commerce';
import { formatDisplayDate } from '../../core/dates';
import { isApiFailure } from '../../api/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showToast } from '../../ui/toasts';
import { loadSubscriptions, setAutoRenew } from './subscriptions-api';

function StatusText({ sub }: { sub: SubscriptionItem }) {
  const date = formatDisplayDate(sub.period_end);
  if (sub.is_expired) return <Trans>Ended on {date}</Trans>;
  if (sub.trial) {
    return sub.auto_renew ? (
      <Trans>Free trial, paid from {date}</Trans>
    ) : (
      <Trans>Free trial ends on {date}</Trans>
    );
  }
  return sub.auto_renew ? <Trans>Renews on {date}</Trans> : <Trans>Ends on {date}</Trans>;
}

export function SubscriptionList() {
  const { t } = useLingui();
  const [list, setList] = useState<SubscriptionItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<SubscriptionItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = () => {
    setFailed(false);
    loadSubscriptions().then(setList, (err: unknown) => {
      console.warn('subscriptions failed', err);
      setFailed(true);
    });
  };
  useEffect(load, []);

  const change = async (sub: SubscriptionItem, autoRenew: boolean) => {
    setConfirming(null);
    setBusy(sub.id);
    try {
      const updated = await setAutoRenew(sub.id, autoRenew);
      setList((old) => old?.map((s) => (s.id === updated.id ? updated : s)) ?? null);
      const date = formatDisplayDate(updated.period_end);
      showToast(
        autoRenew ? t`Auto-renewal resumed: renews on ${date}` : t`Auto-renewal cancelled: ends on ${date}`,
        'success',
      );
    } catch (err) {
      showToast(isApiFailure(err) ? err.msg : t`Could not change auto-renewal, please try again.`, 'error');
    } finally {
      setBusy(null);
    }
  };

  if (failed) {
    return (
      <section className="account-card account-subs" aria-label={t`Subscriptions`}>
        <span className="muted account-small" role="alert">
          <Trans>Could not load your subscriptions.</Trans>
        </span>
        <button type="button" className="btn btn-small" onClick={load}>
          <Trans>Retry</Trans>
        </button>
      </section>
    );
  }
  if (!list || list.length === 0) return null;
  const confirmDate = confirming ? formatDisplayDate(confirming.period_end) : null;
  const confirmName = confirming?.name;
  return (
    <section className="account-card account-subs" aria-label={t`Subscriptions`}>
      <ul>
        {list.map((sub) => (
          <li key={sub.id}>
            <div className="sub-text">
              <span>{sub.name}</span>
              <span className="muted account-small">
                <StatusText sub={sub} />
              </span>
            </div>
            {!sub.is_expired && sub.can_auto_renew === 1 && (
              <button
                type="button"
                className="btn btn-small"
                disabled={busy === sub.id}
                onClick={() => (sub.auto_renew ? setConfirming(sub) : void change(sub, true))}
              >
                {sub.auto_renew ? <Trans>Cancel auto-renewal</Trans> : <Trans>Resume auto-renewal</Trans>}
              </button>
            )}
          </li>
        ))}
      </ul>
      {confirming && (
        <ConfirmDialog
          title={t`Cancel auto-renewal?`}
          message={
            <Trans>
              {confirmName} stays active until {confirmDate} and then ends. You can resume auto-renewal until
              then.
            </Trans>
          }
          cancelLabel={t`Keep auto-renewal`}
          confirmLabel={t`Cancel auto-renewal`}
          danger
          onCancel={() => setConfirming(null)}
          onConfirm={() => void change(confirming, false)}
        />
      )}
    </section>
  );
}
