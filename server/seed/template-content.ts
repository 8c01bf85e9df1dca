import type { TemplateField, TemplateTab } from '../../src/core/contract/templates';
import type { TemplateAlgorithm } from '../../src/core/template-rules';
import { hashString } from '../../src/core/seed-media';
import { promptStyle, THUMB_SIZES } from './media-spec';
import { imageSpec, videoSpec, type SeedMediaSpec } from '../../src/core/seed-media';
import * as F from '../../src/core/generator-fields';
import { EFFECT_DURATION, VIDEO_DURATION, type Style } from '../../src/core/generation-limits';
import { effectField, styleReferenceField, templatePromptField } from './template-fields';
import { textTable } from './text-table';

/** A category and its templates, one per row: `name | description | prompt | comma tags | hot (0/1)`. */
interface CategoryDef {
  id: number;
  title: string;
  algorithm: TemplateAlgorithm;
  module: string;
  type: TemplateTab;
  ratio: keyof typeof THUMB_SIZES;
  templates: string;
}

const CATEGORIES: CategoryDef[] = [
  {
    id: 1,
    title: 'Cinematic',
    algorithm: 'text2video',
    module: 'text-to-video',
    type: 'video',
    ratio: '16:9',
    templates: `
    Epic Drone Flight | Sweeping aerial shot over dramatic scenery | Epic drone flight over snowy mountain ridges at sunrise | cinematic,drone | 1
    Neon Night Drive | A car cruising through a glowing city | Sports car driving through a neon city street at night, rain reflections | cinematic,city | 1
    Slow-Motion Surf | Ocean power in slow motion | Slow motion surfer inside a turquoise wave barrel, sun flare | cinematic,ocean | 0
    City Timelapse | Day turns to night over the skyline | City skyline timelapse from sunset to night, lights turning on | cinematic,city | 0
    Stormy Seas | A ship against giant waves | Old sailing ship fighting huge waves in a storm at sea, lightning | cinematic,ocean | 0
    Space Odyssey | A journey past planets and nebulae | Spaceship passing a ringed planet and a violet nebula, epic space | cinematic,space | 1
  `,
  },
  {
    id: 2,
    title: 'Nature & Travel',
    algorithm: 'text2video',
    module: 'text-to-video',
    type: 'video',
    ratio: '16:9',
    templates: `
    Aurora Nights | Northern lights over a snowy landscape | Green aurora dancing over snowy mountains and a frozen lake | nature,night | 1
    Desert Journey | Golden dunes at the end of the day | Golden sand dunes at sunset with a lone traveler, wind-blown sand | nature,travel | 0
    Rainforest Walk | Deep green jungle with drifting mist | Walking through a lush jungle with mist and sunbeams, tropical birds | nature,forest | 0
    Alpine Morning | Fresh light on mountain peaks | Alpine meadow at sunrise below snowy mountain peaks, clouds in the valley | nature,mountain | 0
    Island Paradise | Turquoise lagoons and palm trees | Drone flying over a tropical island with a turquoise lagoon and palms | travel,ocean | 1
    Autumn Drift | Falling leaves over a quiet lake | Red autumn leaves drifting onto a calm forest lake, soft light | nature,forest | 0
  `,
  },
  {
    id: 3,
    title: 'Animate Photo',
    algorithm: 'image2video',
    module: 'image-to-video',
    type: 'video',
    ratio: '9:16',
    templates: `
    Living Portrait | Bring a portrait to life with a smile and a blink | Portrait coming to life, gentle smile and blink, pastel light | portrait,photo | 1
    Gentle Breeze | Hair and clothes move in a soft wind | A soft breeze moving hair and flowers in a spring garden | photo,nature | 0
    Parallax Depth | A 3D camera move through a still photo | Parallax camera move into a forest photo, layered depth | photo,camera | 1
    Rolling Clouds | Clouds roll over your landscape | Clouds rolling fast over a mountain landscape at sunset | photo,sky | 0
    Old Photo Revival | Old photos move again | Vintage family photo gently animated, warm sepia tones, autumn | photo,vintage | 0
    Pet Wiggle | Your pet tilts its head and wags | A cute dog tilting its head and wagging its tail, pastel background | pets,photo | 1
  `,
  },
  {
    id: 4,
    title: 'Fun Effects',
    algorithm: 'effect',
    module: 'effect',
    type: 'video',
    ratio: '3:4',
    templates: `
    Squish It | Squeeze anything like soft clay | Hands squishing a soft candy object like clay, pastel studio | effect,fun | 1
    Inflate | Puff it up like a balloon | A figure inflating like a balloon and floating into the sky, cute | effect,fun | 1
    Melt | Everything melts into liquid | Object melting into glossy liquid under hot desert sun | effect,fun | 0
    Confetti Burst | Explodes into colorful confetti | Object bursting into colorful confetti at a neon party | effect,party | 0
    Cartoon Me | Turn into a cartoon character | Person transforming into a cute anime cartoon character, candy colors | effect,anime | 0
    Dance Remix | Restyle a dance video | Dancer in a neon city street restyled as anime, night | effect,dance | 0
  `,
  },
  {
    id: 5,
    title: 'Love & Friends',
    algorithm: 'effect',
    module: 'effect',
    type: 'video',
    ratio: '3:4',
    templates: `
    AI Hug | Two people share a warm hug | Two friends in a warm hug, smiling, soft pastel studio light | effect,love | 1
    AI Kiss | A sweet kiss on the cheek | A couple sharing a kiss under cherry blossoms, pastel love scene | effect,love | 1
    Best Friends | Friends high-five and laugh | Best friends laughing on a beach at sunset, high five | effect,friends | 0
    Couple Dance | A slow dance together | A couple in a slow dance under string lights at night in the city | effect,love | 0
    Heart Hands | Make a heart together | Heart hands made by two people, pink bokeh | effect,love | 0
    Wedding Day | A dreamy wedding moment | Bride and groom in a flower garden, golden hour, dreamy | effect,love | 0
  `,
  },
  {
    id: 6,
    title: 'Art Styles',
    algorithm: 'text2image',
    module: 'text-to-image',
    type: 'image',
    ratio: '1:1',
    templates: `
    Watercolor | Soft washes of color | Watercolor painting of a seaside village with boats | style,painting | 1
    Oil Painting | Rich textured brushwork | Oil painting of an autumn forest path, thick brush strokes | style,painting | 0
    Ink Wash | Flowing East Asian ink | Ink wash painting of misty bamboo mountains | style,painting | 0
    Synthwave | Retro neon nostalgia | Synthwave neon city with a glowing grid and sunset | style,neon | 1
    Pixel Art | Crisp retro game pixels | Pixel art of a cozy cabin in a snowy forest at night | style,retro | 0
    Storybook | Gentle picture-book illustration | Storybook illustration of a rabbit on the moon among stars | style,kids | 0
  `,
  },
  {
    id: 7,
    title: 'Portrait Makeover',
    algorithm: 'image2image',
    module: 'image-to-image',
    type: 'image',
    ratio: '3:4',
    templates: `
    Anime Portrait | Turn a photo into anime | Anime style portrait with big eyes and pastel hair, cherry blossoms | portrait,anime | 1
    Cyberpunk Avatar | Neon-lit future look | Cyberpunk portrait with neon city lights and rain | portrait,neon | 1
    Royal Painting | A classic royal oil portrait | Royal oil portrait with golden frame and dark velvet, sunset light | portrait,painting | 0
    Clay Figure | A cute claymation you | Claymation figure portrait, soft pastel studio, cute | portrait,3d | 0
    Comic Hero | Bold comic-book hero | Comic book hero portrait on a rooftop at night, city lights | portrait,comic | 0
    Vintage Film | Warm analog film look | Vintage film portrait in golden autumn light, grain | portrait,vintage | 0
  `,
  },
  {
    id: 8,
    title: 'Illustration',
    algorithm: 'text2image',
    module: 'text-to-image',
    type: 'image',
    ratio: '3:4',
    templates: `
    Kawaii Sticker | Cute die-cut sticker art | Kawaii cat sticker holding a strawberry, pastel candy colors | illustration,cute | 1
    Fantasy Landscape | A world from a fantasy novel | Fantasy landscape with a castle on a mountain above the clouds | illustration,fantasy | 0
    Concept Art | Moody sci-fi concept art | Sci-fi concept art of a giant planet over an alien desert | illustration,space | 0
    Deer Family | Warm and friendly picture-book art | Picture book illustration of a deer family in a sunny forest | illustration,kids | 0
    Isometric Room | A tiny detailed room | Isometric cozy room at night with neon lamps and plants, city view | illustration,3d | 0
    Travel Poster | Vintage travel poster | Vintage travel poster of a tropical island beach with palm trees | illustration,travel | 0
  `,
  },
];

