/**
 * What the browser can tell about a chosen file before it is uploaded: an image's size, a video's size and length,
 * a sound's length. Used for the limit and ratio checks; the server measures again from the bytes and has the
 * last word.
 */
import type { UploadKind } from '../../core/upload-limits';
import { loadImage, type ImageLike } from './load-image';
import { localUploadFormat } from './check-upload';

/** The part of HTMLMediaElement reading metadata needs (a stand-in in tests). */
export interface MediaLike {
  src: string;
  preload: string;
  muted: boolean;
  duration: number;
  currentTime: number;
  videoWidth?: number;
  videoHeight?: number;
  onloadedmetadata: ((ev: Event) => unknown) | null;
  ondurationchange: ((ev: Event) => unknown) | null;
  ontimeupdate: ((ev: Event) => unknown) | null;
  onerror: ((ev: Event | string) => unknown) | null;
  removeAttribute(name: string): void;
  load(): void;
}

export interface MediaEnvironment {
  createMedia?: (tag: 'video' | 'audio') => MediaLike;
  createImage?: () => ImageLike;
  /** Blob URLs; the default is the browser's URL.createObjectURL / revokeObjectURL. */
  objectUrl?: { create(blob: Blob): string; revoke(url: string): void };
  /** Gives up on metadata that never arrives (a stalled network source). */
  timeoutMs?: number;
}

export interface LocalMediaInfo {
  kind: UploadKind;
  /** Pixels (0 for audio). */
  width: number;
  height: number;
  /** Seconds (0 for images). */
  duration: number;
}

const defaultObjectUrl = {
  create: (blob: Blob) => URL.createObjectURL(blob),
  revoke: (url: string) => URL.revokeObjectURL(url),
};

/** A duration the element reports as known. */
const known = (d: number) => Number.isFinite(d) && d >= 0;

interface ElementFacts {
  width: number;
  height: number;
  duration: number;
}

/**
 * Reads metadata of a media element. A recording without a stated length (MediaRecorder webm) reports Infinity:
 * seeking far past the end makes the browser scan to the real end and report it, after which the
 * element goes back to the start.
 */
function readElement(media: MediaLike, url: string, timeoutMs: number): Promise<ElementFacts> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('media metadata did not arrive')), timeoutMs);
    function finish(result: ElementFacts | Error) {
      clearTimeout(timer);
      media.onloadedmetadata = media.ondurationchange = media.ontimeupdate = media.onerror = null;
      if (result instanceof Error) reject(result);
      else resolve(result);
    }
    const facts = () => ({
      width: media.videoWidth ?? 0,
      height: media.videoHeight ?? 0,
      duration: media.duration,
    });
    const onSeekedToEnd = () => {
      if (!known(media.duration)) return;
      const result = facts();
      media.currentTime = 0;
      finish(result);
    };
    media.onloadedmetadata = () => {
      if (known(media.duration)) return finish(facts());
      media.ondurationchange = onSeekedToEnd;
      media.ontimeupdate = onSeekedToEnd;
      media.currentTime = Number.MAX_SAFE_INTEGER;
    };
    media.onerror = () => finish(new Error('media could not be read'));
    media.preload = 'metadata';
    media.muted = true;
    media.src = url;
  });
}

function release(media: MediaLike): void {
  media.removeAttribute('src');
  media.load();
}

function environment(env: MediaEnvironment) {
  return {
    createMedia: env.createMedia ?? ((tag: 'video' | 'audio') => document.createElement(tag) as MediaLike),
    objectUrl: env.objectUrl ?? defaultObjectUrl,
    timeoutMs: env.timeoutMs ?? 15_000,
  };
}

/**
 * Size and length of a chosen file as the browser sees them, or null when its type is not one we take or the
 * browser cannot open it (the server then decides; a broken image is refused there too).
 */
export async function readLocalMediaInfo(
  file: File,
  env: MediaEnvironment = {},
): Promise<LocalMediaInfo | null> {
  const format = localUploadFormat(file);
  if (!format) return null;
  const { createMedia, objectUrl, timeoutMs } = environment(env);
  const url = objectUrl.create(file);
  try {
    if (format.kind === 'image') {
      const image = await loadImage<ImageLike>(url, { retries: 0, createImage: env.createImage });
      return { kind: 'image', width: image.naturalWidth, height: image.naturalHeight, duration: 0 };
    }
    const media = createMedia(format.kind);
    try {
      const facts = await readElement(media, url, timeoutMs);
      // An mp4 or webm with no picture is a sound recording.
      const kind = format.kind === 'video' && facts.width === 0 ? 'audio' : format.kind;
      return kind === 'audio'
        ? { kind, width: 0, height: 0, duration: facts.duration }
        : { kind, width: facts.width, height: facts.height, duration: facts.duration };
    } finally {
      release(media);
    }
  } catch {
    return null;
  } finally {
    objectUrl.revoke(url);
  }
}
