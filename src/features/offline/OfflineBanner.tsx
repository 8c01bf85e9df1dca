import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { offlineState, watchConnection } from './offline-state';
import './offline.css';

/**
 * The app-wide offline notice: a polite status line in the page's flow under the header (it pushes the page
 * down rather than covering it). The status region stays in the page so screen readers hear it appear.
 */
export default function OfflineBanner() {
  const { offline } = useSnapshot(offlineState);
  useEffect(() => watchConnection(), []);
  return (
    <div className="offline-banner" role="status">
      {offline && (
        <p className="offline-banner-text">
          <WifiOff aria-hidden="true" className="offline-banner-icon" />
          <Trans>You are offline. Saved work still shows; new generations wait for the connection.</Trans>
        </p>
      )}
    </div>
  );
}
