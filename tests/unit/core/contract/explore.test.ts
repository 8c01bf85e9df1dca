import { describe, expect, it } from 'vitest';
import { parseExploreRequest } from '../../../../src/core/contract/explore';

describe('parseExploreRequest', () => {
  it('reads the field list and drops malformed entries', () => {
    const text = JSON.stringify({ fields: [{ field: 'prompt', val: 'sea' }, { val: 1 }, 'x'] });
    expect(parseExploreRequest(text)).toEqual([{ field: 'prompt', val: 'sea' }]);
  });
  it('gives an empty list for unreadable or missing text', () => {
    expect(parseExploreRequest('{fields')).toEqual([]);
    expect(parseExploreRequest('{"fields":3}')).toEqual([]);
    expect(parseExploreRequest(undefined)).toEqual([]);
  });
});
