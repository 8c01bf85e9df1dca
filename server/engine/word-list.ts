/** Lines the engine says about a result list their words; the list's separator is said in the reader's language. */
import { say, type TextValue } from '../i18n/server-text';

/** Words as one list ("piano, bass, drums"); none is the empty text (a caller words that case itself). */
export function wordList(words: readonly TextValue[]): TextValue {
  if (words.length === 0) return '';
  return words.reduce((some, next) => say('{some}, {next}', { some, next }));
}
