/**
 * A failure reason as users may read it. Engine errors often quote a tool's log, and logs name files by their
 * absolute paths (DATA_DIR, the install folder, temp folders): those say how the server is laid out. Each path is
 * cut to its file name, which is what the user can act on ("in.mp4: Invalid data found").
 */

/** Longest reason stored: the end of a tool's log says nothing more to a user. */
const REASON_MAX_CHARS = 500;

/**
 * The folders of an absolute path: POSIX (optionally as a file: URL) or a Windows drive path, not starting inside
 * a word or a web address. Quotes and brackets end a folder name, so "'/a/b.mp4':" keeps its punctuation.
 */
const ABSOLUTE_PATH =
  /(?<![\w:/.\\])(?:file:\/\/)?(?:\/(?:[^\s/'"`()<>[\]{},;|]+\/)+|[A-Za-z]:\\(?:[^\s\\'"`()<>[\]{},;|]+\\)+)/g;

export function publicReason(reason: string): string {
  const text = reason.replace(ABSOLUTE_PATH, '').trim();
  return text.length > REASON_MAX_CHARS ? `${text.slice(0, REASON_MAX_CHARS - 1)}…` : text;
}
