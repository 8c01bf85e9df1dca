/**
 * The places a prompt can name and how each is drawn: what fills the top (open sky, a wall, a window, space,
 * water), where the ground starts, what lies along the horizon, and the emoji props that make it read as the
 * place (palm trees on a beach, buildings in a city).
 */

export type SettingName =
  | 'windowsill'
  | 'room'
  | 'kitchen'
  | 'beach'
  | 'sea'
  | 'lake'
  | 'forest'
  | 'jungle'
  | 'park'
  | 'garden'
  | 'meadow'
  | 'city'
  | 'street'
  | 'space'
  | 'underwater'
  | 'mountains'
  | 'desert'
  | 'snowfield'
  | 'farm'
  | 'sky';

/** What fills the picture above the ground. */
type Backdrop = 'open' | 'interior' | 'window' | 'space' | 'underwater';
/** Far shapes along the horizon. */
export type FarShape = 'hills' | 'mountains' | 'dunes' | 'skyline' | 'treeline' | 'none';
/**
 * Where a prop goes: along the horizon (small, far), at the sides (big, framing the subjects), scattered on the
 * ground, against the back wall, or in the sky.
 */
type PropZone = 'horizon' | 'sides' | 'ground' | 'wall' | 'sky';

export interface PropSpec {
  icon: string;
  /** Inclusive range; pro mode draws twice as many. */
  count: [number, number];
  zone: PropZone;
  /** Height as a share of the picture's shorter side. */
  size: number;
}

export interface SettingSpec {
  words: string[];
  backdrop: Backdrop;
  /** Where the ground (or the floor, or the sill) starts, as a share of the height; 1 = no ground. */
  horizon: number;
  /** Ground colours, top to bottom. */
  ground: [string, string];
  far: FarShape;
  /** Water from the horizon down to this share of the height (1: all the ground is water). */
  water?: number;
  /** A road runs from the horizon to the bottom. */
  road?: boolean;
  /** A counter along the back wall (a kitchen): wall props stand on it. */
  counter?: boolean;
  props: PropSpec[];
}

/** Height of a kitchen counter, as a share of the picture's height. */
export const COUNTER_HEIGHT = 0.12;

const GRASS: [string, string] = ['#7fb04e', '#4f7f31'];
const ASPHALT: [string, string] = ['#6b7078', '#3d4148'];
const SAND: [string, string] = ['#f2d9a0', '#dcb877'];

