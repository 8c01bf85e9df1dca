import { describe, expect, it } from 'vitest';
import { isTaskFailure, isTaskFinished, isTaskSuccess } from '../../../src/core/task-status';

describe('task status', () => {
  it('tells success, failure and unfinished apart', () => {
    expect(isTaskSuccess(3)).toBe(true);
    expect(isTaskFinished(3)).toBe(true);
    for (const s of [4, 5, 6, 20, 96, 97, 98, 15, 16, 21, 22]) {
      expect(isTaskFailure(s)).toBe(true);
      expect(isTaskFinished(s)).toBe(true);
    }
    for (const s of [0, 1, 2, 7, 99]) expect(isTaskFinished(s)).toBe(false);
  });
});
