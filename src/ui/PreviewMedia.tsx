import { Pause, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * Whether a card's video preview plays. On desktop it plays while the pointer is over the card (spread `hover` on
 * the card); on phones the play icon of PreviewMedia toggles it.
 */
export function usePreviewPlay(isMobile: boolean, hasMotion: boolean) {
  const [playing, setPlaying] = useState(false);
  const hover =
    isMobile || !hasMotion
      ? {}
      : { onMouseEnter: () => setPlaying(true), onMouseLeave: () => setPlaying(false) };
  return { playing, setPlaying, hover };
}

interface Props {
  thumbnail: string;
  /** The MP4 preview; not loaded until the preview plays, so a grid of cards costs thumbnails only. */
  previewUrl: string;
  hasMotion: boolean;
  /** The card's name, for the play button's label. */
  name: string;
  isMobile: boolean;
  playing: boolean;
  setPlaying: (on: boolean) => void;
  /** CSS aspect-ratio of the media box, e.g. "16 / 9"; without it the box takes its size from CSS. */
  aspectRatio?: string;
  className?: string;
  /** Badges over the media (the HOT tag). */
  children?: ReactNode;
  /** A click on the picture (not on the play icon) opens this: a mouse shortcut to what the card's link opens. */
  onOpen?: () => void;
}

/** A card's thumbnail with its video preview on top while playing, and the play icon on phones. */
export function PreviewMedia(props: Props) {
  const { t } = useLingui();
  const { hasMotion, playing, setPlaying, name } = props;
  return (
    <div
      className={`template-media ${props.onOpen ? 'is-link' : ''} ${props.className ?? ''}`}
      style={props.aspectRatio ? { aspectRatio: props.aspectRatio } : undefined}
      onClick={props.onOpen}
    >
      <img src={props.thumbnail} alt="" loading="lazy" decoding="async" />
      {playing && hasMotion && (
        <video
          src={props.previewUrl}
          muted
          loop
          playsInline
          autoPlay
          // A failed preview play is ignored: the thumbnail stays.
          onError={() => setPlaying(false)}
        />
      )}
      {props.children}
      {props.isMobile && hasMotion && (
        <button
          type="button"
          className="icon-btn play-icon"
          aria-label={playing ? t`Pause preview of ${name}` : t`Play preview of ${name}`}
          aria-pressed={playing}
          onClick={(e) => {
            e.stopPropagation();
            setPlaying(!playing);
          }}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}
