/** A download name a user gave, made safe for a header and a file system: no paths, no control characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    .replace(/[\p{Cc}\\/]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/** RFC 5987 value: UTF-8 percent-encoding with the attr-char set. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Content-Disposition with an ASCII filename for old clients and filename* carrying the exact UTF-8 name
 * (RFC 6266 / 5987), which every current browser prefers.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
