import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Gem } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { algorithmCost } from '../../core/algorithm-costs';
import { creditShortfall } from '../../core/credit-check';
import { useHydrated } from '../../ui/use-hydrated';
import { isSubscribed, sessionState } from '../session/session-state';
import { isApplePlatform, useGenerateShortcut } from './use-generate-shortcut';

/** The store loads with the first click that needs it. */
function openStore(tab: 'credits' | 'membership'): void {
  void import('../pricing/store-actions').then((m) => m.openPricing(tab, 'generate_button'));
}

/**
 * The submit button of a generator form, showing what one task of `algorithm` costs. When the signed-in user's
 * balance is below that, it says so next to Buy credits instead of letting the server refuse the task; a user
 * neither subscribed nor in a free trial that still counts (the free credits are used up) is offered Upgrade too.
 */
export function GenerateButton({
  algorithm,
  disabled,
  busy,
}: {
  algorithm: string;
  disabled?: boolean;
  busy?: boolean;
}) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  useGenerateShortcut(button);
  const session = useSnapshot(sessionState);
  const { token, user, features } = session;
  const cost = algorithmCost(algorithm);
  const short = token ? creditShortfall(user?.integral.integral, cost) : null;
  const trialOver = short !== null && features?.freeTrial === false && !isSubscribed(session);
  // The prerendered page names Ctrl; Apple keyboards get Command once the page is live (no hydration mismatch).
  const apple = useHydrated() && isApplePlatform();
  const shortcut = apple ? t`Command+Enter` : t`Ctrl+Enter`;
  return (
    <div className="generate-area">
      <button
        ref={button}
        type="submit"
        className="btn btn-primary generate-btn"
        disabled={disabled || busy || short !== null}
        aria-keyshortcuts={apple ? 'Meta+Enter' : 'Control+Enter'}
        title={t`Generate (${shortcut})`}
      >
        {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
        <Trans>Generate</Trans>
        {cost > 0 && (
          <span className="generate-cost">
            <Gem aria-hidden="true" /> <Plural value={cost} one="# credit" other="# credits" />
          </span>
        )}
      </button>
      {short && (
        <p className="generate-short" role="status">
          <span>
            {trialOver && (
              <>
                <Trans>Your free credits are used up.</Trans>{' '}
              </>
            )}
            <span>
              <Trans>
                Not enough credits: {short.needed} needed, {short.left} left
              </Trans>
            </span>
          </span>
          <span className="generate-short-actions">
            {trialOver && (
              <button type="button" className="btn btn-small" onClick={() => openStore('membership')}>
                <Trans>Upgrade</Trans>
              </button>
            )}
            <button type="button" className="btn btn-small" onClick={() => openStore('credits')}>
              <Trans>Buy credits</Trans>
            </button>
          </span>
        </p>
      )}
    </div>
  );
}
