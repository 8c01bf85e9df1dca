import type { ExploreType, RequestField } from '../../src/core/contract/explore';
import { textTable } from './text-table';
import {
  EFFECT_DURATION,
  EFFECTS,
  VIDEO_DURATION,
  VIDEO_STYLES,
  type Style,
} from '../../src/core/generation-limits';
import { promptStyle, THUMB_SIZES } from './media-spec';
import { imageSpec, videoSpec, type SeedMediaSpec } from '../../src/core/seed-media';

/** One seeded explore sample: title, prompt, aspect ratio; algorithm and module say which generator made it. */
interface Sample {
  title: string;
  prompt: string;
  ratio: keyof typeof THUMB_SIZES;
}

/** Rows of `ratio | title | prompt`. */
function samples(table: string): Sample[] {
  return textTable(table, 3).map(([ratio, title, prompt]) => {
    if (!(ratio in THUMB_SIZES)) throw new Error(`unknown ratio ${ratio}`);
    return { ratio, title, prompt };
  });
}

const VIDEO_SAMPLES = samples(`
  16:9 | Ocean at Dawn | Slow aerial drift over turquoise ocean waves at dawn, soft golden light, cinematic
  9:16 | Neon Rain | Rainy cyberpunk street at night, neon signs reflecting in puddles, camera glides forward
  16:9 | Misty Forest | Sunbeams piercing a misty pine forest, drifting pollen, gentle dolly shot
  16:9 | Desert Caravan | Camel caravan crossing golden sand dunes at sunset, long shadows, wide shot
  16:9 | Alpine Sunrise | Snowy mountain peaks glowing pink at sunrise, clouds rolling through the valley, timelapse
  16:9 | Nebula Voyage | A small spaceship gliding past a violet nebula and a ringed planet, epic space scene
  1:1 | Cherry Blossom Cat | A fluffy cat napping under falling cherry blossom petals, pastel colors, shallow depth of field
  9:16 | Lighthouse Storm | Waves crashing against a lonely lighthouse during a storm, dramatic sea spray
  16:9 | Tokyo Crossing | Busy Tokyo crossing at night from above, streams of people and neon light trails
  16:9 | Autumn Lake | Calm lake surrounded by autumn trees, red and orange leaves drifting on the water
  16:9 | Aurora Cabin | Green aurora dancing over a snowy cabin, stars twinkling, slow pan
  16:9 | Coral Reef | Underwater coral reef with schools of tropical fish, sunlight rippling from the surface
  9:16 | Lava Flow | Glowing lava flowing into the sea at dusk, steam rising, close-up
  9:16 | Bamboo Path | Walking through a tall bamboo forest path, wind swaying the stalks, first-person view
  1:1 | Robot Barista | A friendly robot pouring latte art in a cozy city cafe, warm morning light
  16:9 | Dragon Over Canyon | A red dragon soaring over a vast canyon at sunset, wings catching the light
  16:9 | Snow Wolf | A white wolf walking through fresh snow in a winter forest, breath visible in the cold
  16:9 | Night Train | A vintage train crossing a bridge at night under a full moon, warm window lights
  9:16 | Fairy Meadow | Glowing fireflies rising over a fairy meadow at twilight, dreamy bokeh
  9:16 | Surf Session | A surfer riding a huge turquoise wave, slow motion spray, golden hour
  16:9 | Astronaut Float | An astronaut floating above the Earth, the moon rising behind, slow rotation
  16:9 | Castle in the Clouds | An ancient castle on a snowy mountain above the clouds, sweeping drone shot
  16:9 | Island Escape | Tropical island with palm trees and a crystal clear lagoon, drone flying toward the beach
  9:16 | Summer Clouds | Anime style girl on a hill watching huge summer clouds, wind in her hair
  16:9 | City Timelapse | City skyline timelapse from day to night, lights switching on across the towers
  1:1 | Puppy Garden | A cute puppy chasing butterflies in a flower garden, playful and bright
  16:9 | Glacier Calving | A glacier wall breaking into an icy blue sea, slow motion, documentary style
  4:3 | Deer at Dawn | A deer stepping out of a foggy forest at dawn, soft backlight, calm mood
  3:4 | Hug Effect | Two friends in a warm hug, smiling, soft studio light
  1:1 | Galaxy Spin | A spiral galaxy slowly spinning, countless stars and glowing cosmic dust
`);

