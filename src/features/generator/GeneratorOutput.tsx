import { Trans } from '@lingui/react/macro';
import type { GeneratorTask } from './use-generator-task';
import { TaskProgressPanel } from './TaskProgressPanel';
import { TaskResultView } from './TaskResultView';
import { FailureActions } from './FailureActions';
import { Skeleton } from '../../ui/Skeleton';
import { openPlans } from './plan-lock';

/** The shape the result will have, from an aspect_ratio param like "16:9" (square otherwise). */
function placeholderRatio(params: Record<string, unknown>): string {
  const match = typeof params.aspect_ratio === 'string' ? /^(\d+):(\d+)$/.exec(params.aspect_ratio) : null;
  return match ? `${match[1]} / ${match[2]}` : '1 / 1';
}

/**
 * The output side of a generator page: a hint before the first task, then the current task's progress,
 * outcome and result. `onRegenerate` runs the shown task's inputs again; `onEdit` puts them back in the form
 * (Edit and retry after a failure, Use these settings after a success).
 */
export function GeneratorOutput({
  current,
  onRegenerate,
  onEdit,
  emptyHint,
}: {
  current: GeneratorTask;
  onRegenerate?: () => void;
  onEdit?: () => void;
  emptyHint: React.ReactNode;
}) {
  const { task, error } = current;
  return (
    <section className="generator-output card" aria-live="polite">
      <h2 className="visually-hidden">
        <Trans>Result</Trans>
      </h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {error && current.offerPlans && (
        <button type="button" className="btn btn-primary" onClick={openPlans}>
          <Trans>Upgrade Plan</Trans>
        </button>
      )}
      {task ? (
        <>
          <TaskProgressPanel task={task} onCancel={() => void current.cancel()} />
          {(task.phase === 'outbox' || task.phase === 'running') && (
            <Skeleton
              className="generator-placeholder"
              style={{ aspectRatio: placeholderRatio(task.params) }}
            />
          )}
          {(task.phase === 'failed' || task.phase === 'cancelled') && (
            <FailureActions busy={current.starting} onRetry={() => void current.retry()} onEdit={onEdit} />
          )}
          {task.phase === 'success' && (
            <TaskResultView task={task} onRegenerate={onRegenerate} onUseSettings={onEdit} />
          )}
        </>
      ) : (
        !error && <div className="generator-empty muted">{emptyHint}</div>
      )}
    </section>
  );
}
