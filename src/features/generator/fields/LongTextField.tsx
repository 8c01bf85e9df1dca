import { useLingui } from '@lingui/react/macro';
import { PROMPT_MAX_LENGTH } from '../../../core/generation-limits';
import type { FieldProps } from './field-props';
import { fieldText } from './field-copy';

/** longtext: a prompt box with a character count. */
export function LongTextField({ field, value, onChange, label, disabled }: FieldProps) {
  const { t, i18n } = useLingui();
  const max = field.max_length ?? PROMPT_MAX_LENGTH;
  const text = typeof value === 'string' ? value : '';
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <textarea
        name={field.field}
        rows={5}
        required={field.required}
        maxLength={max}
        value={text}
        disabled={disabled}
        placeholder={
          field.placeholder ? fieldText(i18n, field.placeholder) : t`Describe what you want to see`
        }
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="field-hint muted">
        {text.length}/{max}
      </span>
    </label>
  );
}
