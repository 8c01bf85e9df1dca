import { APP_VERSION } from '../src/core/identity';
import { linkPort } from './api';
import { openSwDb } from '../src/sw-contract/db';
import { platformLocks } from './locks';
import { createSwService } from './service';

/**
 * The SW's service run inside the page, for browsers without service workers and the dev server (which does
 * not build the SW). Same code, same IndexedDB, same comlink API; it only lives as long as the page.
 */
export function createPageHost() {
  const service = createSwService({
    openDb: (onPurged) => openSwDb(undefined, Date.now(), onPurged),
    caches: typeof caches === 'undefined' ? undefined : caches,
    origin: location.origin,
    locks: platformLocks(),
    version: APP_VERSION,
    build: 'page',
  });
  return {
    link(port: MessagePort): void {
      linkPort(service, port, 'page');
    },
  };
}
