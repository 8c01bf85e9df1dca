/** The credit ledger as the transactions modal reads it. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { CreditRecordItem, CreditRecordType } from '../../src/core/contract/credit-records';

const STORED_TYPE: Record<CreditRecordType, string> = {
  Acquisition: 'acquisition',
  Consumption: 'consumption',
};

/** One page of the user's records of one type, newest first, and how many there are. */
export async function creditRecordPage(
  kdb: Kysely<DB>,
  userId: number,
  type: CreditRecordType,
  page: number,
  pageSize: number,
  now: number,
): Promise<{ list: CreditRecordItem[]; total: number }> {
  const stored = STORED_TYPE[type];
  const mine = kdb.selectFrom('credit_records').where('user_id', '=', userId).where('type', '=', stored);
  const { n } = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await mine
    .select(['details', 'credits', 'created_at', 'expire_time', 'status'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(n),
    list: rows.map((r) => ({
      type,
      details: r.details,
      credits: r.credits,
      date: r.created_at,
      expire_time: r.expire_time,
      is_expired: r.expire_time > 0 && r.expire_time <= now ? 1 : 0,
      status: r.status,
    })),
  };
}
