import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { ProgressBar } from '../../ui/ProgressBar';
import { acceptAttribute, type UploadKind } from '../../core/upload-limits';
import type { UploadedFile } from '../../core/contract/uploads';
import { uploadFile } from './upload-file';
import { uploaderFor } from './resumable-upload';
import type { UploadFile } from './upload-request';
import {
  chooseUploadFile,
  clearUploadSlot,
  reopenCrop,
  type ChooseFileOptions,
  type ImageCropStep,
  type UploadSlot,
} from './upload-slots';
import type { CroppedImage } from '../crop/crop-types';
import { uploadLimitsHint, uploadProblemText } from './upload-messages';
import { useSignInFirst } from './use-sign-in-first';
import { StoredImage } from './StoredImage';
import { useEarlyFile } from '../../ui/use-early-file';
import './uploads.css';

export interface UploadDropzoneProps {
  /** One slot of the proxy createUploadSlots() makes. */
  slot: UploadSlot;
  kind: UploadKind;
  /** Visible label naming the input, e.g. "Start frame". */
  label: string;
  /** The label is already on screen next to the dropzone (a switch above it): keep it for screen readers only. */
  labelHidden?: boolean;
  /** The ratio rule against the paired slot. */
  ratio?: ChooseFileOptions['ratio'];
  /** Image slots: the crop step before upload, and a Crop button on the uploaded picture that reopens it. */
  crop?: ImageCropStep;
  /** Called with the stored file once uploaded, and with null when removed. */
  onChange?: (stored: UploadedFile | null) => void;
  disabled?: boolean;
  /** The limits hint is shown once for a group of slots: here it is only read to screen readers. */
  groupHint?: boolean;
  /** Replaces the real uploader (tests, stories). */
  upload?: UploadFile;
  /**
   * Names the input across reloads (route and field): a big file then goes through the service worker's
   * resumable upload, and a reloaded form finds it again.
   */
  owner?: string;
  /** Further buttons beside Remove once the file is in (e.g. writing a prompt from the picture). */
  actions?: ReactNode;
}

function Preview({ kind, url, name }: { kind: UploadKind; url: string; name: string }) {
  if (kind === 'image' && !url.startsWith('blob:')) return <StoredImage url={url} name={name} />;
  if (kind === 'image') return <img className="upload-preview" src={url} alt={name} />;
  if (kind === 'video') {
    return <video className="upload-preview" src={url} muted playsInline controls aria-label={name} />;
  }
  return <audio className="upload-preview-audio" src={url} controls aria-label={name} />;
}

/**
 * One upload input: a button and a drop area, the limits, a progress bar while sending, a clear error, and
 * Remove. Keyboard and screen-reader users get the button; the drop area is for pointer users.
 */
