import { Trans, useLingui } from '@lingui/react/macro';
import type { Template } from '../../core/contract/templates';
import { PreviewMedia, usePreviewPlay } from './PreviewMedia';

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
 * label (spec core §2).
 */
export function TemplateCard({ template, appliesHere, isMobile, selected, onChoose }: Props) {
  const { t } = useLingui();
  const hasMotion = template.type === 'video' && template.preview_url !== template.thumbnail;
  const preview = usePreviewPlay(isMobile, hasMotion);
  return (
    <li className={`template-card card ${selected ? 'is-selected' : ''}`} {...preview.hover}>
      <PreviewMedia
        thumbnail={template.cover_conf.thumbnail_url}
        previewUrl={template.preview_url}
        hasMotion={hasMotion}
        name={template.name}
        isMobile={isMobile}
        playing={preview.playing}
        setPlaying={preview.setPlaying}
        aspectRatio={`${template.width} / ${template.height}`}
      >
        {template.action_conf.hot === 1 && (
          <span className="badge hot-tag">
            <Trans>HOT</Trans>
          </span>
        )}
      </PreviewMedia>
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
