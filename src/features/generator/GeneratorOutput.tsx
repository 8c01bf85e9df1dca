import { Trans } from '@lingui/react/macro';
import type { GeneratorTask } from './use-generator-task';
import { TaskProgressPanel } from './TaskProgressPanel';
import { TaskResultView } from './TaskResultView';

/** The shape the result will have, from an aspect_ratio param like "16:9" (square otherwise). */
function placeholderRatio(params: Record<string, unknown>): string {
  const match = typeof params.aspect_ratio === 'string' ? /^(\d+):(\d+)$/.exec(params.aspect_ratio) : null;
  return match ? `${match[1]} / ${match[2]}` : '1 / 1';
}

/**
 * The output side of a generator page: a hint before the first task, then the current task's progress,
 * outcome and result. `onRegenerate` runs the shown task's inputs again.
 */
export function GeneratorOutput({
  current,
  onRegenerate,
  emptyHint,
}: {
  current: GeneratorTask;
  onRegenerate?: () => void;
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
      {task ? (
        <>
          <TaskProgressPanel task={task} onCancel={() => void current.cancel()} />
          {(task.phase === 'outbox' || task.phase === 'running') && (
            <div className="generator-placeholder" style={{ aspectRatio: placeholderRatio(task.params) }} />
          )}
          {task.phase === 'success' && <TaskResultView task={task} onRegenerate={onRegenerate} />}
        </>
      ) : (
        !error && <div className="generator-empty muted">{emptyHint}</div>
      )}
    </section>
  );
}
