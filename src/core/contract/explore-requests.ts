/**
 * Queries and bodies of the explore API: the server parses them with these schemas, the page builds them as the
 * inferred types. Apart from explore.ts so that the explore page, which imports its plain values, does not load
 * zod.
 */
import { z } from 'zod';
import { EXPLORE_PAGE_SIZE } from '../explore-rules';
import { pagingFields } from './paging';
import {
  EXPLORE_PAGE_SIZE_MAX,
  EXPLORE_REPORT_OTHER_MAX,
  EXPLORE_REPORT_REASONS,
  EXPLORE_TYPES,
} from './explore';

/** GET /v1/common/explore query. */
export const exploreListQuerySchema = z.object({
  ...pagingFields(EXPLORE_PAGE_SIZE, EXPLORE_PAGE_SIZE_MAX),
  type: z.enum(EXPLORE_TYPES, { error: `type must be one of ${EXPLORE_TYPES.join(', ')}` }).optional(),
});
export type ExploreListQuery = z.input<typeof exploreListQuerySchema>;

const idField = z.coerce
  .number<number>({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive');

/** GET /v1/common/explore/info query. */
export const exploreInfoQuerySchema = z.object({ id: idField });

/** POST /v1/explore/report body: one report per user and item; 'other' needs its note. */
export const exploreReportBodySchema = z
  .object({
    explore_id: idField,
    reason: z.enum(EXPLORE_REPORT_REASONS, {
      error: `reason must be one of ${EXPLORE_REPORT_REASONS.join(', ')}`,
    }),
    other: z
      .string({ error: 'other must be text' })
      .trim()
      .max(EXPLORE_REPORT_OTHER_MAX, `other must be at most ${EXPLORE_REPORT_OTHER_MAX} characters`)
      .default(''),
  })
  .refine((b) => b.reason !== 'other' || b.other.length > 0, {
    path: ['other'],
    message: "other must describe the problem when reason is 'other'",
  });
export type ExploreReportBody = z.input<typeof exploreReportBodySchema>;
