/** The site content /v1/common serves: fixed data of this installation, not generated per request. */
import type {
  AdItem,
  AppDownloadConfig,
  MarketingItem,
  SystemConfigItem,
} from '../../src/core/contract/common';
import {
  SYSTEM_CONFIG_APP,
  SYSTEM_CONFIG_APP_TYPE,
  SYSTEM_CONFIG_HOST_FRAME,
  SYSTEM_CONFIG_PROMOTION,
  type HostFrameConfig,
  type PromotionConfig,
} from '../../src/core/contract/common';
import type { ServerConfig } from '../config';
import type { Language } from '../../src/core/language';
import { adImagePath } from './ad-images';

/** No native apps exist for this reference installation, so both platforms report status 0. */
const APP_DOWNLOADS: AppDownloadConfig = {
  android: { status: 0, download_code: '', download_link: '' },
  ios: { status: 0, download_code: '', download_link: '' },
};

const SYSTEM_CONFIG: readonly SystemConfigItem[] = [
  { code: SYSTEM_CONFIG_APP, value: JSON.stringify(APP_DOWNLOADS) },
];

/**
 * The fixed items and the app type, plus the promotion when the server runs one and the host sites when some are
 * set.
 */
export function systemConfig(
  config: Pick<ServerConfig, 'promotion' | 'hostFrameOrigins' | 'appType'>,
): SystemConfigItem[] {
  const items = [...SYSTEM_CONFIG, { code: SYSTEM_CONFIG_APP_TYPE, value: config.appType }];
  if (config.promotion) {
    const promotion: PromotionConfig = {
      deadline: config.promotion.deadline,
      interval_hours: config.promotion.intervalHours,
    };
    items.push({ code: SYSTEM_CONFIG_PROMOTION, value: JSON.stringify(promotion) });
  }
  if (config.hostFrameOrigins.length) {
    const hostFrame: HostFrameConfig = { origins: config.hostFrameOrigins };
    items.push({ code: SYSTEM_CONFIG_HOST_FRAME, value: JSON.stringify(hostFrame) });
  }
  return items;
}

/** One 3-days-free ad per placement, its picture in the request's language; every client gets all three and shows
 * the modules it has. */
export function adsIn(lang: Language): AdItem[] {
  const card = adImagePath('card', lang);
  return [
    {
      module: 'main_header',
      activity: '3_days_free',
      white_thumbnail: adImagePath('header', lang),
      turn_url: '/ai/pricing',
    },
    { module: 'studio_footer', activity: '3_days_free', white_thumbnail: card, turn_url: '/ai/pricing' },
    {
      module: 'hooks_banner_mobile',
      activity: '3_days_free',
      white_thumbnail: card,
      turn_url: '/ai/pricing',
    },
  ];
}

/**
 * Both switches on for every client: the page's offer arbiter already keeps the pop-up off a phone page that holds
 * the user's work, so phones need no answer of their own.
 */
export function marketing(): MarketingItem[] {
  return [{ is_banner: 1, is_pop: 1 }];
}
