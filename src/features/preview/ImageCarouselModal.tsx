import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { stepIndex } from '../../core/preview-rules';
import { Modal } from '../../ui/Modal';
import type { PreviewImage } from './ImagePreview';
import './preview.css';

interface Props {
  images: readonly PreviewImage[];
  startIndex?: number;
  onClose: () => void;
}

/** Image carousel: one slide at a time, arrows and dots to move, the slide's caption below. */
export function ImageCarouselModal({ images, startIndex = 0, onClose }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(startIndex);
  const image = images[index];
  if (!image) return null;
  return (
    <Modal title={<Trans>Images</Trans>} hideTitle onClose={onClose} width={760} className="image-carousel">
      <div
        className="carousel-stage"
        role="group"
        aria-roledescription={t`carousel`}
        aria-label={t`Image ${index + 1} of ${images.length}`}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') setIndex((i) => stepIndex(i, -1, images.length));
          if (e.key === 'ArrowRight') setIndex((i) => stepIndex(i, 1, images.length));
        }}
      >
        <button
          type="button"
          className="icon-btn carousel-arrow prev"
          aria-label={t`Previous image`}
          disabled={index === 0}
          onClick={() => setIndex((i) => stepIndex(i, -1, images.length))}
        >
          ‹
        </button>
        <img src={image.src} alt={image.alt} />
        <button
          type="button"
          className="icon-btn carousel-arrow next"
          aria-label={t`Next image`}
          disabled={index >= images.length - 1}
          onClick={() => setIndex((i) => stepIndex(i, 1, images.length))}
        >
          ›
        </button>
      </div>
      <p className="carousel-caption">{image.alt}</p>
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
    </Modal>
  );
}
