import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldProps } from './field-props';
import { fieldText } from './field-copy';
import { linkageParent } from './form-values';

/** select_box: one choice from a drop-down list. */
export function SelectField({ field, value, onChange, label, disabled }: FieldProps) {
  const { i18n } = useLingui();
  // A separate label (not wrapping): a wrapping label would fold the option texts into the select's name.
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-select"
        name={field.field}
        value={String(value ?? '')}
        disabled={disabled}
        onChange={(e) => {
          const option = field.options?.find((o) => String(o.value) === e.target.value);
          onChange(option ? option.value : e.target.value);
        }}
      >
        {(field.options ?? []).map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {fieldText(i18n, option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** linkage_list_two: a first list whose choice fills a second; the second choice is the field's value. */
export function LinkageField({ field, value, onChange, label, disabled }: FieldProps) {
  const { i18n, t } = useLingui();
  const ids = { first: useId(), second: useId() };
  const parentValue = linkageParent(field, value);
  const parent = field.options?.find((o) => o.value === parentValue);
  const children = parent?.children ?? [];
  return (
    <fieldset className="field linkage-field" disabled={disabled}>
      <legend className="field-label">{label}</legend>
      <div className="linkage-selects">
        <select
          id={ids.first}
          className="field-select"
          aria-label={t`${label}: group`}
          value={String(parentValue ?? '')}
          onChange={(e) => {
            const next = field.options?.find((o) => String(o.value) === e.target.value);
            onChange(next?.children?.[0]?.value ?? next?.value ?? null);
          }}
        >
          {(field.options ?? []).map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {fieldText(i18n, o.label)}
            </option>
          ))}
        </select>
        <select
          id={ids.second}
          className="field-select"
          aria-label={t`${label}: choice`}
          value={String(value ?? '')}
          onChange={(e) => {
            const leaf = children.find((c) => String(c.value) === e.target.value);
            onChange(leaf ? leaf.value : e.target.value);
          }}
        >
          {children.map((c) => (
            <option key={String(c.value)} value={String(c.value)}>
              {fieldText(i18n, c.label)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
