import { describe, expect, it } from 'vitest';
import * as timing from '../../../src/core/timing';

describe('timing', () => {
  it('holds the spec timeouts and intervals', () => {
    expect(timing.DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(timing.CREATE_TIMEOUT_MS).toBe(600_000);
    expect(timing.PROGRESS_TIMEOUT_MS).toBe(300_000);
    expect([timing.RESULT_POLL_MS, timing.PROGRESS_POLL_MS]).toEqual([3000, 2000]);
    expect(timing.PURCHASE_REFRESH_AT_MS).toEqual([0, 3000, 6000, 9000]);
    // 450 polls 2 s apart: the purchase poll gives up after 15 minutes.
    expect(timing.PURCHASE_POLL_MS * timing.PURCHASE_POLL_MAX).toBe(15 * 60_000);
  });
});
