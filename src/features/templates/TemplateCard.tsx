import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Template } from '../../core/contract/templates';
import { PreviewMedia, usePreviewPlay } from '../../ui/PreviewMedia';

interface Props {
  template: Template;
  /** true: 'use template' (applies here); false: 'go create' (opens its generator). */
  appliesHere: boolean;
  isMobile: boolean;
  selected?: boolean;
  onChoose: (template: Template) => void;
  /** The template's preview page: the name links there and a click on the picture goes there too. */
  previewHref?: string;
  /** The Tryout label (the template list modal on desktop, for visitors and free users). */
  tryout?: boolean;
}

/**
 * A template card: the preview plays on hover (desktop) or by the play icon (phone); name, HOT tag and the action
 * label ('use template' or 'go create'); in the template list modal on desktop, the Tryout label.
 */
export function TemplateCard({
  template,
  appliesHere,
  isMobile,
  selected,
  onChoose,
  previewHref,
  tryout,
}: Props) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const hasMotion = template.type === 'video' && template.preview_url !== template.thumbnail;
  const preview = usePreviewPlay(isMobile, hasMotion);
  return (
    <li
      className={`template-card card ${selected ? 'is-selected' : ''}`}
      aria-current={selected || undefined}
      {...preview.hover}
    >
      <PreviewMedia
        thumbnail={template.cover_conf.thumbnail_url}
        previewUrl={template.preview_url}
        hasMotion={hasMotion}
        name={template.name}
        isMobile={isMobile}
        playing={preview.playing}
        setPlaying={preview.setPlaying}
        aspectRatio={`${template.width} / ${template.height}`}
        // The picture is a mouse shortcut to the preview page; the name is the link keyboards and readers use.
        onOpen={previewHref ? () => navigate(previewHref) : undefined}
      >
        {template.action_conf.hot === 1 && (
          <span className="badge hot-tag">
            <Trans>HOT</Trans>
          </span>
        )}
        {tryout && (
          <span className="badge tryout-tag">
            <Trans>Tryout</Trans>
          </span>
        )}
      </PreviewMedia>
      <div className="template-foot">
        {previewHref ? (
          <Link href={previewHref} className="template-name">
            {template.name}
          </Link>
        ) : (
          <span className="template-name">{template.name}</span>
        )}
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
