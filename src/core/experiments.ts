/**
 * A/B experiments. Only login_test is named by the spec; the other codes
 * are this app's names for the experiments the spec lists.
 */
export const AB_TEST_CODES = {
  login: 'login_test',
  adBanner: 'ad_banner',
  credits10WeeklySku: 'credits10_weekly_sku',
  priceUpgrade: 'price_upgrade',
  cartIframe: 'cart_iframe',
  dlpApp: 'dlp_app',
  freeTrial: 'free_trial',
} as const;
export type AbTestCode = (typeof AB_TEST_CODES)[keyof typeof AB_TEST_CODES];

/** GET /v1/common/ab-test plan values: 0 when unknown or on failure, 2 means variant B. */
export const AB_PLAN_NONE = 0;
export const AB_PLAN_A = 1;
export const AB_PLAN_B = 2;
export type AbPlan = typeof AB_PLAN_NONE | typeof AB_PLAN_A | typeof AB_PLAN_B;

export function isAbTestCode(value: string): value is AbTestCode {
  return (Object.values(AB_TEST_CODES) as string[]).includes(value);
}

/** The free-trial experiment applies only in these countries. */
export const FREE_TRIAL_COUNTRIES = ['US', 'BR', 'GB', 'MX', 'FR', 'PH'] as const;
