import LanguagePicker from './LanguagePicker';
import UpgradeMenuItem from './UpgradeMenuItem';
import { AppDownloads } from '../features/install/AppDownloads';

/**
 * The side menu's foot, loaded once the page is idle: Upgrade (when it shows), the language picker and the
 * native apps the application config offers.
 */
export default function MenuExtras() {
  return (
    <>
      <UpgradeMenuItem />
      <LanguagePicker />
      <AppDownloads />
    </>
  );
}
