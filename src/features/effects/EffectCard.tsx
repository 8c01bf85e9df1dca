import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Info } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Effect } from '../../core/generation-limits';
import { effectPreview } from '../../core/effect-previews';
import { appPath } from '../../core/menu';
import { seedMediaUrl } from '../../core/seed-media';
import { effectLabel } from '../generator/module-fields';
import { fieldText } from '../generator/fields/field-copy';
import { EFFECT_COPY } from './effect-copy';
import { EffectTip } from './EffectTip';
import './effects.css';

/**
 * One card of the effect list: the card opens effect creation with the effect chosen; its info button opens the
 * effect's tip (what it does, a photo before and with it), whose "Use this effect" does the same as the card.
 */
export function EffectCard({ effect }: { effect: Effect }) {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  const [tipOpen, setTipOpen] = useState(false);
  const name = fieldText(i18n, effectLabel(effect));
  const description = i18n._(EFFECT_COPY[effect]);
  const href = `${appPath('effect/create')}?effect=${effect}`;
  const preview = effectPreview(effect);
  return (
    // The info button sits beside the link, not in it: a button inside a link is not allowed (nor reachable).
    <li className="effect-item">
      <Link href={href} className={`card effect-card fx-${effect}`}>
        <span className="effect-swatch" aria-hidden="true" />
        <strong>{name}</strong>
        <span className="muted small">{description}</span>
      </Link>
      <button
        type="button"
        className="icon-btn effect-info"
        aria-label={t`About this effect`}
        aria-haspopup="dialog"
        // The card's name is the button's description, so "About this effect" says which one.
        title={t`About ${name}`}
        onClick={() => setTipOpen(true)}
      >
        <Info aria-hidden="true" size={16} />
      </button>
      {tipOpen && (
        <EffectTip
          title={name}
          description={description}
          images={[
            { src: seedMediaUrl(preview.before), alt: t`The photo before`, caption: <Trans>Before</Trans> },
            {
              src: seedMediaUrl(preview.after),
              alt: t`The photo with ${name}`,
              caption: <Trans>With the effect</Trans>,
            },
          ]}
          confirmLabel={<Trans>Use this effect</Trans>}
          onConfirm={() => navigate(href)}
          onClose={() => setTipOpen(false)}
        />
      )}
    </li>
  );
}
