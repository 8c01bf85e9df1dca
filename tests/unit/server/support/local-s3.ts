/**
 * A real S3-compatible server for the tests: s3rver (the fake S3 of Node, npm-installable and running on Node 20),
 * in this process on a free port with its own temp folder, and a bucket made in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Client, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../../../server/media-store/s3-store';

export interface LocalS3 {
  /** Settings of a store on this server's bucket (as S3_* would give). */
  settings: S3Settings;
  /** The same as S3_* variables, for a whole server's configFromEnv. */
  env: Record<string, string>;
  /** Every object key in the bucket, as the server holds it. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

let buckets = 0;

export async function startLocalS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  buckets += 1;
  const bucket = `media-test-${buckets}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature made with its well-known pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const settings: S3Settings = { bucket, endpoint, region: 'us-east-1', credentials, forcePathStyle: true };
  const client = new S3Client({ endpoint, region: 'us-east-1', credentials, forcePathStyle: true });
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    async keys() {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
