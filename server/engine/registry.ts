/**
 * Algorithm key → module. Keys without a sensible media operation are refused with 490026 and a reason;
 * see ALGORITHMS.md for the method behind every key.
 */
import { CODE_NOT_AVAILABLE } from '../../src/core/business-codes';
import { ageFilter, faceEditor, imagesharpen, photomakerImagefix } from './modules/image-enhance';
import { iExpand, inpaintClothes, oir } from './modules/image-inpaint';
import { imageScale, maiFs, maiImagesharpen } from './modules/image-neural';
import { image2image, maiImg2imgPortrait, wallpaper } from './modules/image-restyle';
import { text2image } from './modules/text2image';
import { asd, asn, maiMmaudio, txt2Music, wnr } from './modules/audio';
import { effect } from './modules/effect';
import { compressor, converter, ead, esd } from './modules/media-convert';
import { clip, ecr, ese, erv, est } from './modules/video-edit';
import { maiVqe, vfi, vnr, vqe } from './modules/video-enhance';
import { image2video, maiImage2video2, text2video } from './modules/video-generate';
import { video2video } from './modules/video-style';
import type { AlgorithmModule } from './types';

const MODULES: AlgorithmModule[] = [
  text2image,
  image2image,
  maiImg2imgPortrait,
  wallpaper,
  imagesharpen,
  maiImagesharpen,
  imageScale,
  photomakerImagefix,
  faceEditor,
  ageFilter,
  maiFs,
  oir,
  inpaintClothes,
  iExpand,
  text2video,
  image2video,
  maiImage2video2,
  effect,
  video2video,
  vqe,
  maiVqe,
  vnr,
  vfi,
  clip,
  erv,
  est,
  ese,
  ecr,
  ead,
  esd,
  converter,
  compressor,
  txt2Music,
  maiMmaudio,
  asn,
  wnr,
  asd,
];

/** Keys of the spec that this engine deliberately does not run, each with the reason the user sees. */
export const REFUSED_KEYS: Record<string, string> = {
  kwiydl: 'Downloading from video sites is not offered by this service.',
  dlp_parse: 'Parsing video-site links is not offered by this service.',
  dlp_down: 'Downloading from video sites is not offered by this service.',
  ddlp: 'Downloading from video sites is not offered by this service.',
  gender_flux:
    'Changing the gender of a face needs a generative face model, which this service does not have.',
  default: 'No algorithm was chosen: pick a specific tool.',
};

export const ENGINE_MODULES: ReadonlyMap<string, AlgorithmModule> = new Map(MODULES.map((m) => [m.key, m]));

export type EngineLookup = { module: AlgorithmModule } | { refused: { code: number; message: string } };

/** The module for a key, or why the key is refused (always code 490026). */
export function engineFor(key: string): EngineLookup {
  const module = ENGINE_MODULES.get(key);
  if (module) return { module };
  const reason = Object.hasOwn(REFUSED_KEYS, key) ? REFUSED_KEYS[key] : `Unknown algorithm "${key}".`;
  return { refused: { code: CODE_NOT_AVAILABLE, message: reason } };
}
