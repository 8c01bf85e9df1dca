import { describe, expect, it } from 'vitest';
import { loadImage, type ImageLike } from '../../../../src/features/uploads/load-image';
import { readLocalMediaInfo, type MediaLike } from '../../../../src/features/uploads/media-info';

/** An <img> stand-in that fails its first `failures` loads, then loads at the given size. */
function flakyImages(failures: number, width = 30, height = 20) {
  const attempts: string[] = [];
  const createImage = (): ImageLike => {
    const image: ImageLike = {
      onload: null,
      onerror: null,
      naturalWidth: 0,
      naturalHeight: 0,
      set src(url: string) {
        attempts.push(url);
        queueMicrotask(() => {
          if (attempts.length <= failures) return image.onerror?.call(undefined as never, 'failed');
          image.naturalWidth = width;
          image.naturalHeight = height;
          image.onload?.call(undefined as never, new Event('load'));
        });
      },
      get src() {
        return attempts.at(-1) ?? '';
      },
    };
    return image;
  };
  return { attempts, createImage };
}

/**
 * A <video> stand-in. With `recorded`, its duration is Infinity (a MediaRecorder webm) until it is asked to
 * seek far ahead, when it finds the real length like a browser does.
 */
function fakeMedia(opts: {
  duration: number;
  width?: number;
  height?: number;
  recorded?: boolean;
  broken?: boolean;
}) {
  const log: string[] = [];
  let time = 0;
  const media: MediaLike = {
    src: '',
    preload: '',
    muted: false,
    duration: opts.recorded ? Number.POSITIVE_INFINITY : opts.duration,
    videoWidth: opts.width ?? 0,
    videoHeight: opts.height ?? 0,
    onloadedmetadata: null,
    ondurationchange: null,
    ontimeupdate: null,
    onerror: null,
    get currentTime() {
      return time;
    },
    set currentTime(value: number) {
      log.push(`seek ${value}`);
      time = value;
      if (value > opts.duration && opts.recorded) {
        queueMicrotask(() => {
          media.duration = opts.duration;
          media.ondurationchange?.(new Event('durationchange'));
        });
      }
    },
    removeAttribute: (name) => log.push(`remove ${name}`),
    load: () => log.push('load'),
  };
  const withSrc = new Proxy(media, {
    set(target, key, value) {
      Reflect.set(target, key, value);
      if (key === 'src' && value) {
        queueMicrotask(() =>
          opts.broken ? target.onerror?.('bad') : target.onloadedmetadata?.(new Event('loadedmetadata')),
        );
      }
      return true;
    },
  });
  return { media: withSrc, log };
}

const objectUrl = () => {
  const revoked: string[] = [];
  return { revoked, create: () => 'blob:1', revoke: (url: string) => revoked.push(url) };
};

describe('loadImage', () => {
  it('retries up to 3 times after the first failure, then gives up', async () => {
    const ok = flakyImages(3);
    const image = await loadImage('/a.png', { createImage: ok.createImage, retryDelayMs: 0 });
    expect(ok.attempts).toHaveLength(4);
    expect(image.naturalWidth).toBe(30);
    const bad = flakyImages(4);
    await expect(loadImage('/b.png', { createImage: bad.createImage, retryDelayMs: 0 })).rejects.toThrow(
      'image could not be loaded: /b.png',
    );
    expect(bad.attempts).toHaveLength(4);
  });
});

describe('readLocalMediaInfo', () => {
  it('measures images, videos and sound-only mp4s; unknown types and unreadable files give null', async () => {
    const urls = objectUrl();
    const img = flakyImages(0, 640, 480);
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await readLocalMediaInfo(png, { createImage: img.createImage, objectUrl: urls })).toEqual({
      kind: 'image',
      width: 640,
      height: 480,
      duration: 0,
    });
    const mp4 = new File(['x'], 'a.mp4', { type: 'video/mp4' });
    const clip = fakeMedia({ duration: 3, width: 320, height: 180, recorded: true });
    expect(await readLocalMediaInfo(mp4, { createMedia: () => clip.media, objectUrl: urls })).toEqual({
      kind: 'video',
      width: 320,
      height: 180,
      duration: 3,
    });
    // A recording's infinite duration is resolved by seeking to the end, then back to the start.
    expect(clip.log).toEqual([`seek ${Number.MAX_SAFE_INTEGER}`, 'seek 0', 'remove src', 'load']);
    const voice = fakeMedia({ duration: 7 });
    expect(await readLocalMediaInfo(mp4, { createMedia: () => voice.media, objectUrl: urls })).toEqual({
      kind: 'audio',
      width: 0,
      height: 0,
      duration: 7,
    });
    expect(await readLocalMediaInfo(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBeNull();
    const broken = flakyImages(1);
    expect(await readLocalMediaInfo(png, { createImage: broken.createImage, objectUrl: urls })).toBeNull();
    expect(urls.revoked).toHaveLength(4);
  });
});
