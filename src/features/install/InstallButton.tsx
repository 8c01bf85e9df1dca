import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appDownloadVariant } from '../pricing/experiments';
import { MonitorDown } from 'lucide-react';
import { takeInstallOffer } from './install-offer';

/** Shows the browser's install dialog; the offer is used up either way, so the button goes. */
async function installApp(): Promise<void> {
  const event = takeInstallOffer();
  if (!event) return;
  await event.prompt();
  await event.userChoice;
}

/**
 * The header's Install button; the header shows it only while the browser offers installing the app, and it
 * shows itself only to the dlp_app experiment's variant B (the app-download promotion).
 */
export function InstallButton() {
  const { t } = useLingui();
  const [promoted, setPromoted] = useState(false);
  useEffect(() => {
    let live = true;
    void appDownloadVariant().then((b) => live && setPromoted(b));
    return () => {
      live = false;
    };
  }, []);
  if (!promoted) return null;
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={t`Install the app`}
      title={t`Install the app`}
      onClick={() => void installApp()}
    >
      <MonitorDown aria-hidden="true" className="header-icon" />
    </button>
  );
}
