/** What a composed scene tells the user: the scene as task result data, and one honest line on what was drawn. */
import type { TaskScene } from '../../../src/core/contract/tasks';
import type { ComposedScene } from './scene-model';
import { say, type ServerText } from '../../i18n/server-text';

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
 * are in the scene (`unmatched`), which the page lists in the user's language. The abstract picture's line is a
 * message (read in the user's language); a drawn scene's line is made of the prompt's words and stays plain text.
 */
export function describeScene(
  scene: ComposedScene,
  medium: 'image' | 'video' = 'image',
): ServerText | string {
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
  const parts = [
    ...scene.subjects.map((s) => `${s.count} × ${s.colour ? `${s.colour} ` : ''}${s.name}`),
    summary.setting,
    summary.time === 'day' ? null : summary.time,
    summary.weather,
    scene.style === 'plain' ? null : scene.style,
  ].filter(Boolean);
  const how =
    medium === 'video'
      ? 'composed from vector art (Fluent Emoji) and animated'
      : 'composed from vector art (Fluent Emoji)';
  return `${parts.join(', ')}; ${how}, no neural model.`;
}
