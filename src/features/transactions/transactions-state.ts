/**
 * Credit transactions list: changing the type clears the list and reloads page 1; reaching the bottom loads the
 * next page unless the total is reached. Failures only log a warning.
 */
import { proxy } from 'valtio';
import { api } from '../session/api-client';
import {
  CREDIT_RECORD_PAGE_SIZE,
  type CreditRecordItem,
  type CreditRecordQuery,
  type CreditRecordsData,
  type CreditRecordType,
} from '../../core/contract/credit-records';

export interface TransactionsState {
  type: CreditRecordType;
  list: CreditRecordItem[];
  page: number;
  total: number;
  loading: boolean;
  /** At least one page answered for the current type. */
  loaded: boolean;
}

export const transactionsState = proxy<TransactionsState>({
  type: 'Acquisition',
  list: [],
  page: 0,
  total: 0,
  loading: false,
  loaded: false,
});

/** Bumped on every reset so answers for an older type are dropped. */
let generation = 0;

async function loadRecordsPage(page: number): Promise<void> {
  const mine = generation;
  transactionsState.loading = true;
  try {
    const query: CreditRecordQuery = {
      type: transactionsState.type,
      page,
      page_size: CREDIT_RECORD_PAGE_SIZE,
    };
    const data = await api.get<CreditRecordsData>('/v1/verify/record', { query, dedupe: false });
    if (mine !== generation) return;
    transactionsState.list.push(...data.list);
    transactionsState.total = data.total;
    transactionsState.page = page;
    transactionsState.loaded = true;
  } catch (err) {
    console.warn('credit records failed', err);
  } finally {
    if (mine === generation) transactionsState.loading = false;
  }
}

export function hasMoreTransactions(s: {
  list: readonly unknown[];
  total: number;
  loaded: boolean;
}): boolean {
  return !s.loaded || s.list.length < s.total;
}

/** Clears the list and loads page 1 of the type (the panel also calls this when the modal opens). */
export function reloadTransactions(type: CreditRecordType = transactionsState.type): Promise<void> {
  generation += 1;
  Object.assign(transactionsState, { type, list: [], page: 0, total: 0, loading: false, loaded: false });
  return loadRecordsPage(1);
}

export function loadMoreTransactions(): Promise<void> | undefined {
  if (transactionsState.loading || !hasMoreTransactions(transactionsState)) return undefined;
  return loadRecordsPage(transactionsState.page + 1);
}
