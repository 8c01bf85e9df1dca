/**
 * The ffmpeg graphs that animate a composed scene's layers: the backdrop held for the clip, each thing overlaid
 * where its motion puts it at that moment, the wave lines rolling, the still air over them, rain or snow
 * falling, then the camera move of the form (or of the prompt's words) over the whole picture. The same air
 * layers go over a photo that image to video moves.
 */
import { motionExpressions } from '../scene/scene-motion';
import { cameraPath, type Move } from './ken-burns';
import type { SceneLayers } from './scene-layers';

export interface SceneVideoOptions {
  /** Output frames and frame rate. */
  frames: number;
  fps: number;
  /** Output size (the layers are drawn larger, for the camera's room to move). */
  width: number;
  height: number;
  move: Move;
  /** Size of the camera move (see cameraPath). */
  amount?: number;
}

type AirLayers = Pick<SceneLayers, 'air' | 'falling' | 'height'>;

const num = (v: number) => Number(v.toFixed(4)).toString();

/** A filter graph being built: its inputs, its steps and the label of its newest output. */
class Graph {
  readonly inputs: string[] = [];
  private readonly steps: string[] = [];
  private last = '';

  /** Adds an input file; returns its stream index. */
  input(file: string): number {
    this.inputs.push('-i', file);
    return this.inputs.length / 2 - 1;
  }

  /** Adds a step that reads `from` (by default the newest output) and labels what it makes. */
  step(chain: string, from = `[${this.last}]`): void {
    const label = `s${this.steps.length}`;
    this.steps.push(`${from}${chain}[${label}]`);
    this.last = label;
  }

  /**
   * Lays a picture over the newest output at x, y (expressions of t). An overlay input is one picture: the
   * overlay filter keeps showing it, moved per frame by the expressions.
   */
  over(file: string, x: string, y: string): void {
    const n = this.input(file);
    this.step(`overlay=x='${x}':y='${y}':eval=frame:format=auto`, `[${this.last}][${n}:v]`);
  }

  /** The still air, then rain or snow falling one canvas height per `fallSeconds`. */
  air(layers: AirLayers): void {
    if (layers.air) this.over(layers.air, '0', '0');
    if (layers.falling) {
      const H = layers.height;
      this.over(layers.falling.file, '0', `mod(${num(H / layers.falling.fallSeconds)}*t,${H})-${H}`);
    }
  }

  /** Inputs and graph, the last step's label left off for the caller's `[vout]`. */
  done(): { inputs: string[]; filter: string } {
    const filter = this.steps.join(';');
    return { inputs: this.inputs, filter: filter.slice(0, filter.length - `[${this.last}]`.length) };
  }
}

/** ffmpeg inputs and filter graph (ending unlabelled, ready for `[vout]`) of the animated scene. */
export function sceneVideoGraph(
  layers: SceneLayers,
  o: SceneVideoOptions,
): { inputs: string[]; filter: string } {
  const graph = new Graph();
  const back = graph.input(layers.back);
  graph.step(`loop=loop=${o.frames - 1}:size=1:start=0,setpts=N/(${o.fps}*TB),format=rgba`, `[${back}:v]`);
  if (layers.waves) {
    graph.over(layers.waves, `-mod(${num(layers.width / layers.waveSeconds)}*t,${layers.width})`, '0');
  }
  for (const sprite of layers.sprites) {
    const { x, y } = motionExpressions(sprite.motion, layers.width);
    graph.over(sprite.file, `${x}-${sprite.pad}`, `${y}-${sprite.pad}`);
  }
  graph.air(layers);
  graph.step(
    `${cameraPath(o.move, o.frames, o.width, o.height, o.fps, o.amount, true)},setsar=1,format=yuv420p`,
  );
  return graph.done();
}

/**
 * The air of a prompt (fog, rain, snow) over a moving picture: `base` is a filter chain reading the inputs
 * already given (`inputs`, as ffmpeg arguments); the air layers are laid over what it makes.
 */
export function withAir(
  inputs: string[],
  base: string,
  layers: AirLayers,
): { inputs: string[]; filter: string } {
  const graph = new Graph();
  for (let i = 0; i < inputs.length; i += 2) graph.input(inputs[i + 1]);
  graph.step(base, '');
  graph.air(layers);
  return graph.done();
}
