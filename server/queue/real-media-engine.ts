import { engineFor } from '../engine/registry';
import { closeEngineWorkers, runJob } from '../engine/run-in-worker';
import { isAlgorithmKey } from '../../src/core/algorithms';
import type { MediaEngine } from './types';

/**
 * The real media engine behind the queue's MediaEngine interface. A key outside the spec's list is unknown
 * (490001); a spec key the engine does not run is refused with the engine's reason (490026).
 */
export const realMediaEngine: MediaEngine = {
  moduleFor(key) {
    if (!isAlgorithmKey(key)) return undefined;
    const found = engineFor(key);
    return 'module' in found ? found.module : { refusal: found.refused.message };
  },
  run: (job) => runJob(job),
  close: () => closeEngineWorkers(),
};
