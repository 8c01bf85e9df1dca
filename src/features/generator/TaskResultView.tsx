import { Trans, useLingui } from '@lingui/react/macro';
import type { TaskRecord } from '../../../sw/api';
import type { TaskResultFile } from '../../core/contract/tasks';
import { useFileDownload } from './use-file-download';

/** One result file in the element its kind needs. */
export function ResultMedia({ file, alt }: { file: TaskResultFile; alt: string }) {
  const ratio = file.width && file.height ? `${file.width} / ${file.height}` : undefined;
  if (file.kind === 'video') {
    return <video className="result-media" src={file.url} controls playsInline preload="metadata" />;
  }
  if (file.kind === 'audio') return <audio className="result-audio" src={file.url} controls preload="none" />;
  return (
    <img
      className="result-media"
      src={file.url}
      alt={alt}
      width={file.width}
      height={file.height}
      style={ratio ? { aspectRatio: ratio } : undefined}
    />
  );
}

export function DownloadButton({ file }: { file: TaskResultFile }) {
  const { t } = useLingui();
  const download = useFileDownload();
  return (
    <button
      type="button"
      className="btn"
      disabled={download.running}
      aria-label={t`Download ${file.name}`}
      onClick={() => download.start(file)}
    >
      {download.running ? <Trans>Downloading {download.percent ?? 0}%</Trans> : <Trans>Download</Trans>}
    </button>
  );
}

/** A finished task's media (image, video or audio by result kind), with download and regenerate. */
export function TaskResultView({ task, onRegenerate }: { task: TaskRecord; onRegenerate?: () => void }) {
  const { t } = useLingui();
  const files = task.result?.files ?? [];
  const prompt = typeof task.params.prompt === 'string' ? task.params.prompt : '';
  return (
    <div className="task-result">
      {files.map((file) => (
        <figure key={file.file} className="task-result-item">
          <ResultMedia file={file} alt={prompt ? t`Generated: ${prompt}` : t`Generated result`} />
          <figcaption className="task-result-actions">
            <DownloadButton file={file} />
            {onRegenerate && (
              <button type="button" className="btn" onClick={onRegenerate}>
                <Trans>Regenerate</Trans>
              </button>
            )}
          </figcaption>
        </figure>
      ))}
      {task.result?.description && <p className="muted small">{task.result.description}</p>}
    </div>
  );
}
