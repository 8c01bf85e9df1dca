/**
 * The running promotion and the country for the free-trial rule. Both come from what this installation knows:
 * the promotion from GET /v1/common/system_config (item 'promotion'); the country from the region the browser's
 * languages name (navigator.languages, e.g. en-US → US) since no country-by-IP service exists. A bare language
 * ('en') names no country: '' (not eligible), as a failed lookup would give.
 */
import { systemConfigItems } from '../session/system-config';
import { SYSTEM_CONFIG_PROMOTION } from '../../core/contract/common-codes';
import type { PromotionConfig, SystemConfigItem } from '../../core/contract/common';

let configPromise: Promise<PromotionConfig | null> | null = null;

export function parsePromotionConfig(items: readonly SystemConfigItem[]): PromotionConfig | null {
  const item = items.find((i) => i.code === SYSTEM_CONFIG_PROMOTION);
  if (!item) return null;
  try {
    const value = JSON.parse(item.value) as Partial<PromotionConfig>;
    const deadline = Number(value.deadline);
    const hours = Number(value.interval_hours);
    if (!Number.isFinite(deadline) || deadline <= 0 || !Number.isFinite(hours) || hours < 0) return null;
    return { deadline, interval_hours: hours };
  } catch {
    return null;
  }
}

export function promotionConfig(): Promise<PromotionConfig | null> {
  configPromise ??= systemConfigItems()
    .then(parsePromotionConfig)
    .catch((err: unknown) => {
      console.warn('system config failed', err);
      configPromise = null;
      return null;
    });
  return configPromise;
}

/** The region of the first browser language that names one, upper-case; '' when none does. */
export function browserCountry(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // not a language tag
    }
  }
  return '';
}
