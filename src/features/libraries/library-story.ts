import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RequestField } from '../../core/contract/explore';
import { taskDurationMs } from '../../core/task-story';
import type { TaskRecord } from '../../sw-contract/api';
import { settingRows, type SettingRow } from '../explore/setting-labels';
import { taskFormFields } from '../generator/module-fields';
import { readInputs } from '../generator/task-settings';
import { algorithmLabel } from './algorithm-label';

/**
 * The generator pages of the menu by their module (route), named as the menu names them, so an item says which
 * page made it whatever algorithm (model) ran. The effect and tool pages are named by their mode's algorithm
 * ("Frame interpolation" says more than the page's "Video enhancer").
 */
const MODULE_LABELS: Record<string, MessageDescriptor> = {
  'text-to-video': msg`Text to video`,
  'image-to-video': msg`Image to video`,
  'video-to-anime': msg`Video to anime`,
  'text-to-image': msg`Text to image`,
  'image-to-image': msg`Image to image`,
  'text-to-music': msg`Text to music`,
};

export interface LibraryStory {
  /** The generator's menu name. */
  generator: string;
  /** The item's name from its story; '' when it has none. */
  name: string;
  /** Inputs and settings as readable rows (the prompt, shown on its own, left out). */
  settings: SettingRow[];
  /** How long the task ran, in ms; null until the server reported both begin and end. */
  durationMs: number | null;
}

function storyFields(value: unknown): RequestField[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is RequestField => typeof f === 'object' && f !== null && typeof f.field === 'string',
  );
}

/**
 * What the library tells about a task from the story it carries (user_data). Tasks made before the story (or by
 * a script) fall back to their algorithm's name and their params.
 */
export function libraryStory(i18n: I18n, task: TaskRecord): LibraryStory {
  const data = task.userData;
  const module = typeof data.module === 'string' ? data.module : '';
  const known = MODULE_LABELS[module];
  const generator = known ? i18n._(known) : algorithmLabel(i18n, task.algorithm);
  const fields = storyFields(data.fields).filter((f) => f.field !== 'prompt');
  const inputs = readInputs(data.inputs);
  const settings = settingRows(fields, i18n, taskFormFields(module, task.algorithm)).map((row) =>
    // An upload reads as the file the user gave, not its stored id.
    inputs[row.field] ? { ...row, value: inputs[row.field].fullName } : row,
  );
  return {
    generator,
    name: typeof data.name === 'string' ? data.name : '',
    settings,
    durationMs: taskDurationMs(task.begin, task.end),
  };
}

/** A duration the way a person says it: "under a second", "12 sec", "2 min 5 sec". */
export function durationText(i18n: I18n, ms: number): string {
  const total = Math.round(ms / 1000);
  if (total < 1) return i18n._(msg`under a second`);
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return unit(seconds, 'second');
  return seconds === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}
