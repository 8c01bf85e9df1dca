import type { LikeValue } from '../task-status';
import type { Paginated } from './envelope';
import type { RequestField } from './explore';

/**
 * What the client stores with a task. Every create sends the story (core's task-story.ts): the generator page's
 * module (its route), whether it makes audio, whether it came from a template, the inputs and settings sent, the
 * item's name and the template's number. Feedback adds `like`; the page keeps its own extras beside them.
 */
export interface TaskUserData {
  module?: string;
  isAudio?: boolean;
  isFromTpl?: boolean;
  fields?: RequestField[];
  name?: string;
  /** The template's public number, when made from one. */
  num?: string;
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

/** One thing a text-to-image prompt named and the picture shows. */
interface TaskSceneSubject {
  /** The noun as read, singular ("cat", "palm tree"). */
  name: string;
  count: number;
  /** The vector art it was drawn with. */
  icon: string;
}

/**
 * What the built-in text-to-image composer read in the prompt and drew, so the page can say what it did not
 * understand. Absent for results made without the composer.
 */
export interface TaskScene {
  subjects: TaskSceneSubject[];
  /** The place drawn ("windowsill", "forest"); null when the prompt named none. */
  setting: string | null;
  /** Time of day drawn ("dawn", "day", "dusk", "night"); null where the sky is not seen (space, under the sea). */
  time: string | null;
  /** "fog", "rain", "snow" or "clouds"; null for a clear sky. */
  weather: string | null;
  style: string;
  /** Words of the prompt that named nothing the composer could draw. */
  unmatched: string[];
}

export interface TaskResult {
  files: TaskResultFile[];
  /** One honest line on how the output was made. */
  description: string;
  scene?: TaskScene;
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
  /** While the task waits in the queue: how many queued tasks run before it (0: next). */
  queue_ahead?: number;
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
  /** As on TaskDto: while queued, how many queued tasks run before it. */
  queue_ahead?: number;
}

/** Task list page size and the largest page and batch the server accepts. */
export const TASK_LIST_PAGE_SIZE = 20;
export const TASK_LIST_PAGE_SIZE_MAX = 100;
export const BATCH_RESULT_MAX = 100;

export type TaskListData = Paginated<TaskDto>;

/** POST /v1/ai/task/data_save: the task with its stored user_data. */
export type DataSaveData = TaskDto;

export interface BatchResultData {
  list: TaskDto[];
}

/** Header carrying the client-made key that makes create idempotent. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
