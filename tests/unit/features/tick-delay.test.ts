import { describe, expect, it } from 'vitest';
import { nextTickDelayMs } from '../../../src/features/tasks/tasks-state';
import { engineConfig } from '../../../sw/engine-config';
import { newLocalTask, type TaskRecord } from '../../../sw/task-record';

function task(phase: TaskRecord['phase'], nextPollAt: number): TaskRecord {
  const base = newLocalTask(
    { localId: `${phase}-${nextPollAt}`, idempotencyKey: 'k', algorithm: 'text2image', params: {} },
    '7',
    0,
    engineConfig(),
  );
  return { ...base, phase, nextPollAt };
}

describe('nextTickDelayMs', () => {
  it('waits for the earliest due in-flight task, within the floor and the ceiling', () => {
    const now = 10_000;
    expect(nextTickDelayMs({ tasks: [] }, now, 3000)).toBe(3000);
    expect(nextTickDelayMs({ tasks: [task('success', now + 100)] }, now, 3000)).toBe(3000);
    expect(
      nextTickDelayMs({ tasks: [task('running', now + 2000), task('outbox', now + 1500)] }, now, 3000),
    ).toBe(1525);
    expect(nextTickDelayMs({ tasks: [task('running', now - 500)] }, now, 3000)).toBe(1000);
    expect(nextTickDelayMs({ tasks: [task('running', now + 20_000)] }, now, 3000)).toBe(3000);
  });
});
