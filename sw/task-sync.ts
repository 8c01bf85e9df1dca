import type { TaskDto, TaskListData } from '../src/core/contract/tasks';
import { SERVER_TIME_UNIT_MS } from '../src/core/timing';
import type { PollingConfig } from './polling-config';
import type { TaskRecord } from '../src/sw-contract/api';
import { applyServerTask, isInFlight, recordFromServer } from './task-record';

export interface TaskMerge {
  upserts: TaskRecord[];
  removals: string[];
}

function sameContent(a: TaskRecord, b: TaskRecord): boolean {
  return JSON.stringify({ ...a, updatedAt: 0 }) === JSON.stringify({ ...b, updatedAt: 0 });
}

/**
 * Folds a server state (list row or pushed event) into a stored record; null when nothing changed, so a state
 * delivered twice stores and announces nothing. A task this device had given up on (deadline) that the server
 * still runs is polled again.
 */
export function foldServerState(
  existing: TaskRecord,
  dto: TaskDto,
  now: number,
  config: PollingConfig,
): TaskRecord | null {
  let next = applyServerTask(existing, dto, now, config);
  if (next.phase === 'running' && !isInFlight(existing)) {
    next = { ...next, deadline: now + config.taskDeadlineMs, nextPollAt: now, backoffStep: 0, error: null };
  }
  return sameContent(existing, next) ? null : next;
}

/**
 * Merges page 1 of the server's task list into the local records of `uid`.
 * - The server is the truth for every task it lists: its status, result and user data win.
 * - A task the server lists as running that this device had given up on (deadline) is polled again.
 * - A finished local task the page should contain but does not (deleted elsewhere) is removed; one older than the
 *   page's oldest row may be on page 2 and stays until it expires.
 * - Local in-flight tasks and refused creates (no server id) are kept.
 */
export function mergeServerPage(
  local: TaskRecord[],
  page: TaskListData,
  uid: string,
  now: number,
  config: PollingConfig,
): TaskMerge {
  const mine = local.filter((task) => task.uid === uid);
  const byServerId = new Map(mine.filter((task) => task.taskId).map((task) => [task.taskId!, task]));
  const listed = new Set<string>();
  const upserts: TaskRecord[] = [];

  for (const dto of page.list) {
    listed.add(dto.task_id);
    const existing = byServerId.get(dto.task_id);
    if (!existing) {
      upserts.push(recordFromServer(dto, uid, now, config));
      continue;
    }
    const next = foldServerState(existing, dto, now, config);
    if (next) upserts.push(next);
  }

  const complete = page.paginate.total <= page.list.length;
  const oldestListed = page.list.length
    ? Math.min(...page.list.map((dto) => dto.created_at * SERVER_TIME_UNIT_MS))
    : Number.POSITIVE_INFINITY;
  const removals = mine
    .filter((task) => task.taskId && !listed.has(task.taskId) && !isInFlight(task))
    .filter((task) => complete || task.createdAt >= oldestListed)
    .map((task) => task.localId);

  return { upserts, removals };
}
