/** The SVG document of a composed scene: backdrop, then every subject and prop in depth order, then light and weather. */
import type { ComposedScene, PlacedArt } from '../scene/scene-model';
import type { SeededRandom } from '../seeded-random';
import { EmojiDefs } from './emoji-svg';
import { indoorBackdrop } from './indoor-backdrop';
import { outdoorBackdrop } from './scene-backdrop';
import { atmosphereSvg, inkOutlines } from './scene-weather';

const isIndoor = (scene: ComposedScene) =>
  scene.backdrop.backdrop === 'window' || scene.backdrop.backdrop === 'interior';

/** The back of the scene (sky, ground, room or window); `waves`: with the water's wave lines drawn in. */
export function backdropSvg(
  scene: ComposedScene,
  rng: SeededRandom,
  defs: EmojiDefs,
  detail: number,
  waves = true,
): string {
  return isIndoor(scene)
    ? indoorBackdrop(scene, rng.fork('backdrop'), defs)
    : outdoorBackdrop(scene, rng.fork('backdrop'), defs, detail, waves);
}

/** One subject's copy or prop at its box; styles with ink lines get a dark silhouette ring behind it. */
export function itemSvg(scene: ComposedScene, item: PlacedArt, defs: EmojiDefs): string {
  const art = defs.use(item.icon, item.box, item.flip, item.tint);
  if (!inkOutlines(scene.style)) return art;
  // The outline: the icon in ink, nudged a few pixels each of eight ways, behind it.
  const r = inkRadius(scene);
  const ring = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
    const a = (k * Math.PI) / 4;
    const box = { ...item.box, x: item.box.x + Math.cos(a) * r, y: item.box.y + Math.sin(a) * r };
    return defs.use(item.icon, box, item.flip, 'ink');
  });
  return ring.join('') + art;
}

/** How far the ink outline reaches past an icon's edge, in canvas pixels. */
export function inkRadius(scene: ComposedScene): number {
  return Math.max(2, Math.min(scene.width, scene.height) / 320);
}

export function svgDocument(width: number, height: number, defs: EmojiDefs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.definitions()}</defs>${body}</svg>`;
}

/** `detail` 2 (pro mode) draws more stars, rain and snow; the scene already holds twice the props. */
export function composedSvg(scene: ComposedScene, rng: SeededRandom, detail = 1): string {
  const defs = new EmojiDefs();
  const back = backdropSvg(scene, rng, defs, detail);
  const items = scene.items.map((item) => itemSvg(scene, item, defs)).join('');
  const air = atmosphereSvg(scene, rng.fork('atmosphere'), detail);
  return svgDocument(scene.width, scene.height, defs, back + items + air);
}
