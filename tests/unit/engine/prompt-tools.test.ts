import { describe, expect, it } from 'vitest';
import { polishPrompt } from '../../../server/engine/prompt-tools/polish-prompt';
import { promptOfReading, readImage } from '../../../server/engine/prompt-tools/describe-image';
import { colourName } from '../../../server/engine/prompt-tools/image-words';
import { readPrompt } from '../../../server/engine/scene/read-prompt';
import { musicPlan } from '../../../server/engine/procedural/music-features';
import { namesCameraMove } from '../../../server/engine/procedural/ken-burns';
import { seededRandom } from '../../../server/engine/seeded-random';
import { PROMPT_MAX_LENGTH } from '../../../src/core/generation-limits';
import type { RgbImage } from '../../../server/engine/neural/esrgan';
import { ENGINE_MODULES } from '../../../server/engine/registry';
import { PROMPT_MEDIA } from '../../../src/core/contract/prompt-tools';
import type { AlgorithmModule } from '../../../server/engine/types';

/** Whether a module keeps a prompt it is given, with its file params filled all together or one at a time. */
function takesPrompt(module: AlgorithmModule): boolean {
  const id = (name: string) => {
    const spec = module.fileParams[name];
    return [name, spec.multiple ? Array<string>(spec.multiple.min).fill('f') : 'f'];
  };
  const names = Object.keys(module.fileParams);
  const tries = [names, ...names.map((n) => [n])];
  return tries.some((files) => {
    try {
      return module.validate({ ...Object.fromEntries(files.map(id)), prompt: 'a cat' }).prompt === 'a cat';
    } catch {
      return false;
    }
  });
}

const names = (prompt: string) => readPrompt(prompt).subjects.map((s) => [s.name, s.count]);

describe('where the prompt tools are offered', () => {
  it('are offered for exactly the algorithms whose engine module reads a prompt', () => {
    const reading = [...ENGINE_MODULES.values()].filter(takesPrompt).map((m) => m.key);
    expect(reading.sort()).toEqual(Object.keys(PROMPT_MEDIA).sort());
  });
});

