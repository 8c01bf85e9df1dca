import { describe, expect, it } from 'vitest';
import { isValidViewSignature, viewSignature } from '../../../server/files/view-signature';

describe('view signatures', () => {
  it('accept only the signature of the same file under the same secret', () => {
    const secret = new TextEncoder().encode('s1');
    const sig = viewSignature(secret, 'file-a');
    expect(isValidViewSignature(secret, 'file-a', sig)).toBe(true);
    expect(isValidViewSignature(secret, 'file-b', sig)).toBe(false);
    expect(isValidViewSignature(new TextEncoder().encode('s2'), 'file-a', sig)).toBe(false);
    expect(isValidViewSignature(secret, 'file-a', 'short')).toBe(false);
  });
});