const IMAGE_SAMPLES = samples(`
  4:3 | Coastal Village | Watercolor painting of a coastal village by the sea, soft morning light
  3:4 | Neon Samurai | Cyberpunk samurai standing in neon rain, city night backdrop, highly detailed
  3:4 | Enchanted Forest | Enchanted forest with glowing mushrooms and a fairy path, fantasy illustration
  16:9 | Desert Oasis | Hidden oasis among golden sand dunes at sunset, cinematic matte painting
  16:9 | Mountain Lake | Crystal mountain lake reflecting snowy peaks, ultra sharp landscape photo
  3:4 | Cosmic Portrait | Portrait of a woman made of stars and nebula, cosmic double exposure
  1:1 | Kawaii Cat | Cute kawaii cat with big eyes holding a strawberry, pastel sticker style
  16:9 | Sunset Pier | Wooden pier stretching into a calm sea at sunset, long exposure photo
  16:9 | Retro Car | Retro sports car parked on a neon city street at night, synthwave style
  3:4 | Autumn Path | Path through an autumn forest carpeted with golden leaves, oil painting
  3:4 | Ice Castle | Majestic ice castle on a frozen mountain under the northern lights
  16:9 | Underwater Whale | A humpback whale gliding underwater through sunbeams in the deep blue ocean
  4:3 | Volcano Dawn | Active volcano glowing with lava at dawn, dramatic clouds, epic scale
  4:3 | Zen Garden | Japanese zen garden with bamboo and raked sand, tranquil spring morning
  1:1 | Robot Friend | Small friendly robot holding a flower in a sunny garden, 3D render
  1:1 | Dragon Egg | A glowing dragon egg resting in a canyon nest, fantasy concept art
  4:3 | Winter Cabin | Cozy wooden cabin in deep snow with warm windows, winter night
  1:1 | Moon Rabbit | A white rabbit sitting on a crescent moon among stars, storybook illustration
  3:4 | Flower Portrait | Portrait of a girl with a crown of wildflowers, pastel film photo
  16:9 | Beach Day | Tropical beach with turquoise water and palm shadows, bright summer day
  16:9 | Ringed Planet | Giant ringed planet rising over an alien desert, science fiction art
  9:16 | Tea House | Traditional tea house in a misty bamboo forest, ink wash painting
  9:16 | Anime Hero | Anime hero standing on a rooftop with a cape, dramatic sky, cel shading
  16:9 | Skyline Dusk | Modern city skyline at dusk with lit windows and a purple sky
  1:1 | Puppy Love | Two puppies cuddling on a soft blanket, warm and cute, studio photo
  4:3 | Frozen Lake | Frozen lake with bubbles trapped in the ice, winter mountains behind
  3:4 | Forest Deer | Majestic deer in a sunlit forest clearing, fantasy realism
  16:9 | Galaxy Whale | A whale swimming through a galaxy of stars, surreal digital art
  1:1 | Candy Land | Whimsical candy land with lollipop trees and cotton candy clouds, pastel
  4:3 | Storm Sea | Sailing ship on a stormy sea with huge waves, dramatic oil painting
`);

const VIDEO_GENERATORS = [
  { algorithm: 'text2video', module: 'text-to-video' },
  { algorithm: 'image2video', module: 'image-to-video' },
  { algorithm: 'video2video', module: 'video-to-anime' },
  { algorithm: 'effect', module: 'effect' },
];
const IMAGE_GENERATORS = [
  { algorithm: 'text2image', module: 'text-to-image' },
  { algorithm: 'image2image', module: 'image-to-image' },
];

/** Explore ids whose `extra` is deliberately unparsable: the UI must fall back to 400×400. */
export const BROKEN_EXTRA_IDS = [7, 38] as const;

