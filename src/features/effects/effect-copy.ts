import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Effect } from '../../core/generation-limits';

/** What each effect does, in a line: the effect list's cards and the effect's tip. */
export const EFFECT_COPY: Record<Effect, MessageDescriptor> = {
  zoom_pulse: msg`The photo breathes in and out.`,
  shake: msg`A handheld, shaky-camera feel.`,
  spin: msg`The picture turns around its centre.`,
  color_cycle: msg`Colours run through the rainbow.`,
  flash: msg`Bright flashes on the beat.`,
  fade_in: msg`The photo fades in from black.`,
};
