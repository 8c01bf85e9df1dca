import type { RequestField } from '../../src/core/contract/explore';
import type { DemoKey, PromptSampleKey } from '../../src/core/contract/samples';
import type { ExploreSeed } from './explore-content';
import type { SeedMediaSpec } from '../../src/core/seed-media';
import type { TemplateSeed } from './template-content';

/** Prompt ideas the generator pages offer per key: [chip title, prompt]. */
export const PROMPT_SAMPLES: Record<PromptSampleKey, Array<[string, string]>> = {
  text2image: [
    [
      'Misty lighthouse',
      'A lighthouse on a rocky cliff in thick morning mist, soft diffused light, muted blue palette, 35mm photo',
    ],
    [
      'Cozy reading nook',
      'A cozy reading nook by a rainy window, warm lamp light, stacked books and a sleeping cat, watercolor',
    ],
    [
      'Neon ramen stand',
      'A tiny ramen stand on a neon-lit Tokyo side street at night, steam rising, cinematic composition',
    ],
    [
      'Glass terrarium',
      'A miniature forest inside a glass terrarium on a wooden desk, macro photo, shallow depth of field',
    ],
    [
      'Astronaut garden',
      'An astronaut tending a flower garden on the moon, Earth in the sky, whimsical storybook style',
    ],
    [
      'Desert caravan',
      'A caravan crossing red dunes under a huge full moon, long shadows, cinematic wide shot',
    ],
    [
      'Koi pond',
      'Orange and white koi in a clear pond with lily pads, seen from above, vibrant ink painting',
    ],
    [
      'Winter market',
      'A snowy European Christmas market at dusk, glowing stalls, people in warm coats, oil painting',
    ],
    [
      'Isometric bakery',
      'An isometric cutaway of a tiny bakery with fresh bread on shelves, pastel 3D render',
    ],
    [
      'Portrait in golden hour',
      'Portrait of an elderly fisherman in golden hour light, weathered face, shallow depth of field',
    ],
  ],
  text2video: [
    [
      'Drone over fjord',
      'A slow drone shot gliding over a Norwegian fjord at sunrise, mist on the water, cinematic',
    ],
    [
      'City in the rain',
      'Rain falling on a neon-lit city street at night, reflections in puddles, camera tracking forward',
    ],
    ['Whale breach', 'A humpback whale breaching in slow motion, spray catching the sunlight, wide shot'],
    [
      'Campfire night',
      'A crackling campfire under a sky full of stars, sparks drifting upward, static camera',
    ],
    ['Paper boats', 'Paper boats floating down a rainy street gutter, macro shot, playful mood'],
    ['Sakura wind', 'Cherry blossom petals swirling in the wind along a temple path, slow pan'],
    ['Lava meets sea', 'Glowing lava flowing into the ocean at dusk, clouds of steam, aerial view'],
    [
      'Cat astronaut',
      'A cat in a tiny space suit floating inside a spaceship, curious and cute, soft lighting',
    ],
    ['Train through snow', 'A red train crossing a snowy mountain bridge, camera following from the side'],
    ['Time-lapse bloom', 'Time-lapse of a pink peony blooming on a black background, studio lighting'],
  ],
  text2music: [
    [
      'Lo-fi study',
      'Calm lo-fi hip hop beat with warm vinyl crackle, soft piano chords and a slow steady groove',
    ],
    [
      'Epic trailer',
      'Epic orchestral trailer music with pounding drums, rising strings and a heroic brass theme',
    ],
    ['Summer pop', 'Upbeat summer pop with bright guitars, handclaps and a catchy whistled melody'],
    ['Ambient ocean', 'Ambient soundscape of slow synth pads and distant ocean waves, peaceful and spacious'],
    ['Jazz cafe', 'Relaxed jazz trio with brushed drums, walking upright bass and a mellow piano solo'],
    ['Synthwave drive', 'Retro synthwave with pulsing bass, gated drums and shimmering 80s synth leads'],
    [
      'Acoustic morning',
      'Gentle acoustic guitar fingerpicking with light strings, warm and hopeful morning mood',
    ],
    ['Game boss fight', 'Intense chiptune boss battle theme with fast arpeggios and driving 8-bit drums'],
    ['Cinematic piano', 'Emotional solo piano piece, slow tempo, soft dynamics, reflective and bittersweet'],
    [
      'Festival house',
      'Energetic house track with four-on-the-floor kick, big synth chords and a vocal chop hook',
    ],
  ],
};

export interface DemoSeed {
  key: DemoKey;
  title: string;
  prompt: string;
  algorithm: string;
  module: string;
  thumb: SeedMediaSpec;
  preview?: SeedMediaSpec;
  fields: RequestField[];
}

/** Demos reuse explore samples and effect templates, so they need no media of their own. */
export function demoSeeds(explore: ExploreSeed[], templates: TemplateSeed[]): DemoSeed[] {
  const demos: DemoSeed[] = [];
  for (const key of ['text2video', 'image2video', 'text2image', 'image2image'] as const) {
    for (const item of explore.filter((e) => e.algorithm === key).slice(0, 4)) {
      const { title, prompt, algorithm, module, thumb, preview, fields } = item;
      demos.push({ key, title, prompt, algorithm, module, thumb, preview, fields });
    }
  }
  for (const t of templates.filter((x) => x.algorithm === 'effect').slice(0, 6)) {
    demos.push({
      key: 'effect',
      title: t.name,
      prompt: t.prompt,
      algorithm: t.algorithm,
      module: t.module,
      thumb: t.thumb,
      preview: t.preview,
      fields: [{ field: 'effect', val: t.fields.find((f) => f.field === 'effect')?.default ?? '' }],
    });
  }
  return demos;
}
