import { useLingui } from '@lingui/react/macro';
import { Modal } from '../ui/Modal';
import { MenuList } from './SideMenu';
import LanguagePicker from './LanguagePicker';
import { AppDownloads } from '../features/install/AppDownloads';

/** The phone's slide-in menu: the side menu's list in a modal. */
export default function PhoneMenu({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Menu`} onClose={onClose} className="phone-menu-panel">
      <nav aria-label={t`Main`}>
        <MenuList onNavigate={onClose} />
      </nav>
      <LanguagePicker />
      <AppDownloads />
    </Modal>
  );
}
