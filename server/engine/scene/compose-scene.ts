/**
 * composeScene: a prompt → the scene model a picture is drawn from. Pure and deterministic (the same prompt,
 * seed and size give the same scene); the drawing is procedural/composed-svg.ts.
 */
import { randomFor } from '../seeded-random';
import type { Style } from '../prompt-features';
import { celestialFor, placeProp } from './place-props';
import { placeSubjects, type Stage } from './place-subjects';
import { readPrompt, type ReadPrompt } from './read-prompt';
import type { ComposedScene } from './scene-model';
import { SETTINGS, type PropSpec, type SettingSpec } from './scene-settings';
import { AIRBORNE_ICONS, SWIMMING_ICONS } from './subject-traits';

export interface ComposeOptions {
  width: number;
  height: number;
  seed: number;
  /** Overrides the style words of the prompt. */
  style?: Style;
  /** Words to leave out of the picture. */
  negativePrompt?: string;
  /** 2 in pro mode: twice the setting's props. */
  detail?: number;
}

/** The ground drawn when the prompt names no place: a plain field under the sky. */
const PLAIN: SettingSpec = { ...SETTINGS.meadow, props: [] };

/** The backdrop to draw: the named place, with water and props from further places named. */
function backdropFor(read: ReadPrompt): SettingSpec {
  const icons = read.subjects.map((s) => s.icon.split('-'));
  if (!read.setting) {
    // Nothing but swimmers: under the sea; nothing but flyers: up in the sky.
    if (icons.length && icons.every((w) => w.some((x) => SWIMMING_ICONS.has(x)))) return SETTINGS.underwater;
    if (icons.length && icons.every((w) => w.some((x) => AIRBORNE_ICONS.has(x)))) return SETTINGS.sky;
    return PLAIN;
  }
  const spec = SETTINGS[read.setting];
  return read.moreSettings.reduce<SettingSpec>((acc, name) => {
    const more = SETTINGS[name];
    if (more.backdrop !== acc.backdrop) return acc;
    return {
      ...acc,
      far: acc.far === 'none' ? more.far : acc.far,
      water: acc.water ?? more.water,
      road: acc.road || more.road,
      props: [...acc.props, ...more.props.slice(0, 1)],
    };
  }, spec);
}

/** Where subjects stand, fly and swim for a backdrop. */
function stageFor(spec: SettingSpec, width: number, height: number, copies: number): Stage {
  const horizon = spec.horizon * height;
  const noGround = spec.horizon >= 1;
  const standY =
    spec.backdrop === 'window'
      ? horizon + height * 0.02
      : noGround
        ? height * 0.72
        : spec.backdrop === 'underwater'
          ? horizon + (height - horizon) * 0.6
          : horizon + (height - horizon) * 0.78;
  const waterBottom = spec.water !== undefined ? spec.water * height : undefined;
  return {
    width,
    height,
    copies,
    floating: noGround,
    standY,
    skyTop: height * 0.06,
    skyBottom: Math.max(height * 0.3, (noGround ? height * 0.6 : horizon) - height * 0.04),
    swimY:
      spec.backdrop === 'underwater'
        ? height * 0.62
        : waterBottom !== undefined && waterBottom > horizon
          ? horizon + (waterBottom - horizon) * 0.85
          : undefined,
  };
}

export function composeScene(prompt: string, opts: ComposeOptions): ComposedScene {
  const { width, height } = opts;
  const read = readPrompt(prompt, opts.negativePrompt, opts.style);
  const banned = new Set(read.banned);
  const spec = backdropFor(read);
  const copies = read.subjects.reduce((t, s) => t + s.count, 0);
  const stage = stageFor(spec, width, height, copies);
  const horizon = Math.min(height, spec.horizon * height);
  const rng = randomFor(prompt, opts.seed);
  const time = read.time ?? 'day';
  const subjects = placeSubjects(read.subjects, read.relations, stage, rng.fork('layout'));
  const propRng = rng.fork('props');
  const avoid = subjects.map((a) => a.box);
  const props = spec.props.flatMap((prop) => {
    // A prop the negative prompt names is left out, and so is one that is already a subject (the sofa of "a cat
    // on a sofa in a living room" is drawn once).
    if (prop.icon.split('-').some((w) => banned.has(w))) return [];
    if (read.subjects.some((s) => s.icon === prop.icon)) return [];
    const pro = (opts.detail ?? 1) > 1 && prop.zone !== 'sides' && prop.zone !== 'wall';
    const count = propRng.int(prop.count[0], prop.count[1]) * (pro ? 2 : 1);
    return placeProp(prop, count, stage, horizon, propRng, avoid, spec.counter);
  });
  // Weather with clouds brings its clouds, grey under rain.
  if (
    (read.weather === 'rain' || read.weather === 'clouds') &&
    spec.backdrop === 'open' &&
    !banned.has('cloud')
  ) {
    const cloud: PropSpec = { icon: 'cloud', count: [3, 3], zone: 'sky', size: 0.2 };
    const clouds = placeProp(cloud, 3, stage, horizon, rng.fork('clouds'), avoid);
    props.push(...clouds.map((c) => ({ ...c, ...(read.weather === 'rain' && { tint: '#8d96a3' }) })));
  }
  return {
    width,
    height,
    subjects: read.subjects,
    relations: read.relations,
    setting: read.setting,
    moreSettings: read.moreSettings,
    backdrop: spec,
    time,
    weather: read.weather,
    style: read.style,
    unmatched: read.unmatched,
    horizon,
    celestial: celestialFor(read, spec, time, stage, avoid),
    items: [...props, ...subjects].sort((a, b) => a.depth - b.depth),
    understood:
      read.subjects.length > 0 || read.setting !== null || read.time !== null || read.weather !== null,
  };
}
