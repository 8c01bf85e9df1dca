/**
 * The site that shows this app in a frame (a host the deployment names in HOST_FRAME_ORIGINS, served as the
 * system_config item 'host_frame'): it is told of login and logout, and may sign the app in or out. Only the
 * named origins count: another parent's messages are ignored, and nothing (the uid above all) is posted where
 * another site could read it. With no host named, a framed page neither takes nor sends host messages.
 */
import { SYSTEM_CONFIG_HOST_FRAME } from '../../core/contract/common-codes';
import type { HostFrameConfig, SystemConfigItem } from '../../core/contract/common';
import { systemConfigItems } from './system-config';

export interface HostMessage {
  action?: string;
  token?: string;
}

/** The host origins of the system config; none when the item is missing or unreadable. */
export function hostFrameOrigins(items: readonly SystemConfigItem[]): string[] {
  const item = items.find((i) => i.code === SYSTEM_CONFIG_HOST_FRAME);
  if (!item) return [];
  try {
    const { origins } = JSON.parse(item.value) as Partial<HostFrameConfig>;
    return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

let allowed: Promise<string[]> | null = null;

/** Asked once, and only by a framed page: an unframed one has no host to talk to. */
function allowedOrigins(): Promise<string[]> {
  allowed ??= systemConfigItems()
    .then(hostFrameOrigins)
    .catch((err: unknown) => {
      console.warn('system config failed; host messages wait for it', err);
      allowed = null;
      return [];
    });
  return allowed;
}

const framed = () => window.parent !== window;

/**
 * Where a message to the parent may go. Where the browser names the parent's origin (ancestorOrigins), only
 * there, when it is a host; elsewhere every host, since postMessage delivers only to the one whose origin matches.
 */
function targetOrigins(hosts: string[]): string[] {
  const ancestors = 'ancestorOrigins' in location ? location.ancestorOrigins : undefined;
  if (ancestors && ancestors.length > 0) return hosts.filter((origin) => origin === ancestors[0]);
  return hosts;
}

/** Tells the embedding host (if it is one of the named sites) of a login or logout. */
export function notifyHostFrame(message: Record<string, unknown>): void {
  if (!framed()) return;
  void allowedOrigins().then((hosts) => {
    for (const origin of targetOrigins(hosts)) {
      try {
        window.parent.postMessage({ source: 'mi-app', ...message }, origin);
      } catch {
        // a detached parent: nothing to tell
      }
    }
  });
}

/** The message when it comes from this page's parent at one of the named host origins, else undefined. */
export async function hostMessage(event: MessageEvent): Promise<HostMessage | undefined> {
  if (!framed() || event.source !== window.parent) return undefined;
  if (typeof event.data !== 'object' || event.data === null) return undefined;
  const hosts = await allowedOrigins();
  return hosts.includes(event.origin) ? (event.data as HostMessage) : undefined;
}
