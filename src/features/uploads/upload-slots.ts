/**
 * Upload state of a generator: file, file info, storage result, and start and end frame variants. One valtio
 * proxy of slots per generator page; each slot goes empty → checking → uploading → done, or → error with a problem to
 * show.
 */
import { proxy, ref } from 'valtio';
import type { UploadedFile } from '../../core/contract/uploads';
import { passesRatioLimit, type ImageSize, type RatioLimit } from '../../core/ratio-limit';
import { clampProgress } from '../../core/progress';
import type { UploadKind } from '../../core/upload-limits';
import { ApiFailure } from '../../api/errors';
import { checkUploadLimits, NoDriveSpace, type UploadProblem } from './check-upload';
import { readLocalMediaInfo, type LocalMediaInfo } from './media-info';
import type { UploadFile } from './upload-request';
import type { CroppedImage, CropRecord } from '../crop/crop-types';

type UploadStatus = 'empty' | 'checking' | 'uploading' | 'done' | 'error';

export interface UploadSlot {
  /** The chosen file ("file"); held by reference, never proxied. */
  file: File | null;
  /** What the browser measured before uploading ("file info"). */
  info: LocalMediaInfo | null;
  /** The server's description ("storage result"); `stored.file` is the id task params take. */
  stored: UploadedFile | null;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** A resumable upload is waiting for the network (it goes on by itself). */
  waiting: boolean;
  problem: UploadProblem | null;
  /** Blob URL for showing the chosen file at once; revoked when the slot changes. */
  previewUrl: string | null;
  /** When `file` is a crop: the picture as picked, and the crop record the Crop button reopens. */
  original: File | null;
  cropRecord: CropRecord | null;
}

export interface UploadSlots {
  /** Inputs in order; slots 0 and 1 are the pair the ratio limit compares. */
  slots: UploadSlot[];
  /** Image-to-video start and end frame variants. */
  startFrame: UploadSlot;
  endFrame: UploadSlot;
}

function emptySlot(): UploadSlot {
  return {
    file: null,
    info: null,
    stored: null,
    status: 'empty',
    progress: 0,
    waiting: false,
    problem: null,
    previewUrl: null,
    original: null,
    cropRecord: null,
  };
}

/** A valtio proxy with `count` input slots plus the start and end frame slots. */
export function createUploadSlots(count = 2): UploadSlots {
  return proxy<UploadSlots>({
    slots: Array.from({ length: count }, emptySlot),
    startFrame: emptySlot(),
    endFrame: emptySlot(),
  });
}

export interface ChooseFileOptions {
  /** Sends the file: `uploadFile` from upload-file.ts in the page, a stand-in in tests. */
  upload: UploadFile;
  /** The kind this slot takes (sent as the upload's purpose). */
  kind?: UploadKind;
  /** The ratio rule: the two slots compared (this slot is one of them) and the limit pair. */
  ratio?: { pair: readonly [UploadSlot, UploadSlot]; limit: RatioLimit | null | undefined };
  /**
   * The crop step of an image slot, after the local checks and before the ratio rule: a crop to upload instead,
   * null when the user cancelled it (the slot empties), undefined to take the picture as it is.
   */
  crop?: (file: File, size: ImageSize) => Promise<CroppedImage | null | undefined>;
  /** `file` is already a crop (the Crop button made it): no crop step, and the slot keeps its original. */
  cropped?: CroppedImage;
  readInfo?: (file: File) => Promise<LocalMediaInfo | null>;
  objectUrl?: { create(blob: Blob): string; revoke(url: string): void };
}

/** Per-slot cancel handle and a counter so a late answer for a replaced file is ignored. */
const running = new WeakMap<UploadSlot, { controller: AbortController; run: number }>();
let runs = 0;

const defaultObjectUrl = {
  create: (blob: Blob) => URL.createObjectURL(blob),
  revoke: (url: string) => URL.revokeObjectURL(url),
};

/** Width and height a slot is known to have: the server's measure, else the browser's. */
function slotSize(slot: UploadSlot): ImageSize | null {
  const source = slot.stored ?? slot.info;
  return source && source.width > 0 && source.height > 0
    ? { width: source.width, height: source.height }
    : null;
}

/** The image ratio limit over two slots; passes while either is empty. */
export function slotsPassRatioLimit(
  pair: readonly [UploadSlot, UploadSlot],
  limit: RatioLimit | null | undefined,
) {
  return passesRatioLimit([slotSize(pair[0]), slotSize(pair[1])], limit);
}

function problemOf(err: unknown): UploadProblem {
  if (err instanceof ApiFailure) return { reason: 'server', message: err.msg };
  if (err instanceof NoDriveSpace) return { reason: 'drive-space' };
  return { reason: 'network' };
}

/** Empties a slot: cancels its upload in flight (whose late answer is then ignored) and releases its preview. */
export function clearUploadSlot(slot: UploadSlot, objectUrl = defaultObjectUrl): void {
  running.get(slot)?.controller.abort();
  running.delete(slot);
  if (slot.previewUrl) objectUrl.revoke(slot.previewUrl);
  Object.assign(slot, emptySlot());
}

/** One run of a slot: its cancel handle, whether it is still the slot's latest, and how it ends in an error. */
function beginRun(slot: UploadSlot, objectUrl: typeof defaultObjectUrl) {
  clearUploadSlot(slot, objectUrl);
  const controller = new AbortController();
  const run = ++runs;
  running.set(slot, { controller, run });
  const current = () => running.get(slot)?.run === run;
  const fail = (problem: UploadProblem) => {
    if (!current()) return false;
    slot.status = 'error';
    slot.waiting = false;
    slot.problem = problem;
    running.delete(slot);
    return false;
  };
  return { controller, current, fail };
}

