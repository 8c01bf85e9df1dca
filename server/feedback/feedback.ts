/** Stored feedback, as sent from the form in the feedback modal. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowSeconds } from '../../src/core/dates';

export interface FeedbackInput {
  userId: number | undefined;
  formId: number;
  text: string;
  /** The form's source payload without its token: a stored copy of a bearer token would be a credential. */
  source: Record<string, unknown>;
  lang: string;
}

/** Stores one feedback; its id. */
export async function saveFeedback(kdb: Kysely<DB>, input: FeedbackInput): Promise<number> {
  const { id } = await kdb
    .insertInto('feedback')
    .values({
      user_id: input.userId ?? null,
      form_id: input.formId,
      text: input.text,
      source: JSON.stringify(input.source),
      lang: input.lang,
      created_at: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
