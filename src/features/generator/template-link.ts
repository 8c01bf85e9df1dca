/**
 * The generator's link to the templates feature: settings "Go Create", "use template" and the home photo starter
 * left for this page, split into form values and files still to upload.
 */
import type { RequestField } from '../../core/contract/explore';
import type { Template } from '../../core/contract/templates';
import { peekPendingGeneratorSettings } from './pending-settings';
import type { FieldValue, FieldValues } from './fields/form-values';

export interface PendingSettings {
  template?: Template;
  values: FieldValues;
  /** Files chosen before navigating (the photo starter); the matching upload field sends them. */
  files: Record<string, File>;
}

/** The values a template puts in the form besides its fields' defaults. */
export function templateValues(template: Template): FieldValues {
  return template.prompt ? { prompt: template.prompt } : {};
}

/** Settings left for this generator (route name and algorithm key); the page clears them once mounted. */
export function peekPending(route: string, algorithm: string): PendingSettings | null {
  const pending = peekPendingGeneratorSettings(route, algorithm);
  if (!pending) return null;
  const split = splitFields(pending.fields);
  const values = pending.template ? { ...templateValues(pending.template), ...split.values } : split.values;
  return { template: pending.template, values, files: split.files };
}

/**
 * Request fields (explore's request, an example's fields) as form values and files to upload: how "Go Create"
 * fills a form, used as well when an example is tried on its own page.
 */
export function splitFields(fields: readonly RequestField[]): Pick<PendingSettings, 'values' | 'files'> {
  const values: FieldValues = {};
  const files: Record<string, File> = {};
  for (const { field, val } of fields) {
    if (val instanceof File) files[field] = val;
    else values[field] = val as FieldValue;
  }
  return { values, files };
}
