import { useLingui } from '@lingui/react/macro';
import type { FieldProps } from './field-props';
import { fieldText } from './field-copy';
import { fieldValueFeature } from '../../../core/plan-features';
import { openPlans, PlanLockBadge, usePlanLocked } from '../plan-lock';

/** A small box in the ratio's shape, so the choice reads at a glance. */
function RatioShape({ ratio }: { ratio: string }) {
  const [w, h] = ratio.split(':').map(Number);
  if (!w || !h) return null;
  const scale = 16 / Math.max(w, h);
  return <span className="ratio-shape" aria-hidden="true" style={{ width: w * scale, height: h * scale }} />;
}

/**
 * One choice out of a few, as a radio group: radio (pills), ratio_selector (pills with the ratio's shape),
 * tab_box (a segmented control) and abstract_img (pictures to choose by). An option of a paid plan (×4 upscale)
 * shows a lock on a free plan and opens the plans.
 */
export function ChoiceField({ field, value, onChange, label, disabled }: FieldProps) {
  const { i18n } = useLingui();
  const options = field.options ?? [];
  const isLocked = usePlanLocked();
  return (
    <fieldset className={`field choice-field choice-${field.type}`} disabled={disabled}>
      <legend className="field-label">{label}</legend>
      <div className="ratio-options">
        {options.map((option) => {
          const checked = String(option.value) === String(value);
          const text = fieldText(i18n, option.label);
          const locked = isLocked(fieldValueFeature(field.field, option.value));
          return (
            <label key={String(option.value)} className={`pill${checked ? ' active' : ''}`}>
              <input
                type="radio"
                name={field.field}
                value={String(option.value)}
                checked={checked}
                onChange={() => (locked ? openPlans() : onChange(option.value))}
              />
              {field.type === 'ratio_selector' && <RatioShape ratio={String(option.value)} />}
              {field.type === 'abstract_img' && option.thumbnail && (
                <img className="choice-thumb" src={option.thumbnail} alt="" loading="lazy" />
              )}
              {text}
              {locked && <PlanLockBadge />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
