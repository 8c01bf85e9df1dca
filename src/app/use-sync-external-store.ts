/**
 * What wouter imports from `use-sync-external-store/shim` (see the alias in vite.config.ts): React 19 has the hook
 * built in, so the shim's fallback for React 17 is dead weight in the first load.
 */
export { useSyncExternalStore } from 'react';
