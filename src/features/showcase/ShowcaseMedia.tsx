import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { seedMediaUrl } from '../../core/seed-media';
import { SHOWCASE, SHOWCASE_HEIGHT, SHOWCASE_WIDTH } from '../../core/showcase';
import { useInView } from './use-in-view';
import './showcase.css';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * What a home card's generator or tool makes: a muted looping clip that plays while it is on screen (paused
 * off screen, and never under reduced motion), a still, or a before and an after. The box keeps its 16:9 place
 * from the first paint, and nothing loads until the card comes near the screen.
 */
export function ShowcaseMedia({ path, label }: { path: string; label: string }) {
  const { t } = useLingui();
  const media = SHOWCASE[path];
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const { near, visible } = useInView(box);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (visible && !reducedMotion()) void el.play().catch(() => undefined);
    else el.pause();
  }, [visible, near]);
  if (!media) return <div className="showcase-media" />;
  const size = { width: SHOWCASE_WIDTH, height: SHOWCASE_HEIGHT };
  return (
    <div ref={box} className={`showcase-media is-${media.kind}`} data-showcase={media.kind}>
      {near && media.kind === 'clip' && (
        <video
          ref={video}
          className="showcase-fill"
          src={seedMediaUrl(media.video)}
          poster={seedMediaUrl(media.poster)}
          muted
          loop
          playsInline
          preload="metadata"
          aria-label={t`Example: ${label}`}
          {...size}
        />
      )}
      {near && media.kind === 'still' && (
        <img
          className="showcase-fill"
          src={seedMediaUrl(media.image)}
          alt={t`Example: ${label}`}
          decoding="async"
          {...size}
        />
      )}
      {near && media.kind === 'compare' && (
        <>
          <img
            className="showcase-fill"
            src={seedMediaUrl(media.before)}
            alt={t`Before: ${label}`}
            decoding="async"
            {...size}
          />
          <div className={`showcase-after${media.cutOut ? ' is-cut-out' : ''}`}>
            <img
              className="showcase-fill"
              src={seedMediaUrl(media.after)}
              alt={t`After: ${label}`}
              decoding="async"
              {...size}
            />
          </div>
          <span className="showcase-tag is-before" aria-hidden="true">
            <Trans>Before</Trans>
          </span>
          <span className="showcase-tag is-after" aria-hidden="true">
            <Trans>After</Trans>
          </span>
        </>
      )}
    </div>
  );
}
