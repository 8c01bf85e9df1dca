/**
 * Algorithm keys, in the order the product lists them, then mai_tcm: the spec's call list names it in a create
 * call (POST /v1/ai/create/mai_tcm) though its list of keys does not. The engine refuses it (see the registry).
 */
export const ALGORITHM_KEYS = [
  'kwiydl',
  'dlp_parse',
  'dlp_down',
  'ddlp',
  'converter',
  'compressor',
  'clip',
  'vqe',
  'erv',
  'est',
  'vfi',
  'ese',
  'wnr',
  'ead',
  'esd',
  'ecr',
  'vnr',
  'asn',
  'asd',
  'imagesharpen',
  'image_scale',
  'oir',
  'wallpaper',
  'i_expand',
  'image2image',
  'text2video',
  'image2video',
  'effect',
  'text2image',
  'video2video',
  'txt2Music',
  'mai_image2video_2',
  'gender_flux',
  'mai_img2img_portrait',
  'age_filter',
  'default',
  'mai_mmaudio',
  'photomaker_imagefix',
  'inpaint_clothes',
  'mai_imagesharpen',
  'mai_vqe',
  'mai_fs',
  'face_editor',
  'mai_tcm',
] as const;

export type AlgorithmKey = (typeof ALGORITHM_KEYS)[number];

/** Case-sensitive: the server's keys mix cases (txt2Music). */
export function isAlgorithmKey(value: unknown): value is AlgorithmKey {
  return typeof value === 'string' && (ALGORITHM_KEYS as readonly string[]).includes(value);
}

/** The background remover runs the segmentation model under this key (see server/engine/ALGORITHMS.md). */
export const BACKGROUND_REMOVER_KEY: AlgorithmKey = 'mai_fs';