/** The sending part of a run: progress and waiting into the slot, then done or the problem. */
async function sendInto(
  slot: UploadSlot,
  { controller, current, fail }: ReturnType<typeof beginRun>,
  send: UploadFile,
  file: File,
  purpose: UploadKind | undefined,
): Promise<boolean> {
  slot.status = 'uploading';
  try {
    const stored = await send(file, {
      purpose,
      signal: controller.signal,
      onProgress: ({ loaded, total }) => {
        if (current() && total > 0) slot.progress = clampProgress((100 * loaded) / total);
      },
      onWaiting: (waiting) => {
        if (current()) slot.waiting = waiting;
      },
    });
    if (!current()) return false;
    slot.stored = stored;
    slot.status = 'done';
    slot.progress = 100;
    slot.waiting = false;
    running.delete(slot);
    return true;
  } catch (err) {
    return fail(problemOf(err));
  }
}

/** The crop becomes the slot's file (sent, shown and measured); the picked picture stays for the Crop button. */
function takeCrop(slot: UploadSlot, cropped: CroppedImage, objectUrl: typeof defaultObjectUrl): void {
  slot.file = ref(cropped.file);
  slot.original = ref(cropped.original);
  slot.cropRecord = ref(cropped.record);
  if (slot.previewUrl) objectUrl.revoke(slot.previewUrl);
  slot.previewUrl = objectUrl.create(cropped.file);
  slot.info = { kind: 'image', width: cropped.width, height: cropped.height, duration: 0 };
}

/**
 * Puts a file into a slot: checks type and bytes, measures it locally, checks pixels and length, crops an image
 * that needs it, checks the ratio rule, then uploads with progress. Resolves true once stored; false when refused or replaced (the slot says why).
 */
export async function chooseUploadFile(
  slot: UploadSlot,
  file: File,
  options: ChooseFileOptions,
): Promise<boolean> {
  const objectUrl = options.objectUrl ?? defaultObjectUrl;
  const run = beginRun(slot, objectUrl);
  const { current, fail } = run;

  slot.file = ref(file);
  slot.status = 'checking';
  const early = checkUploadLimits(file, options.kind);
  if (early) return fail(early);
  slot.previewUrl = objectUrl.create(file);
  const info = await (options.readInfo ?? readLocalMediaInfo)(file);
  if (!current()) return false;
  slot.info = info;
  const measured = info && checkUploadLimits(file, options.kind, info);
  if (measured) return fail(measured);
  let cropped = options.cropped;
  if (!cropped && options.crop && info?.kind === 'image') {
    try {
      const outcome = await options.crop(file, info);
      if (!current()) return false;
      if (outcome === null) {
        clearUploadSlot(slot, objectUrl);
        return false;
      }
      cropped = outcome;
    } catch {
      return fail({ reason: 'crop' });
    }
  }
  if (cropped) takeCrop(slot, cropped, objectUrl);
  if (options.ratio && !slotsPassRatioLimit(options.ratio.pair, options.ratio.limit)) {
    return fail({ reason: 'ratio' });
  }
  slot.progress = 0;
  return sendInto(slot, run, options.upload, slot.file ?? file, options.kind);
}

/** A crop step that can also reopen the last crop (the Crop button). */
export type ImageCropStep = (
  file: File,
  size: ImageSize,
  reopen?: { record?: CropRecord },
) => Promise<CroppedImage | null | undefined>;

/**
 * The Crop button: the crop modal opens again on the picture as picked, where the last crop left it. Resolves
 * with the new crop to upload, or null when the user cancelled (the upload stays) or the crop failed (the slot
 * says so and keeps its upload).
 */
export async function reopenCrop(slot: UploadSlot, crop: ImageCropStep): Promise<CroppedImage | null> {
  const source = slot.original ?? slot.file;
  if (!source) return null;
  const size = slotSize(slot) ?? { width: 0, height: 0 };
  try {
    return (await crop(source, size, { record: slot.cropRecord ?? undefined })) ?? null;
  } catch {
    slot.problem = { reason: 'crop' };
    return null;
  }
}

/**
 * Takes up an upload the SW was already sending for this input (the page reloaded, or the tab was closed while
 * it went on): the slot shows the same file and progress, and ends as a fresh upload would.
 */
export async function adoptUpload(
  slot: UploadSlot,
  upload: { id: string; name: string; sent: number; size: number },
  options: {
    watch: (id: string, options: Parameters<UploadFile>[1]) => Promise<UploadedFile>;
    blob: (id: string) => Promise<Blob | null>;
    objectUrl?: typeof defaultObjectUrl;
  },
): Promise<boolean> {
  const objectUrl = options.objectUrl ?? defaultObjectUrl;
  const run = beginRun(slot, objectUrl);
  slot.status = 'uploading';
  slot.progress = upload.size > 0 ? clampProgress((100 * upload.sent) / upload.size) : 0;
  const blob = await options.blob(upload.id).catch(() => null);
  if (!run.current()) return false;
  const file = new File(blob ? [blob] : [], upload.name, { type: blob?.type ?? '' });
  slot.file = ref(file);
  if (blob) slot.previewUrl = objectUrl.create(blob);
  return sendInto(slot, run, (_file, sendOptions) => options.watch(upload.id, sendOptions), file, undefined);
}
