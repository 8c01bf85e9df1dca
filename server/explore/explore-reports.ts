/** Reports users make on explore items: at most one per user and item. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface ExploreReportInput {
  userId: number;
  exploreId: number;
  reason: string;
  other: string;
}

/**
 * Stores the report in one statement: it is written only while the item exists (a re-seed may remove one), and
 * the unique (user, item) key keeps "once per user" even for two reports racing each other, on any process.
 * What stopped it is read only when nothing was written.
 */
export async function reportExploreItem(
  kdb: Kysely<DB>,
  input: ExploreReportInput,
  nowSeconds: number,
): Promise<'reported' | 'already reported' | 'no such item'> {
  // Typed values: PostgreSQL reads an untyped parameter in a SELECT list as text, whatever column it fills.
  const bigint = (n: number) => sql<number>`CAST(${n} AS BIGINT)`;
  const text = (s: string) => sql<string>`CAST(${s} AS TEXT)`;
  const written = await kdb
    .insertInto('explore_reports')
    .columns(['user_id', 'explore_id', 'reason', 'other', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('explore_items')
        .select([
          bigint(input.userId).as('user_id'),
          'id',
          text(input.reason).as('reason'),
          text(input.other).as('other'),
          bigint(nowSeconds).as('created_at'),
        ])
        .where('id', '=', input.exploreId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'explore_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (written) return 'reported';
  const item = await kdb
    .selectFrom('explore_items')
    .select('id')
    .where('id', '=', input.exploreId)
    .executeTakeFirst();
  return item ? 'already reported' : 'no such item';
}