describe('polish (pictures and videos)', () => {
  it.each(['a cat sitting on a sofa', 'two dogs', 'a whale', 'a red balloon', 'three children and a kite'])(
    'keeps "%s" word for word and its subjects, adding only words the scene composer reads',
    (prompt) => {
      const { prompt: polished, added } = polishPrompt(prompt, 'text2image');
      expect(polished.startsWith(`${prompt}, `)).toBe(true);
      expect(added.length).toBeGreaterThan(0);
      expect(polished).toBe([prompt, ...added].join(', '));
      expect(names(polished)).toEqual(names(prompt));
      const read = readPrompt(polished);
      expect(read.unmatched).toEqual(readPrompt(prompt).unmatched);
      expect(read.setting).not.toBeNull();
    },
  );

  it('sets swimmers under the sea and things of a home in a room, without a sky to light', () => {
    expect(polishPrompt('a whale', 'text2image').added).toEqual(['underwater']);
    expect(polishPrompt('a cat on a sofa', 'text2image').added).toEqual(['in a living room']);
  });

  it('adds a time of day only when the prompt names none', () => {
    expect(readPrompt(polishPrompt('a fox in a forest', 'text2image').prompt).time).not.toBeNull();
    const night = polishPrompt('a fox in a forest at night', 'text2image');
    expect(night.added).toEqual([]);
    expect(night.prompt).toBe('a fox in a forest at night');
    expect(night.note).toMatch(/nothing added.*no language model/);
  });

  it('gives a video a camera move the video engine reads, and an animated photo nothing but that', () => {
    const video = polishPrompt('two dogs in a park at dusk', 'text2video');
    expect(video.added).toHaveLength(1);
    expect(namesCameraMove(video.prompt)).toBe(true);
    const photo = polishPrompt('the waves move', 'image2video');
    expect(photo.added).toHaveLength(1);
    expect(namesCameraMove(photo.prompt)).toBe(true);
    expect(polishPrompt('slow zoom in on the waves', 'image2video').added).toEqual([]);
  });

  it('does not give a restyled photo a new place', () => {
    const { added } = polishPrompt('make it dreamy', 'image2image');
    expect(readPrompt(added.join(', ')).setting).toBeNull();
    expect(added).toHaveLength(1);
  });

  it('is the same every time, trims the ending punctuation and never outgrows the prompt box', () => {
    expect(polishPrompt('a lighthouse.', 'text2image')).toEqual(polishPrompt('a lighthouse.', 'text2image'));
    expect(polishPrompt('a lighthouse.', 'text2image').prompt).toMatch(/^a lighthouse, /);
    const long = `a cat ${'very '.repeat(Math.floor((PROMPT_MAX_LENGTH - 20) / 5))}`.trim();
    const polished = polishPrompt(long, 'text2image');
    expect(polished.prompt.length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
    expect(polished.prompt.startsWith(long)).toBe(true);
  });
});

describe('polish (music)', () => {
  it.each(['a song for a road trip', 'sad piano', 'lofi beats to study to, 80 bpm'])(
    'writes out what the planner would otherwise pick for "%s"',
    (prompt) => {
      const { prompt: polished, added } = polishPrompt(prompt, 'txt2Music');
      expect(polished.startsWith(prompt)).toBe(true);
      expect(added.length).toBeGreaterThan(0);
      // Whatever the seed, the polished prompt now fixes genre, mood, tempo, key and instruments.
      const [a, b] = [1, 2].map((seed) => musicPlan(polished, seededRandom(seed)));
      expect(a.genre).not.toBeNull();
      expect(a.mood).not.toBeNull();
      expect(a.said).toEqual({ bpm: true, key: true, instruments: true });
      expect([a.genre, a.bpm, a.root, a.mode, a.instruments]).toEqual([
        b.genre,
        b.bpm,
        b.root,
        b.mode,
        b.instruments,
      ]);
    },
  );

  it('keeps a sad prompt in a genre that suits it', () => {
    const plan = musicPlan(polishPrompt('sad piano', 'txt2Music').prompt, seededRandom(1));
    expect(['lo-fi', 'folk']).toContain(plan.genre);
    expect(plan.mode).toBe('minor');
  });
});

/** A w×h picture of `bg` with a `fg` rectangle, and the mask of that rectangle. */
function picture(w: number, h: number, bg: number[], fg: number[], box: number[]) {
  const data = Buffer.alloc(w * h * 3);
  const mask = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inside = x >= box[0] && x < box[2] && y >= box[1] && y < box[3];
      data.set(inside ? fg : bg, (y * w + x) * 3);
      mask[y * w + x] = inside ? 255 : 0;
    }
  return { img: { data, width: w, height: h } satisfies RgbImage, mask };
}

describe('img2prompt from pixels and a subject mask', () => {
  it('names the frame, the subject’s place, size and colour, the background and the light', () => {
    const { img, mask } = picture(200, 100, [30, 60, 200], [230, 40, 40], [150, 10, 180, 90]);
    const reading = readImage(img, mask);
    expect(reading.subject).toMatchObject({ colours: ['red'], background: ['blue'] });
    const prompt = promptOfReading(reading);
    expect(prompt).toMatch(/^A wide landscape picture of a medium-sized, tall red subject on the right/);
    expect(prompt).toContain('against a blue background');
    expect(prompt).toMatch(/dim light|even light/);
  });

  it('says no subject stands out when the mask is missing or covers the frame', () => {
    const { img, mask } = picture(100, 160, [250, 250, 250], [20, 20, 20], [0, 0, 100, 160]);
    expect(readImage(img, mask).subject).toBeNull();
    const prompt = promptOfReading(readImage(img, null));
    expect(prompt).toBe(
      'A tall portrait picture with no single subject standing out, in black tones; dark, low-key light, soft contrast',
    );
  });

  it('names colours by lightness first, then hue', () => {
    expect([
      colourName(250, 250, 250),
      colourName(10, 10, 10),
      colourName(128, 128, 128),
      colourName(240, 200, 30),
      colourName(90, 50, 20),
      colourName(20, 30, 90),
      colourName(40, 180, 60),
      colourName(240, 120, 200),
    ]).toEqual(['white', 'black', 'grey', 'yellow', 'brown', 'navy', 'green', 'pink']);
  });
});
