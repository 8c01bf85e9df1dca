/** Image loading with retries: up to 3 before it fails. */

/** The part of HTMLImageElement loading needs (a stand-in in tests). */
export interface ImageLike {
  src: string;
  onload: ((this: never, ev: Event) => unknown) | null;
  onerror: ((this: never, ev: Event | string) => unknown) | null;
  naturalWidth: number;
  naturalHeight: number;
}

export interface LoadImageOptions {
  /** Further attempts after the first fails (the spec's 3). */
  retries?: number;
  /** Pause before each retry, growing with the attempt: a flaky network gets a moment to recover. */
  retryDelayMs?: number;
  createImage?: () => ImageLike;
}

const IMAGE_LOAD_RETRIES = 3;

function loadOnce<T extends ImageLike>(url: string, createImage: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const image = createImage();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image could not be loaded: ${url}`));
    image.src = url;
  });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Loads an image, trying again up to `retries` times; rejects with the last failure. */
export async function loadImage<T extends ImageLike = HTMLImageElement>(
  url: string,
  options: LoadImageOptions = {},
): Promise<T> {
  const retries = options.retries ?? IMAGE_LOAD_RETRIES;
  const createImage = (options.createImage ?? (() => new Image())) as () => T;
  const delay = options.retryDelayMs ?? 250;
  for (let attempt = 0; ; attempt++) {
    try {
      return await loadOnce(url, createImage);
    } catch (err) {
      if (attempt >= retries) throw err;
      if (delay > 0) await wait(delay * (attempt + 1));
    }
  }
}
