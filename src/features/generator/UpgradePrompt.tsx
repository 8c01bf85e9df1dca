import { useSnapshot } from 'valtio';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { sessionState } from '../session/session-state';

/** The store loads with the click that needs it. */
function buyCredits(): void {
  void import('../pricing/store-actions').then((m) => m.openPricing('credits', 'out_of_credits'));
}

/**
 * Shown when a create is refused with 490505 (please buy now): the user is out of credits. It says so and offers
 * Buy credits; leaving the account is not the way out of it, so there is no Log out here.
 */
export function UpgradePrompt({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const left = useSnapshot(sessionState).user?.integral.integral;
  return (
    <Modal title={t`Not enough credits`} onClose={onClose} width={420} className="upgrade-prompt">
      <p>
        {left !== undefined && <Plural value={left} one="# credit left." other="# credits left." />}{' '}
        <Trans>Buy credits to keep generating.</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Not now</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onClose();
            buyCredits();
          }}
        >
          <Trans>Buy credits</Trans>
        </button>
      </div>
    </Modal>
  );
}
