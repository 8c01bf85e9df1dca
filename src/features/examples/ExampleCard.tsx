import { Trans, useLingui } from '@lingui/react/macro';
import type { DemoItem } from '../../core/contract/samples';
import { algorithmLabel } from '../libraries/algorithm-label';
import { PreviewMedia, usePreviewPlay } from '../../ui/PreviewMedia';

interface Props {
  example: DemoItem;
  /** false: "Try this" opens the example's own generator, so the card names it. */
  appliesHere: boolean;
  isMobile: boolean;
  onTry: (example: DemoItem) => void;
}

/** A worked example: its media (video previews play like template cards), title, prompt and "Try this". */
export function ExampleCard({ example, appliesHere, isMobile, onTry }: Props) {
  const { t, i18n } = useLingui();
  const hasMotion = example.key.endsWith('video') && example.preview_url !== example.thumbnail;
  const preview = usePreviewPlay(isMobile, hasMotion);
  return (
    <li className="example-card card" {...preview.hover}>
      <PreviewMedia
        className="example-media"
        thumbnail={example.thumbnail}
        previewUrl={example.preview_url}
        hasMotion={hasMotion}
        name={example.title}
        isMobile={isMobile}
        playing={preview.playing}
        setPlaying={preview.setPlaying}
      />
      <div className="example-body">
        <h3 className="example-title">{example.title}</h3>
        {!appliesHere && (
          <span className="badge example-where">{algorithmLabel(i18n, example.algorithm)}</span>
        )}
        <p className="example-prompt muted" title={example.prompt}>
          {example.prompt}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-small example-try"
          aria-label={t`Try this: ${example.title}`}
          onClick={() => onTry(example)}
        >
          <Trans>Try this</Trans>
        </button>
      </div>
    </li>
  );
}
