import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/** Readable names of the algorithms whose pages exist; other keys show as they are. */
const LABELS: Record<string, MessageDescriptor> = {
  text2image: msg`Text to image`,
  image2image: msg`Image to image`,
  text2video: msg`Text to video`,
  image2video: msg`Image to video`,
  video2video: msg`Video to anime`,
  txt2Music: msg`Text to music`,
  effect: msg`AI effect`,
  mai_fs: msg`Background remover`,
  vqe: msg`Video enhancer`,
  mai_vqe: msg`Video enhancer (strong)`,
  vnr: msg`Video noise reduction`,
  vfi: msg`Frame interpolation`,
  image_scale: msg`Image upscaler`,
  imagesharpen: msg`Image enhancer`,
  mai_imagesharpen: msg`Image enhancer (AI)`,
  oir: msg`Object remover`,
  inpaint_clothes: msg`Partial redrawing`,
  asn: msg`Speech noise reduction`,
  wnr: msg`Wind noise reduction`,
  asd: msg`Vocal separation`,
  mai_mmaudio: msg`Sound for a video`,
};

export function algorithmLabel(i18n: I18n, algorithm: string): string {
  const label = LABELS[algorithm];
  return label ? i18n._(label) : algorithm;
}
