import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { directoryMediaStore } from '../../../server/media-store/directory-store';
import { s3MediaStore } from '../../../server/media-store/s3-store';
import { mediaStoreContract } from './support/media-store-contract';
import { startLocalS3 } from './support/local-s3';

mediaStoreContract('folder', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-dir-'));
  return {
    store: directoryMediaStore(dir),
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});

mediaStoreContract('S3 (s3rver)', async () => {
  const s3 = await startLocalS3();
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-cache-'));
  const store = s3MediaStore(s3.settings, cacheDir);
  return {
    store,
    async close() {
      store.close?.();
      await s3.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
});
