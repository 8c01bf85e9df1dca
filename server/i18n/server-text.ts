/**
 * A message a user reads, kept apart from its values until the answer is written: the English text is the message
 * id (as in the UI's Lingui catalogs) and the key of `server/locales/<lang>.json`. Only the code that has the
 * request (the error handler, a page route) knows the language, so errors carry this and not a finished string.
 *
 * Convention, relied on by the catalog check (`scripts/i18n/server-catalogs.ts`): the id is always written as a
 * string literal directly in `say('…')` or `sayIn(lang, '…')`, never built or passed in a variable; that is how
 * the check finds every id the server can say.
 */

/** A value of a message: a number or text put in as it is, or another message translated first (a noun phrase). */
export type TextValue = string | number | ServerText;

export interface ServerText {
  readonly id: string;
  readonly values?: Readonly<Record<string, TextValue>>;
}

export function say(id: string, values?: Record<string, TextValue>): ServerText {
  return values ? { id, values } : { id };
}

export function isServerText(value: unknown): value is ServerText {
  return typeof value === 'object' && value !== null && typeof (value as ServerText).id === 'string';
}

/**
 * The message an error carries for the user, when it carries one (`said`): errors cross from the engine's worker
 * processes as plain data, so this reads the field rather than checking a class.
 */
export function saidBy(err: unknown): ServerText | undefined {
  const said = typeof err === 'object' && err !== null ? (err as { said?: unknown }).said : undefined;
  return isServerText(said) ? said : undefined;
}
