/** The phone popup's carousel: video AI, image AI, audio AI, rotating every 6 s, each with what it makes. */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { seedMediaUrl } from '../../core/seed-media';
import { SHOWCASE, SHOWCASE_HEIGHT, SHOWCASE_WIDTH } from '../../core/showcase';
import { MOBILE_CAROUSEL_MS } from '../../core/timing';
import { FallbackImage } from '../../ui/FallbackImage';

/** A slide's picture: the home card's own result for that kind (made by the product's engine), as a still. */
function slidePicture(route: string): string {
  const media = SHOWCASE[route];
  if (media.kind === 'clip') return seedMediaUrl(media.poster);
  return seedMediaUrl(media.kind === 'still' ? media.image : media.after);
}

export function MediaCarousel() {
  const { t } = useLingui();
  const slides = [
    {
      key: 'video',
      title: t`Video AI`,
      text: t`Turn photos and words into videos`,
      picture: slidePicture('/ai/text-to-video'),
    },
    {
      key: 'image',
      title: t`Image AI`,
      text: t`Create and enhance images`,
      picture: slidePicture('/ai/text-to-image'),
    },
    {
      key: 'audio',
      title: t`Audio AI`,
      text: t`Music and voices from a prompt`,
      picture: slidePicture('/ai/text-to-music'),
    },
  ];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), MOBILE_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [slides.length]);
  const slide = slides[index];
  const label = slide.title;
  return (
    <div className="media-carousel" aria-roledescription={t`carousel`} aria-label={t`What you can create`}>
      <div className={`carousel-slide slide-${slide.key}`} aria-live="polite">
        {/* Keyed by slide: a failed picture's fallback belongs to its slide, the next one loads its own. */}
        <FallbackImage
          key={slide.key}
          className="carousel-media"
          src={slide.picture}
          alt={t`Example: ${label}`}
          width={SHOWCASE_WIDTH}
          height={SHOWCASE_HEIGHT}
          decoding="async"
        />
        <strong>{slide.title}</strong>
        <span>{slide.text}</span>
      </div>
      <div className="carousel-dots">
        {slides.map((s, i) => (
          <button
            key={s.key}
            type="button"
            className={`carousel-dot${i === index ? ' active' : ''}`}
            aria-label={s.title}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}
