/**
 * Geometry of the crop modal: the picture sits centred in the
 * crop area at `scale`, moved by `translate`; the crop box lives in area pixels and must stay on the picture.
 * Everything here is pure so it can be tested without a browser.
 */
import { minCropBox, type Rect, type Size } from './crop-rules';

export interface CropView {
  scale: number;
  translateX: number;
  translateY: number;
}

/** Where the picture is drawn in the area. */
export function pictureRect(image: Size, area: Size, view: CropView): Rect {
  const width = image.width * view.scale;
  const height = image.height * view.scale;
  return {
    x: (area.width - width) / 2 + view.translateX,
    y: (area.height - height) / 2 + view.translateY,
    width,
    height,
  };
}

/** The part of the area the crop box may cover: the picture, inside the area. */
export function allowedRect(image: Size, area: Size, view: CropView): Rect {
  const p = pictureRect(image, area, view);
  const x = Math.max(0, p.x);
  const y = Math.max(0, p.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(area.width, p.x + p.width) - x),
    height: Math.max(0, Math.min(area.height, p.y + p.height) - y),
  };
}

/** The largest box of `ratio` (width/height; undefined = free) centred in `within`. */
export function largestBox(within: Rect, ratio?: number): Rect {
  let width = within.width;
  let height = within.height;
  if (ratio) {
    height = width / ratio;
    if (height > within.height) {
      height = within.height;
      width = height * ratio;
    }
  }
  return {
    x: within.x + (within.width - width) / 2,
    y: within.y + (within.height - height) / 2,
    width,
    height,
  };
}

/** Moves the box by (dx, dy), kept inside `allowed`. */
export function moveBox(box: Rect, dx: number, dy: number, allowed: Rect): Rect {
  return {
    ...box,
    x: Math.min(allowed.x + allowed.width - box.width, Math.max(allowed.x, box.x + dx)),
    y: Math.min(allowed.y + allowed.height - box.height, Math.max(allowed.y, box.y + dy)),
  };
}

/**
 * Resizes from the bottom-right corner by (dx, dy), keeping the ratio if any, no smaller than the minimum box
 * (picture / 5, at least 40 px) and inside `allowed`.
 */
export function resizeBox(
  box: Rect,
  dx: number,
  dy: number,
  allowed: Rect,
  picture: Size,
  ratio?: number,
): Rect {
  const min = minCropBox(picture);
  const maxW = allowed.x + allowed.width - box.x;
  const maxH = allowed.y + allowed.height - box.y;
  if (!ratio) {
    return {
      ...box,
      width: Math.min(maxW, Math.max(min.width, box.width + dx)),
      height: Math.min(maxH, Math.max(min.height, box.height + dy)),
    };
  }
  // Follow whichever drag direction moved more, then fit the ratio inside the limits.
  let width = Math.abs(dx) >= Math.abs(dy * ratio) ? box.width + dx : (box.height + dy) * ratio;
  width = Math.max(width, min.width, min.height * ratio);
  width = Math.min(width, maxW, maxH * ratio);
  return { ...box, width, height: width / ratio };
}

/** Keeps the picture covering the box: translation limited so no empty area shows inside the box. */
export function clampView(view: CropView, image: Size, area: Size, box: Rect): CropView {
  const p = pictureRect(image, area, { ...view, translateX: 0, translateY: 0 });
  // picture.x + tx ≤ box.x and picture.x + tx + width ≥ box.x + box.width
  const clamp = (t: number, base: number, size: number, start: number, length: number) => {
    const hi = start - base;
    const lo = start + length - base - size;
    return lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, t));
  };
  return {
    scale: view.scale,
    translateX: clamp(view.translateX, p.x, p.width, box.x, box.width),
    translateY: clamp(view.translateY, p.y, p.height, box.y, box.height),
  };
}

/** The box in picture pixels (fractional). */
export function boxToImage(box: Rect, image: Size, area: Size, view: CropView): Rect {
  const p = pictureRect(image, area, view);
  return {
    x: (box.x - p.x) / view.scale,
    y: (box.y - p.y) / view.scale,
    width: box.width / view.scale,
    height: box.height / view.scale,
  };
}

/** The picture rect back in area pixels (restoring a saved clip). */
export function imageToBox(rect: Rect, image: Size, area: Size, view: CropView): Rect {
  const p = pictureRect(image, area, view);
  return {
    x: p.x + rect.x * view.scale,
    y: p.y + rect.y * view.scale,
    width: rect.width * view.scale,
    height: rect.height * view.scale,
  };
}

/** Small whole terms of a ratio (16/9 → [16, 9]); undefined when none up to 100 matches it. */
export function ratioTerms(ratio: number): [number, number] | undefined {
  for (let q = 1; q <= 100; q++) {
    const p = Math.round(ratio * q);
    if (p > 0 && Math.abs(p / q - ratio) < 1e-9) return [p, q];
  }
  return undefined;
}

/**
 * Whole-pixel crop rect inside the image. With a ratio of small whole terms p:q the size is an exact multiple
 * k·p × k·q, so a 16:9 preset yields exactly 16:9 pixels; other ratios round.
 */
export function snapCropRect(rect: Rect, image: Size, ratio?: number): Rect {
  const terms = ratio ? ratioTerms(ratio) : undefined;
  let width = Math.round(rect.width);
  let height = Math.round(rect.height);
  if (terms) {
    const [p, q] = terms;
    const fit = Math.floor(Math.min(image.width / p, image.height / q));
    const k = Math.max(1, Math.min(fit, Math.round(Math.min(rect.width / p, rect.height / q))));
    width = k * p;
    height = k * q;
  } else if (ratio) {
    height = Math.round(width / ratio);
  }
  width = Math.max(1, Math.min(image.width, width));
  height = Math.max(1, Math.min(image.height, height));
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return {
    x: Math.min(image.width - width, Math.max(0, Math.round(cx - width / 2))),
    y: Math.min(image.height - height, Math.max(0, Math.round(cy - height / 2))),
    width,
    height,
  };
}
