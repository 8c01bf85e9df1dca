import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { TaskRecord } from '../../sw-contract/api';
import { ProgressBar } from '../../ui/ProgressBar';
import { tasksState } from '../tasks/tasks-state';
import { useDisplayedProgress } from '../tasks/use-displayed-progress';
import { taskFailureText } from './task-copy';

/** True while the SW cannot reach the server for this task: the browser is offline or its last call failed. */
function useReconnecting(task: Pick<TaskRecord, 'phase' | 'backoffStep'> | null): boolean {
  const { offline } = useSnapshot(tasksState);
  if (!task || (task.phase !== 'outbox' && task.phase !== 'running')) return false;
  return offline || task.backoffStep > 0;
}

/** Where a waiting task is in the server's queue. */
function QueuePlace({ ahead }: { ahead: number }) {
  return (
    <Plural
      value={ahead}
      _0="In the queue: yours is next…"
      one="In the queue: # task ahead of yours…"
      other="In the queue: # tasks ahead of yours…"
    />
  );
}

/**
 * A task's progress and outcome line: the displayed-progress bar (0→99 ticks, 100 on success), a
 * "Reconnecting…" note while the network is down, the failure reason, and cancel while it can be cancelled.
 */
export function TaskProgressPanel({ task, onCancel }: { task: TaskRecord; onCancel?: () => void }) {
  const { t } = useLingui();
  const inFlight = task.phase === 'outbox' || task.phase === 'running';
  // Progress ticks once the server has the task; an unsent task waits at 0.
  const shown = useDisplayedProgress(task.phase === 'running', task.phase === 'success', task.progress);
  const reconnecting = useReconnecting(task);

  if (task.phase === 'failed') {
    return (
      <div className="task-outcome task-failed" role="alert">
        <strong>
          <Trans>Generation failed</Trans>
        </strong>
        <p>{taskFailureText(task)}</p>
        {task.taskId && task.cost > 0 && (
          <p className="muted">
            <Trans>The credits for this task were returned to your balance.</Trans>
          </p>
        )}
      </div>
    );
  }
  if (task.phase === 'cancelled') {
    return (
      <p className="task-outcome muted" role="status">
        <Trans>Generation cancelled.</Trans>
      </p>
    );
  }
  return (
    <div className="task-progress">
      <ProgressBar value={shown} label={t`Generation progress`} />
      <div className="task-progress-row">
        <span role="status" className={reconnecting ? 'task-reconnecting' : 'muted'}>
          {reconnecting ? (
            <Trans>Reconnecting…</Trans>
          ) : task.phase === 'outbox' ? (
            <Trans>Sending your task…</Trans>
          ) : task.phase === 'success' ? (
            <Trans>Done</Trans>
          ) : task.queueAhead !== undefined ? (
            <QueuePlace ahead={task.queueAhead} />
          ) : (
            <Trans>Generating…</Trans>
          )}
        </span>
        {inFlight && task.cancelable && onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
      {task.phase === 'outbox' && reconnecting && (
        <p className="muted small">
          <Trans>Your task is saved on this device and will be sent as soon as the connection is back.</Trans>
        </p>
      )}
    </div>
  );
}
