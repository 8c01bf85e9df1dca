import { describe, expect, it } from 'vitest';
import type { RequestField } from '../../../src/core/contract/explore';
import type { TemplateField } from '../../../src/core/contract/templates';
import {
  applicableValues,
  initialValues,
  toParams,
  UPLOAD_WIDGETS,
  type FieldValue,
  type FieldValues,
} from '../../../src/features/generator/fields/form-values';
import { routeForm } from '../../../src/features/generator/module-fields';
import { ENGINE_MODULES } from '../../../server/engine/registry';
import { exploreSeeds } from '../../../server/seed/explore-content';
import { demoSeeds } from '../../../server/seed/sample-content';
import { templateSeeds } from '../../../server/seed/template-content';

/** The default form of the page an item's `module` route opens (what Go Create and Try this fill). */
function formFor(route: string): { fields: TemplateField[]; algorithm: string } {
  const form = routeForm(route);
  if (!form) throw new Error(`no generator form at ${route}`);
  return form;
}

const asValues = (fields: RequestField[]): FieldValues =>
  Object.fromEntries(fields.map((f) => [f.field, f.val as FieldValue]));

const items = [
  ...exploreSeeds().map((e) => ({ kind: 'explore', title: e.title, module: e.module, fields: e.fields })),
  ...demoSeeds(exploreSeeds(), templateSeeds()).map((d) => ({
    kind: `demo ${d.key}`,
    title: d.title,
    module: d.module,
    fields: d.fields,
  })),
];

describe('settings carried by explore items and demos', () => {
  it.each(items)('$kind "$title": every setting fits its form and the engine accepts the result', (item) => {
    const { fields, algorithm } = formFor(item.module);
    const carried = asValues(item.fields);
    const taken = applicableValues(fields, carried);
    // Nothing the item shows as its settings is silently dropped by the form.
    expect(Object.keys(taken).sort()).toEqual(Object.keys(carried).sort());

    const values = { ...initialValues(fields), ...taken };
    for (const f of fields) if (UPLOAD_WIDGETS.has(f.type)) values[f.field] = 'uploaded-file-id';
    const engine = ENGINE_MODULES.get(algorithm);
    expect(engine, algorithm).toBeDefined();
    expect(() => engine!.validate(toParams(fields, values))).not.toThrow();
  });
});

describe('applicableValues', () => {
  const fields: TemplateField[] = [
    { field: 'prompt', type: 'longtext', label: 'Prompt' },
    { field: 'style', type: 'select_box', label: 'Style', options: [{ label: 'Anime', value: 'anime' }] },
    { field: 'duration', type: 'num_slider', label: 'Duration', min: 2, max: 10 },
    { field: 'hd', type: 'button_switch', label: 'HD' },
  ];

  it('keeps values the form can hold', () => {
    expect(applicableValues(fields, { prompt: 'a cat', style: 'anime', duration: 4, hd: true })).toEqual({
      prompt: 'a cat',
      style: 'anime',
      duration: 4,
      hd: true,
    });
  });

  it('drops other forms’ fields, options the form lacks, out-of-range numbers and wrong types', () => {
    expect(applicableValues(fields, { ratio: '16:9', style: 'cinematic', duration: 30, hd: 'yes' })).toEqual(
      {},
    );
  });
});
