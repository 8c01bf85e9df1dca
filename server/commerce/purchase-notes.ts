/**
 * What buying a sku will do to this account, in a sentence the checkout shows above Pay: a renewal extends the
 * plan, a monthly/yearly switch starts when the current period ends, an upgrade starts now and stops the lower
 * tier renewing, a new subscription renews until auto-renewal is cancelled (test store) or is paid once (Stripe).
 * Said in the checkout's language; each period is its own case of the sentence, so every language can word it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { FREE_TRIAL_DAYS } from '../../src/core/pricing';
import type { Language } from '../../src/core/language';
import { sayIn } from '../i18n/translate';
import { addDays, periodEnd } from './periods';
import { membershipsOf } from './memberships';
import { runningLine } from './subscriptions';
import type { CatalogueSku } from './skus';
import type { StoreMode } from './store-settings';

/** A date as the store pages print it, e.g. "Dec 26, 2026" in English (UTC, like every period). */
export function storeDate(seconds: number, lang: Language = 'en'): string {
  return new Date(seconds * 1000).toLocaleDateString(lang === 'en' ? 'en-US' : lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export interface PurchaseNotes {
  /** What Pay does. */
  effect: string;
  /** What the trial box does, when it is offered. */
  trial: string;
}

export async function purchaseNotes(
  kdb: Kysely<DB>,
  input: { userId: number; sku: CatalogueSku; price: number; mode: StoreMode; now: number; lang: Language },
): Promise<PurchaseNotes> {
  const { sku, now, lang } = input;
  const per = sku.period;
  const price = `$${input.price.toFixed(2)}`;
  const date = (seconds: number) => storeDate(seconds, lang);
  const renews =
    input.mode === 'test'
      ? sayIn(
          lang,
          '{per, select, week {It renews every week until you cancel auto-renewal in your account.} month {It renews every month until you cancel auto-renewal in your account.} other {It renews every year until you cancel auto-renewal in your account.}}',
          { per },
        )
      : sayIn(
          lang,
          '{per, select, week {This is one payment for one week; renew it from your account.} month {This is one payment for one month; renew it from your account.} other {This is one payment for one year; renew it from your account.}}',
          { per },
        );
  const trial = sayIn(
    lang,
    '{per, select, week {Free for {days} days, then {price} a week unless you cancel auto-renewal before {date}.} month {Free for {days} days, then {price} a month unless you cancel auto-renewal before {date}.} other {Free for {days} days, then {price} a year unless you cancel auto-renewal before {date}.}}',
    {
      per,
      days: FREE_TRIAL_DAYS,
      price: `$${sku.price.toFixed(2)}`,
      date: date(addDays(now, FREE_TRIAL_DAYS)),
    },
  );
  if (sku.kind === 'credits') {
    if (!sku.isSubscription) {
      return { effect: sayIn(lang, '{price} once; the credits last a year.', { price }), trial };
    }
    const effect = sayIn(
      lang,
      "{per, select, week {{price} a week; each week's credits last that week. {renews}} month {{price} a month; each month's credits last that month. {renews}} other {{price} a year; each year's credits last that year. {renews}}}",
      { per, price, renews },
    );
    return { effect, trial };
  }
  const running = await runningLine(kdb, input.userId, sku.tier, now);
  const line = running && !running.trial ? running : undefined;
  const paidEnd = Math.max(
    now,
    ...(await membershipsOf(kdb, input.userId))
      .filter((m) => m.tier === sku.tier && !m.trial && m.expires_at > now)
      .map((m) => m.expires_at),
  );
  const end = date(periodEnd(paidEnd, sku.period));
  const plan = sku.tier === 'premium' ? 'Premium' : 'Standard';
  if (line && line.sku_id === sku.sku_id) {
    const effect = sayIn(
      lang,
      '{per, select, week {Extends your {plan} plan by one week, to {end}.} month {Extends your {plan} plan by one month, to {end}.} other {Extends your {plan} plan by one year, to {end}.}}',
      { per, plan, end },
    );
    return { effect, trial };
  }
  if (line) {
    const effect = sayIn(
      lang,
      '{per, select, week {Switches your {plan} plan to weekly billing: the weekly period starts when the current one ends on {date} and runs to {end}.} month {Switches your {plan} plan to monthly billing: the monthly period starts when the current one ends on {date} and runs to {end}.} other {Switches your {plan} plan to yearly billing: the yearly period starts when the current one ends on {date} and runs to {end}.}}',
      { per, plan, date: date(paidEnd), end },
    );
    return { effect, trial };
  }
  const standard = await runningLine(kdb, input.userId, 'standard', now);
  if (sku.tier === 'premium' && standard) {
    const effect = sayIn(
      lang,
      'Upgrades you to Premium now, until {end}. Your Standard plan stops renewing and runs out on {date}. {renews}',
      { end, date: date(standard.period_end), renews },
    );
    return { effect, trial };
  }
  return { effect: sayIn(lang, '{plan} until {end}. {renews}', { plan, end, renews }), trial };
}
