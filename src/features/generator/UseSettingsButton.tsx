import { Trans } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import type { TaskRecord } from '../../sw-contract/api';
import { useGoCreate } from './go-create';
import { taskHandover } from './task-settings';

/**
 * "Use these settings": opens the task's generator with its prompt, settings and inputs filled (library items,
 * the image viewer). Absent for a task whose page takes no settings.
 */
export function UseSettingsButton({ task, className = 'btn' }: { task: TaskRecord; className?: string }) {
  const goCreate = useGoCreate();
  const handover = taskHandover(task);
  if (!handover) return null;
  return (
    <button type="button" className={className} onClick={() => goCreate(handover)}>
      <SlidersHorizontal size={16} aria-hidden="true" />
      <Trans>Use these settings</Trans>
    </button>
  );
}
