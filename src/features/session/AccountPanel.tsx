import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { useIsMobile } from '../../ui/use-media';
import { sessionState } from './session-state';
import { logout } from './session-actions';
import { levelLabelText } from './level-label';

/** Account panel: a floating panel on desktop, a bottom sheet on phones (spec commerce §2). */
export function AccountPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(sessionState);
  const mobile = useIsMobile();
  return (
    <Modal title={t`Account`} onClose={onClose} variant={mobile ? 'sheet' : 'center'} width={380}>
      <div className="account-profile">
        <strong>{user?.nickname || user?.email}</strong>
        <span className="muted">{user?.email}</span>
      </div>
      <dl className="account-facts">
        <dt>
          <Trans>Plan</Trans>
        </dt>
        <dd>{levelLabelText(i18n, user?.verify.level ?? 0)}</dd>
        <dt>
          <Trans>Credits</Trans>
        </dt>
        <dd>{user?.integral.integral ?? 0}</dd>
      </dl>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={() => void logout()}>
          <Trans>Log out</Trans>
        </button>
      </div>
    </Modal>
  );
}
