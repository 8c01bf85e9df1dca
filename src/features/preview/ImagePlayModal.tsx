import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { fitWithin, IMAGE_PLAY_MAX } from '../../core/preview-rules';
import { Modal } from '../../ui/Modal';
import './preview.css';

interface Props {
  src: string;
  alt: string;
  onClose: () => void;
}

/** One image at most 640×640; the only modal a backdrop click closes (spec core §2, commerce §2). */
export function ImagePlayModal({ src, alt, onClose }: Props) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  return (
    <Modal title={<Trans>Image</Trans>} hideTitle onClose={onClose} closeOnBackdrop className="image-play">
      <img
        src={src}
        alt={alt}
        style={size ?? { maxWidth: IMAGE_PLAY_MAX, maxHeight: IMAGE_PLAY_MAX }}
        onLoad={(e) =>
          setSize(fitWithin({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight }))
        }
      />
    </Modal>
  );
}
