import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import {
  adoptUpload,
  chooseUploadFile,
  createUploadSlots,
  uploaderFor,
  uploadFile,
  uploadLimitsHint,
  UploadDropzone,
  watchUpload,
} from '../../uploads';
import { tasksClient } from '../../tasks/sw-link';
import { tasksState } from '../../tasks/tasks-state';
import type { UploadKind } from '../../../core/upload-limits';
import type { UploadedFile } from '../../../core/contract/uploads';
import type { FieldProps } from './field-props';
import { fieldCropStep } from './field-crop';
import { DescribeImageButton } from '../../prompt-tools/DescribeImageButton';

/** The crop modal's tip line on a generator's photo. */
const CROP_TIP = msg`Pick the part of the photo to use. Wide or tall photos are trimmed to fit, large ones made smaller.`;

/** Default most images for a multi_img field without max_count. */
const MULTI_IMG_DEFAULT_MAX = 3;

/**
 * The upload kind of a media field. There is no audio widget type, so an audio input is a single_video field
 * whose content_type is music (audioField in core/generator-fields.ts).
 */
function mediaKind(field: FieldProps['field']): UploadKind {
  if (field.type !== 'single_video') return 'image';
  return field.content_type === 'music' ? 'audio' : 'video';
}

/**
 * A slot that starts out holding a file stored before. Set while the slot is new, before any component reads it:
 * the same state an upload ends in, so removing or replacing it works as after a fresh upload.
 */
function newSlot(stored: UploadedFile | undefined) {
  const slot = createUploadSlots(1).slots[0];
  if (stored) Object.assign(slot, { stored, status: 'done' });
  return slot;
}

/** single_img and single_video: one upload; the field's value is the stored file id. */
export function SingleMediaFieldView({
  field,
  onChange,
  onFile,
  label,
  labelHidden,
  disabled,
  initialFile,
  initialUpload,
  formAspectRatio,
  onDescribe,
}: FieldProps) {
  const { i18n } = useLingui();
  const [slot] = useState(() => newSlot(initialUpload));
  const kind = mediaKind(field);
  const crop =
    kind === 'image' ? fieldCropStep(field, { tips: i18n._(CROP_TIP), formAspectRatio }) : undefined;
  const { stored } = useSnapshot(slot);
  const report = useRef({ onChange, onFile });
  report.current = { onChange, onFile };
  const reportStored = () => {
    if (!slot.stored) return;
    report.current.onChange(slot.stored.file);
    report.current.onFile?.(slot.stored);
  };
  // The input's name across reloads: a big file it sends resumably is found again by it.
  // (The router's path, not `location`: the page is also rendered ahead of time, where there is none.)
  const [path] = useLocation();
  const owner = `${path}#${field.field}`;
  const { uploads } = useSnapshot(tasksState);
  const unclaimed = Object.values(uploads).find((upload) => upload.owner === owner);
  // An upload the worker went on with while this form was away (a reload, a closed tab): shown again, and its
  // file becomes the field's value when it is in, as if it had just been picked.
  useEffect(() => {
    if (!unclaimed || slot.status !== 'empty' || initialUpload) return;
    const client = tasksClient();
    void adoptUpload(slot, unclaimed, {
      watch: watchUpload,
      blob: (id) => client.uploadBlob(id),
    }).then(reportStored);
    // Only a newly found upload starts this; its later progress arrives through the watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unclaimed?.id]);
  // A restored upload is the field's value and file from the start, as if just uploaded.
  useEffect(() => {
    if (!initialUpload) return;
    report.current.onChange(initialUpload.file);
    report.current.onFile?.(initialUpload);
  }, [initialUpload]);
  // A photo chosen before the page opened goes through the same checks and upload as a picked one.
  useEffect(() => {
    if (!initialFile || slot.status !== 'empty') return;
    const upload = uploaderFor(initialFile, owner, uploadFile);
    void chooseUploadFile(slot, initialFile, { upload, kind, crop }).then(reportStored);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialFile, slot, field]);
  return (
    <div className="field media-field">
      <UploadDropzone
        slot={slot}
        kind={kind}
        crop={crop}
        label={label}
        labelHidden={labelHidden}
        disabled={disabled}
        owner={owner}
        onChange={(file) => {
          onChange(file?.file ?? null);
          onFile?.(file);
        }}
        actions={
          onDescribe &&
          stored?.type === 'image' && (
            <DescribeImageButton file={stored.file} disabled={disabled} onDescribe={onDescribe} />
          )
        }
      />
    </div>
  );
}

/**
 * multi_img: up to max_count images, each in its own slot ("Photo 1", "Photo 2" under the field's legend); the
 * value lists the stored ids in slot order.
 */
export function MultiImageFieldView({ field, onChange, label, disabled, formAspectRatio }: FieldProps) {
  const { t, i18n } = useLingui();
  const count = field.max_count ?? MULTI_IMG_DEFAULT_MAX;
  const [uploads] = useState(() => createUploadSlots(count));
  const crop = fieldCropStep(field, { tips: i18n._(CROP_TIP), formAspectRatio });
  // The image ratio limit compares the first two photos; either one's upload checks it against the other.
  const [first, second] = uploads.slots;
  const ratio =
    second && field.ratio_limit ? { pair: [first, second] as const, limit: field.ratio_limit } : undefined;
  const update = () =>
    onChange(uploads.slots.map((s) => s.stored?.file).filter((id): id is string => typeof id === 'string'));
  return (
    <fieldset className="field media-field multi-img-field" disabled={disabled}>
      <legend className="field-label">{label}</legend>
      <div className="multi-img-grid">
        {uploads.slots.map((slot, index) => (
          <UploadDropzone
            key={index}
            slot={slot}
            kind="image"
            crop={crop}
            ratio={index < 2 ? ratio : undefined}
            label={t`Photo ${index + 1}`}
            disabled={disabled}
            groupHint
            onChange={update}
          />
        ))}
      </div>
      <p className="muted upload-hint">{uploadLimitsHint('image', i18n)}</p>
    </fieldset>
  );
}