export interface ExploreSeed {
  id: number;
  type: ExploreType;
  algorithm: string;
  module: string;
  title: string;
  prompt: string;
  fields: RequestField[];
  extra: string;
  thumb: SeedMediaSpec;
  preview?: SeedMediaSpec;
  isDirect: 0 | 1;
  /** Seconds before the seed time: newer samples sort first. */
  ageSeconds: number;
}

/**
 * The settings an explore item was "made" with: exactly the fields its generator's form takes, with values the
 * form offers, so Go Create (and the demos built from these) fill the form and nothing is dropped or refused.
 */
function requestFields(sample: Sample, algorithm: string, index: number): RequestField[] {
  const pick = <T>(list: readonly T[]) => list[index % list.length];
  // The style its words name when the form offers it (a "Neon Samurai" is made neon), else one in turn.
  const said = promptStyle(sample.title) ?? promptStyle(sample.prompt);
  const videoStyle = VIDEO_STYLES.find((s) => s === said) ?? pick(VIDEO_STYLES);
  const prompt = { field: 'prompt', val: sample.prompt };
  const ratio = { field: 'aspect_ratio', val: sample.ratio };
  switch (algorithm) {
    case 'text2video':
      return [
        prompt,
        ratio,
        { field: 'duration', val: index % 2 ? 5 : 8 },
        { field: 'style', val: said ?? pick(['neon', 'vintage', 'watercolor']) },
      ];
    case 'image2video':
      return [prompt, { field: 'duration', val: index % 2 ? 5 : 8 }];
    case 'video2video':
      return [{ field: 'style', val: videoStyle }];
    case 'effect':
      return [
        { field: 'effect', val: pick(EFFECTS) },
        { field: 'duration', val: EFFECT_DURATION.default },
      ];
    case 'text2image':
      return [
        prompt,
        ratio,
        { field: 'style', val: said ?? pick(['neon', 'anime', 'watercolor']) },
        { field: 'num', val: 1 },
      ];
    case 'image2image':
      return [
        prompt,
        { field: 'style', val: said ?? pick(['oil', 'anime', 'sketch']) },
        { field: 'strength', val: 0.6 },
      ];
    default:
      return [prompt];
  }
}

/** The 60 explore samples: video and image interleaved, ids 1…60. */
export function exploreSeeds(): ExploreSeed[] {
  const out: ExploreSeed[] = [];
  for (let i = 0; i < VIDEO_SAMPLES.length; i++) {
    for (const type of ['video', 'image'] as const) {
      const sample = (type === 'video' ? VIDEO_SAMPLES : IMAGE_SAMPLES)[i];
      const gens = type === 'video' ? VIDEO_GENERATORS : IMAGE_GENERATORS;
      const gen = gens[i % gens.length];
      const id = out.length + 1;
      const sizes = THUMB_SIZES[sample.ratio];
      const fields = requestFields(sample, gen.algorithm, i);
      // Drawn in the settings it states: its style, and a clip exactly as long as its duration says.
      const setting = (name: string) => fields.find((f) => f.field === name)?.val;
      const style = (setting('style') as Style | undefined) ?? promptStyle(sample.prompt);
      const seconds = (setting('duration') as number | undefined) ?? VIDEO_DURATION.default;
      const thumb = imageSpec(sample.prompt, ...sizes.thumb, style);
      out.push({
        id,
        type,
        ...gen,
        title: sample.title,
        prompt: sample.prompt,
        fields,
        extra: (BROKEN_EXTRA_IDS as readonly number[]).includes(id)
          ? `{width:${thumb.width},height:` // unparsable on purpose
          : JSON.stringify({ width: thumb.width, height: thumb.height }),
        thumb,
        preview: type === 'video' ? videoSpec(sample.prompt, ...sizes.video, seconds, style) : undefined,
        isDirect: gen.algorithm === 'text2video' || gen.algorithm === 'text2image' ? 1 : 0,
        ageSeconds: id * 3600,
      });
    }
  }
  return out;
}
