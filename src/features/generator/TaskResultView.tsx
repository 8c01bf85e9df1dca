import { useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaskRecord } from '../../sw-contract/api';
import { SlidersHorizontal } from 'lucide-react';
import type { TaskResultFile } from '../../core/contract/tasks';
import type { PreviewImage } from '../preview/ImagePreview';
import { useImageViewer } from '../preview/use-image-viewer';
import { DownloadButton } from '../downloads/DownloadButton';
import './task-result.css';

/**
 * One result file in the element its kind needs. An image with `onOpen` is a button that opens it in the image
 * viewer; `openLabel` names that button.
 */
export function ResultMedia({
  file,
  alt,
  onOpen,
  openLabel,
}: {
  file: TaskResultFile;
  alt: string;
  onOpen?: () => void;
  openLabel?: string;
}) {
  const ratio = file.width && file.height ? `${file.width} / ${file.height}` : undefined;
  if (file.kind === 'video') {
    return <video className="result-media" src={file.url} controls playsInline preload="metadata" />;
  }
  if (file.kind === 'audio') return <audio className="result-audio" src={file.url} controls preload="none" />;
  const img = (
    <img
      className="result-media"
      src={file.url}
      alt={alt}
      width={file.width}
      height={file.height}
      style={ratio ? { aspectRatio: ratio } : undefined}
    />
  );
  if (!onOpen) return img;
  return (
    <button type="button" className="result-open" aria-label={openLabel} onClick={onOpen}>
      {img}
    </button>
  );
}

/**
 * The image files of a result as the viewer shows them, and the label of each one's open button. `actions`
 * (given the viewer's closer) puts commands about the task under the image ("Use these settings").
 */
export function useResultImages(
  files: readonly TaskResultFile[],
  alt: string,
  actions?: (close: () => void) => ReactNode,
) {
  const { t } = useLingui();
  const images: PreviewImage[] = useMemo(
    () => files.filter((f) => f.kind === 'image').map((f) => ({ src: f.url, alt })),
    [files, alt],
  );
  const viewer = useImageViewer(images, actions);
  const indexOf = (file: TaskResultFile) => images.findIndex((i) => i.src === file.url);
  const openLabel = (file: TaskResultFile) =>
    images.length > 1 ? t`Open image ${indexOf(file) + 1} of ${images.length}` : t`Open image`;
  return {
    images,
    viewer: viewer.viewer,
    open: (file: TaskResultFile) => viewer.open(indexOf(file)),
    openLabel,
  };
}

/**
 * A finished task's media (image, video or audio by result kind), with download, regenerate and "Use these
 * settings" (the task's settings back in the form above), also from the image viewer.
 */
export function TaskResultView({
  task,
  onRegenerate,
  onUseSettings,
}: {
  task: TaskRecord;
  onRegenerate?: () => void;
  onUseSettings?: () => void;
}) {
  const { t } = useLingui();
  const files = task.result?.files ?? [];
  const prompt = typeof task.params.prompt === 'string' ? task.params.prompt : '';
  const alt = prompt ? t`Generated: ${prompt}` : t`Generated result`;
  const settingsButton = (close?: () => void) =>
    onUseSettings && (
      <button
        type="button"
        className="btn"
        onClick={() => {
          close?.();
          onUseSettings();
        }}
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        <Trans>Use these settings</Trans>
      </button>
    );
  const { images, viewer, open, openLabel } = useResultImages(files, alt, onUseSettings && settingsButton);
  // Several images sit in a grid with one Regenerate under it; a single file keeps it beside its Download.
  const multi = files.length > 1;
  // Words the built-in composer read but could not draw, said rather than silently dropped.
  const unmatched = task.result?.scene?.unmatched ?? [];
  const notDrawn = unmatched.length ? unmatched.map((word) => `“${word}”`).join(', ') : '';
  const regenerate = onRegenerate && (
    <button type="button" className="btn" onClick={onRegenerate}>
      <Trans>Regenerate</Trans>
    </button>
  );
  return (
    <div className={`task-result ${multi ? 'is-multi' : ''}`}>
      <div className="task-result-files">
        {files.map((file) => (
          <figure key={file.file} className="task-result-item">
            <ResultMedia
              file={file}
              alt={alt}
              onOpen={images.length > 0 ? () => open(file) : undefined}
              openLabel={openLabel(file)}
            />
            <figcaption className="task-result-actions">
              <DownloadButton file={file} />
              {!multi && regenerate}
              {!multi && settingsButton()}
            </figcaption>
          </figure>
        ))}
      </div>
      {multi && (regenerate || onUseSettings) && (
        <div className="task-result-actions">
          {regenerate}
          {settingsButton()}
        </div>
      )}
      {task.result?.description && <p className="muted small">{task.result.description}</p>}
      {notDrawn && (
        <p className="small not-drawn">
          <Trans>Not drawn: {notDrawn}</Trans>
        </p>
      )}
      {viewer}
    </div>
  );
}
