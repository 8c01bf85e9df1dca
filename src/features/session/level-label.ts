import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const LABELS = [msg`Inactive`, msg`Free`, msg`Standard`, msg`Premium`];

/** The plan level's name in the user's language (levels 0–3: inactive, free, standard, premium). */
export function levelLabelText(i18n: I18n, level: number): string {
  return i18n._(LABELS[level] ?? LABELS[0]);
}
