/**
 * The application config: the system_config item with code 'app', whose value is JSON naming the native apps
 * (android and ios: status, download_code, download_link). A value that is not valid JSON is ignored, and its
 * reader logs the error; so is a value of the wrong shape.
 */
import type { AppDownloadConfig, SystemConfigItem } from './contract/common';
import { SYSTEM_CONFIG_APP } from './contract/common-codes';

const APP_PLATFORMS = ['android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** The config, or null with the reason it was ignored (absent: no reason). */
export type AppConfigReading =
  { config: AppDownloadConfig; error?: never } | { config: null; error?: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function isPlatformEntry(v: unknown): boolean {
  return (
    isRecord(v) &&
    (v.status === 0 || v.status === 1) &&
    typeof v.download_code === 'string' &&
    typeof v.download_link === 'string'
  );
}

export function readAppConfig(items: readonly SystemConfigItem[]): AppConfigReading {
  const item = items.find((i) => i.code === SYSTEM_CONFIG_APP);
  if (!item) return { config: null };
  let value: unknown;
  try {
    value = JSON.parse(item.value);
  } catch (err) {
    return {
      config: null,
      error: `app config is not valid JSON: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  if (!isRecord(value) || !APP_PLATFORMS.every((p) => isPlatformEntry(value[p]))) {
    return { config: null, error: 'app config lacks a well-formed android or ios entry' };
  }
  return { config: value as unknown as AppDownloadConfig };
}

/** The apps to offer: a platform whose status is 1 and that has an http(s) link. */
export function appDownloads(config: AppDownloadConfig | null): { platform: AppPlatform; link: string }[] {
  if (!config) return [];
  return APP_PLATFORMS.filter(
    (p) => config[p].status === 1 && /^https?:\/\//i.test(config[p].download_link),
  ).map((platform) => ({ platform, link: config[platform].download_link }));
}
