/* eslint-disable lingui/no-unlocalized-strings -- labels, option names and placeholders here are the contract's
   English source text (as a template's are), shown through fieldText (fields/field-copy.ts), whose catalog
   tests/unit/features/generator/field-copy.test.ts holds every one of them to. */
/**
 * Default field lists (the form a generator or tool page shows when no template is chosen), in the template
 * field format so one TemplateForm renders both. Field names are the engine's param names
 * (server/engine/ALGORITHMS.md); file fields carry uploaded file ids.
 */
import type { TemplateField } from '../../core/contract/templates';
import { APP_ROUTES, type GeneratorModule } from '../../core/menu';
import { BACKGROUND_REMOVER_KEY } from '../../core/algorithms';
import {
  EFFECT_DURATION,
  EFFECTS,
  MUSIC_DURATION,
  UPSCALE_FACTORS,
  VIDEO_DURATION,
  VIDEO_STYLES,
} from '../../core/generation-limits';
import {
  audioField,
  capitalised,
  durationField,
  imageCountField,
  imageField,
  levelField,
  namedOptions,
  promptField,
  ratioField,
  slider,
  styleField,
  videoField,
} from '../../core/generator-fields';

/** The engine key each generator module runs. */
export const MODULE_ALGORITHMS: Record<GeneratorModule, string> = {
  text2video: 'text2video',
  image2video: 'image2video',
  video2video: 'video2video',
  text2image: 'text2image',
  image2image: 'image2image',
  bgRemover: BACKGROUND_REMOVER_KEY,
};

export const MODULE_FIELDS: Record<GeneratorModule, TemplateField[]> = {
  text2video: [promptField(true), ratioField('16:9'), durationField(VIDEO_DURATION), styleField('')],
  image2video: [imageField(), promptField(false), durationField(VIDEO_DURATION)],
  video2video: [
    videoField(),
    {
      field: 'style',
      type: 'radio',
      label: 'Style',
      options: namedOptions(VIDEO_STYLES),
      default: 'anime',
    },
  ],
  text2image: [promptField(true), ratioField(), styleField(''), imageCountField()],
  image2image: [
    imageField(),
    promptField(false),
    styleField(''),
    slider('strength', 'Strength', { min: 0, max: 1, default: 0.7 }, 0.05),
  ],
  bgRemover: [
    imageField('Photo'),
    {
      field: 'background',
      type: 'radio',
      label: 'Background',
      options: [
        { label: 'Transparent', value: 'transparent' },
        { label: 'White', value: '#ffffff' },
        { label: 'Black', value: '#000000' },
      ],
      default: 'transparent',
    },
    {
      field: 'model',
      type: 'tab_box',
      label: 'Model',
      options: [
        { label: 'Fast', value: 'small' },
        { label: 'Detailed', value: 'medium' },
      ],
      default: 'medium',
    },
  ],
};

/** One algorithm a tool page offers, with its form. `label` is English source text (see field-copy). */
export interface AlgorithmVariant {
  algorithm: string;
  label: string;
  fields: TemplateField[];
}

export const VIDEO_ENHANCER: AlgorithmVariant[] = [
  { algorithm: 'vqe', label: 'Enhance', fields: [videoField()] },
  { algorithm: 'mai_vqe', label: 'Enhance (strong)', fields: [videoField()] },
  { algorithm: 'vnr', label: 'Noise reduction', fields: [videoField(), levelField('strength', 'Strength')] },
  {
    algorithm: 'vfi',
    label: 'Frame interpolation',
    fields: [videoField(), slider('fps', 'Frame rate', { min: 24, max: 60, default: 60 }, 1, ' fps')],
  },
];

export const IMAGE_ENHANCER: AlgorithmVariant[] = [
  {
    algorithm: 'image_scale',
    label: 'Upscale',
    fields: [
      imageField(),
      {
        field: 'scale',
        type: 'radio',
        label: 'Scale',
        options: UPSCALE_FACTORS.map((f) => ({ label: `×${f}`, value: f })),
        default: 2,
      },
      {
        field: 'model',
        type: 'select_box',
        label: 'Model',
        options: [
          { label: 'Fast', value: 'slim' },
          { label: 'Detailed', value: 'medium' },
        ],
        default: 'slim',
      },
    ],
  },
  {
    algorithm: 'imagesharpen',
    label: 'Sharpen',
    fields: [imageField(), slider('strength', 'Strength', { min: 0, max: 1, default: 0.6 }, 0.05)],
  },
  { algorithm: 'mai_imagesharpen', label: 'Sharpen (AI)', fields: [imageField()] },
];

