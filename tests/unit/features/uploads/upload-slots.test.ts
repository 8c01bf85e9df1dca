import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { ApiFailure } from '../../../../src/api/errors';
import { checkUploadLimits, localUploadFormat } from '../../../../src/features/uploads/check-upload';
import type { LocalMediaInfo } from '../../../../src/features/uploads/media-info';
import type { UploadFile, UploadFileOptions } from '../../../../src/features/uploads/upload-request';
import {
  chooseUploadFile,
  clearUploadSlot,
  createUploadSlots,
  reopenCrop,
  slotsPassRatioLimit,
} from '../../../../src/features/uploads/upload-slots';
import type { UploadedFile } from '../../../../src/core/contract/uploads';
import { MB } from '../../../../src/core/storage-size';

const urls = () => {
  const revoked: string[] = [];
  let n = 0;
  return { revoked, create: () => `blob:${++n}`, revoke: (u: string) => revoked.push(u) };
};

function described(file: File, info: LocalMediaInfo): UploadedFile {
  return {
    file: `id-${file.name}`,
    fullName: file.name,
    name: file.name.split('.')[0],
    size: file.size,
    ext: 'png',
    type: info.kind,
    mime: file.type,
    width: info.width,
    height: info.height,
    duration: info.duration,
    url: `/v1/file/view/id-${file.name}?sig=s`,
  };
}