export function UploadDropzone({
  slot,
  kind,
  label,
  ratio,
  crop,
  onChange,
  disabled,
  groupHint,
  upload,
  labelHidden,
  owner,
  actions,
}: UploadDropzoneProps) {
  const { t, i18n } = useLingui();
  const snap = useSnapshot(slot);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { label: useId(), hint: useId(), error: useId() };
  const busy = snap.status === 'checking' || snap.status === 'uploading';

  const send = async (file: File, cropped?: CroppedImage) => {
    const uploader = upload ?? uploaderFor(file, owner, uploadFile);
    const stored = await chooseUploadFile(slot, file, { upload: uploader, kind, ratio, crop, cropped });
    if (stored && slot.stored) onChange?.(slot.stored);
    // A pick that ended without a stored file (a cancelled crop, a refusal) has emptied the slot: the field's value
    // must not go on sending the file it replaced.
    else if (!slot.stored) onChange?.(null);
  };
  const recrop = async () => {
    if (!crop) return;
    const cropped = await reopenCrop(slot, crop);
    if (cropped) await send(cropped.file, cropped);
  };
  // A stand-in uploader (tests) needs no session.
  const signIn = useSignInFirst((file) => void send(file));
  const take = async (file: File | undefined) => {
    if (!file || disabled) return;
    if (!upload && signIn.hold(file)) return;
    await send(file);
  };
  useEarlyFile(input, (file) => void take(file));
  const remove = () => {
    signIn.release();
    clearUploadSlot(slot);
    if (input.current) input.current.value = '';
    onChange?.(null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const previewUrl = snap.previewUrl ?? snap.stored?.url;
  const shownKind = (snap.stored?.type ?? snap.info?.kind ?? kind) as UploadKind;
  const fileName = snap.stored?.fullName ?? snap.file?.name ?? '';
  // A video's or sound's length: measured in the browser before upload (a recording that reports an infinite
  // length is measured by seeking to its end), else the server's.
  const seconds = snap.info?.duration || snap.stored?.duration;
  const length =
    shownKind !== 'image' && seconds && Number.isFinite(seconds)
      ? i18n.number(seconds, { maximumFractionDigits: 1 })
      : undefined;
  return (
    <div className="upload-dropzone" data-status={snap.status}>
      <span id={ids.label} className={labelHidden ? 'upload-label visually-hidden' : 'upload-label'}>
        {label}
      </span>
      <div
        className="upload-area"
        data-dragging={dragging}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {previewUrl && snap.status !== 'error' && (
          <Preview kind={shownKind} url={previewUrl} name={fileName} />
        )}
        {fileName && <span className="upload-file-name">{fileName}</span>}
        {length !== undefined && (
          <span className="muted upload-file-length">
            <Trans>Length {length} s</Trans>
          </span>
        )}
        {(snap.status === 'empty' || snap.status === 'error') && (
          <p className="muted">
            <Trans>Drop a file here, or</Trans>
          </p>
        )}
        {!busy && snap.status !== 'done' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={disabled}
            aria-describedby={`${ids.hint}${snap.problem ? ` ${ids.error}` : ''}`}
            onClick={() => input.current?.click()}
          >
            {snap.status === 'error' ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>}
          </button>
        )}
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          accept={acceptAttribute(kind)}
          aria-labelledby={ids.label}
          disabled={disabled}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Emptied at once, so the same file can be picked again (after a cancelled crop or a refusal).
            event.currentTarget.value = '';
            void take(file);
          }}
        />
      </div>
      <p id={ids.hint} className={groupHint ? 'visually-hidden' : 'muted upload-hint'}>
        {uploadLimitsHint(kind, i18n)}
      </p>
      {signIn.waitingFor && (
        <p className="muted upload-hint" role="status">
          <Trans>Log in to upload {signIn.waitingFor}: it uploads as soon as you are signed in.</Trans>
        </p>
      )}
      {snap.status === 'checking' && (
        <p className="muted upload-hint" role="status">
          <Trans>Checking the file…</Trans>
        </p>
      )}
      {snap.status === 'uploading' && <ProgressBar value={snap.progress} label={t`Uploading ${label}`} />}
      {snap.status === 'uploading' && snap.waiting && (
        <p className="muted upload-hint" role="status">
          <Trans>Waiting for the network… The upload goes on by itself.</Trans>
        </p>
      )}
      {snap.problem && (
        <p id={ids.error} className="upload-error" role="alert">
          {uploadProblemText(snap.problem, i18n)}
        </p>
      )}
      {snap.status !== 'empty' && (
        <div className="upload-actions">
          {crop && snap.status === 'done' && shownKind === 'image' && (snap.original ?? snap.file) && (
            <button
              type="button"
              className="btn"
              disabled={disabled}
              onClick={() => void recrop()}
              aria-label={t`Crop ${label}`}
            >
              <Trans>Crop</Trans>
            </button>
          )}
          <button
            type="button"
            className="btn"
            onClick={remove}
            aria-label={busy ? t`Cancel uploading ${label}` : t`Remove ${label}`}
          >
            {busy ? <Trans>Cancel</Trans> : <Trans>Remove</Trans>}
          </button>
          {snap.status === 'done' && actions}
        </div>
      )}
    </div>
  );
}
