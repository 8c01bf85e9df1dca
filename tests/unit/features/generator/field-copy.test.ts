/**
 * Guard: every word the app's own forms show from their field lists (labels, placeholders, option names, tool
 * mode names) reaches the user through the catalog. module-fields.ts holds them as the contract's English source
 * text, so the lint rule on unlocalized strings is off there; fieldText translates the ones it knows and shows
 * any other as it is, so an unknown one would be English in every language.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../src/core/contract/templates';
import { EFFECTS } from '../../../../src/core/generation-limits';
import {
  AI_AUDIO,
  effectVariants,
  IMAGE_ENHANCER,
  MASK_TOOLS,
  MODULE_FIELDS,
  TEXT_TO_MUSIC,
  VIDEO_ENHANCER,
} from '../../../../src/features/generator/module-fields';
import { fieldText } from '../../../../src/features/generator/fields/field-copy';

/** Names kept in every language (src/locales/GLOSSARY.md, "What is never translated"). */
const NAMES = new Set(['Telea', 'Navier–Stokes']);

/** An i18n whose every message comes back marked, so a text fieldText translated is told from one it passed on. */
const marked = setupI18n({ locale: 'xx', messages: { xx: {} }, missing: (_locale, id) => `«${id}»` });

function shownTexts(fields: readonly TemplateField[]): string[] {
  const options = fields.flatMap((f) => f.options ?? []).flatMap((o) => [o, ...(o.children ?? [])]);
  return [...fields.flatMap((f) => [f.label, f.placeholder ?? '']), ...options.map((o) => o.label)].filter(
    (text) => /\p{L}/u.test(text) && !NAMES.has(text),
  );
}

const TOOL_VARIANTS = [...VIDEO_ENHANCER, ...IMAGE_ENHANCER, ...MASK_TOOLS, ...AI_AUDIO, ...TEXT_TO_MUSIC];
const EFFECT_VARIANTS = EFFECTS.map((e) => ({ effect: e, variants: effectVariants(e) }));

const FORMS: Array<[string, readonly TemplateField[]]> = [
  ...Object.entries(MODULE_FIELDS).map(([m, fields]): [string, TemplateField[]] => [`${m} page`, fields]),
  ...TOOL_VARIANTS.map((v): [string, TemplateField[]] => [`tool "${v.label}"`, v.fields]),
  ...EFFECT_VARIANTS.map(({ effect, variants }): [string, TemplateField[]] => [
    `effect page ${effect}`,
    variants.flatMap((v) => v.fields),
  ]),
];

describe('field copy', () => {
  it.each(FORMS)('%s shows only texts the catalog has', (_name, fields) => {
    const untranslated = shownTexts(fields).filter((text) => fieldText(marked, text) === text);
    expect(untranslated).toEqual([]);
  });

  it('knows the name of every tool mode', () => {
    const labels = [...TOOL_VARIANTS, ...EFFECT_VARIANTS.flatMap((e) => e.variants)].map((v) => v.label);
    const untranslated = labels.filter((label) => fieldText(marked, label) === label);
    expect([...new Set(untranslated)]).toEqual([]);
  });
});
