/** Stored feedback, as sent from the form in the feedback modal. */
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';

export interface FeedbackInput {
  userId: number | undefined;
  formId: number;
  text: string;
  /** The form's source payload without its token: a stored copy of a bearer token would be a credential. */
  source: Record<string, unknown>;
  lang: string;
}

export function saveFeedback(db: Db, input: FeedbackInput): number {
  const info = db
    .prepare(
      'INSERT INTO feedback (user_id, form_id, text, source, lang, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      input.userId ?? null,
      input.formId,
      input.text,
      JSON.stringify(input.source),
      input.lang,
      nowSeconds(),
    );
  return Number(info.lastInsertRowid);
}
