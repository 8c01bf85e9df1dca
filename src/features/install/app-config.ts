import { appDownloads, readAppConfig, type AppPlatform } from '../../core/app-config';
import { systemConfigItems } from '../session/system-config';
import { appDownloadVariant } from '../pricing/experiments';

/**
 * The native apps the application config offers, to the dlp_app experiment's variant B only. A config that cannot
 * be read is logged and ignored (no apps offered); so is a failed request.
 */
export async function offeredApps(): Promise<{ platform: AppPlatform; link: string }[]> {
  try {
    if (!(await appDownloadVariant())) return [];
    const reading = readAppConfig(await systemConfigItems());
    if (reading.error) console.error(reading.error);
    return appDownloads(reading.config);
  } catch (err) {
    console.warn('system config failed', err);
    return [];
  }
}