export const SETTINGS: Record<SettingName, SettingSpec> = {
  windowsill: {
    words: ['windowsill', 'window sill', 'sill', 'window ledge', 'window', 'windowpane'],
    backdrop: 'window',
    horizon: 0.76,
    ground: ['#d7a878', '#8f6241'],
    far: 'none',
    props: [{ icon: 'potted-plant', count: [1, 1], zone: 'sides', size: 0.22 }],
  },
  room: {
    words: ['room', 'bedroom', 'living room', 'indoors', 'interior', 'home', 'apartment', 'studio'],
    backdrop: 'interior',
    horizon: 0.64,
    ground: ['#b98b5e', '#7f5a3a'],
    far: 'none',
    props: [
      { icon: 'couch-and-lamp', count: [1, 1], zone: 'wall', size: 0.3 },
      { icon: 'framed-picture', count: [1, 1], zone: 'sky', size: 0.16 },
      { icon: 'potted-plant', count: [1, 1], zone: 'sides', size: 0.24 },
    ],
  },
  kitchen: {
    words: ['kitchen', 'kitchen counter', 'countertop', 'cafe', 'diner', 'restaurant'],
    backdrop: 'interior',
    horizon: 0.64,
    ground: ['#d9d3c7', '#a39a8a'],
    far: 'none',
    counter: true,
    props: [
      { icon: 'cooking', count: [1, 1], zone: 'wall', size: 0.14 },
      { icon: 'teapot', count: [1, 1], zone: 'wall', size: 0.14 },
      { icon: 'bread', count: [0, 1], zone: 'wall', size: 0.12 },
      { icon: 'potted-plant', count: [1, 1], zone: 'sides', size: 0.22 },
    ],
  },
  beach: {
    words: ['beach', 'seaside', 'shore', 'seashore', 'coast', 'sand', 'tropical island', 'island'],
    backdrop: 'open',
    horizon: 0.52,
    ground: SAND,
    far: 'none',
    water: 0.66,
    props: [
      { icon: 'palm-tree', count: [1, 2], zone: 'sides', size: 0.55 },
      { icon: 'umbrella-on-ground', count: [0, 1], zone: 'ground', size: 0.2 },
      { icon: 'spiral-shell', count: [1, 2], zone: 'ground', size: 0.06 },
    ],
  },
  sea: {
    words: ['sea', 'ocean', 'waves', 'open sea', 'bay', 'harbor', 'harbour'],
    backdrop: 'open',
    horizon: 0.55,
    ground: ['#3b8ac4', '#1b4f7a'],
    far: 'none',
    water: 1,
    props: [{ icon: 'sailboat', count: [0, 1], zone: 'horizon', size: 0.08 }],
  },
  lake: {
    words: ['lake', 'river', 'pond', 'stream', 'lakeside', 'riverbank'],
    backdrop: 'open',
    horizon: 0.56,
    ground: GRASS,
    far: 'hills',
    water: 0.74,
    props: [{ icon: 'evergreen-tree', count: [2, 4], zone: 'horizon', size: 0.14 }],
  },
  forest: {
    words: ['forest', 'woods', 'woodland', 'pine forest', 'grove'],
    backdrop: 'open',
    horizon: 0.6,
    ground: ['#6f9a45', '#3f6a2a'],
    far: 'treeline',
    props: [
      { icon: 'evergreen-tree', count: [4, 6], zone: 'horizon', size: 0.26 },
      { icon: 'deciduous-tree', count: [2, 2], zone: 'sides', size: 0.5 },
      { icon: 'mushroom', count: [0, 2], zone: 'ground', size: 0.06 },
    ],
  },
  jungle: {
    words: ['jungle', 'rainforest', 'rain forest', 'tropics'],
    backdrop: 'open',
    horizon: 0.6,
    ground: ['#4d8a35', '#2c5a20'],
    far: 'treeline',
    props: [
      { icon: 'palm-tree', count: [3, 5], zone: 'horizon', size: 0.3 },
      { icon: 'palm-tree', count: [2, 2], zone: 'sides', size: 0.6 },
      { icon: 'herb', count: [2, 3], zone: 'ground', size: 0.08 },
    ],
  },
  park: {
    words: ['park', 'playground', 'lawn', 'backyard', 'yard'],
    backdrop: 'open',
    horizon: 0.6,
    ground: GRASS,
    far: 'hills',
    props: [
      { icon: 'deciduous-tree', count: [2, 3], zone: 'horizon', size: 0.3 },
      { icon: 'deciduous-tree', count: [1, 2], zone: 'sides', size: 0.5 },
      { icon: 'tulip', count: [2, 3], zone: 'ground', size: 0.06 },
    ],
  },
  garden: {
    words: ['garden', 'flower garden', 'flowerbed', 'greenhouse'],
    backdrop: 'open',
    horizon: 0.6,
    ground: GRASS,
    far: 'treeline',
    props: [
      { icon: 'sunflower', count: [1, 2], zone: 'sides', size: 0.3 },
      { icon: 'tulip', count: [3, 4], zone: 'ground', size: 0.08 },
      { icon: 'rose', count: [2, 3], zone: 'ground', size: 0.07 },
    ],
  },
  meadow: {
    words: ['meadow', 'field', 'grass', 'grassland', 'countryside', 'prairie', 'hill', 'valley'],
    backdrop: 'open',
    horizon: 0.6,
    ground: GRASS,
    far: 'hills',
    props: [
      { icon: 'blossom', count: [3, 5], zone: 'ground', size: 0.05 },
      { icon: 'herb', count: [1, 3], zone: 'ground', size: 0.06 },
    ],
  },
  city: {
    words: ['city', 'town', 'downtown', 'skyline', 'metropolis', 'cityscape', 'rooftop', 'skyscraper'],
    backdrop: 'open',
    horizon: 0.64,
    ground: ASPHALT,
    far: 'skyline',
    props: [
      { icon: 'office-building', count: [2, 3], zone: 'horizon', size: 0.36 },
      { icon: 'classical-building', count: [0, 1], zone: 'horizon', size: 0.24 },
    ],
  },
  street: {
    words: ['street', 'road', 'alley', 'avenue', 'sidewalk', 'highway', 'crossroads', 'village'],
    backdrop: 'open',
    horizon: 0.56,
    ground: ASPHALT,
    far: 'skyline',
    road: true,
    props: [
      { icon: 'house', count: [2, 2], zone: 'sides', size: 0.34 },
      { icon: 'deciduous-tree', count: [1, 2], zone: 'horizon', size: 0.2 },
    ],
  },
  space: {
    words: ['space', 'outer space', 'galaxy', 'cosmos', 'universe', 'nebula', 'orbit'],
    backdrop: 'space',
    horizon: 1,
    ground: ['#000000', '#000000'],
    far: 'none',
    props: [
      { icon: 'ringed-planet', count: [1, 1], zone: 'sky', size: 0.22 },
      { icon: 'comet', count: [0, 1], zone: 'sky', size: 0.12 },
    ],
  },
  underwater: {
    words: [
      'underwater',
      'under water',
      'under the sea',
      'sea floor',
      'seabed',
      'ocean floor',
      'reef',
      'coral reef',
      'aquarium',
    ],
    backdrop: 'underwater',
    horizon: 0.84,
    ground: ['#dcc591', '#b39a68'],
    far: 'none',
    props: [
      { icon: 'coral', count: [2, 3], zone: 'sides', size: 0.22 },
      { icon: 'spiral-shell', count: [1, 2], zone: 'ground', size: 0.06 },
    ],
  },
  mountains: {
    words: ['mountains', 'mountain', 'mountain range', 'alps', 'hills', 'peaks', 'cliffs', 'canyon'],
    backdrop: 'open',
    horizon: 0.64,
    ground: ['#7ea356', '#4d7433'],
    far: 'mountains',
    props: [{ icon: 'evergreen-tree', count: [2, 4], zone: 'horizon', size: 0.16 }],
  },
  desert: {
    words: ['desert', 'dunes', 'sand dunes', 'sahara', 'oasis', 'wasteland'],
    backdrop: 'open',
    horizon: 0.6,
    ground: ['#f0c983', '#d69b52'],
    far: 'dunes',
    props: [
      { icon: 'cactus', count: [2, 3], zone: 'sides', size: 0.32 },
      { icon: 'rock', count: [0, 1], zone: 'ground', size: 0.08 },
    ],
  },
  snowfield: {
    words: [
      'snow field',
      'snowfield',
      'snowy field',
      'tundra',
      'arctic',
      'antarctica',
      'glacier',
      'ice',
      'north pole',
    ],
    backdrop: 'open',
    horizon: 0.6,
    ground: ['#f5f9fd', '#d5e2ef'],
    far: 'hills',
    props: [{ icon: 'evergreen-tree', count: [1, 3], zone: 'horizon', size: 0.14 }],
  },
  farm: {
    words: ['farm', 'farmland', 'barnyard', 'ranch', 'orchard'],
    backdrop: 'open',
    horizon: 0.58,
    ground: GRASS,
    far: 'hills',
    props: [
      { icon: 'house', count: [1, 1], zone: 'horizon', size: 0.2 },
      { icon: 'sheaf-of-rice', count: [2, 3], zone: 'ground', size: 0.08 },
      { icon: 'deciduous-tree', count: [1, 2], zone: 'horizon', size: 0.2 },
    ],
  },
  sky: {
    words: ['sky', 'the air', 'heavens', 'midair', 'mid air'],
    backdrop: 'open',
    horizon: 1,
    ground: GRASS,
    far: 'none',
    props: [{ icon: 'cloud', count: [3, 4], zone: 'sky', size: 0.16 }],
  },
};

/** Setting words as a phrase table, for matching. */
export const SETTING_WORDS = Object.fromEntries(
  Object.entries(SETTINGS).map(([name, spec]) => [name, spec.words]),
) as Record<SettingName, string[]>;
