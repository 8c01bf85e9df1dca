import { describe, expect, it } from 'vitest';
import {
  VIEW_LINK_PERIOD_SECONDS,
  viewLinkExpiry,
  viewLinkState,
  viewUrl,
} from '../../../server/files/view-signature';

const secret = new TextEncoder().encode('s1');
const linkOf = (url: string) => {
  const query = new URL(url, 'http://x').searchParams;
  return { sig: query.get('sig')!, exp: Number(query.get('exp')) };
};

describe('view links', () => {
  it('accept only the signature of the same file, end and secret', () => {
    const now = 1_800_000_000;
    const link = linkOf(viewUrl(secret, 'file-a', now));
    expect(viewLinkState(secret, 'file-a', link, now)).toBe('valid');
    expect(viewLinkState(secret, 'file-b', link, now)).toBe('invalid');
    expect(viewLinkState(secret, 'file-a', { ...link, exp: link.exp + 3600 }, now)).toBe('invalid');
    expect(viewLinkState(new TextEncoder().encode('s2'), 'file-a', link, now)).toBe('invalid');
    expect(viewLinkState(secret, 'file-a', { sig: 'short', exp: link.exp }, now)).toBe('invalid');
  });

  it('live between one and two periods, the same URL for every link made in one period', () => {
    const start = 100 * VIEW_LINK_PERIOD_SECONDS;
    expect(viewLinkExpiry(start)).toBe(start + 2 * VIEW_LINK_PERIOD_SECONDS);
    expect(viewLinkExpiry(start + VIEW_LINK_PERIOD_SECONDS - 1)).toBe(start + 2 * VIEW_LINK_PERIOD_SECONDS);
    expect(viewUrl(secret, 'f', start)).toBe(viewUrl(secret, 'f', start + 600));
    expect(viewUrl(secret, 'f', start)).not.toBe(viewUrl(secret, 'f', start + VIEW_LINK_PERIOD_SECONDS));
    const link = linkOf(viewUrl(secret, 'f', start));
    expect(viewLinkState(secret, 'f', link, link.exp - 1)).toBe('valid');
    expect(viewLinkState(secret, 'f', link, link.exp)).toBe('expired');
  });
});
