/**
 * A task's settings back into a form: "Use these settings" (library, result view), "Edit and retry" and drafts.
 * The task record keeps what was sent: `params` (prompt, settings, the stored ids of its inputs) and, in
 * `userData`, its story (the page's module, the fields, its name: core's task-story.ts) and the stored uploads'
 * descriptions, so their previews come back too.
 */
import type { TaskUserData } from '../../core/contract/tasks';
import type { UploadedFile } from '../../core/contract/uploads';
import type { Template, TemplateField } from '../../core/contract/templates';
import { taskStory } from '../../core/task-story';
import { APP_ROUTES, findRoute } from '../../core/menu';
import type { TaskRecord } from '../../sw-contract/api';
import { applicableValues, UPLOAD_WIDGETS, type FieldValues } from './fields/form-values';
import { MODULE_ALGORITHMS, routeForm } from './module-fields';
import type { PendingGeneratorSettings } from './pending-settings';

export type StoredInputs = Record<string, UploadedFile>;

/**
 * The stored uploads among a form's files (fields without one left out), as plain data: they come from valtio
 * upload slots, whose proxies neither postMessage nor IndexedDB can clone.
 */
export function storedInputs(files: Record<string, UploadedFile | null>): StoredInputs {
  const stored = Object.entries(files).filter((entry): entry is [string, UploadedFile] => !!entry[1]);
  return JSON.parse(JSON.stringify(Object.fromEntries(stored))) as StoredInputs;
}

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** What a new task carries besides its params: its story and the descriptions of the uploads it sent. */
export function storyUserData(form: {
  pathname: string;
  algorithm: string;
  fields: readonly TemplateField[];
  params: Record<string, unknown>;
  template: Pick<Template, 'name' | 'num'> | null;
  files: Record<string, UploadedFile | null>;
}): TaskUserData {
  const inputs = storedInputs(form.files);
  const story = taskStory({
    module: findRoute(form.pathname)?.route ?? '',
    algorithm: form.algorithm,
    // The form's own fields only: what prepareParams adds (a mask's stored id) is no setting the user chose.
    fields: form.fields
      .filter((field) => isSet(form.params[field.field]))
      .map((field) => ({ field: field.field, val: form.params[field.field] })),
    template: form.template && { name: form.template.name, num: form.template.num },
    prompt: typeof form.params.prompt === 'string' ? form.params.prompt : undefined,
    fileNames: Object.values(inputs).map((input) => input.fullName),
  });
  return { ...story, inputs };
}

function isUpload(value: unknown): value is UploadedFile {
  const v = value as Partial<UploadedFile> | null;
  return typeof v === 'object' && v !== null && typeof v.file === 'string' && typeof v.url === 'string';
}

/** Stored uploads read back from a record or draft (older tasks have none; storage may hold anything). */
export function readInputs(value: unknown): StoredInputs {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry) => isUpload(entry[1])));
}

/**
 * Form values for `fields` from params and stored uploads: the settings the form can hold, and an upload field's
 * id only with its stored description (an id the form could not show would be sent unseen).
 */
export function formSettings(
  fields: readonly TemplateField[],
  params: Record<string, unknown>,
  inputs: StoredInputs,
): { values: FieldValues; inputs: StoredInputs } {
  const values = applicableValues(fields, params as FieldValues);
  const kept: StoredInputs = {};
  for (const field of fields) {
    if (!UPLOAD_WIDGETS.has(field.type)) continue;
    const input = inputs[field.field];
    if (field.type !== 'multi_img' && input && values[field.field] === input.file) kept[field.field] = input;
    else values[field.field] = field.type === 'multi_img' ? [] : null;
  }
  return { values, inputs: kept };
}

/**
 * The generator route that made a task: the module its story names (tasks made before the story kept it as
 * `route`), else the page of its algorithm.
 */
function taskRoute(task: TaskRecord): string | undefined {
  const recorded = task.userData.module ?? task.userData.route;
  if (typeof recorded === 'string' && routeForm(recorded)) return recorded;
  if (task.algorithm === 'effect') return 'effect';
  return APP_ROUTES.find((r) => r.module && MODULE_ALGORITHMS[r.module] === task.algorithm)?.route;
}

/** "Use these settings": the handover that opens the task's generator filled, or null for a page that takes none. */
export function taskHandover(task: TaskRecord): PendingGeneratorSettings | null {
  const route = taskRoute(task);
  const form = route && routeForm(route);
  if (!route || !form) return null;
  const settings = formSettings(form.fields, task.params, readInputs(task.userData.inputs));
  return {
    module: route,
    algorithm: task.algorithm,
    fields: Object.entries(settings.values).map(([field, val]) => ({ field, val })),
    inputs: settings.inputs,
    source: 'task',
  };
}
