import { useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PROMPT_MAX_LENGTH } from '../../../core/generation-limits';
import { usePromptHistory } from '../../prompt-history/use-prompt-history';
import type { FieldProps } from './field-props';
import { fieldText } from './field-copy';
import { PolishButton } from '../../prompt-tools/PolishButton';
import { PromptFillNotice } from '../../prompt-tools/PromptFillNotice';

/**
 * longtext: a prompt box with a character count; the prompt field of a generator offers its recent prompts and,
 * where its algorithm takes a prompt, Polish with Undo.
 */
export function LongTextField({
  field,
  value,
  onChange,
  label,
  disabled,
  historyKey,
  promptTools,
}: FieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const max = field.max_length ?? PROMPT_MAX_LENGTH;
  const text = typeof value === 'string' ? value : '';
  const history = usePromptHistory({
    historyKey: field.field === 'prompt' ? (historyKey ?? null) : null,
    text,
    onPick: onChange,
    inputRef,
  });
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="prompt-box">
        <textarea
          id={id}
          ref={inputRef}
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
          {...history?.inputProps}
        />
        {history?.list}
      </div>
      <div className="field-foot">
        <span className="field-tools">
          {history?.button}
          {promptTools && (
            <PolishButton
              algorithm={promptTools.algorithm}
              text={text}
              disabled={disabled}
              onFill={(fill) => {
                onChange(fill.next);
                promptTools.record(fill);
              }}
            />
          )}
        </span>
        <span className="field-hint muted">
          {text.length}/{max}
        </span>
      </div>
      {promptTools?.fill && (
        <PromptFillNotice
          fill={promptTools.fill}
          onUndo={() => {
            onChange(promptTools.fill!.previous);
            promptTools.clear();
          }}
        />
      )}
    </div>
  );
}
