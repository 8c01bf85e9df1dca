import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Upload } from '@tus/server';
import { TUS_UPLOAD_PATH } from '../../../src/core/contract/uploads';
import { createTusUploads } from '../../../server/uploads/tus-uploads';
import { signIn, startTestApp, type TestApp } from './support/test-app';
import { photo } from './support/upload-fixtures';

// On SQLite only, through the app: finishing stores the file with the files area's insertFile, still on
// better-sqlite3. The outcome's own guarded write is tested on both databases in uploads-databases.test.ts.
let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

describe('a resumable upload whose last bytes are finished twice at once', () => {
  it('keeps one outcome, and one stored file at most', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 5);
    const image = await photo(64, 48);
    const res = await t.app.inject({
      method: 'POST',
      url: TUS_UPLOAD_PATH,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(image.length), ...user.headers },
    });
    expect(res.statusCode).toBe(201);
    const id = res.headers.location!.split('/').pop()!;
    // Every byte in tus's folder, as a PATCH leaves them; then two processes' finish handlers run together.
    fs.writeFileSync(path.join(t.dataDir, 'tmp', 'tus', id), image);
    const uploads = createTusUploads(t.ctx);
    const upload = new Upload({
      id,
      offset: image.length,
      size: image.length,
      metadata: { filename: 'a.png' },
    });
    const onFinish = uploads.server.options.onUploadFinish!;
    // The handler reads only the upload, not the request.
    const finish = () => onFinish({} as Parameters<typeof onFinish>[0], upload);
    await Promise.all([finish(), finish()]);
    await finish();

    const row = t.db.prepare('SELECT result, refusal FROM tus_uploads WHERE id = ?').get(id) as {
      result: string | null;
      refusal: string | null;
    };
    expect([row.result, row.refusal].filter((v) => v !== null)).toHaveLength(1);
    const live = t.db
      .prepare("SELECT id FROM files WHERE user_id = ? AND source = 'upload' AND deleted_at IS NULL")
      .all(user.userId) as { id: string }[];
    // The stored file is the one the outcome names; a refusal keeps none.
    const named = row.result ? [(JSON.parse(row.result) as { file: string }).file] : [];
    expect(live.map((f) => f.id)).toEqual(named);
  });
});
