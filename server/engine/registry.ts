/**
 * Algorithm key → module. Keys without a sensible media operation are refused with 490026 and a reason;
 * see ALGORITHMS.md for the method behind every key.
 */
import { CODE_NOT_AVAILABLE } from '../../src/core/business-codes';
import {
  speechNoiseReduction,
  stemSplit,
  textToMusic,
  videoToAudio,
  windNoiseReduction,
} from './modules/audio';
import { effect } from './modules/effect';
import { ageLook, imageEnhancer, photoRepair, portraitRetouch } from './modules/image-enhance';
import { imageExpand, objectRemover, partialRedrawing } from './modules/image-inpaint';
import { backgroundRemover, imageUpscaler, neuralImageEnhancer } from './modules/image-neural';
import { imageToImage, portraitRestyle, wallpaper } from './modules/image-restyle';
import { compressor, extractAudio, extractStills, formatConverter } from './modules/media-convert';
import { textToImage } from './modules/text-to-image';
import { cropToRatio, reverseVideo, stabiliseVideo, trimVideo, videoSpeed } from './modules/video-edit';
import {
  frameInterpolation,
  strongVideoEnhancer,
  videoEnhancer,
  videoNoiseReduction,
} from './modules/video-enhance';
import { imageToVideo, imageToVideoSecondModel, textToVideo } from './modules/video-generate';
import { videoToAnime } from './modules/video-style';
import type { AlgorithmModule } from './types';

const MODULES: AlgorithmModule[] = [
  textToImage,
  imageToImage,
  portraitRestyle,
  wallpaper,
  imageEnhancer,
  neuralImageEnhancer,
  imageUpscaler,
  photoRepair,
  portraitRetouch,
  ageLook,
  backgroundRemover,
  objectRemover,
  partialRedrawing,
  imageExpand,
  textToVideo,
  imageToVideo,
  imageToVideoSecondModel,
  effect,
  videoToAnime,
  videoEnhancer,
  strongVideoEnhancer,
  videoNoiseReduction,
  frameInterpolation,
  trimVideo,
  reverseVideo,
  videoSpeed,
  stabiliseVideo,
  cropToRatio,
  extractAudio,
  extractStills,
  formatConverter,
  compressor,
  textToMusic,
  videoToAudio,
  speechNoiseReduction,
  windNoiseReduction,
  stemSplit,
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
  // Only the spec's call list names it, with no payload, and no page, menu entry or form of the product sends it:
  // there is no operation to run or check, so it is refused like the keys above rather than guessed at.
  mai_tcm: 'This tool is not offered by this service.',
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
