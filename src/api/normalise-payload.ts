/**
 * Payload normalising for non-GET bodies: Date values become local `YYYY-MM-DD HH:mm` and strings are trimmed,
 * at any depth of plain objects and arrays. The rule is pure and lives in core; the request layer uses it from
 * here.
 */
export { formatPayloadDate, isPlainObject, normalisePayload } from '../core/dates';
