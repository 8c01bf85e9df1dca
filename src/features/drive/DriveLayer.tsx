/** Opens the drive-space-error modal on the API codes that mean it (490602, 661051). */
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../session/api-client';
import { isDriveSpaceError } from '../../core/business-codes';
import { sessionState } from '../session/session-state';
import { driveState, resetDriveState, showDriveSpaceError } from './drive-state';

// The modal (and the pricing it leads to) loads when it is first needed.
const DriveSpaceErrorModal = lazy(() =>
  import('./DriveSpaceErrorModal').then((m) => ({ default: m.DriveSpaceErrorModal })),
);

export function DriveLayer() {
  const { spaceError } = useSnapshot(driveState);
  const { token } = useSnapshot(sessionState);
  // Logging out resets the drive account state, as it resets all account state.
  useEffect(() => {
    if (token === null) resetDriveState();
  }, [token]);
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
