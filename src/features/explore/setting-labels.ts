import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RequestField } from '../../core/contract/explore';
import type { TemplateField } from '../../core/contract/templates';
import { fieldText } from '../generator/fields/field-copy';
import { fieldValueText } from '../generator/fields/value-text';

/** Copy for the generator fields explore items carry; unknown fields show their key. */
const LABELS: Record<string, MessageDescriptor> = {
  prompt: msg`Prompt`,
  negative_prompt: msg`Negative prompt`,
  aspect_ratio: msg`Aspect ratio`,
  effect: msg`Effect`,
  duration: msg`Duration`,
  hd: msg`HD`,
  style: msg`Style`,
  strength: msg`Strength`,
  motion: msg`Motion`,
  camera: msg`Camera`,
  quality: msg`Quality`,
  num: msg`Images`,
  mode: msg`Mode`,
};

export interface SettingRow {
  field: string;
  label: string;
  value: string;
}

/**
 * Readable rows for a request's field list. A field the generator's form knows reads as that form shows it (its
 * label, the option's name, 'Group · Option'); others: booleans as Yes/No, durations in seconds, lists joined.
 */
export function settingRows(
  fields: readonly RequestField[],
  i18n: I18n,
  form: readonly TemplateField[] = [],
): SettingRow[] {
  const yes = i18n._(msg`Yes`);
  const no = i18n._(msg`No`);
  return fields.map(({ field, val }) => {
    const known = form.find((f) => f.field === field);
    const label = LABELS[field] ? i18n._(LABELS[field]) : known ? fieldText(i18n, known.label) : field;
    let value: string;
    if (typeof val === 'boolean') value = val ? yes : no;
    else if (field === 'duration' && typeof val === 'number') value = i18n._(msg`${val} s`);
    else if (known && (known.options?.length || Array.isArray(val)))
      value = fieldValueText(i18n, known, val, yes, no) ?? '';
    else if (Array.isArray(val)) value = val.join(', ');
    else if (val && typeof val === 'object') value = JSON.stringify(val);
    else value = String(val ?? '');
    return { field, label, value };
  });
}
