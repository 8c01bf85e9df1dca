/**
 * How the things a prompt names behave in a picture, keyed by a word of their icon's name (or the noun): how big
 * they are, whether they fly, swim or are held, and where on them another thing rests.
 */

const words = (list: string) => list.trim().split(/\s+/);
const sized = (size: number, list: string) => Object.fromEntries(words(list).map((w) => [w, size]));

/** How big a thing is next to a cat (1): a house is drawn bigger than a dog, an apple smaller. */
export const NATURAL_SIZE: Record<string, number> = {
  ...sized(2.4, 'mountain volcano'),
  ...sized(2.3, 'castle building'),
  ...sized(2.2, 'whale sauropod'),
  ...sized(2.1, 'giraffe'),
  ...sized(2, 'house tree palm elephant dinosaur rex train locomotive ship'),
  ...sized(1.9, 'bus'),
  ...sized(1.8, 'truck bed dragon'),
  ...sized(1.7, 'camel airplane rocket couch'),
  ...sized(1.6, 'tent horse sailboat'),
  ...sized(1.5, 'unicorn cow automobile car person man woman astronaut snowman'),
  ...sized(1.4, 'bear robot'),
  ...sized(1.3, 'girl boy umbrella'),
  ...sized(1.2, 'child chair'),
  ...sized(0.7, 'pizza'),
  ...sized(0.6, 'cake shortcake bird'),
  ...sized(0.55, 'blossom tulip rose mushroom ball book'),
  ...sized(0.5, 'cup beverage teacup mouse hamster candle'),
  ...sized(0.45, 'apple banana butterfly snail star'),
  ...sized(0.4, 'cherries strawberry key'),
  ...sized(0.35, 'honeybee bug ladybug'),
};

/** Things of the air: placed up in the sky unless a relation puts them somewhere. */
export const AIRBORNE_ICONS = new Set(
  words(
    'sun moon star cloud rainbow comet bird dove eagle butterfly honeybee airplane helicopter rocket ' +
      'balloon kite saucer bat planet satellite ghost parrot',
  ),
);

/** Things one holds: "with" one of these puts it in the subject's hand. */
export const HELD_ICONS = new Set(
  words(
    'umbrella balloon kite guitar bouquet wand lantern book teddy rose tulip sunflower blossom flag ice ' +
      'lollipop sword torch flashlight',
  ),
);

/** Swimmers: mid-water under the sea, in the water band at the beach or on a lake. */
export const SWIMMING_ICONS = new Set(words('fish whale dolphin shark octopus squid jellyfish seal turtle'));

/** Things of the sky itself: they stay up there even where everything else floats. */
export const SKY_THINGS = new Set(words('sun moon star cloud comet rainbow'));

/** Sky things that come in numbers and are strewn over the sky rather than lined up. */
export const STREWN = new Set(words('star cloud'));

/** How far down a thing (as a share of its height) something put on it rests: a sofa's seat, a car's roof. */
export const SURFACE: Record<string, number> = {
  ...sized(0.74, 'couch'),
  ...sized(0.55, 'plate'),
  ...sized(0.5, 'sailboat'),
  ...sized(0.45, 'bed'),
  ...sized(0.42, 'chair'),
  ...sized(0.4, 'boat'),
  ...sized(0.35, 'wood'),
  ...sized(0.3, 'automobile basket'),
  ...sized(0.15, 'rock'),
  ...sized(0.18, 'bus'),
  ...sized(0.1, 'house'),
};
