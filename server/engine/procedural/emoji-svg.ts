/**
 * Emoji icons as SVG pieces of a scene: each icon (and each tint of it) is defined once and placed by reference,
 * so twelve apples cost one copy of the apple's paths. A tint recolours the icon's main colour family toward the
 * asked colour and keeps its shading (lighter and darker tones stay lighter and darker).
 */
import { emojiIcon } from '../scene/emoji-art';
import { hexToHsl, hslToHex, type Hsl } from './svg-colour';

/** The colour of ink outlines. */
const INK = '#1b1b24';

const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/**
 * The body with its main colour family moved to `target`. The family is the most used saturated hue (by how
 * often it is filled); eyes, outlines and small accents of other hues keep their colours.
 */
function tintBody(body: string, target: string): string {
  const goal = hexToHsl(target);
  if (!goal) return body;
  const uses = new Map<string, number>();
  for (const m of body.matchAll(/(?:fill|stop-color)="(#[0-9a-fA-F]{3,6})"/g)) {
    uses.set(m[1].toLowerCase(), (uses.get(m[1].toLowerCase()) ?? 0) + 1);
  }
  const colours = [...uses].flatMap(([hex, n]) => {
    const hsl = hexToHsl(hex);
    return hsl ? [{ hex, n, hsl }] : [];
  });
  const vivid = colours.filter((c) => c.hsl.s > 0.18 && c.hsl.l > 0.12 && c.hsl.l < 0.92);
  const pool = vivid.length ? vivid : colours.filter((c) => c.hsl.l > 0.12 && c.hsl.l < 0.95);
  if (!pool.length) return body;
  // The main family: the hue with the most uses within 40° of it. Tones much lighter or darker than it (a
  // fox's white chest, a cat's dark eyes) are left as they are.
  const main = pool
    .map((c) => ({
      c,
      weight: pool.filter((o) => hueGap(o.hsl.h, c.hsl.h) < 40).reduce((t, o) => t + o.n, 0),
    }))
    .sort((a, b) => b.weight - a.weight)[0].c.hsl;
  // Already that colour, or close to it (a "red" fox is the fox's own orange): nothing to change.
  if (goal.s >= 0.12 && main.s >= 0.3 && hueGap(goal.h, main.h) < 30) return body;
  const family = new Set(
    pool
      .filter((c) => (hueGap(c.hsl.h, main.h) < 40 || !vivid.length) && Math.abs(c.hsl.l - main.l) < 0.28)
      .map((c) => c.hex),
  );
  const moved = (hsl: Hsl): string => {
    const shade = hsl.l - main.l;
    const neutral = goal.s < 0.12;
    return hslToHex({
      h: goal.h,
      s: neutral ? goal.s : clamp01(goal.s * (0.6 + 0.4 * (hsl.s / Math.max(main.s, 0.01)))),
      l: clamp01(goal.l + shade * (neutral ? 0.6 : 0.9)),
    });
  };
  return body.replace(/(fill|stop-color)="(#[0-9a-fA-F]{3,6})"/g, (all, attr: string, hex: string) => {
    const key = hex.toLowerCase();
    const hsl = hexToHsl(key);
    return family.has(key) && hsl ? `${attr}="${moved(hsl)}"` : all;
  });
}

/** The body with its ids (clip paths, gradients, filters) made unique to `prefix`, so two icons never share one. */
function scopeIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
}

/** Icon definitions of one SVG document: one `<g>` in `<defs>` per icon and tint, placed with `use()`. */
export class EmojiDefs {
  private readonly ids = new Map<string, { id: string; width: number; height: number }>();
  private defs = '';

  /**
   * An element drawing `icon` into the box (top-left x, y; size w × h), mirrored when `flip`; `tint` recolours
   * it, and the tint 'ink' makes it a solid dark silhouette (outlines are drawn with one).
   */
  use(
    icon: string,
    box: { x: number; y: number; w: number; h: number },
    flip = false,
    tint?: string,
  ): string {
    const key = `${icon}|${tint ?? ''}`;
    let def = this.ids.get(key);
    if (!def) {
      const art = emojiIcon(icon);
      const id = `e${this.ids.size}`;
      const coloured =
        tint === 'ink'
          ? art.body.replace(/(fill|stop-color)="#[0-9a-fA-F]{3,6}"/g, `$1="${INK}"`)
          : tint
            ? tintBody(art.body, tint)
            : art.body;
      const body = scopeIds(coloured, id);
      this.defs += `<g id="${id}">${body}</g>`;
      def = { id, width: art.width, height: art.height };
      this.ids.set(key, def);
    }
    const n = (v: number) => Number(v.toFixed(3));
    const x = flip ? box.x + box.w : box.x;
    const sx = (flip ? -box.w : box.w) / def.width;
    return `<use href="#${def.id}" transform="translate(${n(x)} ${n(box.y)}) scale(${n(sx)} ${n(box.h / def.height)})"/>`;
  }

  /** Everything `use()` has referenced so far, for the document's `<defs>`. */
  definitions(): string {
    return this.defs;
  }
}
