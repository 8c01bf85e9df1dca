import type { I18n } from '@lingui/core';
import type { TemplateField, TemplateFieldOption } from '../../../core/contract/templates';
import { fieldText } from './field-copy';

function optionFor(options: readonly TemplateFieldOption[] | undefined, value: unknown) {
  return options?.find((o) => String(o.value) === String(value));
}

/**
 * A field's value in words, as its widget would show it: the option's label, a two-level choice as
 * 'Group · Option', a switch as `on`/`off`, a number with its unit. Null when there is no value.
 */
export function fieldValueText(
  i18n: I18n,
  field: TemplateField,
  value: unknown,
  on: string,
  off: string,
): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (field.type === 'button_switch') return value ? on : off;
  if (Array.isArray(value)) {
    // linkage_list_two as a pair: the first level's choice, then the choice under it.
    const first = optionFor(field.options, value[0]);
    const second = optionFor(first?.children, value[1]);
    const named = [first, second].filter((o): o is TemplateFieldOption => !!o);
    return named.length ? named.map((o) => fieldText(i18n, o.label)).join(' · ') : value.join(', ');
  }
  if (field.type === 'linkage_list_two') {
    // The form holds the second level's choice: name it under its group.
    const group = field.options?.find((o) => optionFor(o.children, value));
    const leaf = optionFor(group?.children, value);
    if (group && leaf) return `${fieldText(i18n, group.label)} · ${fieldText(i18n, leaf.label)}`;
  }
  const option = optionFor(field.options, value);
  if (option) return fieldText(i18n, option.label);
  return field.unit ? `${String(value)} ${field.unit}` : String(value);
}
