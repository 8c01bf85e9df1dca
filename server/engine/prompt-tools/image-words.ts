/**
 * Words for what img2prompt measures in a picture: colour names (the scene vocabulary's, so the engine reads them
 * back), the frame's shape, its light, and a subject's size and place.
 */

export type ColourName =
  | 'black'
  | 'white'
  | 'grey'
  | 'red'
  | 'orange'
  | 'brown'
  | 'yellow'
  | 'green'
  | 'teal'
  | 'blue'
  | 'navy'
  | 'purple'
  | 'pink';

/** Hue bands (degrees, upper bound exclusive) and their names. */
const HUES: Array<[number, ColourName]> = [
  [15, 'red'],
  [42, 'orange'],
  [68, 'yellow'],
  [160, 'green'],
  [195, 'teal'],
  [255, 'blue'],
  [290, 'purple'],
  [345, 'pink'],
  [360, 'red'],
];

/** The name of an sRGB colour: lightness and saturation first (black, white, grey), then the hue's band. */
export function colourName(r: number, g: number, b: number): ColourName {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (l < 0.14) return 'black';
  if (s < 0.18 || d < 0.08) return l > 0.82 ? 'white' : l < 0.25 ? 'black' : 'grey';
  let h: number;
  if (max === r / 255) h = (((g - b) / 255 / d) % 6) * 60;
  else if (max === g / 255) h = ((b - r) / 255 / d + 2) * 60;
  else h = ((r - g) / 255 / d + 4) * 60;
  if (h < 0) h += 360;
  const name = HUES.find(([end]) => h < end)?.[1] ?? 'red';
  // Dark oranges and yellows read as brown, dark blues as navy.
  if ((name === 'orange' || name === 'yellow') && l < 0.38) return 'brown';
  if (name === 'blue' && l < 0.3) return 'navy';
  return name;
}

/** The frame's shape, as the start of the prompt. */
export function frameWords(width: number, height: number): string {
  const ratio = width / height;
  if (ratio >= 1.6) return 'A wide landscape picture';
  if (ratio >= 1.15) return 'A landscape picture';
  if (ratio <= 0.625) return 'A tall portrait picture';
  if (ratio <= 0.87) return 'A portrait picture';
  return 'A square picture';
}

/** Light from the mean luma and its spread (0–255). */
export function toneWords(luma: number, contrast: number): string {
  const light =
    luma < 60
      ? 'dark, low-key light'
      : luma < 110
        ? 'dim light'
        : luma > 190
          ? 'bright, airy light'
          : luma > 150
            ? 'bright light'
            : 'even light';
  const spread = contrast > 75 ? 'strong contrast' : contrast < 30 ? 'soft contrast' : '';
  return [light, spread].filter(Boolean).join(', ');
}

/** Size by share of the frame, and shape by the box's height over its width (pixels). */
export function sizeWords(share: number, boxAspect: number): string {
  const size = share >= 0.35 ? 'large' : share >= 0.12 ? 'medium-sized' : 'small';
  const shape = boxAspect > 1.6 ? 'tall' : boxAspect < 0.6 ? 'wide' : '';
  return [size, shape].filter(Boolean).join(', ');
}

/** Where the subject's centre is, as shares of the width and height. */
export function placeWords(cx: number, cy: number): string {
  const h = cx < 0.38 ? 'left' : cx > 0.62 ? 'right' : '';
  const v = cy < 0.38 ? 'upper' : cy > 0.62 ? 'lower' : '';
  if (h && v) return `in the ${v} ${h}`;
  if (h) return `on the ${h}`;
  if (v) return v === 'upper' ? 'near the top' : 'near the bottom';
  return 'in the centre';
}
