/** Display of a credit record: seconds × 1000; 0 or invalid dates show 'Invalid Date'. */
import { serverSecondsToMs } from '../../core/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' local time, or null for 0 / invalid (the UI shows its translated 'Invalid Date'). */
export function recordDate(seconds: unknown): string | null {
  const n = Number(seconds);
  if (!Number.isFinite(n) || n <= 0) return null;
  const d = new Date(serverSecondsToMs(n));
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Acquisitions add (+), consumptions take (−); the sign follows the type whatever sign the server sent. */
export function recordCredits(type: string, credits: number): string {
  const n = Math.abs(Number(credits) || 0);
  return type === 'Consumption' ? `-${n}` : `+${n}`;
}

/** Calls fn at most once per `ms`; a call inside the window runs once at its end. */
export function throttle(fn: () => void, ms: number): () => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}
