import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { stepIndex } from '../../core/preview-rules';
import { Modal } from '../../ui/Modal';
import type { PreviewImage } from './ImagePreview';
import './preview.css';

interface Props {
  images: readonly PreviewImage[];
  startIndex?: number;
  onClose: () => void;
  /** Opens the full-screen preview at the shown image. */
  onFullScreen?: (index: number) => void;
  /** Commands about the images' task under them ("Use these settings"). */
  actions?: ReactNode;
}

/**
 * Image carousel: one slide at a time; arrows, the arrow keys and dots move; "2 / 4" says where you are and the
 * slide's caption sits below. It stops at the ends, like the full-screen preview.
 */
export function ImageCarouselModal({ images, startIndex = 0, onClose, onFullScreen, actions }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(startIndex);
  const image = images[index];
  if (!image) return null;
  const go = (direction: 1 | -1) => setIndex((i) => stepIndex(i, direction, images.length));
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go(e.key === 'ArrowLeft' ? -1 : 1);
  };
  return (
    <Modal
      title={<Trans>Images</Trans>}
      hideTitle
      onClose={onClose}
      onKey={onKey}
      width={760}
      className="image-carousel"
    >
      <div
        className="carousel-stage"
        role="group"
        aria-roledescription={t`carousel`}
        aria-label={t`Image ${index + 1} of ${images.length}`}
      >
        <button
          type="button"
          className="icon-btn carousel-arrow prev"
          aria-label={t`Previous image`}
          disabled={index === 0}
          onClick={() => go(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <img key={image.src} src={image.src} alt={image.alt} />
        <button
          type="button"
          className="icon-btn carousel-arrow next"
          aria-label={t`Next image`}
          disabled={index >= images.length - 1}
          onClick={() => go(1)}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <div className="carousel-bar">
        <span className="carousel-count" aria-live="polite">
          {index + 1} / {images.length}
        </span>
        <div className="carousel-dots">
          {images.map((img, i) => (
            <button
              key={img.src}
              type="button"
              className={`carousel-dot ${i === index ? 'active' : ''}`}
              aria-label={t`Show image ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        {onFullScreen && (
          <button
            type="button"
            className="icon-btn"
            aria-label={t`View full screen`}
            title={t`View full screen`}
            onClick={() => onFullScreen(index)}
          >
            <Maximize2 aria-hidden="true" />
          </button>
        )}
      </div>
      {image.alt && <p className="carousel-caption">{image.alt}</p>}
      {actions && <div className="viewer-actions">{actions}</div>}
    </Modal>
  );
}
