import { useId } from 'react';
import type { FieldProps } from './field-props';

/** num_slider: a number between min and max, shown with its unit. */
export function SliderField({ field, value, onChange, label, disabled }: FieldProps) {
  const id = useId();
  const number = typeof value === 'number' ? value : Number(value ?? field.min ?? 0);
  return (
    <div className="field slider-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="slider-row">
        <input
          id={id}
          type="range"
          name={field.field}
          min={field.min ?? 0}
          max={field.max ?? 100}
          step={field.step ?? 1}
          value={number}
          disabled={disabled}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <output htmlFor={id} className="slider-value">
          {number}
          {field.unit ?? ''}
        </output>
      </div>
    </div>
  );
}
