/**
 * Payload normalising for non-GET bodies (DESIGN.md src/api row): Date values become local `YYYY-MM-DD HH:mm`
 * and strings are trimmed, at any depth of plain objects and arrays. Pure: the input is never changed, and
 * anything that is not a plain object, array, Date or string (File, Blob, FormData, class instances) is kept
 * as it is, so binary parts pass through untouched.
 */

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Local time, minutes precision: the format the server expects for dates in payloads. */
export function formatPayloadDate(date: Date): string {
  return (
    `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())} ` +
    `${pad2(date.getHours())}:${pad2(date.getMinutes())}`
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function normalisePayload<T>(value: T): T {
  return normalise(value) as T;
}

function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : formatPayloadDate(value);
  if (Array.isArray(value)) return value.map(normalise);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = normalise(item);
    return out;
  }
  return value;
}
