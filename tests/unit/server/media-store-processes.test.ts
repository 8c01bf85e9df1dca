/**
 * An API process and an engine worker, separate processes, on one bucket: the worker's outputs go to the bucket,
 * and the API process serves them from there (with a range) and deletes them there. DATA_DIR keeps no media.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { CreateTaskData, TaskDto } from '../../../src/core/contract/tasks';
import { isTaskFinished } from '../../../src/core/task-status';
import { sharedDatabase, signUp, startProcess, testPort, type Proc } from './support/processes';
import { SHARED_SEED_MEDIA_DIR, tempDataDir } from './support/test-app';
import { startLocalS3, type LocalS3 } from './support/local-s3';

const PORT = testPort(6795);
const dataDir = tempDataDir();
const procs: Proc[] = [];
let s3: LocalS3 | undefined;
let database: Awaited<ReturnType<typeof sharedDatabase>> | undefined;

afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop('SIGKILL')));
  await s3?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an API process and a worker on one S3 bucket', () => {
  it('the worker puts its output in the bucket, the API process serves it by ranges and deletes it', async () => {
    s3 = await startLocalS3();
    database = await sharedDatabase();
    const shared = {
      ...s3.env,
      ...database.env,
      DATA_DIR: dataDir,
      SEED_MEDIA_DIR: SHARED_SEED_MEDIA_DIR,
      CLIENT_DIR: '',
      HOST: '127.0.0.1',
      SHARED_DATA: '1',
      PASSWORD_SCRYPT_LOG2_N: '14',
      RATE_LIMITS: 'off',
      // As every deployment of several processes: the worker tells the API process of changes over Redis.
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `media-store-processes-${process.pid}-${Date.now()}:`,
    };
    const api = startProcess('main', { ...shared, PORT: String(PORT), ENGINE_CONCURRENCY: '0' });
    procs.push(api);
    await api.waitFor(new RegExp(`AI media app on .*media in S3 bucket ${s3.settings.bucket} at `));
    const worker = startProcess('worker', { ...shared, ENGINE_CONCURRENCY: '1' });
    procs.push(worker);
    await worker.waitFor(new RegExp(`engine worker \\S+ running .*media in S3 bucket ${s3.settings.bucket}`));
    const base = `http://127.0.0.1:${PORT}`;
    const headers = await signUp(base);

    const created = await fetch(`${base}/v1/ai/create/text2image`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ params: { prompt: 'a lighthouse at dusk' } }),
    });
    const taskId = ((await created.json()) as { data: CreateTaskData }).data.task_id;
    let task: TaskDto | undefined;
    for (const giveUpAt = Date.now() + 60_000; Date.now() < giveUpAt;) {
      const res = await fetch(`${base}/v1/ai/result/text2image/${taskId}`, { headers });
      task = ((await res.json()) as { data: TaskDto }).data;
      if (isTaskFinished(task.status)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(task?.status).toBe(3);
    const output = task!.result!.files[0]!;
    const keys = await s3.keys();
    expect(keys.length).toBe(task!.result!.files.length);
    expect(keys.every((key) => key.includes(`/${taskId}/`))).toBe(true);
    expect(fs.existsSync(`${dataDir}/files`)).toBe(false);

    const url = new URL(output.url, base).toString();
    const whole = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    expect(whole.length).toBe(output.size);
    const part = await fetch(url, { headers: { ...headers, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));

    const deleted = await fetch(`${base}/v1/ai/del/${taskId}`, { method: 'POST', headers });
    expect(deleted.status).toBe(200);
    expect(await s3.keys()).toEqual([]);
    expect(await worker.stop('SIGTERM')).toBe(0);
    expect(await api.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
