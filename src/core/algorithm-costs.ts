import type { AlgorithmKey } from './algorithms';

/**
 * Credits charged per task, keyed by algorithm key, so the UI shows the number the server charges.
 * The free plan gives 5 credits at one credit per use, so every supported algorithm costs 1.
 * Refused keys (video-site downloaders and the like) are listed at 0: they never start a task.
 */
export const ALGORITHM_COSTS: Record<AlgorithmKey, number> = {
  kwiydl: 0,
  dlp_parse: 0,
  dlp_down: 0,
  ddlp: 0,
  converter: 1,
  compressor: 1,
  clip: 1,
  vqe: 1,
  erv: 1,
  est: 1,
  vfi: 1,
  ese: 1,
  wnr: 1,
  ead: 1,
  esd: 1,
  ecr: 1,
  vnr: 1,
  asn: 1,
  asd: 1,
  imagesharpen: 1,
  image_scale: 1,
  oir: 1,
  wallpaper: 1,
  i_expand: 1,
  image2image: 1,
  text2video: 1,
  image2video: 1,
  effect: 1,
  text2image: 1,
  video2video: 1,
  txt2Music: 1,
  mai_image2video_2: 1,
  gender_flux: 0,
  mai_img2img_portrait: 1,
  age_filter: 1,
  default: 0,
  mai_mmaudio: 1,
  photomaker_imagefix: 1,
  inpaint_clothes: 1,
  mai_imagesharpen: 1,
  mai_vqe: 1,
  mai_fs: 1,
  face_editor: 1,
  mai_tcm: 0,
};

/** Credits one task of this algorithm costs (unknown keys cost nothing: they are refused before charging). */
export function algorithmCost(key: string): number {
  return (ALGORITHM_COSTS as Record<string, number>)[key] ?? 0;
}
