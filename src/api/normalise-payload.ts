/**
 * Payload normalising for non-GET bodies (DESIGN.md src/api row): Date values become local `YYYY-MM-DD HH:mm`
 * and strings are trimmed, at any depth of plain objects and arrays. The rule is pure and lives in core
 * (spec core §5); the request layer uses it from here.
 */
export { formatPayloadDate, isPlainObject, normalisePayload } from '../core/dates';
