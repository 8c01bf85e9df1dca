/** Pure helpers between a template's field list, the form's values and a task's params. */
import type { TemplateField } from '../../../core/contract/templates';

export type FieldValue = string | number | boolean | Array<string | number> | null;
export type FieldValues = Record<string, FieldValue>;

/** Widgets whose value is an uploaded file id (or a list of them). */
export const UPLOAD_WIDGETS = new Set(['single_img', 'single_video', 'multi_img']);

function firstOption(field: TemplateField): string | number | undefined {
  const first = field.options?.[0];
  if (field.type === 'linkage_list_two') return first?.children?.[0]?.value ?? first?.value;
  return first?.value;
}

/** The value a field starts with: its default, else the first option for choices, the minimum for sliders. */
function initialValue(field: TemplateField): FieldValue {
  if (field.default !== undefined) return field.default as FieldValue;
  switch (field.type) {
    case 'longtext':
      return '';
    case 'num_slider':
      return field.min ?? 0;
    case 'button_switch':
      return false;
    case 'multi_img':
      return [];
    case 'img_switch':
    case 'single_img':
    case 'single_video':
      return null;
    default:
      return firstOption(field) ?? null;
  }
}

export function initialValues(fields: readonly TemplateField[]): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.field, initialValue(f)]));
}

function isEmpty(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A multi_img field holding fewer images than its min_count is not filled in yet. */
function tooFew(field: TemplateField, value: FieldValue | undefined): boolean {
  return field.type === 'multi_img' && Array.isArray(value) && value.length < (field.min_count ?? 1);
}

/** Visible required fields still empty or short of images (hidden fields carry their default and never block). */
export function missingRequired(fields: readonly TemplateField[], values: FieldValues): TemplateField[] {
  return fields.filter(
    (f) => f.required && !f.hidden && (isEmpty(values[f.field]) || tooFew(f, values[f.field])),
  );
}

/**
 * Task params from the form: every field's value (hidden ones included, from their default), strings trimmed,
 * empty values left out so the engine applies its own defaults.
 */
export function toParams(fields: readonly TemplateField[], values: FieldValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of fields) {
    const value = field.hidden ? (values[field.field] ?? initialValue(field)) : values[field.field];
    if (isEmpty(value)) continue;
    params[field.field] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

/** Values for a new field list, keeping what the user already entered where the field name carries over. */
export function carryValues(fields: readonly TemplateField[], previous: FieldValues): FieldValues {
  const next = initialValues(fields);
  for (const field of fields) {
    if (field.hidden) continue;
    const kept = previous[field.field];
    if (!isEmpty(kept)) next[field.field] = kept;
  }
  return next;
}

/** The first-level option holding a linkage_list_two leaf value. */
export function linkageParent(field: TemplateField, leaf: FieldValue): string | number | undefined {
  const parent = field.options?.find((o) => o.children?.some((c) => c.value === leaf));
  return parent?.value ?? field.options?.[0]?.value;
}

/** Whether `value` is one the field can hold: a listed option for choices, within bounds for sliders. */
function fitsField(field: TemplateField, value: FieldValue): boolean {
  if (value === null || UPLOAD_WIDGETS.has(field.type) || field.type === 'img_switch') return true;
  if (field.type === 'num_slider') {
    return typeof value === 'number' && value >= (field.min ?? -Infinity) && value <= (field.max ?? Infinity);
  }
  if (field.type === 'button_switch') return typeof value === 'boolean';
  if (field.type === 'longtext') return typeof value === 'string';
  if (!field.options?.length) return true;
  const leaves =
    field.type === 'linkage_list_two' ? field.options.flatMap((o) => o.children ?? [o]) : field.options;
  const ok = (v: unknown) => leaves.some((o) => o.value === v);
  return Array.isArray(value) ? value.every(ok) : ok(value);
}

/**
 * The part of a preset (explore item, example, template) this form can take: values of its own fields that the
 * field can hold. A value the form cannot show (another generator's setting, an option this form lacks) would
 * otherwise be sent unseen and refused by the engine.
 */
export function applicableValues(fields: readonly TemplateField[], preset: FieldValues): FieldValues {
  const taken: FieldValues = {};
  for (const field of fields) {
    const value = preset[field.field];
    if (value !== undefined && fitsField(field, value)) taken[field.field] = value;
  }
  return taken;
}
