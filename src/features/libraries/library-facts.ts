import type { I18n } from '@lingui/core';
import type { LibraryFacts, LibraryState, LibraryType } from '../../core/library-query';
import type { TaskPhase, TaskRecord } from '../../sw-contract/api';
import { algorithmLabel } from './algorithm-label';

/** What a generator makes, for items that have no file yet (running, failed); others read their files. */
const MAKES: Record<string, LibraryType> = {
  text2image: 'image',
  image2image: 'image',
  mai_fs: 'image',
  image_scale: 'image',
  imagesharpen: 'image',
  mai_imagesharpen: 'image',
  oir: 'image',
  inpaint_clothes: 'image',
  text2video: 'video',
  image2video: 'video',
  video2video: 'video',
  effect: 'video',
  vqe: 'video',
  mai_vqe: 'video',
  vnr: 'video',
  vfi: 'video',
  mai_mmaudio: 'video',
  txt2Music: 'audio',
  asn: 'audio',
  wnr: 'audio',
};

const STATE: Record<TaskPhase, LibraryState> = {
  outbox: 'running',
  running: 'running',
  success: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

/** The facts the library query rules read from one task record. */
export function taskFacts(i18n: I18n, task: TaskRecord): LibraryFacts {
  const files = task.result?.files ?? [];
  const kinds = files.length > 0 ? [...new Set(files.map((file) => file.kind))] : [MAKES[task.algorithm]];
  const name = typeof task.userData.name === 'string' ? task.userData.name : '';
  return {
    texts: [
      typeof task.params.prompt === 'string' ? task.params.prompt : '',
      name,
      algorithmLabel(i18n, task.algorithm),
    ],
    algorithm: task.algorithm,
    kinds: kinds.filter((kind): kind is LibraryType => kind !== undefined),
    state: STATE[task.phase],
    createdAt: task.createdAt,
  };
}
