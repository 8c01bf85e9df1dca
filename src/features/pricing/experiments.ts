/**
 * A/B plans of the experiments the purchase surfaces (and the early login) read: GET /v1/common/ab-test
 * with the uid, or the device uuid for visitors. A failure logs a warning and gives plan 0.
 */
import { api } from '../session/api-client';
import { getOrCreateDeviceSn } from '../../api/browser-identity';
import type { AbTestData, AbTestQuery } from '../../core/contract/session';
import { AB_PLAN_B, AB_PLAN_NONE, AB_TEST_CODES, type AbTestCode } from '../../core/experiments';
import { sessionState } from '../session/session-state';

const cache = new Map<string, Promise<number>>();

function subject(): string {
  return sessionState.uid ?? getOrCreateDeviceSn();
}

function abPlan(code: AbTestCode): Promise<number> {
  const key = `${code}\u0000${subject()}`;
  let plan = cache.get(key);
  if (!plan) {
    const query: AbTestQuery = { test_code: code, user_id: subject() };
    plan = api
      .get<AbTestData>('/v1/common/ab-test', { query })
      .then((d) => Number(d.plan) || AB_PLAN_NONE)
      .catch((err: unknown) => {
        console.warn('ab-test failed, plan 0', err);
        return AB_PLAN_NONE;
      });
    cache.set(key, plan);
  }
  return plan;
}

const isVariantB = async (code: AbTestCode) => (await abPlan(code)) === AB_PLAN_B;

/**
 * The cart iframe experiment's plan: variant B embeds the desktop store in a frame, and every checkout URL carries
 * the plan as url_ab_testing so the store can tell the arms apart.
 */
export const cartIframePlan = () => abPlan(AB_TEST_CODES.cartIframe);
/** Desktop pricing opens the separate v2 membership and credits dialogs (price upgrade experiment, variant B). */
export const newPricingVariant = () => isVariantB(AB_TEST_CODES.priceUpgrade);
/** The credits-10 pack lists (10-credit weekly sku experiment, variant B). */
export const credits10Variant = () => isVariantB(AB_TEST_CODES.credits10WeeklySku);
/** The free-trial card and promotion (free trial experiment, variant B). */
export const freeTrialVariant = () => isVariantB(AB_TEST_CODES.freeTrial);
/** A visitor's click anywhere opens the login dialog (login_test experiment, variant B). */
export const earlyLoginVariant = () => isVariantB(AB_TEST_CODES.login);
/**
 * The ad banner (the header ad and the floating ad) shows (ad_banner experiment, variant B): the arm without it
 * measures what the banner costs in attention against what it brings in purchases.
 */
export const adBannerVariant = () => isVariantB(AB_TEST_CODES.adBanner);
/**
 * The app-download promotion shows (dlp_app experiment, variant B): the header's Install button while the
 * browser offers installing, and the native app links the application config offers.
 */
export const appDownloadVariant = () => isVariantB(AB_TEST_CODES.dlpApp);
