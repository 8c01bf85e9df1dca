import type { LikeValue } from '../task-status';
import type { Paginated } from './envelope';

/** Extras the client stores with a task (spec core §3 "Task data"). */
export interface TaskUserData {
  module?: string;
  isAudio?: boolean;
  isFromTpl?: boolean;
  fields?: Array<{ field: string; val: unknown }>;
  name?: string;
  num?: number;
  like?: LikeValue;
  [key: string]: unknown;
}

export type MediaKind = 'image' | 'video' | 'audio';

/** One output file of a finished task. */
export interface TaskResultFile {
  /** Identifier for GET /v1/file/download?file=… (owner only). */
  file: string;
  /** Suggested download name. */
  name: string;
  /** Capability URL for <img>/<video>/<audio> and offline caching: GET without a bearer token. */
  url: string;
  kind: MediaKind;
  mime: string;
  size: number;
  width?: number;
  height?: number;
  /** Seconds. */
  duration?: number;
}

export interface TaskResult {
  files: TaskResultFile[];
  /** One honest line on how the output was made. */
  description: string;
}

/** A task as every endpoint reports it. Times are server seconds. */
export interface TaskDto {
  task_id: string;
  algorithm: string;
  status: number;
  /** 0–100, real progress from the engine. */
  progress: number;
  begin: number;
  /** 0 while unfinished. */
  end: number;
  cost: number;
  /** Why a failed task failed, in words a user can read. */
  reason: string;
  params: Record<string, unknown>;
  user_data: TaskUserData;
  result: TaskResult | null;
  cancelable: boolean;
  created_at: number;
}

export interface CreateTaskBody {
  params: Record<string, unknown>;
  user_data?: TaskUserData;
}

export interface CreateTaskData {
  task_id: string;
  task: TaskDto;
  /** Credit balance after the charge. */
  credits: number;
}

/** POST /v1/ai/cancel/{taskId}: the task after the call (a finished task is returned unchanged). */
export type CancelTaskData = TaskDto;

/** POST /v1/ai/del/{taskId}. */
export interface DeleteTaskData {
  task_id: string;
}

/** POST /v1/ai/retry: a new task, created and charged like POST /v1/ai/create. */
export type RetryTaskData = CreateTaskData;

export interface ProgressData {
  task_id: string;
  status: number;
  progress: number;
}

/** Task list page size (spec core §7, §9) and the largest page and batch the server accepts. */
export const TASK_LIST_PAGE_SIZE = 20;
export const TASK_LIST_PAGE_SIZE_MAX = 100;
export const BATCH_RESULT_MAX = 100;

export type TaskListData = Paginated<TaskDto>;

export interface DataSaveBody {
  taskId: string;
  /** 'like' stores user_data.like (1, 0 or -1); 'user_data' merges the given keys, null removing a key. */
  save_type: 'like' | 'user_data';
  user_data: TaskUserData;
}
/** POST /v1/ai/task/data_save: the task with its stored user_data. */
export type DataSaveData = TaskDto;

export interface BatchResultData {
  list: TaskDto[];
}

/** Header carrying the client-made key that makes create idempotent. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
