/**
 * The account panel: a bottom sheet on phones, a floating panel on desktop. Purchase, logout
 * and feedback come from the host; a button whose handler is missing is disabled.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { useIsMobile } from '../../ui/use-media';
import type { PricingTab } from '../pricing/store-state';
import { loadUserInfo } from '../session/session-actions';
import { TransactionsModal } from '../transactions/TransactionsModal';
import { ActionList } from './ActionList';
import { CloudStorageCard, DRIVE_FEATURE_ON } from './CloudStorageCard';
import { CreditCard, PlanCard } from './PlanCards';
import { SubscriptionList } from './SubscriptionList';
import { ProfileHeader } from './ProfileHeader';
import './account-panel.css';

export interface AccountPanelProps {
  onClose: () => void;
  onPurchase?: (tab: PricingTab) => void;
  onFeedback?: () => void;
  onLogout?: () => void;
}

export function AccountPanel({ onClose, onPurchase, onFeedback, onLogout }: AccountPanelProps) {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const [transactions, setTransactions] = useState(false);
  // Opening the panel reloads the profile (POST /v1/user): a plan bought or credits spent in another tab or on
  // another device show here, not the values from sign-in. A failure keeps what is shown (loadUserInfo logs it).
  useEffect(() => {
    void loadUserInfo();
  }, []);
  return (
    <>
      <Modal
        title={t`Account`}
        hideTitle
        onClose={onClose}
        variant={mobile ? 'sheet' : 'center'}
        width={380}
        className="account-panel"
      >
        <ProfileHeader />
        <PlanCard onPurchase={onPurchase} />
        <SubscriptionList />
        <CreditCard onPurchase={onPurchase} onShowTransactions={() => setTransactions(true)} />
        {DRIVE_FEATURE_ON && <CloudStorageCard />}
        <ActionList onFeedback={onFeedback} onLogout={onLogout} />
      </Modal>
      {transactions && <TransactionsModal onClose={() => setTransactions(false)} />}
    </>
  );
}
