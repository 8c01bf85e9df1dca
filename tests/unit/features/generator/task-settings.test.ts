import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../../src/core/contract/uploads';
import type { TaskRecord } from '../../../../src/sw-contract/api';
import { MODULE_FIELDS } from '../../../../src/features/generator/module-fields';
import {
  formSettings,
  readInputs,
  storyUserData,
  taskHandover,
} from '../../../../src/features/generator/task-settings';

const photo: UploadedFile = {
  file: 'up-1',
  fullName: 'cat.jpg',
  name: 'cat',
  size: 10,
  ext: 'jpg',
  type: 'image',
  mime: 'image/jpeg',
  width: 4,
  height: 4,
  duration: 0,
  url: '/files/up-1',
};

const task = (over: Partial<TaskRecord>): TaskRecord => ({ params: {}, userData: {}, ...over }) as TaskRecord;

describe('task settings for reuse', () => {
  it('carries the story (module, the form fields sent, name) and the stored uploads a task was made with', () => {
    const userData = storyUserData({
      pathname: '/ai/image-to-video',
      algorithm: 'image2video',
      fields: MODULE_FIELDS.image2video,
      params: { image: 'up-1', prompt: '', mask: 'up-9' },
      template: null,
      files: { image: photo, end: null },
    });
    expect(userData).toEqual({
      module: 'image-to-video',
      isAudio: false,
      isFromTpl: false,
      fields: [{ field: 'image', val: 'up-1' }],
      name: 'cat.jpg',
      inputs: { image: photo },
    });
  });

  it("names a task from a template after the template and keeps the template's number", () => {
    const userData = storyUserData({
      pathname: '/ai/effect/create',
      algorithm: 'effect',
      fields: MODULE_FIELDS.image2video,
      params: { prompt: 'spin it' },
      template: { name: 'Spin', num: 'fx-12' },
      files: {},
    });
    expect(userData).toMatchObject({ module: 'effect/create', isFromTpl: true, name: 'Spin', num: 'fx-12' });
  });

  it('fills settings the form can hold, and an upload only with its stored description', () => {
    const fields = MODULE_FIELDS.image2video;
    const withInput = formSettings(fields, { image: 'up-1', prompt: 'wave', other: 1 }, { image: photo });
    expect(withInput.values).toMatchObject({ image: 'up-1', prompt: 'wave' });
    expect(withInput.values).not.toHaveProperty('other');
    expect(withInput.inputs).toEqual({ image: photo });
    const without = formSettings(fields, { image: 'up-1', prompt: 'wave' }, {});
    expect(without.values.image).toBeNull();
  });

  it('reads only well-formed stored uploads', () => {
    expect(readInputs({ image: photo, bad: { file: 1 } })).toEqual({ image: photo });
    expect(readInputs(null)).toEqual({});
  });

  it("opens the task's generator with its prompt and settings", () => {
    const handover = taskHandover(
      task({ algorithm: 'text2image', params: { prompt: 'a red fox', aspect_ratio: '1:1' } }),
    );
    expect(handover).toMatchObject({ module: 'text-to-image', algorithm: 'text2image', source: 'task' });
    expect(handover?.fields).toContainEqual({ field: 'prompt', val: 'a red fox' });
  });

  it('prefers the module the task recorded, and offers nothing for a page that takes no settings', () => {
    expect(taskHandover(task({ algorithm: 'effect', userData: { module: 'effect/create' } }))?.module).toBe(
      'effect/create',
    );
    expect(taskHandover(task({ algorithm: 'no-such-tool' }))).toBeNull();
    // Tasks made before the story kept their page as `route`.
    expect(taskHandover(task({ algorithm: 'effect', userData: { route: 'effect/create' } }))?.module).toBe(
      'effect/create',
    );
  });
});
