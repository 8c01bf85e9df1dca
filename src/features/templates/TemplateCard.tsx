import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Template } from '../../core/contract/templates';

interface Props {
  template: Template;
  /** true: 'use template' (applies here); false: 'go create' (opens its generator). */
  appliesHere: boolean;
  isMobile: boolean;
  selected?: boolean;
  onChoose: (template: Template) => void;
}

/**
 * A template card: the preview plays on hover (desktop) or by the play icon (phone); name, HOT tag and the action
 * label (spec core §2). Video previews load only when asked for, so a grid of cards costs thumbnails only.
 */
export function TemplateCard({ template, appliesHere, isMobile, selected, onChoose }: Props) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const hasMotion = template.type === 'video' && template.preview_url !== template.thumbnail;
  const play = (on: boolean) => {
    setPlaying(on);
    if (!on) video.current?.pause();
  };
  return (
    <li
      className={`template-card card ${selected ? 'is-selected' : ''}`}
      onMouseEnter={isMobile || !hasMotion ? undefined : () => play(true)}
      onMouseLeave={isMobile || !hasMotion ? undefined : () => play(false)}
    >
      <div className="template-media" style={{ aspectRatio: `${template.width} / ${template.height}` }}>
        <img src={template.cover_conf.thumbnail_url} alt="" loading="lazy" decoding="async" />
        {playing && hasMotion && (
          <video
            ref={video}
            src={template.preview_url}
            muted
            loop
            playsInline
            autoPlay
            // A failed preview play is ignored (spec core §8): the thumbnail stays.
            onError={() => setPlaying(false)}
          />
        )}
        {template.action_conf.hot === 1 && (
          <span className="badge hot-tag">
            <Trans>HOT</Trans>
          </span>
        )}
        {isMobile && hasMotion && (
          <button
            type="button"
            className="icon-btn play-icon"
            aria-label={playing ? t`Pause preview of ${template.name}` : t`Play preview of ${template.name}`}
            aria-pressed={playing}
            onClick={() => play(!playing)}
          >
            {playing ? '❚❚' : '▶'}
          </button>
        )}
      </div>
      <div className="template-foot">
        <span className="template-name">{template.name}</span>
        <button
          type="button"
          className="btn btn-primary btn-small"
          aria-label={appliesHere ? t`Use template ${template.name}` : t`Go create with ${template.name}`}
          onClick={() => onChoose(template)}
        >
          {appliesHere ? <Trans>Use template</Trans> : <Trans>Go create</Trans>}
        </button>
      </div>
    </li>
  );
}
