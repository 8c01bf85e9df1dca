/** GET /v1/verify/record: the credit transactions list. */
import { z } from 'zod';

export const CREDIT_RECORD_TYPES = ['Acquisition', 'Consumption'] as const;
export type CreditRecordType = (typeof CREDIT_RECORD_TYPES)[number];
/** Page size the modal asks for; the server's default too. */
export const CREDIT_RECORD_PAGE_SIZE = 15;
/** Largest page the server answers: the spec is silent, 50 keeps one answer small. */
const CREDIT_RECORD_PAGE_SIZE_MAX = 50;

const typeMessage = `type must be ${CREDIT_RECORD_TYPES.join(' or ')}`;

export const creditRecordQuerySchema = z.object({
  /** Case-insensitive on input; answered in the spec's spelling. */
  type: z.preprocess(
    // Typed as what the page sends; any value may arrive, hence the check.
    (v: CreditRecordType) =>
      typeof v === 'string'
        ? (CREDIT_RECORD_TYPES.find((t) => t.toLowerCase() === v.trim().toLowerCase()) ?? v)
        : v,
    z.enum(CREDIT_RECORD_TYPES, { error: typeMessage }),
  ),
  page: z.coerce
    .number<number>({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .default(1),
  page_size: z.coerce
    .number<number>({ error: 'page_size must be a number' })
    .int('page_size must be a whole number')
    .min(1, 'page_size must be at least 1')
    .max(CREDIT_RECORD_PAGE_SIZE_MAX, `page_size must be at most ${CREDIT_RECORD_PAGE_SIZE_MAX}`)
    .default(CREDIT_RECORD_PAGE_SIZE),
});
export type CreditRecordQuery = z.input<typeof creditRecordQuerySchema>;

export interface CreditRecordItem {
  type: CreditRecordType;
  details: string;
  credits: number;
  /** Seconds. */
  date: number;
  /** Seconds; 0 when the credits do not expire. */
  expire_time: number;
  is_expired: 0 | 1;
  /** 1 valid, anything else invalid. */
  status: number;
}

export interface CreditRecordsData {
  list: CreditRecordItem[];
  total: number;
}
