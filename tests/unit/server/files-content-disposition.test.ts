import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from '../../../server/files/content-disposition';

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
