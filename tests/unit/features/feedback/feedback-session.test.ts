import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_SESSION_IDLE_MS,
  feedbackSessionId,
} from '../../../../src/features/feedback/feedback-session';

describe('feedback session id', () => {
  const store = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
  };

  it('keeps the id while in use and renews it after 30 idle minutes', () => {
    const s = store();
    let n = 0;
    const newId = () => `id-${++n}`;
    expect(feedbackSessionId(s, 0, newId)).toBe('id-1');
    expect(feedbackSessionId(s, FEEDBACK_SESSION_IDLE_MS - 1, newId)).toBe('id-1');
    const later = 2 * FEEDBACK_SESSION_IDLE_MS;
    expect(feedbackSessionId(s, later, newId)).toBe('id-2');
  });
});
