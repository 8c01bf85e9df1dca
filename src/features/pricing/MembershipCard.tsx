/**
 * A paid plan card: monthly price of yearly plans, 'N% OFF', the features it includes, and what it offers this
 * user: 'Your current plan' with Renew (one more period), a switch to the tier's other period, Upgrade, a
 * disabled standard button with a tooltip for premium users, or the trial box with 'Get 3 days free' / 'Subscribe'.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import type { SkuItem } from '../../core/contract/commerce';
import {
  buyButtonKind,
  currentPlanSkuId,
  displayedPrice,
  FREE_TRIAL_DAYS,
  membershipTierOfSku,
  planCardAction,
  priceLabelKeys,
  showTrialCheckbox,
} from '../../core/pricing';
import { isSubscribed, sessionState } from '../session/session-state';
import { Discount, HotMark, money, TrialBox } from './PricingBits';
import { benefitText, PRICE_LABELS } from './price-labels';
import { buySku, currentLevel, setTrialChecked } from './store-actions';
import { isTrialChecked, storeState, type CheckoutOrigin } from './store-state';

export function MembershipCard({
  sku,
  from,
  preselected = false,
}: {
  sku: SkuItem;
  from: CheckoutOrigin;
  /** The view's suggestion (core/pricing preselectedPlanId), marked so the choice is made at a glance. */
  preselected?: boolean;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const tipId = useId();
  const store = useSnapshot(storeState);
  const session = useSnapshot(sessionState);
  const level = session.user ? currentLevel() : 'inactive';
  const tier = membershipTierOfSku(sku) ?? 'premium';
  const subscribed = isSubscribed(session);
  const checked = isTrialChecked(store, sku.sku_id);
  const showTrial = showTrialCheckbox(subscribed, sku);
  const kind = buyButtonKind(subscribed, { ...sku, buyZeroChecked: checked });
  const action = planCardAction(level, currentPlanSkuId(level, session.user?.subscribe ?? []), sku);
  const buyable = action !== 'blocked';
  const days = FREE_TRIAL_DAYS;
  const yearly = sku.isSubscription && sku.period_unit === 'year';
  const buyText = {
    renew: t`Renew`,
    switch: yearly ? t`Switch to yearly` : t`Switch to monthly`,
    upgrade: t`Upgrade`,
  };
  return (
    <article
      className={`plan-card card${tier === 'premium' ? ' plan-premium' : ''}${preselected ? ' plan-preselected' : ''}`}
      aria-labelledby={titleId}
    >
      {preselected && (
        <span className="plan-suggested">
          <Trans>Suggested for you</Trans>
        </span>
      )}
      <HotMark skuId={sku.sku_id} />
      <h3 id={titleId}>{tier === 'premium' ? t`Premium` : t`Standard`}</h3>
      <span className="muted plan-period">{yearly ? t`Yearly plan` : t`Monthly plan`}</span>
      <p className="plan-price">
        <strong>{money(sku, displayedPrice(sku))}</strong>
        <span className="muted"> {i18n._(PRICE_LABELS.perMonth)}</span>
      </p>
      <p className="muted plan-billing">
        {yearly ? (
          `${money(sku, sku.price)} ${i18n._(PRICE_LABELS[priceLabelKeys(sku)[1] ?? 'billedAnnually'])}`
        ) : (
          <Trans>Billed monthly</Trans>
        )}
      </p>
      <Discount sku={sku} />
      {/* What the plan includes, nothing it lacks: the plans side by side (and the phone popup's comparison
          table) show what a higher tier adds. */}
      <ul className="plan-features">
        {(sku.extInfo?.features ?? [])
          .filter((f) => f.yes)
          .map((f) => (
            <li key={f.key}>
              <Check aria-hidden="true" className="plan-feature-icon" /> {benefitText(i18n, f.key, tier)}
            </li>
          ))}
      </ul>
      {action === 'renew' && (
        <p className="plan-current" role="note">
          <Trans>Your current plan</Trans>
        </p>
      )}
      {showTrial && action === 'subscribe' && (
        <TrialBox checked={checked} onChange={(v) => setTrialChecked(sku.sku_id, v)} />
      )}
      <span
        className="tooltip-host"
        data-tooltip={buyable ? undefined : t`Premium already includes everything in Standard.`}
      >
        <button
          type="button"
          className="btn btn-primary plan-buy"
          disabled={!buyable}
          aria-describedby={buyable ? undefined : tipId}
          onClick={() => void buySku(sku, from, action === 'subscribe' ? `buy_${tier}` : `${action}_${tier}`)}
        >
          {action === 'renew' || action === 'switch' || action === 'upgrade' ? (
            buyText[action]
          ) : kind === 'trial' ? (
            <Trans>Get {days} days free</Trans>
          ) : (
            <Trans>Subscribe</Trans>
          )}
        </button>
      </span>
      {!buyable && (
        <span id={tipId} className="visually-hidden">
          <Trans>Premium already includes everything in Standard.</Trans>
        </span>
      )}
    </article>
  );
}
