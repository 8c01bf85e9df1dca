import type { TemplateField } from '../../src/core/contract/templates';
import { promptField } from '../../src/core/generator-fields';
import { paletteSpec, seedMediaUrl, type SeedMediaSpec } from '../../src/core/seed-media';
import { EFFECTS } from '../../src/core/generation-limits';
import { STYLE_REFERENCE_SIDE, STYLE_REFERENCES } from '../engine/style-references';

/**
 * The fields only seeded templates have; the rest of their forms are the generator's field builders
 * (src/core/generator-fields.ts). Together they use all 13 widget types.
 */

/** A template's prompt, filled in with the template's own. */
export function templatePromptField(def: string, required = true): TemplateField {
  return {
    ...promptField(required, 'Describe what you want to see'),
    content_type: 'text',
    default: def,
  };
}

/** The template's effect, as one of the engine's effects (hidden: the template decides it). */
export function effectField(templateName: string, index: number): TemplateField {
  const effect = EFFECTS[index % EFFECTS.length];
  return {
    field: 'effect',
    type: 'select_box',
    label: 'Effect',
    options: [{ label: templateName, value: effect }],
    default: effect,
    hidden: true,
  };
}

/** Reference pictures the abstract_img field offers: the engine's style references, drawn as the engine draws them. */
export function styleReferenceSpecs(): SeedMediaSpec[] {
  return STYLE_REFERENCES.map((r) => paletteSpec(r.prompt, STYLE_REFERENCE_SIDE));
}

export function styleReferenceField(): TemplateField {
  const thumbs = styleReferenceSpecs();
  return {
    field: 'style_image',
    type: 'abstract_img',
    label: 'Style reference',
    content_type: 'image',
    options: STYLE_REFERENCES.map((r, i) => ({
      label: r.label,
      value: r.value,
      thumbnail: seedMediaUrl(thumbs[i]),
    })),
    default: STYLE_REFERENCES[0].value,
  };
}
