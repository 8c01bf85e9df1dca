import { useState } from 'react';
import type { FieldProps } from './field-props';
import { SingleMediaField } from './media-fields';
import { fieldValueFeature } from '../../../core/plan-features';
import { openPlans, PlanLockBadge, usePlanLocked } from '../plan-lock';

/** button_switch: an on/off switch; the value is a boolean. A switch of a paid plan (HD) opens the plans. */
export function SwitchField({ field, value, onChange, label, disabled }: FieldProps) {
  const on = value === true || value === 'true' || value === 1;
  const locked = usePlanLocked()(fieldValueFeature(field.field, true));
  return (
    <label className="field switch-field">
      <span className="field-label">
        {label}
        {locked && <PlanLockBadge />}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        name={field.field}
        checked={on}
        aria-checked={on}
        disabled={disabled}
        onChange={(e) => (e.target.checked && locked ? openPlans() : onChange(e.target.checked))}
      />
    </label>
  );
}

/**
 * img_switch: an optional image (e.g. an end frame) behind a switch. Off sends nothing; on shows an image upload
 * whose stored id is the value. Turning it off forgets the image.
 */
export function ImageSwitchField(props: FieldProps) {
  const { field, value, onChange, label, disabled } = props;
  const [open, setOpen] = useState(typeof value === 'string' && value !== '');
  return (
    <div className="field img-switch-field">
      <label className="switch-field">
        <span className="field-label">{label}</span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          name={field.field}
          checked={open}
          aria-checked={open}
          disabled={disabled}
          onChange={(e) => {
            setOpen(e.target.checked);
            if (!e.target.checked) onChange(null);
          }}
        />
      </label>
      {open && <SingleMediaField {...props} labelHidden field={{ ...field, type: 'single_img' }} />}
    </div>
  );
}
