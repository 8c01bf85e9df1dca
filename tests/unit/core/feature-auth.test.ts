import { describe, expect, it } from 'vitest';
import { hasFreeTrial, isSubscribedToFeature } from '../../../src/core/feature-auth';

describe('an entry for this app', () => {
  const active = (algorithms: string | string[]) => isSubscribedToFeature([{ algorithms, is_expired: 0 }]);
  it('names the product id or app name in an array or comma string', () => {
    expect(active(['5903'])).toBe(true);
    expect(active('text2video, ai-video-generator')).toBe(true);
    expect(active('AI-Video-Generator')).toBe(true);
    expect(active(['59031', 'other-app'])).toBe(false);
    expect(active('')).toBe(false);
  });
  it('accepts other app keys', () => {
    expect(isSubscribedToFeature([{ algorithms: 'text2video', is_expired: 0 }], ['text2video'])).toBe(true);
  });
});

describe('isSubscribedToFeature', () => {
  it('needs an unexpired entry for this app', () => {
    expect(isSubscribedToFeature([{ algorithms: '5903', is_expired: 0 }])).toBe(true);
    expect(isSubscribedToFeature([{ algorithms: '5903', is_expired: 1 }])).toBe(false);
    expect(isSubscribedToFeature([{ algorithms: '1234', is_expired: 0 }])).toBe(false);
    expect(
      isSubscribedToFeature([
        { algorithms: '1234', is_expired: 0 },
        { algorithms: ['ai-video-generator'], is_expired: 0 },
      ]),
    ).toBe(true);
    expect(isSubscribedToFeature(undefined)).toBe(false);
    expect(isSubscribedToFeature([])).toBe(false);
  });
});

describe('hasFreeTrial', () => {
  it('counts when used_val is below total_val for this app', () => {
    expect(hasFreeTrial([{ algorithms: '5903', total_val: 3, used_val: 2 }])).toBe(true);
    expect(hasFreeTrial([{ algorithms: '5903', total_val: 3, used_val: 3 }])).toBe(false);
    expect(hasFreeTrial([{ algorithms: 'x', total_val: 3, used_val: 0 }])).toBe(false);
    expect(hasFreeTrial(null)).toBe(false);
  });
});
