/** How the things of a composed scene move in a video, and the ffmpeg expressions that move them. */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../../server/engine/scene/compose-scene';
import {
  motionExpressions,
  motionKindOf,
  positionAt,
  sceneMotions,
  type Motion,
} from '../../../server/engine/scene/scene-motion';
import { seededRandom } from '../../../server/engine/seeded-random';

const W = 1440;
const H = 810;
const scene = (prompt: string) => composeScene(prompt, { width: W, height: H, seed: 3 });
const motionsOf = (prompt: string, seconds = 5) => {
  const s = scene(prompt);
  return { s, motions: sceneMotions(s, seconds, seededRandom(9)) };
};

/** Evaluates an overlay expression the way ffmpeg does (mod is the remainder with the sign of x). */
function evaluate(expr: string, t: number): number {
  const js = expr.replace(/mod\(/g, 'MOD(').replace(/abs\(/g, 'Math.abs(').replace(/sin\(/g, 'Math.sin(');
  return new Function('t', 'MOD', `return ${js};`)(t, (a: number, b: number) => a % b) as number;
}

describe('scene motion', () => {
  it.each([
    ['bird', 'fly'],
    ['eagle', 'fly'],
    ['automobile', 'drive'],
    ['bus', 'drive'],
    ['tropical-fish', 'swim'],
    ['dolphin', 'swim'],
    ['sailboat', 'sail'],
    ['cat', 'walk'],
    ['man-standing', 'walk'],
    ['rabbit', 'hop'],
    ['balloon', 'float'],
    ['rocket', 'rise'],
    ['cloud', 'drift'],
    ['house', 'still'],
    ['red-apple', 'still'],
    ['crescent-moon', 'still'],
  ])('%s moves as %s', (icon, kind) => {
    expect(motionKindOf(icon)).toBe(kind);
  });

  it('copies of one subject go one way at one pace, each facing the way it goes', () => {
    const { s, motions } = motionsOf('three dogs on the beach');
    const dogs = motions.filter((_, i) => s.items[i].subject === 0);
    expect(dogs).toHaveLength(3);
    expect(new Set(dogs.map((m) => m.vx)).size).toBe(1);
    expect(new Set(dogs.map((m) => m.flip)).size).toBe(1);
    // The dog is drawn facing left: going right, it is mirrored.
    expect(dogs[0].flip).toBe(dogs[0].vx > 0);
  });

  it('a thing on another rides with it', () => {
    const { s, motions } = motionsOf('a cat on a car');
    const car =
      motions[s.items.findIndex((item) => item.subject === s.subjects.findIndex((x) => x.name === 'car'))];
    const cat =
      motions[s.items.findIndex((item) => item.subject === s.subjects.findIndex((x) => x.name === 'cat'))];
    expect(car.kind).toBe('drive');
    expect(Math.abs(car.vx)).toBeGreaterThan(0);
    expect(cat.vx).toBe(car.vx);
    expect(cat.bob).toBe(car.bob);
  });

  it('props stand still except clouds, which drift', () => {
    const { s, motions } = motionsOf('a dog in a park in the rain');
    s.items.forEach((item, i) => {
      if (item.subject !== undefined) return;
      expect(motions[i].kind === 'still' || motions[i].kind === 'drift').toBe(true);
      if (motions[i].kind === 'still')
        expect([motions[i].vx, motions[i].vy, motions[i].bob]).toEqual([0, 0, 0]);
    });
    expect(motions.some((m) => m.kind === 'drift' && m.vx !== 0)).toBe(true);
  });

  it('a flyer leaving one side comes back on the other', () => {
    const bird: Motion = {
      kind: 'fly',
      flip: true,
      box: { x: W - 50, y: 100, w: 100, h: 80 },
      vx: 200,
      vy: 0,
      bob: 0,
      bobHz: 0,
      phase: 0,
      bounce: false,
      wraps: true,
    };
    expect(positionAt(bird, 0, W).x).toBe(W - 50);
    // 50 px take it wholly off the right edge, where it stands wholly off the left one (x = -100); 1 s and
    // 200 px from the start it has come 150 px back in.
    expect(positionAt(bird, 0.25, W).x).toBeCloseTo(-100, 6);
    expect(positionAt(bird, 1, W).x).toBeCloseTo(50, 6);
  });

  it('the overlay expressions put each thing where positionAt says, at every moment', () => {
    for (const prompt of [
      'two birds over a lake at dawn',
      'a rabbit and a dog in a meadow',
      'a rocket in space',
    ]) {
      const { motions } = motionsOf(prompt, 4);
      for (const m of motions) {
        const { x, y } = motionExpressions(m, W);
        for (const t of [0, 0.37, 1.5, 2.9, 4]) {
          const at = positionAt(m, t, W);
          expect(evaluate(x, t)).toBeCloseTo(at.x, 0);
          expect(evaluate(y, t)).toBeCloseTo(at.y, 0);
        }
      }
    }
  });
});
