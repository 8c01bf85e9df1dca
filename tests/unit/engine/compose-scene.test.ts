/** The scene composer reads a prompt into subjects with counts, a setting, a time, weather and style, and places them. */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../../server/engine/scene/compose-scene';
import type { Box, ComposedScene, PlacedArt } from '../../../server/engine/scene/scene-model';

const W = 1024;
const H = 1024;
const compose = (prompt: string, extra: { negativePrompt?: string; width?: number; height?: number } = {}) =>
  composeScene(prompt, { width: W, height: H, seed: 1, ...extra });

interface Expected {
  prompt: string;
  /** [noun, count] pairs the scene must hold (and draw that many times). */
  subjects?: Array<[string, number]>;
  setting?: string | null;
  time?: string;
  weather?: string | null;
  style?: string;
  unmatched?: string[];
}

const TABLE: Expected[] = [
  { prompt: 'Two cats on a windowsill', subjects: [['cat', 2]], setting: 'windowsill' },
  { prompt: 'Two cats on a windowsill at dusk', subjects: [['cat', 2]], setting: 'windowsill', time: 'dusk' },
  {
    prompt: 'a red fox in a snowy forest, watercolor',
    subjects: [['fox', 1]],
    setting: 'forest',
    weather: 'snow',
    style: 'watercolor',
  },
  {
    prompt: '3 birds above a tree',
    subjects: [
      ['bird', 3],
      ['tree', 1],
    ],
    setting: null,
  },
  { prompt: 'three dogs on the beach', subjects: [['dog', 3]], setting: 'beach' },
  {
    prompt: 'twelve red apples on a plate, pixel art',
    subjects: [
      ['red apple', 12],
      ['plate', 1],
    ],
    style: 'pixel',
  },
  { prompt: 'a dozen eggs', subjects: [['egg', 12]] },
  { prompt: '100 birds in the sky', subjects: [['bird', 12]], setting: 'sky' },
  { prompt: 'a pair of swans on a lake', subjects: [['swan', 2]], setting: 'lake' },
  { prompt: 'cats', subjects: [['cat', 3]] },
  {
    prompt: '5 fish and an octopus under the sea',
    subjects: [
      ['fish', 5],
      ['octopus', 1],
    ],
    setting: 'underwater',
  },
  {
    prompt: 'an astronaut floating in space with a rocket',
    subjects: [
      ['astronaut', 1],
      ['rocket', 1],
    ],
    setting: 'space',
  },
  {
    prompt: 'a snowman beside 2 penguins on a snow field',
    subjects: [
      ['snowman', 1],
      ['penguin', 2],
    ],
    setting: 'snowfield',
  },
  { prompt: 'a camel in the desert at sunset', subjects: [['camel', 1]], setting: 'desert', time: 'dusk' },
  { prompt: 'four camels in the sahara', subjects: [['camel', 4]], setting: 'desert' },
  {
    prompt: 'a house in the mountains at dawn',
    subjects: [['house', 1]],
    setting: 'mountains',
    time: 'dawn',
  },
  {
    prompt: 'a white horse in front of mountains at sunrise, oil painting',
    subjects: [['horse', 1]],
    setting: 'mountains',
    time: 'dawn',
    style: 'oil',
  },
  { prompt: 'a dog in the kitchen', subjects: [['dog', 1]], setting: 'kitchen' },
  {
    prompt: 'a teddy bear on a chair in a room',
    subjects: [
      ['teddy bear', 1],
      ['chair', 1],
    ],
    setting: 'room',
  },
  {
    prompt: 'a robot walking down a street at night, neon',
    subjects: [['robot', 1]],
    setting: 'street',
    time: 'night',
    style: 'neon',
  },
  { prompt: 'cyberpunk city at night', subjects: [], setting: 'city', time: 'night', style: 'neon' },
  {
    prompt: 'a girl with a yellow umbrella in the rain',
    subjects: [
      ['girl', 1],
      ['umbrella', 1],
    ],
    weather: 'rain',
  },
  { prompt: 'a cottage in a foggy forest', subjects: [['cottage', 1]], setting: 'forest', weather: 'fog' },
  {
    prompt: 'two owls in a tree at midnight',
    subjects: [
      ['owl', 2],
      ['tree', 1],
    ],
    time: 'night',
  },
  { prompt: 'a sailboat by the sea', subjects: [['sailboat', 1]], setting: 'sea' },
  { prompt: 'a pink elephant in the jungle', subjects: [['elephant', 1]], setting: 'jungle' },
  {
    prompt: 'two rabbits in a meadow in the morning',
    subjects: [['rabbit', 2]],
    setting: 'meadow',
    time: 'dawn',
  },
  {
    prompt: 'a butterfly and 3 tulips in a garden',
    subjects: [
      ['butterfly', 1],
      ['tulip', 3],
    ],
    setting: 'garden',
  },
  { prompt: 'a tractor on a farm', subjects: [['tractor', 1]], setting: 'farm' },
  {
    prompt: 'a bench in the park, sketch',
    subjects: [],
    setting: 'park',
    style: 'sketch',
    unmatched: ['bench'],
  },
  { prompt: 'a dog under a table', subjects: [['dog', 1]], unmatched: ['table'] },
  {
    prompt: 'a tiny mouse beside a big cake',
    subjects: [
      ['mouse', 1],
      ['cake', 1],
    ],
  },
  {
    prompt: 'a black cat on a red car on a street, anime',
    subjects: [
      ['black cat', 1],
      ['red car', 1],
    ],
    setting: 'street',
    style: 'anime',
  },
  { prompt: 'several penguins in the arctic', subjects: [['penguin', 4]], setting: 'snowfield' },
  { prompt: 'the moon over a quiet lake', subjects: [['moon', 1]], setting: 'lake', time: 'night' },
  {
    prompt: 'a sunflower in a pot under the sun',
    subjects: [
      ['sunflower', 1],
      ['sun', 1],
    ],
    time: 'day',
  },
  { prompt: 'a whale', subjects: [['whale', 1]], setting: null },
  {
    prompt: 'a dragon above a castle, vintage',
    subjects: [
      ['dragon', 1],
      ['castle', 1],
    ],
    style: 'vintage',
  },
  {
    prompt: 'a cat and a dog on a sofa in a living room',
    subjects: [
      ['cat', 1],
      ['dog', 1],
      ['sofa', 1],
    ],
    setting: 'room',
  },
  {
    prompt: 'two black cats in a basket',
    subjects: [
      ['black cat', 2],
      ['basket', 1],
    ],
  },
  {
    prompt: 'a frog on a rock by a pond at dusk',
    subjects: [
      ['frog', 1],
      ['rock', 1],
    ],
    setting: 'lake',
    time: 'dusk',
  },
  { prompt: 'a snowy village with houses', subjects: [['house', 3]], setting: 'street', weather: 'snow' },
  {
    prompt: 'an airplane above the clouds',
    subjects: [
      ['airplane', 1],
      ['cloud', 3],
    ],
  },
  {
    prompt: 'a minimal mountain landscape',
    subjects: [],
    setting: 'mountains',
    style: 'minimal',
    unmatched: [],
  },
  {
    prompt: 'an old man fishing by the river',
    subjects: [['old man', 1]],
    setting: 'lake',
    unmatched: ['fishing'],
  },
  { prompt: 'an old castle', subjects: [['castle', 1]], style: 'plain', unmatched: ['old'] },
  { prompt: 'sunset', subjects: [], setting: null, time: 'dusk' },
  { prompt: 'a samurai standing in the rain', subjects: [], weather: 'rain', unmatched: ['samurai'] },
  { prompt: 'a landscape with pine trees', subjects: [['pine tree', 3]], unmatched: [] },
];