/** The style a template is drawn and set in: the one its name or prompt names, else one of `rotation`. */
function templateStyle(name: string, prompt: string, index: number, rotation: readonly Style[]): Style {
  return promptStyle(name) ?? promptStyle(prompt) ?? rotation[index % rotation.length];
}

const VIDEO_TEMPLATE_STYLES: Style[] = ['plain', 'neon', 'anime', 'oil', 'vintage', 'watercolor'];
const IMAGE_TEMPLATE_STYLES: Style[] = ['watercolor', 'anime'];

/** How long a template's preview runs: the duration its form starts with. */
function previewSeconds(algorithm: TemplateAlgorithm): number {
  return algorithm === 'effect' ? EFFECT_DURATION.default : VIDEO_DURATION.default;
}

function fieldsFor(cat: CategoryDef, name: string, prompt: string, index: number): TemplateField[] {
  const photoField = F.imageField('Photo');
  switch (cat.algorithm) {
    case 'text2video':
      return [
        templatePromptField(prompt),
        F.ratioField(cat.ratio, ['16:9', '9:16', '1:1']),
        F.durationField(VIDEO_DURATION),
        F.styleField(templateStyle(name, prompt, index, VIDEO_TEMPLATE_STYLES)),
        ...(index % 2 === 0 ? [F.cameraField] : []),
        ...(index % 3 === 0 ? [F.videoQualityField] : []),
        F.hdField,
      ];
    case 'image2video':
      return [
        photoField,
        F.endFrameField,
        templatePromptField(prompt, false),
        F.motionField,
        F.durationField(VIDEO_DURATION),
        F.hdField,
      ];
    case 'effect': {
      // The effect engine takes one photo, two photos (the two-person category) or a clip (Dance Remix).
      const input = cat.id === 5 ? F.photosField : name === 'Dance Remix' ? F.videoField() : photoField;
      return [input, effectField(name, index), F.motionField, F.hdField];
    }
    case 'text2image':
      return [
        templatePromptField(prompt),
        F.ratioField(cat.ratio, ['1:1', '3:4', '4:3', '9:16', '16:9']),
        F.styleField(templateStyle(name, prompt, index, IMAGE_TEMPLATE_STYLES)),
        F.imageModeField,
        F.imageCountField([1, 2, 4]),
        F.negativePromptField,
      ];
    case 'image2image':
      return [
        photoField,
        styleReferenceField(),
        F.slider('strength', 'Strength', { min: 0.1, max: 1, default: 0.6 }, 0.05),
        templatePromptField(prompt, false),
      ];
  }
}

