/**
 * Seeded cards show what they say: every explore item, template and example is drawn by the scene composer from
 * its own prompt, in the style its settings state, and whatever its name names (a thing, a place, a time, the
 * weather, a style) is in the picture its prompt makes.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../../server/engine/scene/compose-scene';
import { STYLES, VIDEO_STYLES, type Style } from '../../../src/core/generation-limits';
import { promptStyle } from '../../../server/seed/media-spec';
import type { SeedMediaSpec } from '../../../src/core/seed-media';
import { seedContent } from '../../../server/seed/seed-content';

const SIZE = { width: 480, height: 270, seed: 7 };

interface Card {
  what: string;
  algorithm: string;
  name: string;
  prompt: string;
  /** The style its settings state (the style field), if it has one. */
  style?: Style;
  thumb: SeedMediaSpec;
  preview?: SeedMediaSpec;
}

function cards(): Card[] {
  const { explore, templates, demos } = seedContent();
  return [
    ...explore.map((e) => ({
      what: `explore ${e.id}`,
      algorithm: e.algorithm,
      name: e.title,
      prompt: e.prompt,
      style: e.fields.find((f) => f.field === 'style')?.val as Style | undefined,
      thumb: e.thumb,
      preview: e.preview,
    })),
    ...templates.map((t) => ({
      what: `template ${t.id}`,
      algorithm: t.algorithm,
      name: t.name,
      prompt: t.prompt,
      style: t.fields.find((f) => f.field === 'style')?.default as Style | undefined,
      thumb: t.thumb,
      preview: t.preview,
    })),
    ...demos.map((d) => ({
      what: `demo ${d.key}`,
      algorithm: d.algorithm,
      name: d.title,
      prompt: d.prompt,
      style: d.fields.find((f) => f.field === 'style')?.val as Style | undefined,
      thumb: d.thumb,
      preview: d.preview,
    })),
  ];
}

describe('seeded cards', () => {
  it('are drawn from their own prompt as scenes, in the style their settings state', () => {
    for (const card of cards()) {
      for (const spec of [card.thumb, card.preview]) {
        if (!spec) continue;
        if (spec.drawing !== 'scene')
          throw new Error(`${card.what}: drawn as ${spec.drawing}, not as its scene`);
        expect(spec.prompt, card.what).toBe(card.prompt);
        expect(spec.style, `${card.what} ${card.name}`).toBe(card.style ?? promptStyle(card.prompt));
      }
    }
  });

  it('take the style their name or prompt names when their form offers it ("Synthwave" is neon)', () => {
    let named = 0;
    for (const card of cards()) {
      const said = promptStyle(card.name) ?? promptStyle(card.prompt);
      const offered: readonly string[] = card.algorithm === 'video2video' ? VIDEO_STYLES : STYLES;
      if (!said || !card.style || !offered.includes(said)) continue;
      expect(card.style, `${card.what} ${card.name}`).toBe(said);
      named += 1;
    }
    expect(named).toBeGreaterThanOrEqual(20);
  });

  it('show what their name names: its things, place, time of day, weather and style', () => {
    let checked = 0;
    for (const card of cards()) {
      const name = composeScene(card.name, SIZE);
      const style = card.thumb.drawing === 'scene' ? card.thumb.style : undefined;
      const picture = composeScene(card.prompt, { ...SIZE, style });
      const label = `${card.what} "${card.name}" from "${card.prompt}"`;
      for (const subject of name.subjects) {
        expect(
          picture.subjects.map((s) => s.icon),
          label,
        ).toContain(subject.icon);
      }
      if (name.setting) expect([picture.setting, ...picture.moreSettings], label).toContain(name.setting);
      if (name.understood && name.time !== 'day') expect(picture.time, label).toBe(name.time);
      if (name.weather) expect(picture.weather, label).toBe(name.weather);
      if (name.style !== 'plain') expect(picture.style, label).toBe(name.style);
      if (name.understood || name.style !== 'plain') checked += 1;
    }
    // Most names name something drawable; the rest ("Squish It", "Inflate") name an effect, not a picture.
    expect(checked).toBeGreaterThanOrEqual(80);
  });
});
