/** Lines the engine says about a result list their words; the list's separator is said in the reader's language. */
import { say, type TextValue } from '../i18n/server-text';

/** Words as one list ("piano, bass, drums"); at least one word. */
export function wordList(words: readonly TextValue[]): TextValue {
  return words.reduce((some, next) => say('{some}, {next}', { some, next }));
}
