/**
 * Names of the files inside a library ZIP: readable (the first words of the prompt), traceable (the item's id)
 * and unique (a counter when two would collide), e.g. `red-kite-over-the-sea-3f2a9c1b.png`.
 */

export interface ZipEntrySource {
  /** The prompt or the item's name; may be empty. */
  text: string;
  /** The task id (or local id); its first 8 letters and digits go in the name. */
  id: string;
  /** The file's own name or its MIME type gives the extension. */
  fileName: string;
  mime: string;
}

const MAX_WORDS = 6;
const MAX_STEM = 48;

const EXT_BY_MIME: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

function extension(fileName: string, mime: string): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1];
  return (fromName ?? EXT_BY_MIME[mime] ?? 'bin').toLowerCase();
}

/** Letters and digits of any script; everything else separates words. Accents are dropped for old unzip tools. */
function slug(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  let stem = '';
  for (const word of words) {
    const next = stem ? `${stem}-${word}` : word;
    if (next.length > MAX_STEM) break;
    stem = next;
  }
  return stem || (words[0]?.slice(0, MAX_STEM) ?? '');
}

/** One name per source, in order; a repeated name gets `-2`, `-3`… before its extension. */
export function zipEntryNames(sources: readonly ZipEntrySource[]): string[] {
  const used = new Set<string>();
  return sources.map((source) => {
    const id = source.id.replace(/[^a-z0-9]/gi, '').slice(0, 8) || 'item';
    const words = slug(source.text);
    const stem = words ? `${words}-${id}` : id;
    const ext = extension(source.fileName, source.mime);
    let name = `${stem}.${ext}`;
    for (let n = 2; used.has(name); n++) name = `${stem}-${n}.${ext}`;
    used.add(name);
    return name;
  });
}
