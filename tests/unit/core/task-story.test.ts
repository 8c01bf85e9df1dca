import { describe, expect, it } from 'vitest';
import { STORY_NAME_MAX, taskDurationMs, taskStory, usesRealProgress } from '../../../src/core/task-story';

describe('task story', () => {
  const base = { module: 'text-to-music', algorithm: 'txt2Music', fields: [], template: null };

  it('says whether the generator makes audio and whether a template started it', () => {
    expect(taskStory({ ...base, prompt: 'calm piano' })).toEqual({
      module: 'text-to-music',
      isAudio: true,
      isFromTpl: false,
      fields: [],
      name: 'calm piano',
    });
    const fromTemplate = taskStory({
      ...base,
      module: 'image-to-video',
      algorithm: 'image2video',
      template: { name: 'Dolly zoom', num: 'v-7' },
      prompt: 'ignored for the name',
    });
    expect(fromTemplate).toMatchObject({ isAudio: false, isFromTpl: true, name: 'Dolly zoom', num: 'v-7' });
  });

  it("names an item after its prompt's first line, cut at a word, else after the file given", () => {
    const long = 'a very long prompt about a lighthouse standing on a cliff over a stormy sea at night';
    const name = taskStory({ ...base, prompt: `${long}\nsecond line` }).name;
    expect(name.length).toBeLessThanOrEqual(STORY_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(long.startsWith(name.slice(0, -1))).toBe(true);
    expect(taskStory({ ...base, prompt: ' ', fileNames: ['cat.jpg'] }).name).toBe('cat.jpg');
    expect(taskStory(base).name).toBe('');
  });

  it('follows video tasks by real progress, others by their result', () => {
    expect(usesRealProgress('text2video')).toBe(true);
    expect(usesRealProgress('vfi')).toBe(true);
    expect(usesRealProgress('text2image')).toBe(false);
    expect(usesRealProgress('txt2Music')).toBe(false);
  });

  it('gives the duration from begin and end in server seconds, none while unfinished', () => {
    expect(taskDurationMs(1_700_000_000, 1_700_000_012)).toBe(12_000);
    expect(taskDurationMs(1_700_000_000, 0)).toBeNull();
    expect(taskDurationMs(0, 0)).toBeNull();
    expect(taskDurationMs(1_700_000_010, 1_700_000_000)).toBeNull();
  });
});
