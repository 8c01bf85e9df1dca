import { describe, expect, it } from 'vitest';
import { isStoreMessage, STORE_MESSAGES } from '../../../src/core/store-messages';

describe('store messages', () => {
  it('accepts exactly the spec message names as plain strings', () => {
    for (const name of [
      'purchase-success',
      'jump-to-third-party',
      'start-journey',
      'close-pop-update-user-info',
      'confirm-close-pop',
      'goBack',
    ]) {
      expect(isStoreMessage(name)).toBe(true);
    }
    expect(Object.values(STORE_MESSAGES)).toHaveLength(6);
    for (const other of ['close-pop', 'purchase_success', { type: 'purchase-success' }, null, 3]) {
      expect(isStoreMessage(other)).toBe(false);
    }
  });
});
