import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaskRecord } from '../../sw-contract/api';
import { DISLIKE, LIKE, LIKE_CANCEL, type LikeValue } from '../../core/task-status';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ThumbIcon } from '../../ui/ThumbIcon';
import { showToast } from '../../ui/toasts';
import { fromWireError, tasksClient } from '../tasks/sw-link';
import { RestartConfirm } from '../generator/RestartConfirm';
import { TaskProgressPanel } from '../generator/TaskProgressPanel';
import { ResultMedia, useResultImages } from '../generator/TaskResultView';
import { DownloadAllButton, DownloadButton } from '../downloads/DownloadButton';
import { callFailureText, isOutOfCredits, taskStatusLabel } from '../generator/task-copy';
import { UpgradePrompt } from '../generator/UpgradePrompt';
import { UseSettingsButton } from '../generator/UseSettingsButton';
import { durationText, libraryStory } from './library-story';
import { useLongPress } from './use-long-press';

/** The item's part in the library's multi-select (see use-selection.ts). */
export interface ItemSelection {
  selected: boolean;
  /** While choosing, a click anywhere on the item selects it instead of opening it. */
  choosing: boolean;
  onToggle: (shift: boolean) => void;
  onLongPress: () => void;
}

/**
 * Runs a task command; a refusal or network failure becomes a toast (or the upgrade prompt when out of
 * credits), never an uncaught error.
 */
async function run(work: () => Promise<unknown>, onOutOfCredits: () => void): Promise<void> {
  try {
    await work();
  } catch (error) {
    const failure = fromWireError(error);
    if (isOutOfCredits(failure)) onOutOfCredits();
    else showToast(callFailureText(failure), 'error');
  }
}

/**
 * One library entry: status, progress or media, its story (the generator's menu name, its name, the inputs and
 * settings it used, how long it took) and its commands (download, like, retry, restart, delete).
 */
export function LibraryItem({ task, selection }: { task: TaskRecord; selection: ItemSelection }) {
  const { t, i18n } = useLingui();
  const [confirm, setConfirm] = useState<'delete' | 'restart' | 'upgrade' | null>(null);
  const [busy, setBusy] = useState(false);
  const prompt = typeof task.params.prompt === 'string' ? task.params.prompt : '';
  const story = libraryStory(i18n, task);
  const label = story.generator;
  // What the item is called where one line must say it: its prompt, else its name, else its generator.
  const title = prompt || story.name || label;
  const took = story.durationMs === null ? null : durationText(i18n, story.durationMs);
  const like = task.userData.like;
  const files = task.phase === 'success' ? (task.result?.files ?? []) : [];
  const viewing = useResultImages(files, title, () => <UseSettingsButton task={task} />);
  const inFlight = task.phase === 'outbox' || task.phase === 'running';
  const retryable = (task.phase === 'failed' || task.phase === 'cancelled') && task.taskId !== null;
  const created = new Date(task.createdAt).toLocaleString(i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    void run(work, () => setConfirm('upgrade')).finally(() => setBusy(false));
  };
  const longPress = useLongPress(selection.onLongPress);
  const setLike = (value: LikeValue) =>
    act(() => tasksClient().likeTask(task.localId, like === value ? LIKE_CANCEL : value));

  return (
    <li
      className={`library-item card ${selection.selected ? 'is-selected' : ''}`}
      {...longPress}
      onClickCapture={(event) => {
        longPress.onClickCapture(event);
        if (event.isPropagationStopped() || !selection.choosing) return;
        if ((event.target as Element).closest('.library-select')) return;
        event.preventDefault();
        event.stopPropagation();
        selection.onToggle(event.shiftKey);
      }}
    >
      <article aria-label={title === label ? label : `${label}: ${title}`}>
        <label className="library-select">
          <input
            type="checkbox"
            checked={selection.selected}
            aria-label={t`Select ${title}`}
            onChange={() => {}}
            onClick={(event) => selection.onToggle(event.shiftKey)}
          />
        </label>
        <div className={`library-media ${files.length > 1 ? 'is-multi' : ''}`}>
          {files.length > 0 ? (
            files.map((file) => (
              <ResultMedia
                key={file.file}
                file={file}
                alt={title}
                onOpen={() => viewing.open(file)}
                openLabel={viewing.openLabel(file)}
              />
            ))
          ) : (
            <div className="library-state">
              <TaskProgressPanel task={task} />
            </div>
          )}
        </div>
        <div className="library-body">
          <div className="library-meta">
            <span className={`status-badge status-${task.phase}`}>{taskStatusLabel(task)}</span>
            <span className="muted small">
              {label} · <time dateTime={new Date(task.createdAt).toISOString()}>{created}</time>
            </span>
            {took && (
              <span className="muted small">
                <Trans>Took {took}</Trans>
              </span>
            )}
          </div>
          {story.name && <h2 className="library-name">{story.name}</h2>}
          {prompt && prompt !== story.name && <p className="library-prompt">{prompt}</p>}
          {story.settings.length > 0 && (
            <details className="library-settings">
              <summary>
                <Trans>Inputs and settings</Trans>
              </summary>
              <dl>
                {story.settings.map((row) => (
                  <div key={row.field}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
          <div className="library-actions">
            {files.length > 1 ? (
              <DownloadAllButton files={files} />
            ) : (
              files.map((file) => <DownloadButton key={file.file} file={file} />)
            )}
            {task.phase === 'success' && (
              <>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t`Like`}
                  aria-pressed={like === LIKE}
                  disabled={busy}
                  onClick={() => setLike(LIKE)}
                >
                  <ThumbIcon />
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t`Dislike`}
                  aria-pressed={like === DISLIKE}
                  disabled={busy}
                  onClick={() => setLike(DISLIKE)}
                >
                  <ThumbIcon down />
                </button>
              </>
            )}
            <UseSettingsButton task={task} />
            {retryable && (
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => act(() => tasksClient().retryTask(task.localId))}
              >
                <Trans>Retry</Trans>
              </button>
            )}
            {inFlight && task.taskId && (
              <button type="button" className="btn" disabled={busy} onClick={() => setConfirm('restart')}>
                <Trans>Restart</Trans>
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => setConfirm('delete')}
            >
              <Trans>Delete</Trans>
            </button>
          </div>
        </div>
      </article>
      {confirm === 'delete' && (
        <ConfirmDialog
          title={t`Delete this item?`}
          message={<Trans>It will be removed from your library. This cannot be undone.</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            act(() => tasksClient().deleteTask(task.localId));
          }}
        />
      )}
      {confirm === 'restart' && (
        <RestartConfirm
          onNo={() => setConfirm(null)}
          onYes={() => {
            setConfirm(null);
            act(async () => {
              const stopped = await tasksClient().cancelTask(task.localId);
              // A task that finished before the cancel arrived keeps its result: nothing to restart.
              if (stopped.phase !== 'success') await tasksClient().retryTask(task.localId);
            });
          }}
        />
      )}
      {confirm === 'upgrade' && <UpgradePrompt onClose={() => setConfirm(null)} />}
      {viewing.viewer}
    </li>
  );
}
