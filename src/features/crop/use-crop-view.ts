import { useCallback, useMemo, useState } from 'react';
import {
  allowedRect,
  boxToImage,
  clampView,
  imageToBox,
  largestBox,
  moveBox,
  resizeBox,
  snapCropRect,
  type CropView,
} from '../../core/crop-box';
import {
  clampRatio,
  clampScale,
  fitScale,
  isRatioAllowed,
  restoreCrop,
  wheelZoom,
  zoomRange,
  type AspectBounds,
  type Rect,
  type Size,
} from '../../core/crop-rules';
import type { CropRecord } from './crop-types';

interface State {
  view: CropView;
  box: Rect;
  ratio: number | undefined;
}

/** With no preset chosen, a picture whose own ratio breaks the bounds is held to the nearest allowed ratio. */
function effectiveRatio(ratio: number | undefined, image: Size, bounds: AspectBounds): number | undefined {
  if (ratio) return ratio;
  const own = image.width / image.height;
  return isRatioAllowed(own, bounds) ? undefined : clampRatio(own, bounds);
}

function freshState(image: Size, area: Size, ratio: number | undefined, bounds: AspectBounds): State {
  const restored = restoreCrop(image, area, ratio, bounds);
  const view = { scale: restored.scale, translateX: 0, translateY: 0 };
  const locked = effectiveRatio(restored.ratio, image, bounds);
  return { view, box: largestBox(allowedRect(image, area, view), locked), ratio: restored.ratio };
}

/** Keeps the box on the picture after the view changed, shrinking it only when it no longer fits. */
function fitBox(box: Rect, allowed: Rect, ratio: number | undefined): Rect {
  if (box.width <= allowed.width + 1e-6 && box.height <= allowed.height + 1e-6)
    return moveBox(box, 0, 0, allowed);
  return largestBox(allowed, ratio);
}

/** The crop modal's picture position, zoom, box and ratio, and every move the modal offers. */
export function useCropView(
  image: Size,
  area: Size,
  bounds: AspectBounds,
  initialRatio?: number,
  record?: CropRecord,
) {
  const range = useMemo(() => zoomRange(fitScale(image, area)), [image, area]);
  const [state, setState] = useState<State>(() => {
    const fits = record && record.picture.w === image.width && record.picture.h === image.height;
    if (!fits) return freshState(image, area, initialRatio, bounds);
    const { picture } = record;
    const view = {
      scale: clampScale(picture.scale, range),
      translateX: picture.translateX,
      translateY: picture.translateY,
    };
    return { view, box: imageToBox(record.clip, image, area, view), ratio: picture.ratio };
  });
  const locked = effectiveRatio(state.ratio, image, bounds);

  const zoomTo = useCallback(
    (scale: number) =>
      setState((s) => {
        const next = clampScale(scale, range);
        const factor = next / s.view.scale;
        const view = {
          scale: next,
          translateX: s.view.translateX * factor,
          translateY: s.view.translateY * factor,
        };
        const box = fitBox(s.box, allowedRect(image, area, view), effectiveRatio(s.ratio, image, bounds));
        return { ...s, view: clampView(view, image, area, box), box };
      }),
    [range, image, area, bounds],
  );

  return {
    ...state,
    range,
    lockedRatio: locked,
    zoomTo,
    zoomStep: (direction: 1 | -1) => zoomTo(state.view.scale + direction * range.step),
    wheel: (deltaY: number) => zoomTo(wheelZoom(state.view.scale, deltaY, range)),
    move: (dx: number, dy: number) =>
      setState((s) => ({ ...s, box: moveBox(s.box, dx, dy, allowedRect(image, area, s.view)) })),
    resize: (dx: number, dy: number) =>
      setState((s) => {
        const allowed = allowedRect(image, area, s.view);
        const picture = { width: image.width * s.view.scale, height: image.height * s.view.scale };
        return {
          ...s,
          box: resizeBox(s.box, dx, dy, allowed, picture, effectiveRatio(s.ratio, image, bounds)),
        };
      }),
    pan: (dx: number, dy: number) =>
      setState((s) => ({
        ...s,
        view: clampView(
          { ...s.view, translateX: s.view.translateX + dx, translateY: s.view.translateY + dy },
          image,
          area,
          s.box,
        ),
      })),
    setRatio: (ratio: number | undefined) =>
      setState((s) => {
        const allowed = allowedRect(image, area, s.view);
        return { ...s, ratio, box: largestBox(allowed, effectiveRatio(ratio, image, bounds)) };
      }),
    /** Restore: position and zoom reset, then the current ratio clamped to the bounds. */
    restore: () => setState((s) => freshState(image, area, s.ratio, bounds)),
    /** The crop in picture pixels, whole and at the exact ratio. */
    cropRect: () => snapCropRect(boxToImage(state.box, image, area, state.view), image, locked),
  };
}
