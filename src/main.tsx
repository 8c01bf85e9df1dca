import { installAssetRecovery } from './app/asset-recovery';
import { holdEarlyInput } from './app/hydration';
import { afterFirstPaint, fetchAppCode } from './app/app-code';
// Before anything waits: the browser's install offer may come before the app's code runs.
import './features/install/install-offer';

installAssetRecovery();
holdEarlyInput();
// The prerendered page paints first, with the bandwidth to itself; then the app's code is fetched, all at once,
// and runs.
await afterFirstPaint();
fetchAppCode();
const { startApp } = await import('./app/start');
await startApp();
