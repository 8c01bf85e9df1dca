import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Upload } from '@tus/server';
import { TUS_UPLOAD_PATH } from '../../../src/core/contract/uploads';
import { createTusUploads } from '../../../server/uploads/tus-uploads';
import { uploadsInFlight } from '../../../server/uploads/uploads-in-flight';
import { signIn, startTestApp, type TestApp } from './support/test-app';
import { photo } from './support/upload-fixtures';

// Through the app, on either database: the outcome's own guarded write is also tested alone on both in
// uploads-databases.test.ts.
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
    const uploads = createTusUploads(t.ctx, uploadsInFlight(t.ctx.kdb));
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

    const row = await t.ctx.kdb
      .selectFrom('tus_uploads')
      .select(['result', 'refusal'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([row.result, row.refusal].filter((v) => v !== null)).toHaveLength(1);
    const live = await t.ctx.kdb
      .selectFrom('files')
      .select('id')
      .where('user_id', '=', user.userId)
      .where('source', '=', 'upload')
      .where('deleted_at', 'is', null)
      .execute();
    // The stored file is the one the outcome names; a refusal keeps none.
    const named = row.result ? [(JSON.parse(row.result) as { file: string }).file] : [];
    expect(live.map((f) => f.id)).toEqual(named);
  });
});
