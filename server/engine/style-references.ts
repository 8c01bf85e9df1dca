/**
 * The style references image2image offers (the seeded templates' "Style reference" pictures): each is a small
 * drawing of a prompt, the same one the template shows as its thumbnail, and the photo takes on its colours.
 */
import sharp from 'sharp';
// The seed's thumbnail drawing: the engine draws the very picture the user chose by.
import { artSvg } from '../seed/procedural-art';
import type { RgbImage } from './neural/esrgan';

export const STYLE_REFERENCES = [
  { value: 'pastel_dream', label: 'Pastel dream', prompt: 'pastel flower bokeh dream' },
  { value: 'neon_night', label: 'Neon night', prompt: 'neon city night glow' },
  { value: 'golden_hour', label: 'Golden hour', prompt: 'golden sunset dunes warm' },
  { value: 'deep_ocean', label: 'Deep ocean', prompt: 'deep ocean waves blue' },
  { value: 'snow_light', label: 'Snow light', prompt: 'snow mountain winter light' },
  { value: 'cosmic', label: 'Cosmic', prompt: 'cosmic nebula space planet' },
] as const;

export type StyleReference = (typeof STYLE_REFERENCES)[number]['value'];
export const STYLE_REFERENCE_VALUES = STYLE_REFERENCES.map((r) => r.value) as [
  StyleReference,
  ...StyleReference[],
];

/** Side of the reference pictures (the thumbnails are this size too). */
export const STYLE_REFERENCE_SIDE = 160;

/** The reference picture as raw RGB. */
export async function styleReferenceImage(value: StyleReference): Promise<RgbImage> {
  const ref = STYLE_REFERENCES.find((r) => r.value === value) ?? STYLE_REFERENCES[0];
  const side = STYLE_REFERENCE_SIDE;
  const { data, info } = await sharp(Buffer.from(artSvg(ref.prompt, side, side)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
