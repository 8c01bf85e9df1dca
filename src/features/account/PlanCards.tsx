/** The plan card (Purchase / Upgrade / Renew) and the credit card of the account panel. */
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { toUserLevel } from '../../core/user-level';
import { planActionKind } from '../../core/plan-tiers';
import { sessionState } from '../session/session-state';
import { levelLabelText } from '../session/level-label';
import type { PricingTab } from '../pricing/store-state';
import { formatDisplayDate } from '../../core/dates';

type Purchase = ((tab: PricingTab) => void) | undefined;

export function PlanCard({ onPurchase }: { onPurchase: Purchase }) {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(sessionState);
  const levelNumber = user?.verify.level ?? 0;
  const kind = planActionKind(toUserLevel(levelNumber));
  const labels = { purchase: t`Purchase`, upgrade: t`Upgrade`, renew: t`Renew` };
  const until = user?.verify.expired_time ? formatDisplayDate(user.verify.expired_time) : null;
  return (
    <section className="account-card" aria-label={t`Plan`}>
      <div>
        <span className="muted">
          <Trans>Plan</Trans>
        </span>
        <strong className={`plan-name level-${levelNumber}`}>{levelLabelText(i18n, levelNumber)}</strong>
        {until && (
          <span className="muted account-small">
            {user?.verify.is_expired ? <Trans>Expired {until}</Trans> : <Trans>Until {until}</Trans>}
          </span>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!onPurchase}
        onClick={() => onPurchase?.('membership')}
      >
        {labels[kind]}
      </button>
    </section>
  );
}

export function CreditCard({
  onPurchase,
  onShowTransactions,
}: {
  onPurchase: Purchase;
  onShowTransactions: () => void;
}) {
  const { t } = useLingui();
  const { user } = useSnapshot(sessionState);
  const credits = user?.integral.integral ?? 0;
  const until = user?.integral.expired_time ? formatDisplayDate(user.integral.expired_time) : null;
  return (
    <section className="account-card" aria-label={t`Credits`}>
      <div>
        <span className="muted">
          <Trans>Credits</Trans>
        </span>
        <strong className="account-credits">{credits}</strong>
        {until && credits > 0 && (
          <span className="muted account-small">
            <Trans>Earliest expiry {until}</Trans>
          </span>
        )}
      </div>
      <div className="account-card-actions">
        <button type="button" className="btn" onClick={onShowTransactions}>
          <Trans>Transactions</Trans>
        </button>
        <button type="button" className="btn" disabled={!onPurchase} onClick={() => onPurchase?.('credits')}>
          <Trans>Buy credits</Trans>
        </button>
      </div>
    </section>
  );
}
