import { describe, expect, it } from 'vitest';
import { hasMoreTransactions } from '../../../../src/features/transactions/transactions-state';

describe('credit record display', () => {
  it('has more pages until the total is reached', () => {
    expect(hasMoreTransactions({ list: [], total: 0, loaded: false })).toBe(true);
    expect(hasMoreTransactions({ list: [1, 2], total: 3, loaded: true })).toBe(true);
    expect(hasMoreTransactions({ list: [1, 2, 3], total: 3, loaded: true })).toBe(false);
  });
});
