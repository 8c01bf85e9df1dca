/**
 * Where each copy of each subject goes. Subjects placed against another ("a cat on a car") hang off it in a
 * tree; each tree is laid out on its own, then the trees share the width of the ground, the sky or the water,
 * shrunk together when they would not fit. Relations become geometry: on (the bottom of X rests on the top of
 * Y), in (X sinks into Y, drawn behind it), under (X at the foot of a big Y, or a small Y lifted over X), above
 * (X over Y), beside (same ground, side by side), in front of (lower, bigger, drawn after), behind, and held
 * (in X's hand, an umbrella over its head).
 */
import type { SeededRandom } from '../seeded-random';
import type { ReadRelation, ReadSubject } from './read-prompt';
import { boxBottom, boxCentreX, type Box, type PlacedArt } from './scene-model';
import { rows, scatter, union, type RowBox } from './subject-rows';
import { COLOUR_WORDS } from './scene-vocabulary';
import { AIRBORNE_ICONS, NATURAL_SIZE, SKY_THINGS, STREWN, SURFACE, SWIMMING_ICONS } from './subject-traits';

export interface Stage {
  width: number;
  height: number;
  /** Where grounded subjects stand (their bottom edge). */
  standY: number;
  /** The band flying things are placed in. */
  skyTop: number;
  skyBottom: number;
  /** Where swimmers swim, when the setting has water. */
  swimY?: number;
  /** No ground (space, the open sky): everything floats around standY. */
  floating: boolean;
  /** How many copies of subjects the picture holds in all. */
  copies: number;
}

type Zone = 'ground' | 'sky' | 'water';

/** Share of an emoji's box left empty under the drawing (Fluent Emoji art stops at about 93 % of its height). */
const ART_PADDING = 0.07;

const wordsOf = (s: ReadSubject) => [...s.icon.split('-'), ...s.name.split(' ')];
const surfaceOf = (s: ReadSubject, fallback: number) =>
  wordsOf(s)
    .map((w) => SURFACE[w])
    .find((v) => v !== undefined) ?? fallback;

function naturalSize(s: ReadSubject): number {
  const sizes = wordsOf(s).flatMap((w) => (NATURAL_SIZE[w] ? [NATURAL_SIZE[w]] : []));
  return sizes.length ? Math.max(...sizes) : 1;
}

function zoneOf(s: ReadSubject, toSetting: ReadRelation | undefined, stage: Stage): Zone {
  const words = wordsOf(s);
  if (words.some((w) => SKY_THINGS.has(w))) return 'sky';
  if (stage.floating) return 'ground';
  if (toSetting?.kind === 'above') return 'sky';
  if (toSetting?.kind === 'on') return 'ground';
  if (stage.swimY !== undefined && words.some((w) => SWIMMING_ICONS.has(w))) return 'water';
  return s.airborne || words.some((w) => AIRBORNE_ICONS.has(w)) ? 'sky' : 'ground';
}

