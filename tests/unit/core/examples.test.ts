import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from '../../../src/core/contract/samples';
import {
  EXAMPLE_TAB_KEYS,
  EXAMPLE_TABS,
  exampleAppliesHere,
  exampleTabForModule,
} from '../../../src/core/examples';

describe('example tabs', () => {
  it('split the generator demo lists into video and image, each list in one tab only', () => {
    expect(EXAMPLE_TABS).toEqual(['video', 'image']);
    const keys = EXAMPLE_TABS.flatMap((tab) => EXAMPLE_TAB_KEYS[tab]);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(DEMO_KEYS).toContain(key);
    expect(EXAMPLE_TAB_KEYS.video).toEqual(['text2video', 'image2video']);
    expect(EXAMPLE_TAB_KEYS.image).toEqual(['text2image', 'image2image']);
  });
  it('open on the tab that matches the page', () => {
    expect(exampleTabForModule('text2video')).toBe('video');
    expect(exampleTabForModule('image2video')).toBe('video');
    expect(exampleTabForModule('video2video')).toBe('video');
    expect(exampleTabForModule('text2image')).toBe('image');
    expect(exampleTabForModule('image2image')).toBe('image');
    expect(exampleTabForModule('bgRemover')).toBe('image');
  });
});

describe('exampleAppliesHere', () => {
  const i2v = { module: 'image-to-video', algorithm: 'image2video' };
  it('applies on its own generator by route name or algorithm', () => {
    expect(exampleAppliesHere(i2v, 'image-to-video', 'image2video')).toBe(true);
    expect(exampleAppliesHere({ ...i2v, module: 'other' }, 'image-to-video', 'image2video')).toBe(true);
  });
  it('does not apply on another generator', () => {
    expect(exampleAppliesHere(i2v, 'text-to-video', 'text2video')).toBe(false);
  });
});
