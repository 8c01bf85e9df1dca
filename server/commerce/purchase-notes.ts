/**
 * What buying a sku will do to this account, in a sentence the checkout shows above Pay: a renewal extends the
 * plan, a monthly/yearly switch starts when the current period ends, an upgrade starts now and stops the lower
 * tier renewing, a new subscription renews until auto-renewal is cancelled (test store) or is paid once (Stripe).
 */
import type { Db } from '../db/database';
import { FREE_TRIAL_DAYS } from '../../src/core/pricing';
import { addDays, periodEnd } from './periods';
import { membershipsOf } from './memberships';
import { runningLine } from './subscriptions';
import type { CatalogueSku } from './skus';
import type { StoreMode } from './store-settings';

/** A date as the store pages print it, e.g. "Dec 26, 2026" (UTC, like every period). */
export function storeDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const PERIOD_WORD = { week: 'week', month: 'month', year: 'year' } as const;

export interface PurchaseNotes {
  /** What Pay does. */
  effect: string;
  /** What the trial box does, when it is offered. */
  trial: string;
}

export function purchaseNotes(
  db: Db,
  input: { userId: number; sku: CatalogueSku; price: number; mode: StoreMode; now: number },
): PurchaseNotes {
  const { sku, now } = input;
  const per = PERIOD_WORD[sku.period];
  const price = `$${input.price.toFixed(2)}`;
  const renews =
    input.mode === 'test'
      ? `It renews every ${per} until you cancel auto-renewal in your account.`
      : `This is one payment for one ${per}; renew it from your account.`;
  const trialEnd = addDays(now, FREE_TRIAL_DAYS);
  const trial = `Free for ${FREE_TRIAL_DAYS} days, then ${`$${sku.price.toFixed(2)}`} a ${per} unless you cancel auto-renewal before ${storeDate(trialEnd)}.`;
  if (sku.kind === 'credits') {
    if (!sku.isSubscription) return { effect: `${price} once; the credits last a year.`, trial };
    return { effect: `${price} a ${per}; each ${per}'s credits last that ${per}. ${renews}`, trial };
  }
  const running = runningLine(db, input.userId, sku.tier, now);
  const line = running && !running.trial ? running : undefined;
  const paidEnd = Math.max(
    now,
    ...membershipsOf(db, input.userId)
      .filter((m) => m.tier === sku.tier && !m.trial && m.expires_at > now)
      .map((m) => m.expires_at),
  );
  const newEnd = storeDate(periodEnd(paidEnd, sku.period));
  const tierName = sku.tier === 'premium' ? 'Premium' : 'Standard';
  if (line && line.sku_id === sku.sku_id) {
    return { effect: `Extends your ${tierName} plan by one ${per}, to ${newEnd}.`, trial };
  }
  if (line) {
    return {
      effect: `Switches your ${tierName} plan to ${per}ly billing: the ${per}ly period starts when the current one ends on ${storeDate(paidEnd)} and runs to ${newEnd}.`,
      trial,
    };
  }
  const standard = runningLine(db, input.userId, 'standard', now);
  if (sku.tier === 'premium' && standard) {
    return {
      effect: `Upgrades you to Premium now, until ${newEnd}. Your Standard plan stops renewing and runs out on ${storeDate(standard.period_end)}. ${renews}`,
      trial,
    };
  }
  return { effect: `${tierName} until ${newEnd}. ${renews}`, trial };
}
