import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { acceptRatio, aspectBounds, cropArea, CROP_MODAL_WIDTH, scaleRect } from '../../core/crop-rules';
import { Modal } from '../../ui/Modal';
import { Skeleton, SkeletonRegion } from '../../ui/Skeleton';
import { useIsMobile } from '../../ui/use-media';
import type { DownscaledImage } from '../../../workers/downscale-image';
import { cropToPng, downscaleForCrop } from './image-workers';
import { CropEditor, type CropEditorResult } from './CropEditor';
import type { CropInput, CropResult } from './crop-types';
import './crop.css';

interface Props {
  input: CropInput;
  source: Blob;
  onDone: (result: CropResult | null) => void;
  /** A crop error, after it was logged: the caller closes the modal and rethrows it. */
  onError: (err: unknown) => void;
}

function croppedName(source: Blob): string {
  const name = source instanceof File ? source.name.replace(/\.[^.]+$/, '') : 'image';
  return `${name || 'image'}-crop.png`;
}

/** The image-crop modal: decoding, downscaling, cropping and PNG encoding run in workers. */
export function CropModal({ input, source, onDone, onError }: Props) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const area = cropArea(isMobile);
  const bounds = useMemo(() => aspectBounds(input.minAspectRatio, input.maxAspectRatio), [input]);
  const [picture, setPicture] = useState<DownscaledImage | null>(null);
  const [busy, setBusy] = useState(false);
  const handedOver = useRef(false);
  const aborter = useRef(new AbortController());

  useEffect(() => {
    const controller = aborter.current;
    let loaded: DownscaledImage | null = null;
    downscaleForCrop(source, input.maxWidth, controller.signal)
      .then((p) => {
        loaded = p;
        setPicture(p);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        console.error('crop image failed', err);
        onError(err);
      });
    return () => {
      controller.abort();
      // The bitmap holds the whole decoded picture: release it unless the crop worker took it.
      if (loaded && !handedOver.current) loaded.bitmap.close();
      loaded?.display.close();
    };
    // onError is the opener's, fixed for the modal's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, input]);

  const cancel = () => {
    input.cancelCallback?.();
    onDone(null);
  };

  const confirm = async ({ rect, record }: CropEditorResult) => {
    if (!picture) return;
    setBusy(true);
    handedOver.current = true;
    try {
      const png = await cropToPng(picture.bitmap, rect, aborter.current.signal);
      const original = { width: picture.sourceWidth, height: picture.sourceHeight };
      const inOriginal = scaleRect(rect, picture.sourceWidth / picture.width, original);
      const result: CropResult = {
        image: new File([png], croppedName(source), { type: png.type }),
        width: original.width,
        height: original.height,
        x: inOriginal.x,
        y: inOriginal.y,
        w: inOriginal.width,
        h: inOriginal.height,
        outputWidth: rect.width,
        outputHeight: rect.height,
        cropRecord: {
          clip: record.clip,
          picture: {
            ...record.picture,
            path: source instanceof File ? source.name : '',
            url: input.url ?? '',
            sourceWidth: picture.sourceWidth,
            sourceHeight: picture.sourceHeight,
            loaded: true,
          },
        },
      };
      input.submitCallback?.(result);
      onDone(result);
    } catch (err) {
      // Crop errors are logged and rethrown: the opener's promise rejects with it.
      console.error('crop failed', err);
      onError(err);
    }
  };

  return (
    <Modal
      title={input.title ?? t`Crop image`}
      onClose={cancel}
      width={CROP_MODAL_WIDTH}
      variant={isMobile ? 'sheet' : 'center'}
      className="crop-modal"
    >
      {input.tips && <p className="muted crop-tips">{input.tips}</p>}
      {input.exampleImages && input.exampleImages.length > 0 && (
        <div className="crop-examples">
          {input.exampleImages.map((src) => (
            <img key={src} src={src} alt="" />
          ))}
        </div>
      )}
      {!picture && (
        <SkeletonRegion
          label={t`Loading`}
          className="crop-loading"
          style={{ width: area.width, height: area.height }}
        >
          <Skeleton width="100%" height="100%" />
        </SkeletonRegion>
      )}
      {picture && (
        <CropEditor
          display={picture.display}
          image={{ width: picture.width, height: picture.height }}
          area={area}
          bounds={bounds}
          isMultiple={!!input.isMultiple}
          initialRatio={acceptRatio(input.currentAspectRatio, bounds)}
          record={input.cropRecord}
          busy={busy}
          onCancel={cancel}
          onConfirm={(r) => void confirm(r)}
        />
      )}
    </Modal>
  );
}
