/** The /v1/common site-content contract: ads, marketing flags, system config. */
import { z } from 'zod';

import type { AppType, ProductEnv, ProductListConfig } from '../product-list';

// Plain values live apart from the schemas, so the page can read them without loading zod.
export * from './common-codes';

export type AdModule = 'main_header' | 'studio_footer' | 'hooks_banner_mobile';

/** GET /v1/common/ad item. */
export interface AdItem {
  module: AdModule;
  /** e.g. 3_days_free: hidden for subscribers. */
  activity: string;
  /** A path of a local asset. */
  white_thumbnail: string;
  /** App path the ad opens. */
  turn_url: string;
}

/** GET /v1/common/marketing item. */
export interface MarketingItem {
  is_banner: 0 | 1;
  is_pop: 0 | 1;
}

/** GET /v1/common/system_config item; for code 'app' the value is JSON of AppDownloadConfig. */
export interface SystemConfigItem {
  code: string;
  value: string;
}

export interface PromotionConfig {
  /** Epoch seconds when the offer ends. */
  deadline: number;
  /** Hours between two showings to the same user. */
  interval_hours: number;
}

/** The system_config item 'host_frame': the origins a framed page talks to. */
export interface HostFrameConfig {
  origins: string[];
}

interface AppPlatformDownload {
  /** 1 when the native app can be downloaded, else 0. */
  status: 0 | 1;
  download_code: string;
  download_link: string;
}

export interface AppDownloadConfig {
  android: AppPlatformDownload;
  ios: AppPlatformDownload;
}

/**
 * GET /v1/common/product-list: the product list config of the server's environment for its app type (the
 * environment and app type are the server's, so the request names neither).
 */
export interface ProductListData extends ProductListConfig {
  env: ProductEnv;
  app_type: AppType;
}

/** `client` of GET /v1/common/marketing: wap (phones) or empty. */
const MARKETING_CLIENTS = ['wap', ''] as const;

export const adQuerySchema = z.object({ client: z.string().trim().max(32).optional() });
export type AdQuery = z.input<typeof adQuerySchema>;

export const marketingQuerySchema = z.object({
  client: z.enum(MARKETING_CLIENTS, { error: "client must be 'wap' or empty" }).optional(),
});
export type MarketingQuery = z.input<typeof marketingQuerySchema>;
