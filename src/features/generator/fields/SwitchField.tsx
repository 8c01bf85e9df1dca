import type { FieldProps } from './field-props';

/**
 * button_switch: an on/off switch; img_switch: the same switch shown with the picture of what it turns on
 * (the field's first option thumbnail). The value is a boolean.
 */
export function SwitchField({ field, value, onChange, label, disabled }: FieldProps) {
  const on = value === true || value === 'true' || value === 1;
  const thumbnail = field.type === 'img_switch' ? field.options?.[0]?.thumbnail : undefined;
  return (
    <label className="field switch-field">
      {thumbnail && <img className="choice-thumb" src={thumbnail} alt="" loading="lazy" />}
      <span className="field-label">{label}</span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        name={field.field}
        checked={on}
        aria-checked={on}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}
