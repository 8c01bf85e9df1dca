import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Modal } from '../../ui/Modal';
import { logout } from '../session/session-actions';

/** The upgrade prompt of spec core §2, shown when a create is refused with 490505 (please buy now). */
export function UpgradePrompt({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <Modal title={t`Upgrade to generate`} onClose={onClose} width={420} className="upgrade-prompt">
      <p>
        <Trans>You can only generate shorts after upgrading to Drive membership</Trans>
      </p>
      <div className="modal-actions">
        <button
          type="button"
          className="btn"
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          <Trans>Log out</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onClose();
            navigate('/ai/pricing');
          }}
        >
          <Trans>Buy</Trans>
        </button>
      </div>
    </Modal>
  );
}
