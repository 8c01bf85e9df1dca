import { z } from 'zod';

/**
 * Query fields `page` (≥ 1, default 1) and `page_size` (1…max, default given) of a paged list. Query strings
 * arrive as text, hence coerce; senders pass numbers.
 */
export function pagingFields(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce
      .number<number>({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .default(1),
    page_size: z.coerce
      .number<number>({ error: 'page_size must be a number' })
      .int('page_size must be a whole number')
      .min(1, 'page_size must be 1 or more')
      .max(maxSize, `page_size must be at most ${maxSize}`)
      .default(defaultSize),
  };
}
