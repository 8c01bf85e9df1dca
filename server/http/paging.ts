import type { Paginated } from '../../src/core/contract/envelope';

/** LIMIT and OFFSET for a 1-based page. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function paginated<T>(list: T[], total: number, page: number, pageSize: number): Paginated<T> {
  return { list, paginate: { total, page, page_size: pageSize } };
}
