import { describe, expect, it } from 'vitest';
import { isEnvelope } from '../../../../src/core/contract/envelope';

describe('envelope', () => {
  it('recognises the {code, data, msg} shape', () => {
    expect(isEnvelope({ code: 0, data: null, msg: '', trace_id: 't' })).toBe(true);
    expect(isEnvelope({ code: '0', data: null, msg: '' })).toBe(false);
    expect(isEnvelope({ code: 0, msg: '' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});
