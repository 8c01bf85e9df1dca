import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RequestField } from '../../core/contract/explore';

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

/** Readable rows for a request's field list: booleans as Yes/No, durations in seconds, lists joined. */
export function settingRows(fields: readonly RequestField[], i18n: I18n): SettingRow[] {
  return fields.map(({ field, val }) => {
    let value: string;
    if (typeof val === 'boolean') value = val ? i18n._(msg`Yes`) : i18n._(msg`No`);
    else if (field === 'duration' && typeof val === 'number') value = i18n._(msg`${val} s`);
    else if (Array.isArray(val)) value = val.join(', ');
    else if (val && typeof val === 'object') value = JSON.stringify(val);
    else value = String(val ?? '');
    return { field, label: LABELS[field] ? i18n._(LABELS[field]) : field, value };
  });
}