/** An uploader that reports halfway, then answers when the test says so. */
function manualUploader(infoOf: (f: File) => LocalMediaInfo) {
  const calls: Array<{ file: File; options: UploadFileOptions; finish(): void; refuse(msg: string): void }> =
    [];
  const upload: UploadFile = (file, options = {}) =>
    new Promise((resolve, reject) => {
      options.onProgress?.({ loaded: 50, total: 100 });
      calls.push({
        file: file as File,
        options,
        finish: () => resolve(described(file as File, infoOf(file as File))),
        refuse: (msg) => reject(new ApiFailure({ code: 490001, data: null, msg, trace_id: '' }, 422)),
      });
    });
  return { upload, calls };
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const sizes: Record<string, LocalMediaInfo> = {
  'wide.png': { kind: 'image', width: 1600, height: 900, duration: 0 },
  'tall.png': { kind: 'image', width: 900, height: 1600, duration: 0 },
  'square.png': { kind: 'image', width: 1000, height: 1000, duration: 0 },
  'huge.png': { kind: 'image', width: 9000, height: 100, duration: 0 },
};
const readInfo = async (f: File) => sizes[f.name];

describe('checkUploadLimits', () => {
  it('checks type (from the type, else the extension), kind, bytes, and with facts pixels and length', () => {
    expect(localUploadFormat({ name: 'x.JPEG', type: '' })).toMatchObject({ ext: 'jpg' });
    expect(checkUploadLimits({ name: 'a.txt', type: 'text/plain', size: 3 })).toEqual({
      reason: 'unsupported',
    });
    expect(checkUploadLimits({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({ reason: 'empty' });
    expect(checkUploadLimits({ name: 'a.png', type: 'image/png', size: 3 }, 'video')).toEqual({
      reason: 'wrong-kind',
      expected: 'video',
    });
    expect(checkUploadLimits({ name: 'a.mp3', type: 'audio/mpeg', size: 51 * MB }, 'audio')).toMatchObject({
      reason: 'too-big',
      maxBytes: 50 * MB,
    });
    const mov = { name: 'a.mov', type: 'video/quicktime', size: MB };
    expect(checkUploadLimits(mov, 'video', { width: 640, height: 480, duration: 75 })).toMatchObject({
      reason: 'too-long',
      maxSeconds: 60,
    });
    // A sound-only mp4 may go into an audio slot: the server looks at its streams.
    expect(checkUploadLimits({ name: 'v.mp4', type: 'video/mp4', size: MB }, 'audio')).toBeNull();
  });
});

describe('upload slots', () => {
  it('goes checking → uploading (with progress) → done, keeping file, info and storage result', async () => {
    const store = createUploadSlots();
    const slot = store.slots[0];
    const { upload, calls } = manualUploader((f) => sizes[f.name]);
    const file = png('wide.png');
    const done = chooseUploadFile(slot, file, { upload, kind: 'image', readInfo, objectUrl: urls() });
    expect(slot.status).toBe('checking');
    await Promise.resolve();
    await Promise.resolve();
    expect(slot).toMatchObject({ status: 'uploading', progress: 50, previewUrl: 'blob:1' });
    expect(calls[0].options.purpose).toBe('image');
    calls[0].finish();
    expect(await done).toBe(true);
    const snap = snapshot(store).slots[0];
    expect(snap).toMatchObject({ status: 'done', progress: 100, info: sizes['wide.png'], problem: null });
    expect(snap.stored?.file).toBe('id-wide.png');
    // The File is held as it is, not wrapped in a proxy.
    expect(slot.file).toBe(file);
    expect(store.startFrame.status).toBe('empty');
    expect(store.endFrame.status).toBe('empty');
  });

  it('refuses before sending: too many pixels, the wrong kind, and the ratio rule between slots 0 and 1', async () => {
    const store = createUploadSlots();
    const { upload, calls } = manualUploader((f) => sizes[f.name]);
    const opts = { upload, readInfo, objectUrl: urls() };
    expect(await chooseUploadFile(store.slots[0], png('huge.png'), { ...opts, kind: 'image' })).toBe(false);
    expect(store.slots[0]).toMatchObject({ status: 'error', problem: { reason: 'too-wide', maxSide: 8000 } });
    expect(await chooseUploadFile(store.slots[0], png('wide.png'), { ...opts, kind: 'video' })).toBe(false);
    expect(store.slots[0].problem).toEqual({ reason: 'wrong-kind', expected: 'video' });

    const pair = [store.startFrame, store.endFrame] as const;
    const ratio = { pair, limit: [0.8, 1.25] as const };
    const first = chooseUploadFile(store.startFrame, png('wide.png'), { ...opts, kind: 'image', ratio });
    await new Promise((r) => setTimeout(r, 0));
    calls[0].finish();
    expect(await first).toBe(true);
    expect(await chooseUploadFile(store.endFrame, png('tall.png'), { ...opts, kind: 'image', ratio })).toBe(
      false,
    );
    expect(store.endFrame.problem).toEqual({ reason: 'ratio' });
    expect(slotsPassRatioLimit(pair, ratio.limit)).toBe(false);
    clearUploadSlot(store.endFrame);
    expect(slotsPassRatioLimit(pair, ratio.limit)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('shows the server’s refusal; a replaced or removed file’s late answer changes nothing', async () => {
    const store = createUploadSlots(1);
    const slot = store.slots[0];
    const objectUrl = urls();
    const { upload, calls } = manualUploader((f) => sizes[f.name]);
    const refused = chooseUploadFile(slot, png('square.png'), { upload, readInfo, objectUrl });
    await new Promise((r) => setTimeout(r, 0));
    calls[0].refuse('This image is damaged and cannot be opened');
    expect(await refused).toBe(false);
    expect(slot.problem).toEqual({ reason: 'server', message: 'This image is damaged and cannot be opened' });

    const old = chooseUploadFile(slot, png('square.png'), { upload, readInfo, objectUrl });
    await new Promise((r) => setTimeout(r, 0));
    const newer = chooseUploadFile(slot, png('wide.png'), { upload, readInfo, objectUrl });
    expect(calls[1].options.signal?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    calls[1].finish();
    expect(await old).toBe(false);
    expect(slot.status).toBe('uploading');
    calls[2].finish();
    expect(await newer).toBe(true);
    expect(slot.stored?.file).toBe('id-wide.png');

    clearUploadSlot(slot, objectUrl);
    expect(slot).toMatchObject({ status: 'empty', file: null, stored: null, previewUrl: null });
    expect(objectUrl.revoked).toEqual(['blob:1', 'blob:2', 'blob:3']);
  });
});

describe('the crop step', () => {
  const record = {
    picture: {
      path: 'wide.png',
      url: '',
      w: 1600,
      h: 900,
      sourceWidth: 1600,
      sourceHeight: 900,
      loaded: true,
      translateX: 0,
      translateY: 0,
      scale: 0.3,
      ratio: 1,
      scaleMin: 0.3,
      scaleMax: 1.5,
    },
    clip: { x: 350, y: 0, width: 900, height: 900 },
  };

  it('sends the crop in place of the picture, keeps the picture for Crop, and empties the slot on cancel', async () => {
    const store = createUploadSlots();
    const slot = store.slots[0];
    const { upload, calls } = manualUploader(() => sizes['square.png']);
    const opts = { upload, readInfo, objectUrl: urls(), kind: 'image' as const };
    const picked = png('wide.png');
    const square = png('wide-crop.png');
    const seen: Array<[string, unknown]> = [];
    const crop = async (file: File, size: unknown, reopen?: unknown) => {
      seen.push([file.name, reopen ?? size]);
      return { file: square, width: 900, height: 900, original: file, record };
    };

    const sending = chooseUploadFile(slot, picked, { ...opts, crop });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls[0].file).toBe(square);
    expect(slot).toMatchObject({ status: 'uploading', original: picked, cropRecord: record });
    expect(slot.info).toEqual({ kind: 'image', width: 900, height: 900, duration: 0 });
    calls[0].finish();
    expect(await sending).toBe(true);
    // The Crop button opens the crop on the picture as picked, with its record.
    expect((await reopenCrop(slot, crop))?.file).toBe(square);
    expect(seen).toEqual([
      ['wide.png', sizes['wide.png']],
      ['wide.png', { record }],
    ]);

    expect(await chooseUploadFile(slot, picked, { ...opts, crop: async () => null })).toBe(false);
    expect(slot).toMatchObject({ status: 'empty', file: null, original: null, problem: null });
    expect(calls).toHaveLength(1);
  });

  it('a crop that fails leaves the slot with the crop problem; on Crop it keeps the upload', async () => {
    const slot = createUploadSlots().slots[0];
    const { upload, calls } = manualUploader((f) => sizes[f.name]);
    const failing = () => Promise.reject(new Error('canvas getContext fail'));
    const opts = { upload, readInfo, objectUrl: urls(), kind: 'image' as const };
    expect(await chooseUploadFile(slot, png('wide.png'), { ...opts, crop: failing })).toBe(false);
    expect(slot).toMatchObject({ status: 'error', problem: { reason: 'crop' } });

    const sending = chooseUploadFile(slot, png('square.png'), { ...opts, crop: async () => undefined });
    await new Promise((r) => setTimeout(r, 0));
    calls[0].finish();
    expect(await sending).toBe(true);
    expect(await reopenCrop(slot, failing)).toBeNull();
    expect(slot).toMatchObject({ status: 'done', problem: { reason: 'crop' } });
    expect(snapshot(slot).stored?.fullName).toBe('square.png');
  });
});
