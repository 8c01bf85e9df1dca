/** What a composed scene tells the user: the scene as task result data, and one honest line on what was drawn. */
import type { TaskScene } from '../../../src/core/contract/tasks';
import type { ComposedScene } from './scene-model';
import { say, type ServerText } from '../../i18n/server-text';
import { wordList } from '../word-list';
import { SCENE_WORDS } from './scene-words';

const SKYLESS = new Set(['space', 'underwater']);

/** The scene as a task result carries it: subjects drawn, place, time, weather, style, words not understood. */
export function sceneSummary(scene: ComposedScene): TaskScene {
  return {
    subjects: scene.subjects.map((s) => ({ name: s.name, count: s.count, icon: s.icon })),
    setting: scene.setting,
    time: SKYLESS.has(scene.backdrop.backdrop) || !scene.understood ? null : scene.time,
    weather: scene.weather,
    style: scene.style,
    unmatched: scene.unmatched,
  };
}

/**
 * One line on what was drawn and how, e.g. "2 × cat, windowsill, dusk; composed from vector art, no neural
 * model"; a prompt with nothing drawable says it got an abstract picture. The words the composer could not draw
 * are in the scene (`unmatched`), which the page lists in the user's language. The line is a message read in the
 * user's language: its place, time, weather and style words are messages too (scene-words.ts); the things drawn
 * keep the prompt's own words.
 */
export function describeScene(scene: ComposedScene, medium: 'image' | 'video' = 'image'): ServerText {
  if (!scene.understood) {
    return medium === 'video'
      ? say(
          'Nothing in the prompt named a thing, place or time to draw; an abstract composition in its colours under a moving camera, no neural model.',
        )
      : say(
          'Nothing in the prompt named a thing, place or time to draw; an abstract composition in its colours, no neural model.',
        );
  }
  const summary = sceneSummary(scene);
  // The time the summary shows (none under water or in space); day, the default, goes unsaid.
  const time = summary.time === null || scene.time === 'day' ? null : scene.time;
  const style = scene.style === 'plain' ? null : scene.style;
  const words = [
    // A thing drawn is named by the prompt's own word (and colour word), kept as written.
    ...scene.subjects.map((s) => `${s.count} × ${s.colour ? `${s.colour} ` : ''}${s.name}`),
    ...(scene.setting ? [SCENE_WORDS.setting[scene.setting]] : []),
    ...(time ? [SCENE_WORDS.time[time]] : []),
    ...(scene.weather ? [SCENE_WORDS.weather[scene.weather]] : []),
    ...(style ? [SCENE_WORDS.style[style]] : []),
  ];
  // Understood yet nothing to list (a daytime scene of things the engine does not draw, "a windmill at noon").
  if (words.length === 0) {
    return medium === 'video'
      ? say('Composed from vector art (Fluent Emoji) and animated, no neural model.')
      : say('Composed from vector art (Fluent Emoji), no neural model.');
  }
  const parts = wordList(words);
  return medium === 'video'
    ? say('{parts}; composed from vector art (Fluent Emoji) and animated, no neural model.', { parts })
    : say('{parts}; composed from vector art (Fluent Emoji), no neural model.', { parts });
}
