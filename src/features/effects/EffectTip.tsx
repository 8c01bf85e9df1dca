import type { ReactNode } from 'react';
import { Modal } from '../../ui/Modal';
import './effects.css';

interface EffectTipImage {
  src: string;
  alt: string;
  /** A short line under the picture (before, with the effect). */
  caption?: ReactNode;
}

export interface EffectTipProps {
  title: ReactNode;
  description: ReactNode;
  images: readonly EffectTipImage[];
  /** The optional Confirm: without it the tip only informs and closes. */
  confirmLabel?: ReactNode;
  onConfirm?(): void;
  onClose(): void;
}

/** The AI effect detail tip: what an effect does, in words and pictures, and optionally a Confirm to use it. */
export function EffectTip({ title, description, images, confirmLabel, onConfirm, onClose }: EffectTipProps) {
  return (
    <Modal title={title} onClose={onClose} width={560} className="effect-tip">
      <p className="effect-tip-text">{description}</p>
      {images.length > 0 && (
        <ul className="effect-tip-images">
          {images.map((image) => (
            <li key={image.src}>
              <figure>
                <img src={image.src} alt={image.alt} width={320} height={180} />
                {image.caption && <figcaption className="muted small">{image.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      )}
      {onConfirm && confirmLabel && (
        <div className="modal-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      )}
    </Modal>
  );
}
