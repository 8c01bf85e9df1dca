/** Reads the app type from the system config (item app_type); a missing or unknown one keeps the default app. */
import { SYSTEM_CONFIG_APP_TYPE } from '../../core/contract/common-codes';
import { isAppType } from '../../core/product-list';
import { appTypeState } from './app-type-state';
import { systemConfigItems } from './system-config';

export async function loadAppType(): Promise<void> {
  try {
    const value = (await systemConfigItems()).find((i) => i.code === SYSTEM_CONFIG_APP_TYPE)?.value;
    if (isAppType(value)) appTypeState.type = value;
  } catch (err) {
    console.warn('system config failed, default app type', err);
  }
}
