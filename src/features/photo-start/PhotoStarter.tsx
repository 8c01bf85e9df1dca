import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../ui/toasts';
import { openLoginDialog, sessionState } from '../session/session-state';
import { useGoCreate } from '../templates/go-create';
import { needsCrop, type UploadLimits } from '../crop/needs-crop';
import type { CropRecord } from '../crop/crop-types';
import './photo-start.css';

/**
 * The photo limits of the image generators this starter feeds (image to video, image to image): a ratio between
 * 2:5 and 5:2 and at most 2000 px a side. The spec gives no numbers; these are this app's choice.
 */
const PHOTO_LIMITS: UploadLimits = { minAspectRatio: 0.4, maxAspectRatio: 2.5, maxWidth: 2000 };

async function photoSize(file: File) {
  const { readImageSize } = await import('../crop/image-workers');
  return readImageSize(file);
}

interface Chosen {
  original: File;
  file: File;
  url: string;
  record?: CropRecord;
}

/** Home's "Start from a photo": pick a picture, crop it when it breaks the limits, then open a generator with it. */
export function PhotoStarter() {
  const { t } = useLingui();
  const goCreate = useGoCreate();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const crop = async (original: File, record?: CropRecord) => {
    // The crop feature (modal, workers) loads only when a photo needs it.
    const { openCrop } = await import('../crop/open-crop');
    return openCrop({
      file: original,
      ...PHOTO_LIMITS,
      cropRecord: record,
      tips: t`Pick the part of the photo to use. Wide or tall photos are trimmed to fit.`,
    });
  };

  const accept = async (original: File, record?: CropRecord) => {
    setWorking(true);
    try {
      let file = original;
      let nextRecord: CropRecord | undefined;
      if (record || needsCrop(await photoSize(original), PHOTO_LIMITS)) {
        const result = await crop(original, record);
        if (!result) return;
        file = result.image;
        nextRecord = result.cropRecord;
      }
      setChosen({ original, file, url: URL.createObjectURL(file), record: nextRecord });
    } catch (err) {
      console.warn('photo could not be read', err);
      showToast(t`This file is not a picture we can read.`, 'error');
    } finally {
      setWorking(false);
    }
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void accept(file);
  };

  const start = (module: 'image-to-video' | 'image-to-image', algorithm: string) => {
    if (!chosen) return;
    // The generator uploads the photo, and uploads need an account: ask here, where the photo stays chosen,
    // rather than open the generator with an upload that fails.
    if (!sessionState.token) return openLoginDialog('photo_start');
    goCreate({ module, algorithm, fields: [{ field: 'image', val: chosen.file }], source: 'photo' });
  };

  return (
    <div className="photo-starter">
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        aria-label={t`Upload a photo`}
        onChange={onPick}
      />
      {!chosen ? (
        <button type="button" className="btn" disabled={working} onClick={() => input.current?.click()}>
          <Trans>Start from a photo</Trans>
        </button>
      ) : (
        <div className="photo-chosen">
          <img src={chosen.url} alt={t`Your photo`} />
          <div className="photo-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => start('image-to-video', 'image2video')}
            >
              <Trans>Animate it</Trans>
            </button>
            <button type="button" className="btn" onClick={() => start('image-to-image', 'image2image')}>
              <Trans>Restyle it</Trans>
            </button>
            {chosen.record && (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={working}
                onClick={() => void accept(chosen.original, chosen.record)}
              >
                <Trans>Crop again</Trans>
              </button>
            )}
            <button type="button" className="btn btn-ghost" onClick={() => input.current?.click()}>
              <Trans>Another photo</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
