/**
 * What an upload may be (the limits themselves are this implementation's choice). The server enforces them after
 * reading the file's content; the client checks
 * the same table first so the user hears about a problem before sending hundreds of megabytes.
 */
import { MB } from './storage-size';

/** The upload description's `type`; 'file' exists in the spec but the server stores only media. */
export const UPLOAD_KINDS = ['image', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export type UploadType = UploadKind | 'file';

export interface UploadFormat {
  /** Extension the stored file gets (from its content, never from the name it arrived with). */
  ext: string;
  mime: string;
  kind: UploadKind;
}

/**
 * Accepted formats, by the mime type content sniffing reports. GIF is refused rather than converted: an animated
 * GIF would silently lose all but its first frame. HEIC is refused because the image engine cannot decode it.
 */
export const UPLOAD_FORMATS: readonly UploadFormat[] = [
  { ext: 'png', mime: 'image/png', kind: 'image' },
  { ext: 'jpg', mime: 'image/jpeg', kind: 'image' },
  { ext: 'webp', mime: 'image/webp', kind: 'image' },
  { ext: 'mp4', mime: 'video/mp4', kind: 'video' },
  { ext: 'm4v', mime: 'video/x-m4v', kind: 'video' },
  { ext: 'mov', mime: 'video/quicktime', kind: 'video' },
  { ext: 'webm', mime: 'video/webm', kind: 'video' },
  { ext: 'mp3', mime: 'audio/mpeg', kind: 'audio' },
  { ext: 'wav', mime: 'audio/wav', kind: 'audio' },
  { ext: 'm4a', mime: 'audio/x-m4a', kind: 'audio' },
  { ext: 'm4a', mime: 'audio/mp4', kind: 'audio' },
  { ext: 'aac', mime: 'audio/aac', kind: 'audio' },
  { ext: 'ogg', mime: 'audio/ogg', kind: 'audio' },
  { ext: 'webm', mime: 'audio/webm', kind: 'audio' },
];

/** Other spellings browsers and sniffers use for the same formats. */
const MIME_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/x-aac': 'audio/aac',
  'audio/m4a': 'audio/x-m4a',
};

/**
 * A video container holding only sound is an audio upload (an mp4 or webm recorded without a camera): the kind
 * follows the streams inside, not the container's name.
 */
export const AUDIO_ONLY_FORMAT: Record<string, UploadFormat> = {
  'video/mp4': { ext: 'm4a', mime: 'audio/mp4', kind: 'audio' },
  'video/x-m4v': { ext: 'm4a', mime: 'audio/mp4', kind: 'audio' },
  'video/quicktime': { ext: 'm4a', mime: 'audio/mp4', kind: 'audio' },
  'video/webm': { ext: 'webm', mime: 'audio/webm', kind: 'audio' },
};

export function uploadFormatOf(mime: string): UploadFormat | undefined {
  const plain = mime.split(';')[0].trim().toLowerCase();
  const name = MIME_ALIASES[plain] ?? plain;
  return UPLOAD_FORMATS.find((f) => f.mime === name);
}

/** The accept attribute of a file input for one kind (or every kind). */
export function acceptAttribute(kind?: UploadKind): string {
  const formats = UPLOAD_FORMATS.filter((f) => !kind || f.kind === kind);
  const names = new Set(formats.flatMap((f) => [f.mime, `.${f.ext}`]));
  return [...names].join(',');
}

export interface UploadLimit {
  maxBytes: number;
  /** Largest width or height in pixels (images and videos). */
  maxSide?: number;
  /** Smallest width or height in pixels: a thumbnail-sized input gives nothing usable to generate from. */
  minSide?: number;
  /** Longest playing time in seconds (videos and audio). */
  maxSeconds?: number;
}

export const UPLOAD_LIMITS: Record<UploadKind, UploadLimit> = {
  image: { maxBytes: 20 * MB, maxSide: 8000, minSide: 16 },
  video: { maxBytes: 200 * MB, maxSide: 4096, minSide: 16, maxSeconds: 60 },
  audio: { maxBytes: 50 * MB, maxSeconds: 600 },
};

/** The largest upload of any kind: the request is cut off beyond it before its kind is known. */
/**
 * Uploads of one account at once. A generator sends at most two files together; four leaves room for a retry
 * while the failed one is still being received. (Each upload checks the storage left when it begins, so many at
 * once could pass the quota together, and a script opening hundreds would hold the server's disk and sockets.)
 */
export const UPLOADS_IN_FLIGHT_MAX = 4;
/** A resumable upload that has not finished counts as in flight for this long after it began (then it is idle). */
export const RESUMABLE_UPLOAD_ACTIVE_SECONDS = 15 * 60;

/**
 * Days an upload no generation uses is kept: then it is removed, so files given to a form and never generated from
 * do not hold the server's disk (or the user's drive space) for ever. One a task uses stays while the task does.
 * The uploads list says so.
 */
export const UNUSED_UPLOAD_RETENTION_DAYS = 30;

export const UPLOAD_MAX_BYTES = Math.max(...UPLOAD_KINDS.map((k) => UPLOAD_LIMITS[k].maxBytes));

/** What is known about a file when its limits are checked (sizes and duration may still be unknown). */
export interface UploadFacts {
  size: number;
  width?: number;
  height?: number;
  duration?: number;
}

/**
 * Why a file is refused, with the numbers a message needs. `reason` names the rule, so the client and the server
 * (`server/uploads/upload-messages.ts`) each say it in the user's language.
 */
export type UploadIssue =
  | { reason: 'empty' }
  | { reason: 'too-big'; kind: UploadKind; maxBytes: number }
  | { reason: 'too-wide'; kind: UploadKind; maxSide: number }
  | { reason: 'too-small'; kind: UploadKind; minSide: number }
  | { reason: 'too-long'; kind: UploadKind; maxSeconds: number };

/** The first limit the file breaks, or null when it keeps them all. Unknown facts are not held against it. */
export function uploadLimitIssue(kind: UploadKind, facts: UploadFacts): UploadIssue | null {
  const limit = UPLOAD_LIMITS[kind];
  if (facts.size <= 0) return { reason: 'empty' };
  if (facts.size > limit.maxBytes) return { reason: 'too-big', kind, maxBytes: limit.maxBytes };
  const sides = [facts.width, facts.height].filter((n): n is number => typeof n === 'number' && n > 0);
  if (limit.maxSide && sides.some((n) => n > limit.maxSide!)) {
    return { reason: 'too-wide', kind, maxSide: limit.maxSide };
  }
  if (limit.minSide && sides.some((n) => n < limit.minSide!)) {
    return { reason: 'too-small', kind, minSide: limit.minSide };
  }
  const seconds = facts.duration;
  if (limit.maxSeconds && typeof seconds === 'number' && Number.isFinite(seconds)) {
    // A hair over the limit is the container's rounding, not a longer recording.
    if (seconds > limit.maxSeconds + 0.5) return { reason: 'too-long', kind, maxSeconds: limit.maxSeconds };
  }
  return null;
}

/** Limits as people read them: '20 MB', '10 min', '60 s'. */
export function formatLimitBytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

export function formatLimitSeconds(seconds: number): string {
  return seconds >= 120 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}
