import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TaskRecord } from '../../sw-contract/api';
import type { TaskUserData } from '../../core/contract/tasks';
import { STORAGE_NAMESPACE } from '../../core/identity';
import { openLoginDialog, sessionState } from '../session/session-state';
import { fromWireError, tasksClient } from '../tasks/sw-link';
import { tasksState } from '../tasks/tasks-state';
import { track } from '../tracking/tracker';
import { callFailureText, failureText, isOutOfCredits, needsHigherPlan } from './task-copy';

const storageKey = (algorithm: string) => `${STORAGE_NAMESPACE}:generator-task:${algorithm}`;

function rememberedLocalId(algorithm: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(algorithm));
  } catch {
    return null;
  }
}

function remember(algorithm: string, localId: string | null): void {
  try {
    if (localId) sessionStorage.setItem(storageKey(algorithm), localId);
    else sessionStorage.removeItem(storageKey(algorithm));
  } catch {
    // storage blocked: the task still runs and shows in the library
  }
}

export interface GeneratorTask {
  /** The task this page shows, live from the SW; null before the first generate. */
  task: TaskRecord | null;
  /** A create call is on its way to the SW. */
  starting: boolean;
  /** A refused create or a failed call, as one readable line (the task's own failure is on `task`). */
  error: string | null;
  /** A higher plan would have taken the refused create: the plans are offered with the error. */
  offerPlans: boolean;
  /** The upgrade prompt is open (a create refused with 490505). */
  upgradeOpen: boolean;
  closeUpgrade(): void;
  /** Starts a task (after the caller confirmed a restart if one was running). Opens login when signed out. */
  generate(params: Record<string, unknown>, userData?: TaskUserData): Promise<void>;
  /** Stops the shown task (sends cancel when the server can still cancel it). */
  cancel(): Promise<void>;
  /** Forgets the shown task (it stays in the library). */
  clear(): void;
  /** Runs the shown (failed) task again with the same settings as a new task (the server's retry). */
  retry(): Promise<void>;
  /** Shows `localId` unless this tab already shows a task (a draft's task after the tab was closed). */
  adopt(localId: string): void;
}

/**
 * The generator page's current task for one algorithm. The task's local id is remembered per tab
 * (sessionStorage), so a reload shows the same task; a freshly opened tab shows the newest task of this
 * algorithm still in flight, if any. Everything else about the task comes from the SW's records.
 */
export function useGeneratorTask(algorithm: string): GeneratorTask {
  const { tasks } = useSnapshot(tasksState);
  // The page shows this generator's tasks: the service worker link starts with it, not at idle time.
  useEffect(() => void tasksClient(), []);
  const [localId, setLocalId] = useState<string | null>(() => rememberedLocalId(algorithm));
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [offerPlans, setOfferPlans] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const remembered = localId ? tasks.find((task) => task.localId === localId) : undefined;
  const inFlight = tasks.find(
    (task) => task.algorithm === algorithm && (task.phase === 'outbox' || task.phase === 'running'),
  );
  const task = (remembered ?? inFlight ?? null) as TaskRecord | null;

  const show = useCallback(
    (id: string | null) => {
      remember(algorithm, id);
      setLocalId(id);
    },
    [algorithm],
  );

  const generate = useCallback(
    async (params: Record<string, unknown>, userData?: TaskUserData) => {
      track('button_click', { button_name: 'generate', algorithm, signed_in: sessionState.token !== null });
      if (!sessionState.token) {
        openLoginDialog('generate');
        return;
      }
      setError(null);
      setOfferPlans(false);
      setStarting(true);
      try {
        const record = await tasksClient().createTask({ algorithm, params, userData });
        if (record.phase === 'failed' && !record.taskId && record.error) {
          // Refused before it existed on the server: nothing to show in the library, only the reason.
          void tasksClient()
            .deleteTask(record.localId)
            .catch(() => {});
          if (isOutOfCredits(record.error)) setUpgradeOpen(true);
          else setError(failureText(record.error));
          setOfferPlans(needsHigherPlan(record.error));
          return;
        }
        show(record.localId);
      } catch (err) {
        const failure = fromWireError(err);
        if (failure.code === 401) openLoginDialog('generate');
        setError(callFailureText(failure));
      } finally {
        setStarting(false);
      }
    },
    [algorithm, show],
  );

  const retry = useCallback(async () => {
    if (!task) return;
    if (!sessionState.token) {
      openLoginDialog('generate');
      return;
    }
    // A task the server never took has nothing to retry there: send its settings as a new one.
    if (!task.taskId) return generate({ ...task.params }, task.userData);
    setError(null);
    setOfferPlans(false);
    setStarting(true);
    try {
      show((await tasksClient().retryTask(task.localId)).localId);
    } catch (err) {
      const failure = fromWireError(err);
      if (isOutOfCredits(failure)) setUpgradeOpen(true);
      else setError(callFailureText(failure));
      setOfferPlans(needsHigherPlan(failure));
    } finally {
      setStarting(false);
    }
  }, [task, generate, show]);

  const cancel = useCallback(async () => {
    if (!task) return;
    try {
      await tasksClient().cancelTask(task.localId);
    } catch (err) {
      setError(callFailureText(fromWireError(err)));
    }
  }, [task]);

  return {
    task,
    starting,
    error,
    offerPlans,
    upgradeOpen,
    closeUpgrade: () => setUpgradeOpen(false),
    generate,
    cancel,
    clear: () => {
      setError(null);
      setOfferPlans(false);
      show(null);
    },
    retry,
    adopt: (id: string) => {
      if (!localId) show(id);
    },
  };
}
