import { proxy } from 'valtio';
import { STORAGE_NAMESPACE } from '../../core/identity';
import { THIRD_PARTY_COOKIE_CACHE_MS } from '../../core/session-rules';
import {
  ACCOUNTS_COOKIE_CHECK_PATH,
  COOKIE_CHECK_SUPPORTED,
  isCookieCheckMessage,
} from '../../core/accounts-service';

const CACHE_KEY = `${STORAGE_NAMESPACE}:3pc`;

/** Whether the accounts frame can keep its cookie; undefined until known (the answer is cached 2 days). */
export const thirdPartyCookieState = proxy<{ supported: boolean | undefined }>({ supported: undefined });

function readCache(now: number): boolean | undefined {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as { value: boolean; expiresAt: number };
    return entry.expiresAt > now ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

/** Detects support once through a hidden frame that messages 3pc.supported or 3pc.unsupported. */
export function detectThirdPartyCookies(now = Date.now()): void {
  const cached = readCache(now);
  if (cached !== undefined) {
    thirdPartyCookieState.supported = cached;
    return;
  }
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.src = ACCOUNTS_COOKIE_CHECK_PATH;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    if (!isCookieCheckMessage(event.data)) return;
    const supported = event.data === COOKIE_CHECK_SUPPORTED;
    thirdPartyCookieState.supported = supported;
    try {
      localStorage.setItem(
        CACHE_KEY,
        JSON.stringify({ value: supported, expiresAt: now + THIRD_PARTY_COOKIE_CACHE_MS }),
      );
    } catch {
      // not cached: detected again next visit
    }
    window.removeEventListener('message', onMessage);
    // Tearing a document down is work: leave it for an idle moment.
    if ('requestIdleCallback' in window) requestIdleCallback(() => frame.remove());
    else frame.remove();
  };
  window.addEventListener('message', onMessage);
  document.body.appendChild(frame);
}