export interface CategorySeed {
  id: number;
  title: string;
  algorithm: TemplateAlgorithm;
  type: TemplateTab;
  sort: number;
}

export interface TemplateSeed {
  id: number;
  num: string;
  categoryId: number;
  algorithm: TemplateAlgorithm;
  module: string;
  type: TemplateTab;
  name: string;
  description: string;
  prompt: string;
  thumb: SeedMediaSpec;
  preview?: SeedMediaSpec;
  hot: 0 | 1;
  tags: string[];
  fields: TemplateField[];
  sort: number;
}

export function categorySeeds(): CategorySeed[] {
  return CATEGORIES.map((c, i) => ({
    id: c.id,
    title: c.title,
    algorithm: c.algorithm,
    type: c.type,
    sort: i,
  }));
}

/** 48 templates, ids 1…48 in category order. */
export function templateSeeds(): TemplateSeed[] {
  const out: TemplateSeed[] = [];
  for (const cat of CATEGORIES) {
    textTable(cat.templates, 5).forEach(([name, description, prompt, tags, hot], index) => {
      const id = out.length + 1;
      const sizes = THUMB_SIZES[cat.ratio];
      const fields = fieldsFor(cat, name, prompt, index);
      // Drawn in the style its form starts with, or the one its words name.
      const styleField = fields.find((f) => f.field === 'style');
      const style = (styleField?.default as Style | undefined) ?? promptStyle(name) ?? promptStyle(prompt);
      out.push({
        id,
        num: hashString(`template:${id}`).toString(36).slice(0, 6).padStart(6, '0'),
        categoryId: cat.id,
        algorithm: cat.algorithm,
        module: cat.module,
        type: cat.type,
        name,
        description,
        prompt,
        thumb: imageSpec(prompt, ...sizes.thumb, style),
        preview:
          cat.type === 'video'
            ? videoSpec(prompt, ...sizes.video, previewSeconds(cat.algorithm), style)
            : undefined,
        hot: hot === '1' ? 1 : 0,
        tags: tags.split(','),
        fields,
        sort: index,
      });
    });
  }
  return out;
}
