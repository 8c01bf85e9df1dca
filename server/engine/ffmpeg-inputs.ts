/**
 * How ffmpeg and ffprobe may open an input. Users' files are untrusted: a file whose content is an HLS playlist,
 * a concat script or an image-sequence pattern makes a probing demuxer open what it names (another user's file
 * on this disk, a URL), whatever the file is called. So every input is read only through the `file` protocol
 * (`-protocol_whitelist`), and by the one demuxer its type names: the extension of a stored file comes from its
 * sniffed content, never from the name it arrived with. An input of no known type may be read only by a fixed
 * list of plain media demuxers (`-format_whitelist`), none of which opens other files.
 */
import path from 'node:path';

/** ffmpeg's demuxer for each extension a stored input or an engine output can have. */
const DEMUXER_BY_EXT: Record<string, string> = {
  mp4: 'mov',
  m4v: 'mov',
  mov: 'mov',
  m4a: 'mov',
  webm: 'matroska',
  mkv: 'matroska',
  mp3: 'mp3',
  wav: 'wav',
  aac: 'aac',
  ogg: 'ogg',
  flac: 'flac',
  png: 'image2',
  jpg: 'image2',
  jpeg: 'image2',
  webp: 'image2',
};

/** The demuxers an input of unknown type may be read by: containers and raw streams that name no other file. */
const PLAIN_MEDIA_DEMUXERS = [
  ...new Set(Object.values(DEMUXER_BY_EXT)),
  'mp4',
  'webm',
  'png_pipe',
  'jpeg_pipe',
  'webp_pipe',
].join(',');

/**
 * The input options of one file: `file` (and `pipe` for a pipe input) as its only protocols, and its demuxer
 * (from `ext`, else the file name's extension), else the fixed list. An image is one picture, never a pattern.
 */
export function inputOptions(file: string, ext?: string): string[] {
  const piped = file === '-' || file.startsWith('pipe:');
  const options = ['-protocol_whitelist', piped ? 'file,pipe' : 'file'];
  const demuxer = DEMUXER_BY_EXT[(ext ?? path.extname(file).slice(1)).toLowerCase()];
  if (demuxer === 'image2') options.push('-f', 'image2', '-pattern_type', 'none');
  else if (demuxer) options.push('-f', demuxer);
  else options.push('-format_whitelist', PLAIN_MEDIA_DEMUXERS);
  return options;
}

/**
 * An ffmpeg argument list with every input guarded: each `-i` gets the protocol whitelist, and the demuxer (or the
 * fixed list) unless the caller already chose one with `-f` (lavfi graphs, the engine's own concat lists).
 */
export function guardInputs(args: readonly string[]): string[] {
  const out: string[] = [];
  let inputStart = 0;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-i' && i + 1 < args.length) {
      const own = args.slice(inputStart, i);
      const file = args[i + 1];
      const options = own.includes('-f')
        ? ['-protocol_whitelist', inputOptions(file)[1]]
        : inputOptions(file);
      if (own.includes('-protocol_whitelist')) options.splice(0, 2);
      out.push(...options, '-i', file);
      i += 1;
      inputStart = i + 1;
      continue;
    }
    out.push(args[i]);
  }
  return out;
}
