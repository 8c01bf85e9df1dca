import { api } from './api-client';
import type { SystemConfigItem } from '../../core/contract/common';

let items: Promise<SystemConfigItem[]> | null = null;

/**
 * GET /v1/common/system_config once per page, shared by its readers (the promotion, the app config); a failure
 * is thrown to each reader and the next call asks again.
 */
export function systemConfigItems(): Promise<SystemConfigItem[]> {
  items ??= api.get<SystemConfigItem[]>('/v1/common/system_config').catch((err: unknown) => {
    items = null;
    throw err;
  });
  return items;
}
