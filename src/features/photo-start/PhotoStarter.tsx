import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../ui/toasts';
import { openLoginDialog, sessionState } from '../session/session-state';
import { useLocation } from 'wouter';
import type { CropRecord } from '../crop/crop-types';
import './photo-start.css';
import { useEarlyFile } from '../../ui/use-early-file';

interface Chosen {
  original: File;
  file: File;
  url: string;
  record?: CropRecord;
}

/** Home's "Start from a photo": pick a picture, crop it when it breaks the limits, then open a generator with it. */
export function PhotoStarter() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const accept = async (original: File, record?: CropRecord) => {
    setWorking(true);
    try {
      // Measuring and cropping (modal, workers) load with the first photo, not with the home page.
      const { preparePhoto } = await import('./prepare-photo');
      const prepared = await preparePhoto(original, record, {
        tips: t`Pick the part of the photo to use. Wide or tall photos are trimmed to fit.`,
      });
      if (!prepared) return;
      setChosen({
        original,
        file: prepared.file,
        url: URL.createObjectURL(prepared.file),
        record: prepared.record,
      });
    } catch (err) {
      console.warn('photo could not be read', err);
      showToast(t`This file is not a picture we can read.`, 'error');
    } finally {
      setWorking(false);
    }
  };

  useEarlyFile(input, (file) => {
    if (input.current) input.current.value = '';
    void accept(file);
  });
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
    const settings = {
      module,
      algorithm,
      fields: [{ field: 'image', val: chosen.file }],
      source: 'photo' as const,
    };
    void import('../generator/go-create').then((m) => m.goCreate(navigate, settings));
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
