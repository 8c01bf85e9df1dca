/**
 * Free-trial floating card: top right (centred on phones), closable, hidden after 15 s;
 * for anonymous phone users also on an outside click. Shown in the free-trial experiment's variant B, in its
 * countries, to visitors and to signed-in users who never had a membership (the "new users" the trial is for),
 * once per browser session so it does not follow the user from page to page.
 */
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { FREE_TRIAL_DAYS } from '../../core/pricing';
import { isFreeTrialCountry } from '../../core/promotion';
import { STORAGE_NAMESPACE } from '../../core/identity';
import { FREE_TRIAL_CARD_MS } from '../../core/timing';
import { useIsMobile } from '../../ui/use-media';
import { freeTrialVariant } from '../pricing/experiments';
import { openPricing } from '../pricing/store-actions';
import { isSubscribed, openLoginDialog, sessionState } from '../session/session-state';
import { browserCountry } from './promotion-config';
import { useOfferTurn } from './offer-arbiter';

const SHOWN_KEY = `${STORAGE_NAMESPACE}-free-trial-card-shown`;

export function FreeTrialCard() {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const session = useSnapshot(sessionState);
  const { token, user } = session;
  const [visible, setVisible] = useState(false);
  const card = useRef<HTMLElement>(null);
  const isNewUser =
    token === null || (user !== null && !isSubscribed(session) && user.subscribe.length === 0);

  useEffect(() => {
    if (!isNewUser || sessionStorage.getItem(SHOWN_KEY) || !isFreeTrialCountry(browserCountry())) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void freeTrialVariant().then((on) => {
      if (!on || cancelled) return;
      sessionStorage.setItem(SHOWN_KEY, '1');
      setVisible(true);
      hide = setTimeout(() => setVisible(false), FREE_TRIAL_CARD_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(hide);
    };
  }, [isNewUser]);

  // Closed by the click itself, not its pointerdown: the card sits in the page's flow on phones, and removing it
  // between pointerdown and click shifted the page under the finger, so the tap hit something else.
  useEffect(() => {
    if (!visible || !mobile || token !== null) return;
    const onClick = (e: MouseEvent) => {
      if (card.current && !card.current.contains(e.target as Node)) setVisible(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [visible, mobile, token]);

  const turn = useOfferTurn('freeTrial', visible);
  if (!visible || !turn) return null;
  const days = FREE_TRIAL_DAYS;
  return (
    <aside ref={card} className="free-trial-card card" aria-label={t`Free trial`}>
      <button
        type="button"
        className="icon-btn free-trial-close"
        aria-label={t`Close`}
        onClick={() => setVisible(false)}
      >
        <X aria-hidden="true" />
      </button>
      <strong>
        <Trans>Try Premium free for {days} days</Trans>
      </strong>
      <span className="muted">
        <Trans>Watermark-free, faster generation, cancel anytime.</Trans>
      </span>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          setVisible(false);
          if (token) void openPricing('membership', 'free_trial');
          else openLoginDialog('free_trial', 'signup');
        }}
      >
        {token ? <Trans>Start free trial</Trans> : <Trans>Sign up free</Trans>}
      </button>
    </aside>
  );
}
