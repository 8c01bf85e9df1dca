/** Camera moves over a still (zoompan expressions), chosen from prompt words or the seed. */
import type { SeededRandom } from '../seeded-random';

export const MOVES = ['zoom_in', 'zoom_out', 'pan_left', 'pan_right', 'pan_up', 'pan_down'] as const;
export type Move = (typeof MOVES)[number];

const MOVE_WORDS: Array<[RegExp, Move]> = [
  [/zoom(ing)? out|pull(ing)? back|reveal/, 'zoom_out'],
  [/zoom(ing)? in|push(ing)? in|closer|approach/, 'zoom_in'],
  [/pan(ning)? left|to the left|leftward/, 'pan_left'],
  [/pan(ning)? right|to the right|rightward/, 'pan_right'],
  [/tilt(ing)? up|rise|rising|upward/, 'pan_up'],
  [/tilt(ing)? down|fall|falling|downward/, 'pan_down'],
];

export function moveFor(prompt: string, rng: SeededRandom): Move {
  const text = prompt.toLowerCase();
  for (const [re, move] of MOVE_WORDS) if (re.test(text)) return move;
  return rng.pick(MOVES);
}

/**
 * zoompan arguments for `frames` output frames of size w×h. `on` is the output frame index; moving by the
 * frame index (not by accumulated zoom) keeps the motion linear and identical on every run.
 */
export function zoompan(
  move: Move,
  frames: number,
  w: number,
  h: number,
  fps: number,
  amount = 0.25,
): string {
  const t = `(on/${Math.max(1, frames - 1)})`;
  const centreX = `iw/2-(iw/zoom/2)`;
  const centreY = `ih/2-(ih/zoom/2)`;
  const z = 1 + amount;
  const exprs: Record<Move, [string, string, string]> = {
    zoom_in: [`1+${amount}*${t}`, centreX, centreY],
    zoom_out: [`${z}-${amount}*${t}`, centreX, centreY],
    pan_left: [`${z}`, `(iw-iw/zoom)*(1-${t})`, centreY],
    pan_right: [`${z}`, `(iw-iw/zoom)*${t}`, centreY],
    pan_up: [`${z}`, centreX, `(ih-ih/zoom)*(1-${t})`],
    pan_down: [`${z}`, centreX, `(ih-ih/zoom)*${t}`],
  };
  const [zz, x, y] = exprs[move];
  return `zoompan=z='${zz}':x='${x}':y='${y}':d=${frames}:s=${w}x${h}:fps=${fps}`;
}
