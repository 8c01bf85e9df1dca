import { proxy, ref } from 'valtio';
import type { RequestField } from '../../core/contract/explore';
import type { Template } from '../../core/contract/templates';
import type { UploadedFile } from '../../core/contract/uploads';

/**
 * Settings handed to the generator page by "Go Create" (explore), "use template" (templates), "Try this" (examples)
 * or "Use these settings" (a task in the library or the result view): the sender sets
 * them, then navigates; the generator takes them once on mount. Kept in memory only: a reload starts clean.
 */
export interface PendingGeneratorSettings {
  /** Generator route name, e.g. 'image-to-video'. */
  module: string;
  algorithm: string;
  /** The template to select, when the settings come from one. */
  template?: Template;
  /** Field values to put into the form, in request order. Values may be Files (a photo chosen before). */
  fields: RequestField[];
  /** Uploads already stored, by field ("Use these settings"): the upload fields show them without a new upload. */
  inputs?: Record<string, UploadedFile>;
  /** Where the settings came from, for analytics-free debugging and for the generator's copy. */
  source: 'explore' | 'template' | 'photo' | 'example' | 'task';
  /** Explore item id, when from explore. */
  exploreId?: number;
}

const pendingGeneratorSettings = proxy<{ current: PendingGeneratorSettings | null }>({
  current: null,
});

export function setPendingGeneratorSettings(settings: PendingGeneratorSettings): void {
  // ref(): templates and Files are data, not state to track field by field.
  pendingGeneratorSettings.current = ref(settings);
}

/**
 * The settings left for this generator without taking them: a render may be thrown away (Suspense) and run
 * again, so the page reads them while rendering and clears them once mounted (clearPendingGeneratorSettings).
 */
export function peekPendingGeneratorSettings(
  module: string,
  algorithm?: string,
): PendingGeneratorSettings | null {
  const pending = pendingGeneratorSettings.current;
  if (!pending) return null;
  return pending.module === module || (!!algorithm && pending.algorithm === algorithm) ? pending : null;
}

export function clearPendingGeneratorSettings(): void {
  pendingGeneratorSettings.current = null;
}

/** Template fields with their default values, as the generator would receive them from a request. */
export function templateDefaults(template: Template): RequestField[] {
  return template.fields
    .filter((f) => f.default !== undefined)
    .map((f) => ({ field: f.field, val: f.default as unknown }));
}
