import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../../server/files/byte-range';
import { cleanFileName, contentDisposition } from '../../../server/files/content-disposition';
import { isValidViewSignature, viewSignature } from '../../../server/files/view-signature';

describe('parseByteRange', () => {
  it('reads start-end, open-ended and suffix ranges, clamping the end to the file', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });
  it('ignores what it may ignore and refuses what cannot be served', () => {
    expect(parseByteRange(undefined, 100)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseByteRange('items=0-1', 100)).toBeUndefined();
    expect(parseByteRange('bytes=9-3', 100)).toBeUndefined();
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('content disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', "l'été (1).png")).toBe(
      `attachment; filename="l'_t_ (1).png"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.png`,
    );
  });
  it('cleans names of paths and control characters, falling back when nothing is left', () => {
    expect(cleanFileName('a/b\\c\u0000d.png', 'x')).toBe('abcd.png');
    expect(cleanFileName('  ', 'fallback.png')).toBe('fallback.png');
    expect(cleanFileName('..', 'fallback.png')).toBe('fallback.png');
    expect(cleanFileName(undefined, 'fallback.png')).toBe('fallback.png');
  });
});

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
