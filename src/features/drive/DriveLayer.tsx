/**
 * Opens the drive-space-error modal on the API codes that mean it (490602, 661051), and loads a subscriber's drive
 * on sign-in so the pre-upload check knows its space before a file is sent.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../session/api-client';
import { isDriveSpaceError } from '../../core/business-codes';
import { isSubscribed, sessionState } from '../session/session-state';
import { driveState, loadDrive, resetDriveState, showDriveSpaceError } from './drive-state';

// The modal (and the pricing it leads to) loads when it is first needed.
const DriveSpaceErrorModal = lazy(() =>
  import('./DriveSpaceErrorModal').then((m) => ({ default: m.DriveSpaceErrorModal })),
);

export function DriveLayer() {
  const { spaceError } = useSnapshot(driveState);
  const session = useSnapshot(sessionState);
  const { token } = session;
  const subscriber = isSubscribed(session);
  // Logging out resets the drive account state, as it resets all account state.
  useEffect(() => {
    if (token === null) resetDriveState();
  }, [token]);
  // Drives come with the paid plans: only a subscriber's is loaded.
  useEffect(() => {
    if (token !== null && subscriber) void loadDrive();
  }, [token, subscriber]);
  useEffect(
    () =>
      api.addCodeListener((code) => {
        if (isDriveSpaceError(code)) showDriveSpaceError();
      }),
    [],
  );
  return spaceError ? (
    <Suspense fallback={null}>
      <DriveSpaceErrorModal subtitle={spaceError.subtitle} />
    </Suspense>
  ) : null;
}
