/**
 * What each home card shows of what its generator or tool makes: made by the product's own engine from the card's
 * own example when the server starts (seed files), so a card shows a real result, never a stock picture. Clips
 * are short, muted and looping, with their first frame as a poster; tools show a before and an after; a still is
 * a still. Each is 16:9 at list-preview size.
 */
import { frameSpec, imageSpec, maskSpec, moduleSpec, videoSpec, type SeedMediaSpec } from './seed-media';

export type ShowcaseMedia =
  | { kind: 'clip'; poster: SeedMediaSpec; video: SeedMediaSpec }
  | { kind: 'still'; image: SeedMediaSpec }
  | { kind: 'compare'; before: SeedMediaSpec; after: SeedMediaSpec; cutOut?: boolean };

/** Size of every card's media. */
export const SHOWCASE_WIDTH = 320;
export const SHOWCASE_HEIGHT = 180;
const W = SHOWCASE_WIDTH;
const H = SHOWCASE_HEIGHT;

const clip = (video: SeedMediaSpec): ShowcaseMedia => ({ kind: 'clip', poster: frameSpec(video), video });

const photo = (prompt: string) => imageSpec(prompt, 480, 270);
const out = (kind: 'image' | 'video', duration?: number) => ({ kind, width: W, height: H, duration });

const LAKE = photo('a sailboat on a lake at dawn');
const STREET = videoSpec('a woman walking down a city street at dusk', W, H, 3);
const COTTAGE = photo('a cottage in a meadow with flowers, day');
const CAT = photo('a cat in a garden');
const BEACH = photo('a dog and a red ball on the beach');
const TRAIN = videoSpec('a train crossing a bridge in the mountains', 160, 90, 2);
const APPLE = imageSpec('a red apple on a plate', 96, 54);

/** The media of each home card, by the card's route. */
export const SHOWCASE: Record<string, ShowcaseMedia> = {
  '/ai/image-to-video': clip(
    moduleSpec(
      'image2video',
      { prompt: 'slow zoom in, light rain', duration: 3 },
      { image: LAKE },
      out('video', 3),
    ),
  ),
  '/ai/text-to-video': clip(videoSpec('a bird flying over the sea at sunset', W, H, 4)),
  '/ai/video-to-anime': clip(
    moduleSpec('video2video', { style: 'anime' }, { video: STREET }, out('video', 3)),
  ),
  '/ai/text-to-image': {
    kind: 'still',
    image: imageSpec('a red fox in a snowy forest, watercolor', W, H, 'watercolor'),
  },
  '/ai/image-to-image': {
    kind: 'compare',
    before: COTTAGE,
    after: moduleSpec('image2image', { style: 'oil', strength: 0.8 }, { image: COTTAGE }, out('image')),
  },
  '/ai/text-to-music': {
    kind: 'still',
    image: moduleSpec(
      'txt2Music',
      { prompt: 'calm lo-fi piano with soft drums', duration: 6 },
      {},
      out('image'),
    ),
  },
  '/ai/effect': clip(
    moduleSpec('effect', { effect: 'zoom_pulse', duration: 3 }, { image: CAT }, out('video', 3)),
  ),
  '/ai/ai-tools/video-enhancer': {
    kind: 'compare',
    before: frameSpec(TRAIN),
    after: moduleSpec('vqe', {}, { video: TRAIN }, out('image')),
  },
  '/ai/ai-tools/image-enhancer': {
    kind: 'compare',
    before: APPLE,
    after: moduleSpec('image_scale', { scale: 4 }, { image: APPLE }, out('image')),
  },
  '/ai/ai-tools/bg-remover': {
    kind: 'compare',
    before: CAT,
    after: moduleSpec('mai_fs', {}, { image: CAT }, out('image')),
    cutOut: true,
  },
  '/ai/ai-tools/object-remover': {
    kind: 'compare',
    before: BEACH,
    after: moduleSpec('oir', {}, { image: BEACH, mask: maskSpec(BEACH, 'ball') }, out('image')),
  },
  '/ai/ai-tools/audio': {
    kind: 'still',
    image: moduleSpec(
      'txt2Music',
      { prompt: 'upbeat acoustic guitar and bells', duration: 6 },
      {},
      out('image'),
    ),
  },
};

/** Every seed file the home cards need, the files they are made of first. */
export function showcaseSpecs(): SeedMediaSpec[] {
  return Object.values(SHOWCASE).flatMap((media) =>
    media.kind === 'clip'
      ? [media.video, media.poster]
      : media.kind === 'still'
        ? [media.image]
        : [media.before, media.after],
  );
}
