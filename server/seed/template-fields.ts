import type { TemplateField, TemplateFieldOption } from '../../src/core/contract/templates';
import { imageSpec, seedMediaUrl, type SeedMediaSpec } from './media-spec';
import {
  CAMERA_GROUPS,
  EFFECTS,
  IMAGE_MODES,
  MOTION_LEVELS,
  NEGATIVE_PROMPT_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  STYLES,
  VIDEO_QUALITIES,
} from '../../src/core/generation-limits';
import { STYLE_REFERENCE_SIDE, STYLE_REFERENCES } from '../engine/style-references';

/** Generator form fields the seeded templates are built from; together they use all 13 widget types. */

const opts = (...values: string[]): TemplateFieldOption[] => values.map((v) => ({ label: v, value: v }));
/** Options whose values are the engine's and whose labels are those values capitalised (English source text). */
const named = (values: readonly string[]): TemplateFieldOption[] =>
  values.map((v) => ({ label: v[0].toUpperCase() + v.slice(1), value: v }));
/** Style choices are exactly the engine's styles, so every seeded template can run. */
const styleOptions = (): TemplateFieldOption[] =>
  STYLES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value }));

export function promptField(def: string, required = true): TemplateField {
  return {
    field: 'prompt',
    type: 'longtext',
    label: 'Prompt',
    content_type: 'text',
    required,
    max_length: PROMPT_MAX_LENGTH,
    placeholder: 'Describe what you want to see',
    default: def,
  };
}

export const negativePromptField: TemplateField = {
  field: 'negative_prompt',
  type: 'longtext',
  label: 'Negative prompt',
  content_type: 'text',
  max_length: NEGATIVE_PROMPT_MAX_LENGTH,
  placeholder: 'What to leave out',
};

export function ratioField(values: string[], def: string): TemplateField {
  return {
    field: 'aspect_ratio',
    type: 'ratio_selector',
    label: 'Aspect ratio',
    options: opts(...values),
    default: def,
  };
}

export const durationField: TemplateField = {
  field: 'duration',
  type: 'num_slider',
  label: 'Duration',
  min: 2,
  max: 10,
  step: 1,
  unit: 's',
  default: 5,
};

export function videoStyleField(def: string): TemplateField {
  return {
    field: 'style',
    type: 'select_box',
    label: 'Style',
    options: styleOptions(),
    default: def,
  };
}

export const hdField: TemplateField = { field: 'hd', type: 'button_switch', label: 'HD', default: false };

export const cameraField: TemplateField = {
  field: 'camera',
  type: 'linkage_list_two',
  label: 'Camera motion',
  options: named(Object.keys(CAMERA_GROUPS)).map((group) => ({
    ...group,
    children: named(CAMERA_GROUPS[group.value as keyof typeof CAMERA_GROUPS]),
  })),
  // The form holds the move (the second level's value); the engine reads it.
  default: 'locked',
};

export const videoQualityField: TemplateField = {
  field: 'quality',
  type: 'tab_box',
  label: 'Mode',
  options: named(VIDEO_QUALITIES),
  default: 'fast',
};

export function imageField(label = 'Photo'): TemplateField {
  return { field: 'image', type: 'single_img', label, content_type: 'image', required: true };
}

export const endFrameField: TemplateField = {
  field: 'end_image',
  type: 'img_switch',
  label: 'End frame',
  content_type: 'image',
};

export const motionField: TemplateField = {
  field: 'motion',
  type: 'radio',
  label: 'Motion strength',
  options: named(MOTION_LEVELS),
  default: 'medium',
};

/** The template's effect, as one of the engine's effects (hidden: the template decides it). */
export function effectField(templateName: string, index: number): TemplateField {
  const effect = EFFECTS[index % EFFECTS.length];
  return {
    field: 'effect',
    type: 'select_box',
    label: 'Effect',
    options: [{ label: templateName, value: effect }],
    default: effect,
    hidden: true,
  };
}

export const photosField: TemplateField = {
  field: 'images',
  type: 'multi_img',
  label: 'Photos of the two people',
  content_type: 'image',
  required: true,
  // The effect engine renders exactly two photos together.
  min_count: 2,
  max_count: 2,
};

export const sourceVideoField: TemplateField = {
  field: 'video',
  type: 'single_video',
  label: 'Video',
  content_type: 'video',
  required: true,
};

export function imageStyleField(def: string): TemplateField {
  return {
    field: 'style',
    type: 'select_box',
    label: 'Style',
    options: styleOptions(),
    default: def,
  };
}

export const imageModeField: TemplateField = {
  field: 'mode',
  type: 'tab_box',
  label: 'Mode',
  options: named(IMAGE_MODES),
  default: 'standard',
};

export const imageCountField: TemplateField = {
  field: 'num',
  type: 'radio',
  label: 'Images',
  options: [1, 2, 4].map((n) => ({ label: String(n), value: n })),
  default: 1,
};

export const strengthField: TemplateField = {
  field: 'strength',
  type: 'num_slider',
  label: 'Strength',
  min: 0.1,
  max: 1,
  step: 0.05,
  default: 0.6,
};

/** Reference pictures the abstract_img field offers: the engine's style references, drawn small like everything else. */
export function styleReferenceSpecs(): SeedMediaSpec[] {
  return STYLE_REFERENCES.map((r) => imageSpec(r.prompt, STYLE_REFERENCE_SIDE, STYLE_REFERENCE_SIDE));
}

export function styleReferenceField(): TemplateField {
  const thumbs = styleReferenceSpecs();
  return {
    field: 'style_image',
    type: 'abstract_img',
    label: 'Style reference',
    content_type: 'image',
    options: STYLE_REFERENCES.map((r, i) => ({
      label: r.label,
      value: r.value,
      thumbnail: seedMediaUrl(thumbs[i]),
    })),
    default: STYLE_REFERENCES[0].value,
  };
}
