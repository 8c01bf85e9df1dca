import { z } from 'zod';
import type { Paginated } from '../../src/core/contract/envelope';

/** Query fields `page` (≥ 1, default 1) and `page_size` (1…max, default given): query strings arrive as text. */
export function pagingFields(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .default(1),
    page_size: z.coerce
      .number({ error: 'page_size must be a number' })
      .int('page_size must be a whole number')
      .min(1, 'page_size must be 1 or more')
      .max(maxSize, `page_size must be at most ${maxSize}`)
      .default(defaultSize),
  };
}

/** LIMIT and OFFSET for a 1-based page. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function paginated<T>(list: T[], total: number, page: number, pageSize: number): Paginated<T> {
  return { list, paginate: { total, page, page_size: pageSize } };
}
