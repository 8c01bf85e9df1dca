/** The credit ledger as the transactions modal reads it. */
import type { Db } from '../db/database';
import type { CreditRecordItem, CreditRecordType } from '../../src/core/contract/credit-records';

interface RecordRow {
  details: string;
  credits: number;
  created_at: number;
  expire_time: number;
  status: number;
}

const STORED_TYPE: Record<CreditRecordType, string> = {
  Acquisition: 'acquisition',
  Consumption: 'consumption',
};

/** One page of the user's records of one type, newest first, and how many there are. */
export function creditRecordPage(
  db: Db,
  userId: number,
  type: CreditRecordType,
  page: number,
  pageSize: number,
  now: number,
): { list: CreditRecordItem[]; total: number } {
  const stored = STORED_TYPE[type];
  const total = (
    db
      .prepare('SELECT COUNT(*) AS n FROM credit_records WHERE user_id = ? AND type = ?')
      .get(userId, stored) as {
      n: number;
    }
  ).n;
  const rows = db
    .prepare(
      `SELECT details, credits, created_at, expire_time, status FROM credit_records
       WHERE user_id = ? AND type = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, stored, pageSize, (page - 1) * pageSize) as RecordRow[];
  return {
    total,
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
