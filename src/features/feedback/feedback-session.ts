/**
 * The feedback session id sent as device_id: renewed after 30 minutes without use (the original's check is
 * faulty; this one compares the last use with now).
 */
import { STORAGE_NAMESPACE } from '../../core/identity';

export const FEEDBACK_SESSION_IDLE_MS = 30 * 60_000;
const KEY = `${STORAGE_NAMESPACE}-feedback-session`;

interface StoredSession {
  id: string;
  lastUsed: number;
}

export function feedbackSessionId(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  now = Date.now(),
  newId: () => string = () => crypto.randomUUID(),
): string {
  let stored: StoredSession | null = null;
  try {
    stored = JSON.parse(storage.getItem(KEY) ?? 'null') as StoredSession | null;
  } catch {
    stored = null;
  }
  const id =
    stored && typeof stored.id === 'string' && now - Number(stored.lastUsed) < FEEDBACK_SESSION_IDLE_MS
      ? stored.id
      : newId();
  storage.setItem(KEY, JSON.stringify({ id, lastUsed: now }));
  return id;
}
