/**
 * Options of the paid plans in a free plan's form (Ultra HD, frame interpolation): shown with a lock, and choosing
 * one opens the plans instead of a task the server would refuse.
 */
import { Trans } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { levelHasFeature, type PlanFeature } from '../../core/plan-features';
import { toUserLevel } from '../../core/user-level';
import { sessionState } from '../session/session-state';

/** The membership plans; the store loads with the click that needs it. */
export function openPlans(): void {
  void import('../pricing/store-actions').then((m) => m.openPricing('membership', 'plan_lock'));
}

/** Whether a feature is locked for the signed-in user's plan (a visitor is on the free plan). */
export function usePlanLocked(): (feature: PlanFeature | null) => boolean {
  const level = toUserLevel(useSnapshot(sessionState).user?.verify.level ?? 0);
  return (feature) => feature !== null && !levelHasFeature(level, feature);
}

/** The lock beside a locked option's name; screen readers hear which plans include it. */
export function PlanLockBadge() {
  return (
    <span className="plan-lock">
      <Lock aria-hidden="true" size={14} />
      <span className="visually-hidden">
        <Trans>(Standard and Premium plans)</Trans>
      </span>
    </span>
  );
}

/** Under the mode tabs when the chosen mode is locked: what it needs and the way to it. */
export function PlanLockNote({ name }: { name: string }) {
  return (
    <p className="plan-lock-note" role="note">
      <Lock aria-hidden="true" size={16} />
      <span>
        <Trans>{name} is included in the Standard and Premium plans.</Trans>
      </span>
      <button type="button" className="btn btn-primary btn-small" onClick={openPlans}>
        <Trans>Upgrade Plan</Trans>
      </button>
    </p>
  );
}
