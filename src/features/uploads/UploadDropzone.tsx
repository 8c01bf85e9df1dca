import { useId, useRef, useState, type DragEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { ProgressBar } from '../../ui/ProgressBar';
import { acceptAttribute, type UploadKind } from '../../core/upload-limits';
import type { UploadedFile } from '../../core/contract/uploads';
import { uploadFile } from './upload-file';
import { uploaderFor } from './resumable-upload';
import type { UploadFile } from './upload-request';
import { chooseUploadFile, clearUploadSlot, type ChooseFileOptions, type UploadSlot } from './upload-slots';
import { uploadLimitsHint, uploadProblemText } from './upload-messages';
import { useSignInFirst } from './use-sign-in-first';
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
}

function Preview({ kind, url, name }: { kind: UploadKind; url: string; name: string }) {
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
  onChange,
  disabled,
  groupHint,
  upload,
  labelHidden,
  owner,
}: UploadDropzoneProps) {
  const { t, i18n } = useLingui();
  const snap = useSnapshot(slot);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { label: useId(), hint: useId(), error: useId() };
  const busy = snap.status === 'checking' || snap.status === 'uploading';

  const send = async (file: File) => {
    const uploader = upload ?? uploaderFor(file, owner, uploadFile);
    const stored = await chooseUploadFile(slot, file, { upload: uploader, kind, ratio });
    if (stored && slot.stored) onChange?.(slot.stored);
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
          onChange={(event) => void take(event.currentTarget.files?.[0])}
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
          <button
            type="button"
            className="btn"
            onClick={remove}
            aria-label={busy ? t`Cancel uploading ${label}` : t`Remove ${label}`}
          >
            {busy ? <Trans>Cancel</Trans> : <Trans>Remove</Trans>}
          </button>
        </div>
      )}
    </div>
  );
}
