import type { I18n } from '@lingui/core';
import type { LibraryFacts, LibraryState, LibraryType } from '../../core/library-query';
import { algorithmOutput } from '../../core/task-story';
import type { TaskPhase, TaskRecord } from '../../sw-contract/api';
import { algorithmLabel } from './algorithm-label';

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
  const kinds =
    files.length > 0 ? [...new Set(files.map((file) => file.kind))] : [algorithmOutput(task.algorithm)];
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
