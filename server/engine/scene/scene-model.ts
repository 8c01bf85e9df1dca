/** The composed scene: what the prompt asked for and where each picture of it goes on the canvas. */
import type { Style } from '../prompt-features';
import type { ReadRelation, ReadSubject } from './read-prompt';
import type { SettingName, SettingSpec } from './scene-settings';
import type { TimeOfDay, Weather } from './scene-vocabulary';

/** A rectangle in canvas pixels: top-left corner and size. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One emoji drawn on the canvas: a copy of a subject or a prop of the setting. */
export interface PlacedArt {
  icon: string;
  box: Box;
  /** Mirrored, so a row of animals does not all face one way. */
  flip: boolean;
  /** Colour the icon is tinted toward (#rrggbb). */
  tint?: string;
  /** Index into the scene's subjects for a subject's copy; absent for a prop. */
  subject?: number;
  /** Drawing order: lower first (further away, or held inside what is drawn after it). */
  depth: number;
}

export interface ComposedScene {
  width: number;
  height: number;
  subjects: ReadSubject[];
  relations: ReadRelation[];
  /** The place named (null: none, a plain landscape is drawn). */
  setting: SettingName | null;
  moreSettings: SettingName[];
  /** How the place is drawn: the named setting with what further places add. */
  backdrop: SettingSpec;
  /** The time drawn (day when the prompt names none). */
  time: TimeOfDay;
  weather: Weather | null;
  style: Style;
  unmatched: string[];
  /** Canvas y where the ground (or the floor, or the window sill) starts. */
  horizon: number;
  /** The sun or moon of the time of day, drawn as part of the sky. */
  celestial: PlacedArt | null;
  /** Subjects' copies and setting props, in drawing order. */
  items: PlacedArt[];
  /** Whether the prompt named anything drawable at all (a thing, a place, a time of day or weather). */
  understood: boolean;
}

export const boxBottom = (b: Box) => b.y + b.h;
export const boxCentreX = (b: Box) => b.x + b.w / 2;
