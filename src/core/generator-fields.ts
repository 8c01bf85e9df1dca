/**
 * Builders of generator form fields, in the template field format so one TemplateForm renders a page's default
 * form and a template's. The client's default forms (features/generator/module-fields.ts) and the seeded templates
 * (server/seed/template-content.ts) are both made of these. Field names are the engine's param names
 * (server/engine/ALGORITHMS.md); file fields carry uploaded file ids; labels and placeholders are English source
 * text (see the client's field-copy).
 */
import type { TemplateField, TemplateFieldOption } from './contract/templates';
import {
  ASPECT_RATIOS,
  CAMERA_GROUPS,
  DEFAULT_ASPECT_RATIO,
  IMAGE_MODES,
  MAX_IMAGES_PER_TASK,
  MOTION_LEVELS,
  NEGATIVE_PROMPT_MAX_LENGTH,
  PHOTO_ASPECT_LIMITS,
  PROMPT_MAX_LENGTH,
  STYLES,
  TWO_PHOTO_RATIO_LIMIT,
  VIDEO_QUALITIES,
  type Style,
} from './generation-limits';

/** 'zoom_pulse' → 'Zoom pulse'. */
export const capitalised = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** Options whose values are the engine's and whose labels are those values capitalised. */
export const namedOptions = (values: readonly string[]): TemplateFieldOption[] =>
  values.map((value) => ({ label: capitalised(value), value }));

/** Options labelled with their own value. */
const valueOptions = (values: readonly (string | number)[]): TemplateFieldOption[] =>
  values.map((value) => ({ label: String(value), value }));

/** `placeholder` is English source text like labels (see field-copy); the widget has a default for pictures. */
export const promptField = (required: boolean, placeholder?: string): TemplateField => ({
  field: 'prompt',
  type: 'longtext',
  label: 'Prompt',
  required,
  max_length: PROMPT_MAX_LENGTH,
  ...(placeholder ? { placeholder } : {}),
});

export const negativePromptField: TemplateField = {
  field: 'negative_prompt',
  type: 'longtext',
  label: 'Negative prompt',
  content_type: 'text',
  max_length: NEGATIVE_PROMPT_MAX_LENGTH,
  placeholder: 'What to leave out',
};

export const ratioField = (
  fallback: string = DEFAULT_ASPECT_RATIO,
  ratios: readonly string[] = ASPECT_RATIOS,
): TemplateField => ({
  field: 'aspect_ratio',
  type: 'ratio_selector',
  label: 'Aspect ratio',
  options: valueOptions(ratios),
  default: fallback,
});

export const slider = (
  field: string,
  label: string,
  range: { min: number; max: number; default: number },
  step: number,
  unit = '',
): TemplateField => ({ field, type: 'num_slider', label, ...range, step, unit });

export const durationField = (range: { min: number; max: number; default: number }) =>
  slider('duration', 'Duration', range, 1, 's');

/**
 * Style: one of the engine's looks. The empty default is "Auto", offered first, which lets the engine pick the
 * style from the prompt's words.
 */
export const styleField = (fallback: Style | ''): TemplateField => ({
  field: 'style',
  type: 'select_box',
  label: 'Style',
  options: [...(fallback === '' ? [{ label: 'Auto', value: '' }] : []), ...namedOptions(STYLES)],
  default: fallback,
});

/** The shapes every photo input takes as they are; others are cropped first. */
const photoShapes = {
  min_aspect_ratio: PHOTO_ASPECT_LIMITS.min,
  max_aspect_ratio: PHOTO_ASPECT_LIMITS.max,
};

export const imageField = (label = 'Image'): TemplateField => ({
  field: 'image',
  type: 'single_img',
  label,
  content_type: 'image',
  required: true,
  ...photoShapes,
});

export const videoField = (label = 'Video'): TemplateField => ({
  field: 'video',
  type: 'single_video',
  label,
  content_type: 'video',
  required: true,
});

/** Audio has no widget type of its own: a single_video field whose content_type is music takes audio. */
export const audioField: TemplateField = {
  field: 'audio',
  type: 'single_video',
  label: 'Audio',
  content_type: 'music',
  required: true,
};

/** An optional end frame behind a switch (image-to-video). */
export const endFrameField: TemplateField = {
  field: 'end_image',
  type: 'img_switch',
  label: 'End frame',
  content_type: 'image',
  ...photoShapes,
};

/** Photos of two people, for the effect engine, which renders exactly two photos together. */
export const photosField: TemplateField = {
  field: 'images',
  type: 'multi_img',
  label: 'Photos of the two people',
  content_type: 'image',
  required: true,
  min_count: 2,
  max_count: 2,
  ...photoShapes,
  ratio_limit: TWO_PHOTO_RATIO_LIMIT,
};

/** How many images one text-to-image task makes (the engine's `num`); several open in the carousel. */
export const imageCountField = (
  counts: readonly number[] = Array.from({ length: MAX_IMAGES_PER_TASK }, (_, i) => i + 1),
): TemplateField => ({
  field: 'num',
  type: 'radio',
  label: 'Images',
  options: valueOptions(counts),
  default: 1,
});

/** A low / medium / high choice, medium by default. */
export const levelField = (
  field: string,
  label: string,
  levels: readonly string[] = ['low', 'medium', 'high'],
): TemplateField => ({
  field,
  type: 'radio',
  label,
  options: namedOptions(levels),
  default: 'medium',
});

/** Motion strength of image-to-video and effects. */
export const motionField = levelField('motion', 'Motion strength', MOTION_LEVELS);

export const hdField: TemplateField = { field: 'hd', type: 'button_switch', label: 'HD', default: false };

export const cameraField: TemplateField = {
  field: 'camera',
  type: 'linkage_list_two',
  label: 'Camera motion',
  options: namedOptions(Object.keys(CAMERA_GROUPS)).map((group) => ({
    ...group,
    children: namedOptions(CAMERA_GROUPS[group.value as keyof typeof CAMERA_GROUPS]),
  })),
  // The form holds the move (the second level's value); the engine reads it.
  default: 'locked',
};

export const videoQualityField: TemplateField = {
  field: 'quality',
  type: 'tab_box',
  label: 'Mode',
  options: namedOptions(VIDEO_QUALITIES),
  default: 'fast',
};

export const imageModeField: TemplateField = {
  field: 'mode',
  type: 'tab_box',
  label: 'Mode',
  options: namedOptions(IMAGE_MODES),
  default: 'standard',
};
