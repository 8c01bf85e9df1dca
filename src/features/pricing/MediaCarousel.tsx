/** The phone popup's carousel: video AI, image AI, audio AI, rotating every 6 s. */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MOBILE_CAROUSEL_MS } from '../../core/timing';

export function MediaCarousel() {
  const { t } = useLingui();
  const slides = [
    { key: 'video', title: t`Video AI`, text: t`Turn photos and words into videos` },
    { key: 'image', title: t`Image AI`, text: t`Create and enhance images` },
    { key: 'audio', title: t`Audio AI`, text: t`Music and voices from a prompt` },
  ];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), MOBILE_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [slides.length]);
  const slide = slides[index];
  return (
    <div className="media-carousel" aria-roledescription={t`carousel`} aria-label={t`What you can create`}>
      <div className={`carousel-slide slide-${slide.key}`} aria-live="polite">
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
