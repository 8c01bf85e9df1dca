/** Camera moves over a still (zoompan expressions, plus a slow rotation for orbits), from a choice, prompt words or the seed. */
import type { CameraMove } from '../../../src/core/generation-limits';
import type { SeededRandom } from '../seeded-random';

/** The moves picked from prompt words or the seed when no camera is chosen. */
const MOVES = ['zoom_in', 'zoom_out', 'pan_left', 'pan_right', 'pan_up', 'pan_down'] as const;
type PathMove = (typeof MOVES)[number] | 'static';
export type Move = PathMove | 'orbit_cw' | 'orbit_ccw';

const MOVE_WORDS: Array<[RegExp, Move]> = [
  [/counter-?clockwise|anti-?clockwise/, 'orbit_ccw'],
  [
    /orbit(ing)?|circl(e|es|ing) around|rotat(e|es|ing)|spin(s|ning)?|turn(s|ing)? around|clockwise/,
    'orbit_cw',
  ],
  [/zoom(ing)? out|pull(ing)? back|reveal/, 'zoom_out'],
  [/zoom(ing)? in|push(ing)? in|closer|approach/, 'zoom_in'],
  [/pan(ning)? left|to the left|leftward/, 'pan_left'],
  [/pan(ning)? right|to the right|rightward/, 'pan_right'],
  [/tilt(ing)? up|rise|rising|upward/, 'pan_up'],
  [/tilt(ing)? down|fall|falling|downward/, 'pan_down'],
];

/** Whether the prompt names a camera move itself (else the seed picks one). */
export function namesCameraMove(prompt: string): boolean {
  const text = prompt.toLowerCase();
  return MOVE_WORDS.some(([re]) => re.test(text));
}

export function moveFor(prompt: string, rng: SeededRandom): Move {
  const text = prompt.toLowerCase();
  for (const [re, move] of MOVE_WORDS) if (re.test(text)) return move;
  return rng.pick(MOVES);
}

const CAMERA: Record<CameraMove, Move> = {
  locked: 'static',
  left: 'pan_left',
  right: 'pan_right',
  in: 'zoom_in',
  out: 'zoom_out',
  clockwise: 'orbit_cw',
  counterclockwise: 'orbit_ccw',
};

/** The move a camera choice of the text-to-video form names. */
export function cameraMove(camera: CameraMove): Move {
  return CAMERA[camera];
}

const even = (v: number) => Math.max(2, Math.round(v / 2) * 2);

/**
 * zoompan arguments for `frames` output frames of size w×h. `on` is the output frame index; moving by the
 * frame index (not by accumulated zoom) keeps the motion linear and identical on every run. A pan moves the
 * view (pan left: the view travels left, so the picture slides right); static shows the whole still.
 */
function zoompan(
  move: PathMove,
  frames: number,
  w: number,
  h: number,
  fps: number,
  amount: number,
  stream: boolean,
): string {
  const t = `(on/${Math.max(1, frames - 1)})`;
  const centreX = `iw/2-(iw/zoom/2)`;
  const centreY = `ih/2-(ih/zoom/2)`;
  const z = 1 + amount;
  const exprs: Record<PathMove, [string, string, string]> = {
    static: ['1', '0', '0'],
    zoom_in: [`1+${amount}*${t}`, centreX, centreY],
    zoom_out: [`${z}-${amount}*${t}`, centreX, centreY],
    pan_left: [`${z}`, `(iw-iw/zoom)*(1-${t})`, centreY],
    pan_right: [`${z}`, `(iw-iw/zoom)*${t}`, centreY],
    pan_up: [`${z}`, centreX, `(ih-ih/zoom)*(1-${t})`],
    pan_down: [`${z}`, centreX, `(ih-ih/zoom)*${t}`],
  };
  const [zz, x, y] = exprs[move];
  // A still is one input frame drawn `frames` times; a stream gives one output frame per input frame.
  return `zoompan=z='${zz}':x='${x}':y='${y}':d=${stream ? 1 : frames}:s=${w}x${h}:fps=${fps}`;
}

/**
 * The filter chain that moves the camera over a still (or, with `stream`, over a moving picture of `frames`
 * frames) for `frames` frames of w×h. `amount` is the size of the move (zoom range; pans travel over a view
 * zoomed by 1 + amount). Orbits turn the picture by amount × 0.6 radians over the shot (clockwise as seen)
 * while pushing in gently, drawn larger first so that no corner shows.
 */
export function cameraPath(
  move: Move,
  frames: number,
  w: number,
  h: number,
  fps: number,
  amount = 0.25,
  stream = false,
): string {
  if (move !== 'orbit_cw' && move !== 'orbit_ccw') return zoompan(move, frames, w, h, fps, amount, stream);
  const angle = amount * 0.6;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // A w×h frame turned by `angle` fits inside the turned picture once the picture is this much larger.
  const cover = 1.02 * Math.max((w * cos + h * sin) / w, (w * sin + h * cos) / h);
  const sign = move === 'orbit_cw' ? 1 : -1;
  const turn = `rotate=a='${(sign * angle).toFixed(4)}*n/${Math.max(1, frames - 1)}':ow=${w}:oh=${h}:c=black`;
  return `${zoompan('zoom_in', frames, even(w * cover), even(h * cover), fps, amount * 0.4, stream)},${turn}`;
}

/**
 * A still that fades in over the clip and settles on its whole view at the last frame (zoom from
 * 1 + amount/2 down to 1), as an RGBA layer to overlay: the end frame of image-to-video. It is transparent
 * until `fadeFrom` seconds, fully shown from `fadeTo`.
 */
export function settleLayer(
  frames: number,
  w: number,
  h: number,
  fps: number,
  amount: number,
  fade: { from: number; to: number },
): string {
  const settle = amount / 2;
  const t = `(on/${Math.max(1, frames - 1)})`;
  return [
    `zoompan=z='${1 + settle}-${settle}*${t}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${w}x${h}:fps=${fps}`,
    'format=yuva420p',
    `fade=t=in:st=${fade.from.toFixed(3)}:d=${(fade.to - fade.from).toFixed(3)}:alpha=1`,
  ].join(',');
}
