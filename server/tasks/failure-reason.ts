/**
 * Why a task failed, stored as a message the server says (its id and values) and put in the reader's language at
 * every read: the task list, a result poll and the event stream each answer in the language of their request.
 * What an engine said in its own words (a tool's log, a thrown error) is no message: the user reads the generic
 * engine failure, and the words are kept as the task's detail for the operator.
 */
import { say, saidBy, type ServerText } from '../i18n/server-text';
import { isServerMessage, translate } from '../i18n/translate';
import type { Language } from '../../src/core/language';

/** What a user reads when the engine failed in words of its own. */
const ENGINE_FAILED = say('The engine could not finish this task');

/** A failure as failTask stores it: the message the user reads and, when there is one, the engine's own words. */
export interface FailureReason {
  text: ServerText;
  detail?: string;
}

/** An error's failure reason: the message it carries for the user, else the generic one with its words kept. */
export function failureOf(err: unknown): FailureReason {
  const said = saidBy(err);
  if (said) return { text: said };
  const words = err instanceof Error ? err.message : String(err);
  return { text: ENGINE_FAILED, detail: words };
}

/** Longest detail stored: the end of a tool's log says nothing more. */
const DETAIL_MAX_CHARS = 500;

/**
 * The folders of an absolute path: POSIX (optionally as a file: URL) or a Windows drive path, not starting inside
 * a word or a web address. Quotes and brackets end a folder name, so "'/a/b.mp4':" keeps its punctuation.
 */
const ABSOLUTE_PATH =
  /(?<![\w:/.\\])(?:file:\/\/)?(?:\/(?:[^\s/'"`()<>[\]{},;|]+\/)+|[A-Za-z]:\\(?:[^\s\\'"`()<>[\]{},;|]+\\)+)/g;

/**
 * Text stored with a failure (a detail, a value of its message). Engine errors often quote a tool's log, and logs
 * name files by their absolute paths (DATA_DIR, the install folder, temp folders): each is cut to its file name,
 * so the stored text says nothing of how the server is laid out even if a value of it is shown.
 */
function publicReason(reason: string): string {
  const text = reason.replace(ABSOLUTE_PATH, '').trim();
  return text.length > DETAIL_MAX_CHARS ? `${text.slice(0, DETAIL_MAX_CHARS - 1)}…` : text;
}

/** The stored columns of a failure: its message id, its values as JSON (null when none) and its detail. */
export function storedReason(failure: FailureReason): [string, string | null, string | null] {
  const { id, values } = failure.text;
  return [
    id,
    values
      ? JSON.stringify(
          Object.fromEntries(
            Object.entries(values).map(([name, v]) => [name, typeof v === 'string' ? publicReason(v) : v]),
          ),
        )
      : null,
    failure.detail === undefined ? null : publicReason(failure.detail) || null,
  ];
}

/**
 * A stored reason in `lang`: '' stays '' (no failure); an id that is no message the server says (a sentence stored
 * before reasons were messages) reads as the generic engine failure.
 */
export function reasonIn(reason: string, values: string | null, lang: Language): string {
  if (reason === '') return '';
  if (!isServerMessage(reason)) return translate(ENGINE_FAILED, lang);
  const text: ServerText =
    values === null ? { id: reason } : { id: reason, values: JSON.parse(values) as ServerText['values'] };
  return translate(text, lang);
}
