import { Trans, useLingui } from '@lingui/react/macro';
import { templateInputs } from '../../core/template-rules';
import type { TemplateField } from '../../core/contract/templates';
import { fieldText } from '../generator/fields/field-copy';
import { fieldValueText } from '../generator/fields/value-text';

/** Widgets the user fills with a file of their own. */
const UPLOAD_TYPES = new Set(['single_img', 'img_switch', 'multi_img', 'single_video']);

/**
 * What a template needs: the files the user adds (required or optional) and the settings it comes with (its
 * prompt, ratio, style…), all of which can be changed on the generator page.
 */
export function TemplateInputs({ fields }: { fields: readonly TemplateField[] }) {
  const { t, i18n } = useLingui();
  const visible = templateInputs(fields);
  const uploads = visible.filter((f) => UPLOAD_TYPES.has(f.type));
  const settings = visible.filter((f) => !UPLOAD_TYPES.has(f.type));
  return (
    <div className="template-inputs">
      <h2>
        <Trans>What you add</Trans>
      </h2>
      {uploads.length === 0 ? (
        <p className="muted">
          <Trans>Nothing: this template starts from words alone.</Trans>
        </p>
      ) : (
        <ul className="template-uploads">
          {uploads.map((f) => (
            <li key={f.field}>
              <span className="template-input-name">{fieldText(i18n, f.label)}</span>
              <span className={`badge ${f.required ? 'is-required' : ''}`}>
                {f.required ? <Trans>Required</Trans> : <Trans>Optional</Trans>}
              </span>
              {f.max_count && f.max_count > 1 && (
                <span className="muted small">
                  <Trans>up to {f.max_count}</Trans>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {settings.length > 0 && (
        <>
          <h2>
            <Trans>Comes with</Trans>
          </h2>
          <dl className="template-settings">
            {settings.map((f) => (
              <div key={f.field} className={`template-setting setting-${f.field}`}>
                <dt>{fieldText(i18n, f.label)}</dt>
                <dd>
                  {fieldValueText(i18n, f, f.default, t`On`, t`Off`) ??
                    (f.required ? t`You write it` : t`Your choice (optional)`)}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
