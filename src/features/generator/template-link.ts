/**
 * INTEGRATION POINT with the templates feature (src/features/templates, built on the explore-ui branch, not merged
 * when this was written). Once it lands:
 *  - `takePending` becomes `takePendingGeneratorSettings(route, algorithm)` from '../templates', mapped to
 *    `{ template, values: Object.fromEntries(fields.map((f) => [f.field, f.val])) }` (File values need an upload);
 *  - GeneratorPage mounts `<TemplateArea algorithm module onApply currentTemplateId />` where it now renders
 *    `templateArea` (see GeneratorPage.tsx).
 * Until then the page runs on its default field lists.
 */
import type { Template } from '../../core/contract/templates';
import type { FieldValues } from './fields/form-values';

export interface PendingSettings {
  template?: Template;
  values: FieldValues;
}

/** Settings "Go Create" / "use template" left for this generator; taken once. */
export function takePending(route: string, algorithm: string): PendingSettings | null {
  void route;
  void algorithm;
  return null;
}

/** The values a template puts in the form besides its fields' defaults. */
export function templateValues(template: Template): FieldValues {
  return template.prompt ? { prompt: template.prompt } : {};
}