/** Places every copy of every subject; returns them with their subject index, unsorted. */
export function placeSubjects(
  subjects: ReadSubject[],
  relations: ReadRelation[],
  stage: Stage,
  rng: SeededRandom,
): PlacedArt[] {
  const U = Math.min(stage.width, stage.height);
  const zones = subjects.map((s, i) =>
    zoneOf(
      s,
      relations.find((r) => r.subject === i && r.object === 'setting'),
      stage,
    ),
  );
  // A relation to something in the sky from something that is not ("trees under the stars") places nothing.
  const parent = new Map<number, ReadRelation>();
  for (const r of relations) {
    if (typeof r.object !== 'number' || parent.has(r.subject)) continue;
    if (!(zones[r.object] === 'sky' && zones[r.subject] !== 'sky')) parent.set(r.subject, r);
  }
  const children = (i: number) => [...parent].filter(([, r]) => r.object === i).map(([c]) => c);
  // A lone subject is drawn larger than one of a crowd; a thing that holds others grows to hold them.
  const unit = U * (stage.copies <= 1 ? 0.42 : stage.copies <= 3 ? 0.35 : 0.3);
  const sizes = subjects.map((s) => Math.min(stage.height * 0.7, unit * naturalSize(s) * s.scale));
  for (let i = subjects.length - 1; i >= 0; i--) {
    const held = children(i).filter((c) => parent.get(c)!.kind === 'on' || parent.get(c)!.kind === 'in');
    const perCopy = held.reduce(
      (t, c) => t + Math.min(6, subjects[c].count / subjects[i].count) * sizes[c],
      0,
    );
    sizes[i] = Math.min(U * 0.8, Math.max(sizes[i], perCopy * 0.95));
  }
  const copies = new Map<number, PlacedArt[]>();
  const art = (i: number, box: RowBox | Box, depth: number): PlacedArt => {
    const colour = subjects[i].colour;
    return {
      icon: subjects[i].icon,
      box: { x: box.x, y: box.y, w: box.w, h: box.h },
      flip: rng.chance(0.5),
      subject: i,
      // Back rows first.
      depth: depth - ('row' in box ? box.row * 0.001 : 0),
      ...(colour && COLOUR_WORDS[colour] && { tint: COLOUR_WORDS[colour] }),
    };
  };
  const shift = (i: number, dy: number, skip: number) => {
    for (const c of copies.get(i) ?? []) c.box = { ...c.box, y: c.box.y + dy };
    for (const child of children(i)) if (child !== skip) shift(child, dy, skip);
  };
  const repeat = (i: number, scale = 1) => Array<number>(subjects[i].count).fill(sizes[i] * scale);

  /** Everything resting on (or in) a holder shares its top, spread over its copies. */
  const placeHeld = (holder: number, kids: number[], kind: 'on' | 'in') => {
    const ys = copies.get(holder)!;
    const entries = kids.flatMap((c) => Array.from({ length: subjects[c].count }, () => c));
    ys.forEach((y, j) => {
      const part = entries.slice(
        Math.round((j * entries.length) / ys.length),
        Math.round(((j + 1) * entries.length) / ys.length),
      );
      if (!part.length) return;
      const line = part.map((c) => Math.min(sizes[c], y.box.h));
      // Emoji art leaves about 7 % of its box empty below the feet: lowered by that, they touch the surface.
      const base =
        kind === 'on'
          ? y.box.y + y.box.h * surfaceOf(subjects[holder], 0.22) + Math.min(...line) * ART_PADDING
          : y.box.y + y.box.h * 0.62;
      const fit = y.box.w * (kind === 'on' ? 1 : 0.8);
      const boxes = rows(line, boxCentreX(y.box), base, fit, rng);
      const depth = kind === 'on' ? y.depth + 0.01 : y.depth - 0.01;
      boxes.forEach((b, k) => copies.set(part[k], [...(copies.get(part[k]) ?? []), art(part[k], b, depth)]));
    });
  };

  const placeAgainst = (i: number, r: ReadRelation) => {
    const ys = copies.get(r.object as number)!;
    const all = union(ys.map((c) => c.box));
    const depth = Math.max(...ys.map((c) => c.depth));
    const n = subjects[i].count;
    let placed: PlacedArt[];
    if (r.kind === 'under') {
      if (all.h >= sizes[i] * 1.4) {
        placed = rows(repeat(i), boxCentreX(all), boxBottom(all), all.w, rng).map((b) =>
          art(i, b, depth + 0.01),
        );
      } else {
        // Too small to shelter it: lift the thing (and what rests on it) over the subject.
        const under = rows(
          repeat(i),
          boxCentreX(all),
          boxBottom(all),
          Math.max(all.w * 1.5, sizes[i] * n),
          rng,
        );
        shift(r.object as number, -(boxBottom(all) - Math.min(...under.map((b) => b.y)) + U * 0.02), i);
        placed = under.map((b) => art(i, b, depth - 0.01));
      }
    } else if (r.kind === 'held') {
      // One in each holder's hand; an umbrella over the head, a kite or balloon up on its string.
      const over = subjects[i].icon.includes('umbrella');
      const flying = /kite|balloon/.test(subjects[i].icon);
      placed = ys.slice(0, n).map((y) => {
        const b = y.box;
        const s = b.h * (over ? 0.8 : flying ? 0.45 : 0.38);
        const cx = b.x + b.w / 2 + b.w * (over ? 0.12 : flying ? 0.3 : 0.36);
        const bottom = over ? b.y + b.h * 0.5 : flying ? b.y + b.h * 0.2 : b.y + b.h * 0.78;
        return art(i, { x: cx - s / 2, y: bottom - s, w: s, h: s }, y.depth + 0.02);
      });
    } else if (r.kind === 'above') {
      const sky = rows(
        repeat(i, 0.8),
        boxCentreX(all),
        all.y - U * 0.05,
        Math.max(all.w * 1.4, sizes[i]),
        rng,
        0.5,
      );
      placed = sky.map((b) => art(i, b, depth + 0.01));
    } else {
      const front = r.kind === 'front';
      const behind = r.kind === 'behind';
      const line = repeat(i, front ? 1.1 : behind ? 0.85 : 1);
      const width = line.reduce((t, s) => t + s * 1.02, 0);
      const cx = front
        ? boxCentreX(all) + all.w * 0.3
        : behind
          ? boxCentreX(all) - all.w * 0.3
          : all.x + all.w + U * 0.03 + width / 2;
      const base = boxBottom(all) + (front ? U * 0.05 : behind ? -U * 0.06 : 0);
      const d = depth + (front ? 1 : behind ? -1 : 0.001);
      placed = rows(line, cx, base, Infinity, rng).map((b) => art(i, b, d));
    }
    copies.set(i, placed);
  };

  const placeTree = (i: number) => {
    const kids = children(i);
    for (const kind of ['on', 'in'] as const) {
      const sharing = kids.filter((c) => parent.get(c)!.kind === kind);
      if (sharing.length) placeHeld(i, sharing, kind);
    }
    for (const c of kids) if (!['on', 'in'].includes(parent.get(c)!.kind)) placeAgainst(c, parent.get(c)!);
    for (const c of kids) placeTree(c);
  };
  const treeOf = (i: number): number[] => [i, ...children(i).flatMap(treeOf)];
  const roots = subjects.map((_, i) => i).filter((i) => !parent.has(i));
  for (const zone of ['ground', 'water', 'sky'] as const) {
    let zoneRoots = roots.filter((i) => zones[i] === zone);
    if (zone === 'sky') {
      // Stars and clouds are strewn over the sky.
      const strewn = zoneRoots.filter(
        (i) => !children(i).length && wordsOf(subjects[i]).some((w) => STREWN.has(w)),
      );
      // The upper part of the sky: lower down, buildings and trees along the horizon would hide them.
      const area = {
        x: stage.width * 0.03,
        y: stage.skyTop,
        w: stage.width * 0.94,
        h: (stage.skyBottom - stage.skyTop) * 0.65,
      };
      for (const i of strewn) {
        const size = sizes[i] * (subjects[i].count > 1 ? 0.7 : 1);
        copies.set(
          i,
          scatter(subjects[i].count, size, area, rng).map((b) => art(i, b, -1000)),
        );
      }
      zoneRoots = zoneRoots.filter((i) => !strewn.includes(i));
    }
    if (!zoneRoots.length) continue;
    const baseline = zone === 'ground' ? stage.standY : zone === 'water' ? stage.swimY! : stage.skyBottom;
    // Each tree laid out around x = 0 first, to learn its width.
    const bounds = zoneRoots.map((root) => {
      const depth = zone === 'sky' ? -1000 : baseline;
      const wander = zone === 'sky' ? 0.6 : zone === 'water' ? 0.8 : 0.03;
      copies.set(
        root,
        rows(repeat(root), 0, baseline, stage.width * 0.9, rng, wander).map((b) => art(root, b, depth)),
      );
      placeTree(root);
      return union(treeOf(root).flatMap((j) => (copies.get(j) ?? []).map((c) => c.box)));
    });
    const gap = stage.width * 0.04;
    const total = bounds.reduce((t, b) => t + b.w, 0) + gap * (bounds.length - 1);
    const fit = Math.min(1, (stage.width * 0.94) / total);
    let x = (stage.width - total * fit) / 2;
    zoneRoots.forEach((root, k) => {
      const b = bounds[k];
      // Shrink to share the width, and further if the tree would reach above the top of the picture.
      const f = Math.min(fit, (baseline - stage.height * 0.03) / Math.max(1, baseline - b.y));
      const room = Math.max(0, stage.skyBottom - stage.skyTop - (baseline - b.y) * f);
      const lift = zone === 'sky' ? -rng.range(0, room) : 0;
      for (const j of treeOf(root)) {
        for (const c of copies.get(j) ?? []) {
          c.box = {
            x: x + (c.box.x - b.x) * f,
            y: baseline + (c.box.y - baseline) * f + lift,
            w: c.box.w * f,
            h: c.box.h * f,
          };
        }
      }
      x += b.w * f + gap * fit;
    });
  }
  return [...copies.values()].flat();
}
