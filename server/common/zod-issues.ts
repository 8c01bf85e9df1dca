/**
 * Zod's complaints as messages the server says, so a bad parameter is answered in the request's language.
 *
 * zod 4 only makes strings, so a schema's own message that a user can meet is made with `userMessage` (a `say` message),
 * which remembers the message behind its English text. Every other issue is parsed with `SAID_BY_DEFAULT` as the
 * per-parse error map: zod uses it only where the schema gave no message of its own, and it marks the issue so
 * `issueText` says it from the issue's kind and limits. A schema's own plain string (a developer's message) stays
 * as it is, in English.
 */
import type { z } from 'zod';
import { say, type ServerText } from '../i18n/server-text';
import { translate } from '../i18n/translate';

/** Marks an issue zod had no message for (no schema message of its own). */
const GENERIC = '\u0000generic';

const remembered = new Map<string, ServerText>();

/** A schema's own message that a user can meet: its English text for zod, the message kept for `issueText`. */
export function userMessage(text: ServerText): string {
  const english = translate(text);
  remembered.set(english, text);
  return english;
}

/** The per-parse error map (`schema.safeParse(input, { error: SAID_BY_DEFAULT })`). */
export const SAID_BY_DEFAULT = (): string => GENERIC;

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, keys: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const TYPE_TEXT: Record<string, (field: string) => ServerText> = {
  number: (field) => say('{field} must be a number', { field }),
  int: (field) => say('{field} must be a whole number', { field }),
  string: (field) => say('{field} must be text', { field }),
  boolean: (field) => say('{field} must be true or false', { field }),
  array: (field) => say('{field} must be a list', { field }),
};

function limitText(issue: Issue & { code: 'too_small' | 'too_big' }, field: string): ServerText {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && limit === 1) return say('{field} must not be empty', { field });
      return small
        ? say('{field} must be at least {limit} characters long', { field, limit })
        : say('{field} must be at most {limit} characters long', { field, limit });
    case 'array':
    case 'set':
      return small
        ? say('{field} must list at least {limit} items', { field, limit })
        : say('{field} must list at most {limit} items', { field, limit });
    default:
      if (small)
        return inclusive
          ? say('{field} must be at least {limit}', { field, limit })
          : say('{field} must be more than {limit}', { field, limit });
      return inclusive
        ? say('{field} must be at most {limit}', { field, limit })
        : say('{field} must be less than {limit}', { field, limit });
  }
}

/** A message for an issue zod had none for: its kind, the field's name (a param key, as it is) and its limits. */
function genericText(issue: Issue, input: unknown): ServerText {
  const field = issue.path.map(String).join('.');
  if (!field) return say('The parameters are not valid');
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return say('{field} is required', { field });
      return TYPE_TEXT[issue.expected]?.(field) ?? say('{field} is not valid', { field });
    case 'too_small':
    case 'too_big':
      return limitText(issue, field);
    case 'invalid_value':
      return say('{field} must be one of {values}', { field, values: issue.values.map(String).join(', ') });
    default:
      return say('{field} is not valid', { field });
  }
}

/**
 * An issue as a message the server says, when it is one: zod's own (said from its kind) or a schema's
 * `userMessage`. A schema's plain string is no message (undefined).
 */
function issueText(issue: Issue, input: unknown): ServerText | undefined {
  if (issue.message === GENERIC) return genericText(issue, input);
  const said = remembered.get(issue.message);
  // A field left out is said as missing whatever its schema's message ("must be a number" would mislead).
  const field = issue.path.map(String).join('.');
  if (said && field && issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    return say('{field} is required', { field });
  }
  return said;
}

/** Every issue of a failed parse as one message (joined by "; "), or its English strings when one is no message. */
export function issuesText(issues: readonly Issue[], input: unknown): ServerText | string {
  if (issues.length === 0) return say('The parameters are not valid');
  const texts = issues.map((issue) => issueText(issue, input));
  if (texts.every((t): t is ServerText => t !== undefined)) {
    return texts.reduce((joined, next) => say('{joined}; {next}', { joined, next }));
  }
  return issues
    .map((issue, i) => {
      const text = texts[i];
      if (text) return translate(text);
      // A schema's message names its field (or its list, for an item) or is prefixed with it.
      const named = !issue.path.length || issue.message.includes(String(issue.path[0]));
      return named ? issue.message : `${issue.path.join('.')}: ${issue.message}`;
    })
    .join('; ');
}
