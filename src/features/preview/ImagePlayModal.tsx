import { Maximize2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fitWithin, IMAGE_PLAY_MAX } from '../../core/preview-rules';
import { Modal } from '../../ui/Modal';
import './preview.css';

interface Props {
  src: string;
  alt: string;
  onClose: () => void;
  /** Opens the full-screen preview (zoom, rotate, pan) of this image. */
  onFullScreen?: () => void;
  /** Commands about the image's task under it ("Use these settings"). */
  actions?: ReactNode;
}

/**
 * One image at most 640×640, never enlarged, and narrower on a small screen; the only modal a backdrop click
 * closes. Escape and the close button close it too.
 */
export function ImagePlayModal({ src, alt, onClose, onFullScreen, actions }: Props) {
  const { t } = useLingui();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  return (
    <Modal title={<Trans>Image</Trans>} hideTitle onClose={onClose} closeOnBackdrop className="image-play">
      <img
        src={src}
        alt={alt}
        data-fit={size ? `${size.width}x${size.height}` : undefined}
        style={size ? { width: size.width } : { maxWidth: IMAGE_PLAY_MAX, maxHeight: IMAGE_PLAY_MAX }}
        onLoad={(e) =>
          setSize(fitWithin({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight }))
        }
      />
      {onFullScreen && (
        <button
          type="button"
          className="icon-btn image-play-full"
          aria-label={t`View full screen`}
          title={t`View full screen`}
          onClick={onFullScreen}
        >
          <Maximize2 aria-hidden="true" />
        </button>
      )}
      {actions && <div className="viewer-actions">{actions}</div>}
    </Modal>
  );
}
