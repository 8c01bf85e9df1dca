/**
 * The one behaviour every media store must have, run against each store (media-store-contract.test.ts): what the
 * product does with media (store an upload or an output, serve it whole or by ranges, size it, hand the engine a
 * local file, delete one or a task's folder), with the same answers whatever keeps the bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaNotFound, type MediaStore } from '../../../../server/media-store/media-store';

export interface StoreUnderTest {
  store: MediaStore;
  close(): Promise<void>;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function mediaStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`media store contract: ${name}`, () => {
    let opened: StoreUnderTest;
    let store: MediaStore;
    let scratch: string;
    let n = 0;
    beforeAll(async () => {
      opened = await open();
      store = opened.store;
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'media-contract-'));
    });
    afterAll(async () => {
      await opened.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    });

    /** A finished local file, as an upload's temp file or an engine's output is. */
    const local = (bytes: Buffer | string) => {
      n += 1;
      const file = path.join(scratch, `local-${n}.bin`);
      fs.writeFileSync(file, bytes);
      return file;
    };
    const sample = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

    it('takes over a local file and reads it back whole, with its size', async () => {
      const file = local(sample);
      await store.put('files/7/uploads/a.png', file, 'image/png');
      expect(fs.existsSync(file)).toBe(false);
      expect(await store.size('files/7/uploads/a.png')).toBe(1000);
      expect((await bytesOf(await store.read('files/7/uploads/a.png'))).equals(sample)).toBe(true);
    });

    it('reads byte ranges with inclusive ends: the start, the middle, the last byte', async () => {
      await store.put('files/7/t1/out.mp4', local(sample), 'video/mp4');
      const range = async (start: number, end: number) =>
        bytesOf(await store.read('files/7/t1/out.mp4', { start, end }));
      expect((await range(0, 0)).equals(sample.subarray(0, 1))).toBe(true);
      expect((await range(100, 349)).equals(sample.subarray(100, 350))).toBe(true);
      expect((await range(999, 999)).equals(sample.subarray(999))).toBe(true);
    });

    it('answers a missing key: no size, MediaNotFound on read and local path, a quiet delete', async () => {
      expect(await store.size('files/7/uploads/none.png')).toBeUndefined();
      await expect(store.read('files/7/uploads/none.png')).rejects.toBeInstanceOf(MediaNotFound);
      await expect(store.localPath('files/7/uploads/none.png')).rejects.toBeInstanceOf(MediaNotFound);
      await expect(store.delete('files/7/uploads/none.png')).resolves.toBeUndefined();
    });

    it('deletes one object and leaves its neighbours', async () => {
      await store.put('files/8/uploads/gone.png', local('gone'));
      await store.put('files/8/uploads/kept.png', local('kept'));
      await store.delete('files/8/uploads/gone.png');
      expect(await store.size('files/8/uploads/gone.png')).toBeUndefined();
      await expect(store.read('files/8/uploads/gone.png')).rejects.toBeInstanceOf(MediaNotFound);
      expect((await bytesOf(await store.read('files/8/uploads/kept.png'))).toString()).toBe('kept');
    });

    it('deletes a task folder whole and nothing beside it', async () => {
      await store.put('files/9/t2/out-1.png', local('one'));
      await store.put('files/9/t2/frames/out-2.png', local('two'));
      await store.put('files/9/t20/out.png', local('other task'));
      await store.deleteFolder('files/9/t2/');
      expect(await store.size('files/9/t2/out-1.png')).toBeUndefined();
      expect(await store.size('files/9/t2/frames/out-2.png')).toBeUndefined();
      expect(await store.size('files/9/t20/out.png')).toBe('other task'.length);
      await expect(store.deleteFolder('files/9/never/')).resolves.toBeUndefined();
    });

    it('gives the engine a local file with the bytes, and the new bytes once the key is put again', async () => {
      await store.put('files/10/uploads/in.png', local('first version'));
      const first = await store.localPath('files/10/uploads/in.png');
      expect(path.isAbsolute(first)).toBe(true);
      expect(path.extname(first)).toBe('.png');
      expect(fs.readFileSync(first, 'utf8')).toBe('first version');
      expect(await store.localPath('files/10/uploads/in.png')).toBe(first);
      await store.put('files/10/uploads/in.png', local('second, longer version'));
      expect(await store.size('files/10/uploads/in.png')).toBe('second, longer version'.length);
      expect((await bytesOf(await store.read('files/10/uploads/in.png'))).toString()).toBe(
        'second, longer version',
      );
      expect(fs.readFileSync(await store.localPath('files/10/uploads/in.png'), 'utf8')).toBe(
        'second, longer version',
      );
    });

    it('refuses a key that would leave the store', async () => {
      await expect(store.size('../outside.png')).rejects.toThrow(/not a media key/);
      await expect(store.put('files/../../x', local('x'))).rejects.toThrow(/not a media key/);
      await expect(store.deleteFolder('files//')).rejects.toThrow(/not a media key/);
    });
  });
}