/** How many copies of subject `name` the scene draws. */
const drawn = (scene: ComposedScene, name: string) => {
  const index = scene.subjects.findIndex((s) => s.name === name);
  return scene.items.filter((item) => item.subject === index).length;
};

describe('composeScene reads the prompt', () => {
  it.each(TABLE)('$prompt', (row) => {
    const scene = compose(row.prompt);
    for (const [name, count] of row.subjects ?? []) {
      expect(scene.subjects.find((s) => s.name === name)?.count, name).toBe(count);
      expect(drawn(scene, name), `${name} drawn`).toBe(count);
    }
    if (row.subjects) expect(scene.subjects).toHaveLength(row.subjects.length);
    if (row.setting !== undefined) expect(scene.setting).toBe(row.setting);
    if (row.time) expect(scene.time).toBe(row.time);
    if (row.weather !== undefined) expect(scene.weather).toBe(row.weather);
    expect(scene.style).toBe(row.style ?? 'plain');
    if (row.unmatched) expect(scene.unmatched).toEqual(row.unmatched);
    // Every subject is drawn inside the picture.
    for (const item of scene.items.filter((i) => i.subject !== undefined)) {
      const cx = item.box.x + item.box.w / 2;
      const cy = item.box.y + item.box.h / 2;
      expect(cx >= 0 && cx <= W && cy >= 0 && cy <= H, `${item.icon} at ${cx},${cy}`).toBe(true);
    }
  });

  it('draws nothing the negative prompt names and does not report it as not understood', () => {
    const scene = compose('a cat and a dog in the rain', { negativePrompt: 'dogs, rain' });
    expect(scene.subjects.map((s) => s.name)).toEqual(['cat']);
    expect(scene.weather).toBeNull();
    expect(scene.unmatched).toEqual([]);
    expect(scene.items.some((i) => i.icon === 'dog')).toBe(false);
  });

  it('tints a subject asked in a colour its art does not have', () => {
    const scene = compose('a blue cat');
    expect(scene.subjects[0]).toMatchObject({ name: 'cat', colour: 'blue' });
    expect(scene.items.find((i) => i.icon === 'cat')?.tint).toMatch(/^#[0-9a-f]{6}$/);
    // The red apple is red already: nothing to tint.
    expect(compose('a red apple').subjects[0].colour).toBeUndefined();
  });

  it('is deterministic and depends on the seed', () => {
    const a = compose('three dogs on the beach at sunset');
    expect(compose('three dogs on the beach at sunset')).toEqual(a);
    expect(composeScene('three dogs on the beach at sunset', { width: W, height: H, seed: 2 })).not.toEqual(
      a,
    );
  });

  it('says when nothing drawable was named', () => {
    const scene = compose('love and hope');
    expect(scene.understood).toBe(false);
    expect(scene.unmatched).toEqual(['love', 'hope']);
  });
});

const the = (scene: ComposedScene, icon: string): PlacedArt[] => scene.items.filter((i) => i.icon === icon);
const one = (scene: ComposedScene, icon: string): Box => {
  const found = the(scene, icon);
  expect(found, icon).toHaveLength(1);
  return found[0].box;
};
const bottom = (b: Box) => b.y + b.h;
const centreX = (b: Box) => b.x + b.w / 2;
const order = (scene: ComposedScene, icon: string) => scene.items.findIndex((i) => i.icon === icon);

describe('relations become geometry', () => {
  it('on: the bottom of X rests on the top part of Y, over it', () => {
    const scene = compose('a cat on a car');
    const cat = one(scene, 'cat');
    const car = one(scene, 'automobile');
    expect(bottom(cat)).toBeGreaterThanOrEqual(car.y);
    expect(bottom(cat)).toBeLessThanOrEqual(car.y + car.h * 0.45);
    expect(centreX(cat)).toBeGreaterThan(car.x);
    expect(centreX(cat)).toBeLessThan(car.x + car.w);
    expect(order(scene, 'cat')).toBeGreaterThan(order(scene, 'automobile'));
  });

  it('on the setting: cats on a windowsill stand on the sill', () => {
    const scene = compose('two cats on a windowsill');
    for (const cat of the(scene, 'cat'))
      expect(Math.abs(bottom(cat.box) - scene.horizon)).toBeLessThan(H * 0.04);
  });

  it('under a big thing: X at its foot, below its middle, within its width', () => {
    const scene = compose('a dog under a tree');
    const dog = one(scene, 'dog');
    const tree = one(scene, 'deciduous-tree');
    expect(Math.abs(bottom(dog) - bottom(tree))).toBeLessThan(H * 0.03);
    expect(dog.y + dog.h / 2).toBeGreaterThan(tree.y + tree.h / 2);
    expect(centreX(dog)).toBeGreaterThan(tree.x);
    expect(centreX(dog)).toBeLessThan(tree.x + tree.w);
  });

  it('under a small thing: the thing is lifted over X', () => {
    const scene = compose('a cat under an umbrella');
    const umbrella = one(scene, 'umbrella');
    const cat = one(scene, 'cat');
    expect(bottom(umbrella)).toBeLessThanOrEqual(cat.y + 1);
    expect(centreX(cat)).toBeGreaterThan(umbrella.x);
    expect(centreX(cat)).toBeLessThan(umbrella.x + umbrella.w);
  });

  it('above: X wholly over Y', () => {
    const scene = compose('a bird above a house');
    expect(bottom(one(scene, 'bird'))).toBeLessThan(one(scene, 'house').y);
  });

  it('beside: the same ground, side by side without overlapping', () => {
    const scene = compose('a cat beside a dog');
    const cat = one(scene, 'cat');
    const dog = one(scene, 'dog');
    expect(Math.abs(bottom(cat) - bottom(dog))).toBeLessThan(H * 0.04);
    expect(cat.x >= dog.x + dog.w || dog.x >= cat.x + cat.w).toBe(true);
  });

  it('in front of: overlapping, lower and drawn after; behind: higher and drawn before', () => {
    const front = compose('a dog in front of a house');
    const dog = one(front, 'dog');
    const house = one(front, 'house');
    expect(bottom(dog)).toBeGreaterThan(bottom(house));
    expect(dog.x < house.x + house.w && house.x < dog.x + dog.w).toBe(true);
    expect(order(front, 'dog')).toBeGreaterThan(order(front, 'house'));
    const behind = compose('a cat behind a dog');
    expect(bottom(one(behind, 'cat'))).toBeLessThan(bottom(one(behind, 'dog')));
    expect(order(behind, 'cat')).toBeLessThan(order(behind, 'dog'));
  });

  it('in: X sinks into Y and is drawn behind its front', () => {
    const scene = compose('a cat in a basket');
    const cat = one(scene, 'cat');
    const basket = one(scene, 'basket');
    expect(bottom(cat)).toBeGreaterThan(basket.y + basket.h * 0.4);
    expect(order(scene, 'cat')).toBeLessThan(order(scene, 'basket'));
  });

  it('with a thing one holds: an umbrella over the girl’s head', () => {
    const scene = compose('a girl with an umbrella');
    const girl = one(scene, 'woman-standing');
    const umbrella = one(scene, 'umbrella');
    expect(umbrella.y).toBeLessThan(girl.y + girl.h * 0.2);
    expect(centreX(umbrella)).toBeGreaterThan(girl.x);
    expect(centreX(umbrella)).toBeLessThan(girl.x + girl.w * 1.2);
  });

  it('several things on one: spread over its top, all of them', () => {
    const scene = compose('3 cats and 2 dogs on a sofa');
    const sofa = one(scene, 'couch-and-lamp');
    const sitting = [...the(scene, 'cat'), ...the(scene, 'dog')];
    expect(sitting).toHaveLength(5);
    for (const s of sitting) {
      expect(bottom(s.box)).toBeLessThan(bottom(sofa));
      expect(centreX(s.box)).toBeGreaterThan(sofa.x);
      expect(centreX(s.box)).toBeLessThan(sofa.x + sofa.w);
    }
  });
});
