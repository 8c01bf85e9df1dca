/**
 * A composed scene cut into the layers a video moves: the backdrop with everything that stays behind the first
 * moving thing, one cut-out per thing from there on (in drawing order, each with its motion), the water's wave
 * lines as a band that rolls, the still air (light of the time of day, fog, bubbles), and rain or snow as a
 * band that falls. Each layer is finished in the scene's style like a still picture is.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ComposedScene } from '../scene/scene-model';
import { sceneMotions, type Motion } from '../scene/scene-motion';
import type { SeededRandom } from '../seeded-random';
import { backdropSvg, inkRadius, itemSvg, svgDocument } from './composed-svg';
import { EmojiDefs } from './emoji-svg';
import { waveLinesSvg } from './scene-backdrop';
import { fallingSvg, stillAirSvg } from './scene-weather';
import { finishScene, finishSprite } from './style-finish';

interface SpriteLayer {
  file: string;
  motion: Motion;
  /** Empty margin around the thing's box in the cut-out (room for its outline and blur). */
  pad: number;
}

export interface SceneLayers {
  width: number;
  height: number;
  /** Opaque, the whole canvas. */
  back: string;
  sprites: SpriteLayer[];
  /** Twice the canvas width; slides left by one width per `waveSeconds`. */
  waves?: string;
  /** Transparent, the whole canvas. */
  air?: string;
  /** Twice the canvas height; slides down by one height per `fallSeconds`. */
  falling?: { file: string; fallSeconds: number };
  /** Seconds the wave band takes to move one canvas width. */
  waveSeconds: number;
}

/** Seconds rain and snow take to fall the height of the picture. */
const FALL_SECONDS = { rain: 0.8, snow: 9 } as const;
/** Seconds the wave lines take to roll one picture width. */
const WAVE_SECONDS = 24;

async function svgPng(svg: string, file: string): Promise<string> {
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** Writes the layers of `scene` (composed at the video's drawing size) as PNG files into `dir`. */
export async function renderSceneLayers(
  scene: ComposedScene,
  rng: SeededRandom,
  seconds: number,
  dir: string,
  detail = 1,
): Promise<SceneLayers> {
  const { width: W, height: H } = scene;
  const motions = sceneMotions(scene, seconds, rng.fork('motion'));
  const firstMoving = motions.findIndex((m) => m.kind !== 'still');
  const behind = firstMoving < 0 ? scene.items.length : firstMoving;
  const hasWaves = Boolean(scene.backdrop.water) && scene.horizon < H;

  // The backdrop and everything drawn before the first moving thing, finished as one picture.
  const defs = new EmojiDefs();
  const backBody =
    backdropSvg(scene, rng, defs, detail, !hasWaves) +
    scene.items
      .slice(0, behind)
      .map((item) => itemSvg(scene, item, defs))
      .join('');
  const back = path.join(dir, 'layer-back.png');
  await writeFile(
    back,
    await finishScene(Buffer.from(svgDocument(W, H, defs, backBody)), scene.style, rng.fork('finish'), W, H),
  );

  // From the first moving thing on, each thing is its own cut-out so that it passes in front of and behind
  // the right things.
  const pad = Math.ceil(inkRadius(scene) + 6);
  const sprites: SpriteLayer[] = [];
  for (let i = behind; i < scene.items.length; i++) {
    const item = scene.items[i];
    const w = Math.max(1, Math.ceil(item.box.w + pad * 2));
    const h = Math.max(1, Math.ceil(item.box.h + pad * 2));
    const spriteDefs = new EmojiDefs();
    const at = { ...item, flip: motions[i].flip, box: { ...item.box, x: pad, y: pad } };
    const svg = svgDocument(w, h, spriteDefs, itemSvg(scene, at, spriteDefs));
    const file = path.join(dir, `layer-sprite-${i}.png`);
    await writeFile(file, await finishSprite(await sharp(Buffer.from(svg)).png().toBuffer(), scene.style));
    sprites.push({ file, motion: motions[i], pad });
  }

  const waves = hasWaves
    ? await svgPng(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W * 2}" height="${H}">${waveLinesSvg(scene, rng.fork('backdrop').fork('water'), detail, W * 2)}</svg>`,
        path.join(dir, 'layer-waves.png'),
      )
    : undefined;
  const { air, falling } = await airLayers(scene, rng, dir, detail, true);
  return { width: W, height: H, back, sprites, waves, air, falling, waveSeconds: WAVE_SECONDS };
}

/**
 * The air over a scene as layers: the still air (with or without the light of the time of day) and rain or
 * snow as a band twice the canvas height that falls.
 */
export async function airLayers(
  scene: ComposedScene,
  rng: SeededRandom,
  dir: string,
  detail: number,
  withLight: boolean,
): Promise<Pick<SceneLayers, 'air' | 'falling'>> {
  const { width: W, height: H } = scene;
  const still = stillAirSvg(scene, rng.fork('atmosphere'), withLight);
  const air = still
    ? await svgPng(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${still}</svg>`,
        path.join(dir, 'layer-air.png'),
      )
    : undefined;
  const fall = fallingSvg(scene, rng.fork('atmosphere'), detail);
  const falling =
    fall && (scene.weather === 'rain' || scene.weather === 'snow')
      ? {
          file: await svgPng(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H * 2}"><g>${fall}</g><g transform="translate(0 ${H})">${fall}</g></svg>`,
            path.join(dir, 'layer-falling.png'),
          ),
          fallSeconds: FALL_SECONDS[scene.weather],
        }
      : undefined;
  return { air, falling };
}

/** Layers of a picture that has no things to move (a prompt the composer did not understand): the still alone. */
export function stillLayers(file: string, width: number, height: number): SceneLayers {
  return { width, height, back: file, sprites: [], waveSeconds: WAVE_SECONDS };
}
