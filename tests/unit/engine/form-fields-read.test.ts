/**
 * Guard: every field a generator form shows (each seeded template, each module page's default form, each tool
 * variant, each effect page) is a param its engine module reads — kept by validate() or a file param of the
 * right kind — and each of its choices means something different to the module. A control the engine ignores
 * (it would give the same output whatever the user picks) fails here.
 */
import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../src/core/contract/templates';
import { EFFECTS } from '../../../src/core/generation-limits';
import type { GeneratorModule } from '../../../src/core/menu';
import {
  AI_AUDIO,
  effectFields,
  IMAGE_ENHANCER,
  MASK_TOOLS,
  MODULE_ALGORITHMS,
  MODULE_FIELDS,
  TEXT_TO_MUSIC,
  VIDEO_ENHANCER,
} from '../../../src/features/generator/module-fields';
import { initialValues, toParams, UPLOAD_WIDGETS } from '../../../src/features/generator/fields/form-values';
import { ENGINE_MODULES } from '../../../server/engine/registry';
import type { AlgorithmModule } from '../../../server/engine/types';
import { templateSeeds } from '../../../server/seed/template-content';

interface Form {
  name: string;
  algorithm: string;
  fields: TemplateField[];
}

const FORMS: Form[] = [
  ...templateSeeds().map((t) => ({
    name: `template ${t.id} "${t.name}"`,
    algorithm: t.algorithm,
    fields: t.fields,
  })),
  ...(Object.entries(MODULE_FIELDS) as Array<[GeneratorModule, TemplateField[]]>).map(([m, fields]) => ({
    name: `${m} page`,
    algorithm: MODULE_ALGORITHMS[m],
    fields,
  })),
  ...[VIDEO_ENHANCER, IMAGE_ENHANCER, MASK_TOOLS, AI_AUDIO, TEXT_TO_MUSIC].flat().map((v) => ({
    name: `tool "${v.label}"`,
    algorithm: v.algorithm,
    fields: v.fields,
  })),
  ...EFFECTS.map((e) => ({ name: `effect page ${e}`, algorithm: 'effect', fields: effectFields(e) })),
];

/** Widgets whose value is an uploaded file id (img_switch: an optional one behind a switch). */
const isFileWidget = (f: TemplateField) => UPLOAD_WIDGETS.has(f.type) || f.type === 'img_switch';
const KIND_OF_CONTENT: Record<string, string> = { image: 'image', video: 'video', music: 'audio' };

/** The choices a field offers: option values, or for a two-level list the second level's. */
function choices(field: TemplateField): Array<string | number> {
  const options = field.options ?? [];
  const leaves = field.type === 'linkage_list_two' ? options.flatMap((o) => o.children ?? []) : options;
  // An empty value ("Auto") is left out of the params by the form, so the engine picks.
  return leaves.map((o) => o.value).filter((v) => v !== '');
}

function sampleValue(field: TemplateField): unknown {
  if (field.type === 'multi_img') return Array.from({ length: field.min_count ?? 1 }, (_, i) => `file-${i}`);
  if (isFileWidget(field)) return `file-${field.field}`;
  if (field.type === 'longtext') return 'a sunny beach with palm trees';
  if (field.type === 'num_slider') return field.min ?? 0;
  if (field.type === 'button_switch') return true;
  return choices(field)[0];
}

/** What the untouched form sends, every field filled (uploads as ids) and the page's own files (the mask). */
function formParams(form: Form, module: AlgorithmModule): Record<string, unknown> {
  const params = toParams(form.fields, initialValues(form.fields));
  for (const field of form.fields) params[field.field] ??= sampleValue(field);
  for (const [name, spec] of Object.entries(module.fileParams)) {
    if (spec.required && params[name] === undefined) params[name] = `file-${name}`;
  }
  return params;
}

describe('every form field is read by its engine module', () => {
  it.each(FORMS.map((f) => [f.name, f] as const))('%s', (_, form) => {
    const module = ENGINE_MODULES.get(form.algorithm);
    expect(module, `${form.name}: no engine module for ${form.algorithm}`).toBeDefined();
    if (!module) return;
    const base = formParams(form, module);
    const validated = module.validate(base);
    for (const field of form.fields) {
      const where = `${form.name}: field "${field.field}" (${field.type})`;
      const file = module.fileParams[field.field];
      if (isFileWidget(field)) {
        expect(file, `${where} is not a file param of ${form.algorithm}`).toBeDefined();
        expect(file?.kind, `${where} takes the wrong kind`).toBe(KIND_OF_CONTENT[field.content_type ?? '']);
        expect(!!file?.multiple, `${where}: list widget ⇔ list param`).toBe(field.type === 'multi_img');
        continue;
      }
      expect(Object.keys(validated), `${where} is dropped by ${form.algorithm}.validate()`).toContain(
        field.field,
      );
      const values: unknown[] =
        field.type === 'num_slider'
          ? [field.min, field.max]
          : field.type === 'button_switch'
            ? [false, true]
            : choices(field);
      if (values.length < 2) continue;
      // Each choice validates and none collapses onto another (they would give the same output).
      const read = values.map((value) =>
        JSON.stringify(module.validate({ ...base, [field.field]: value })[field.field]),
      );
      expect(new Set(read).size, `${where}: choices ${JSON.stringify(values)} read as ${read}`).toBe(
        values.length,
      );
    }
  });

  it('covers the seeded templates of every template algorithm and the default forms', () => {
    const algorithms = new Set(FORMS.map((f) => f.algorithm));
    for (const key of ['text2video', 'image2video', 'effect', 'text2image', 'image2image', 'mai_fs', 'vfi']) {
      expect(algorithms).toContain(key);
    }
    expect(FORMS.length).toBeGreaterThan(48);
  });
});
