import { describe, expect, it } from 'vitest';
import {
  addPrompt,
  matchPrompts,
  PROMPT_HISTORY_MAX,
  removePrompt,
  validEntries,
  type PromptHistoryEntry,
} from '../../../src/core/prompt-history';

const entries = (...texts: string[]): PromptHistoryEntry[] =>
  texts.map((text, index) => ({ text, usedAt: 100 - index }));

describe('prompt history', () => {
  it('puts a new prompt first, trimmed', () => {
    expect(addPrompt(entries('a dog'), '  a cat  ', 200)).toEqual([
      { text: 'a cat', usedAt: 200 },
      { text: 'a dog', usedAt: 100 },
    ]);
  });

  it('keeps one entry per prompt, ignoring case and spacing, at the top with the latest spelling', () => {
    const next = addPrompt(entries('a dog', 'A  Cat', 'a bird'), 'a cat', 300);
    expect(next.map((e) => e.text)).toEqual(['a cat', 'a dog', 'a bird']);
  });

  it('ignores an empty prompt', () => {
    expect(addPrompt(entries('a dog'), '   ', 1)).toEqual(entries('a dog'));
  });

  it('drops the oldest past the cap', () => {
    let history: PromptHistoryEntry[] = [];
    for (let i = 0; i < PROMPT_HISTORY_MAX + 5; i++) history = addPrompt(history, `prompt ${i}`, i);
    expect(history).toHaveLength(PROMPT_HISTORY_MAX);
    expect(history[0].text).toBe(`prompt ${PROMPT_HISTORY_MAX + 4}`);
    expect(history.at(-1)?.text).toBe('prompt 5');
  });

  it('removes an entry whatever its case', () => {
    expect(removePrompt(entries('a dog', 'A cat'), 'a CAT').map((e) => e.text)).toEqual(['a dog']);
  });

  it('offers everything for an empty box, newest first, up to the limit', () => {
    expect(matchPrompts(entries('one', 'two', 'three'), '', 2).map((e) => e.text)).toEqual(['one', 'two']);
  });

  it('matches every typed word in any order and case', () => {
    const history = entries('A red fox at dawn', 'a blue fox', 'red car');
    expect(matchPrompts(history, 'FOX red').map((e) => e.text)).toEqual(['A red fox at dawn']);
    expect(matchPrompts(history, 'fox').map((e) => e.text)).toEqual(['A red fox at dawn', 'a blue fox']);
  });

  it('does not offer the prompt already in the box', () => {
    expect(matchPrompts(entries('a blue fox', 'a blue fox jumps'), 'a blue fox').map((e) => e.text)).toEqual([
      'a blue fox jumps',
    ]);
  });

  it('keeps only well-formed stored entries', () => {
    expect(validEntries([{ text: 'ok', usedAt: 1 }, { text: 2 }, null, 'x'])).toEqual([
      { text: 'ok', usedAt: 1 },
    ]);
    expect(validEntries('nope')).toEqual([]);
  });
});
