/**
 * A successful task's line on how its result was made, stored as a message the server says (its id and values)
 * and put in the reader's language at every read, as failure reasons are (failure-reason.ts). A line composed
 * of the prompt's own words (a drawn scene, a piece of music) is no message and is stored and shown as it is.
 */
import { isServerText, type ServerText } from '../i18n/server-text';
import { isServerMessage, translate } from '../i18n/translate';
import type { Language } from '../../src/core/language';

/** The stored columns of a description: its message id (or plain text) and its values as JSON (null when none). */
export function storedDescription(description: ServerText | string): [string, string | null] {
  if (!isServerText(description)) return [description, null];
  return [description.id, description.values ? JSON.stringify(description.values) : null];
}

/**
 * A stored description in `lang`. Text that is no message the server says (a line of the prompt's words, or an
 * English sentence stored before descriptions were messages and no longer said) is shown as it is; an old English
 * sentence that is still a message reads translated like a new one.
 */
export function descriptionIn(description: string, values: string | null, lang: Language): string {
  if (!isServerMessage(description)) return description;
  const text: ServerText =
    values === null
      ? { id: description }
      : { id: description, values: JSON.parse(values) as ServerText['values'] };
  return translate(text, lang);
}