/** Object remover and partial redrawing share one page; the mask comes from the page's brush. */
export const MASK_TOOLS: AlgorithmVariant[] = [
  {
    algorithm: 'oir',
    label: 'Object remover',
    fields: [
      imageField(),
      {
        field: 'method',
        type: 'radio',
        label: 'Method',
        options: [
          { label: 'Telea', value: 'telea' },
          { label: 'Navier–Stokes', value: 'ns' },
        ],
        default: 'telea',
      },
    ],
  },
  {
    algorithm: 'inpaint_clothes',
    label: 'Partial redrawing',
    fields: [
      imageField(),
      promptField(true, 'Describe what to paint over the area'),
      slider('strength', 'Strength', { min: 0, max: 1, default: 0.85 }, 0.05),
    ],
  },
];

export const AI_AUDIO: AlgorithmVariant[] = [
  {
    algorithm: 'asn',
    label: 'Speech noise reduction',
    fields: [audioField, levelField('strength', 'Strength')],
  },
  {
    algorithm: 'wnr',
    label: 'Wind noise reduction',
    fields: [audioField, levelField('strength', 'Strength')],
  },
  // Which part to keep is asked in a modal when Generate is pressed (the audio edit select-one).
  { algorithm: 'asd', label: 'Vocal separation', fields: [audioField] },
  {
    algorithm: 'mai_mmaudio',
    label: 'Sound for a video',
    fields: [videoField(), promptField(false, 'Describe the sound you want to hear')],
  },
];

export const TEXT_TO_MUSIC: AlgorithmVariant[] = [
  {
    algorithm: 'txt2Music',
    label: 'Text to music',
    fields: [promptField(true, 'Describe the music you want to hear'), durationField(MUSIC_DURATION)],
  },
];

export const effectLabel = (effect: string) => capitalised(effect).replace('Color', 'Colour');

export function effectFields(effect: string): TemplateField[] {
  return [
    imageField(),
    {
      field: 'effect',
      type: 'select_box',
      label: 'Effect',
      options: EFFECTS.map((e) => ({ label: effectLabel(e), value: e })),
      default: (EFFECTS as readonly string[]).includes(effect) ? effect : EFFECTS[0],
    },
    durationField(EFFECT_DURATION),
  ];
}

/** The effect creation page's one mode, with the effect it opens on chosen. */
export const effectVariants = (effect: string): AlgorithmVariant[] => [
  { algorithm: 'effect', label: 'Effect', fields: effectFields(effect) },
];

/** The default form of the page a route name opens ('text-to-video', 'effect'…); undefined for non-generators. */
export function routeForm(route: string): { fields: TemplateField[]; algorithm: string } | undefined {
  if (route === 'effect' || route === 'effect/create')
    return { fields: effectFields(''), algorithm: 'effect' };
  const module = APP_ROUTES.find((r) => r.route === route)?.module;
  return module ? { fields: MODULE_FIELDS[module], algorithm: MODULE_ALGORITHMS[module] } : undefined;
}

const TOOL_VARIANTS: readonly AlgorithmVariant[] = [
  ...VIDEO_ENHANCER,
  ...IMAGE_ENHANCER,
  ...MASK_TOOLS,
  ...AI_AUDIO,
  ...TEXT_TO_MUSIC,
];

/**
 * The default form a task's fields were filled in: its module's page, else the tool mode of its algorithm; empty
 * when neither is known (a template's own fields then read by their keys).
 */
export function taskFormFields(module: string, algorithm: string): readonly TemplateField[] {
  return (
    routeForm(module)?.fields ??
    TOOL_VARIANTS.find((variant) => variant.algorithm === algorithm)?.fields ??
    []
  );
}
