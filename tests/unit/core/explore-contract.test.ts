import { describe, expect, it } from 'vitest';
import {
  EXPLORE_FALLBACK_THUMBNAIL,
  parseExploreExtra,
  parseExploreRequest,
} from '../../../src/core/contract/explore';
import { templateApplies } from '../../../src/core/contract/templates';

const fallback = { width: EXPLORE_FALLBACK_THUMBNAIL, height: EXPLORE_FALLBACK_THUMBNAIL };

describe('parseExploreExtra', () => {
  it('reads width and height', () => {
    expect(parseExploreExtra('{"width":480,"height":270}')).toEqual({ width: 480, height: 270 });
  });
  it.each(['{width:480,height:', '', 'null', '{"width":0,"height":10}', '{"width":"480","height":270}'])(
    'falls back to 400×400 for %j',
    (extra) => {
      expect(parseExploreExtra(extra)).toEqual(fallback);
    },
  );
  it('falls back for a missing value', () => {
    expect(parseExploreExtra(undefined)).toEqual(fallback);
  });
});

describe('parseExploreRequest', () => {
  it('reads the field list and drops malformed entries', () => {
    const text = JSON.stringify({ fields: [{ field: 'prompt', val: 'sea' }, { val: 1 }, 'x'] });
    expect(parseExploreRequest(text)).toEqual([{ field: 'prompt', val: 'sea' }]);
  });
  it('gives an empty list for unreadable text', () => {
    expect(parseExploreRequest('{fields')).toEqual([]);
    expect(parseExploreRequest('{"fields":3}')).toEqual([]);
  });
});

describe('templateApplies', () => {
  const tpl = { algorithm: 'image2video', module: 'image-to-video' };
  it('applies on a matching algorithm or module of a template algorithm', () => {
    expect(templateApplies(tpl, { algorithm: 'image2video', module: 'other' })).toBe(true);
    expect(templateApplies(tpl, { algorithm: 'text2video', module: 'image-to-video' })).toBe(true);
  });
  it('does not apply to other algorithms or on no match', () => {
    expect(templateApplies(tpl, { algorithm: 'text2video', module: 'text-to-video' })).toBe(false);
    expect(templateApplies(tpl, { algorithm: 'vqe', module: 'image-to-video' })).toBe(false);
  });
});
