import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedKey, MediaNotFound, type MediaStore } from './media-store';
import { mediaCache } from './media-cache';
import { exactRange } from './exact-range';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, …); unset: AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path, not the host name: what most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/** The SDK says "no such object" as NoSuchKey (GET) or a bare 404 NotFound (HEAD). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** DeleteObjects takes at most this many keys at once. */
const DELETE_BATCH = 1000;

/**
 * Media as objects in an S3-compatible bucket, each key its object key. Ranged reads are GetObject's Range; the
 * engine's inputs are downloaded once per version into a cache folder under DATA_DIR (media-cache.ts).
 */
export function s3MediaStore(settings: S3Settings, cacheDir: string): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default since 2025 sends every upload as aws-chunked with a trailing CRC32, which many
    // S3-compatible servers store verbatim (chunk headers inside the object) or refuse; checksums only where an
    // operation requires one keep the bytes as sent everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function head(key: string) {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
      return { size: found.ContentLength ?? 0, etag: found.ETag ?? '' };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async function read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      const got = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the body is the response stream itself.
      const body = got.Body as Readable;
      return range ? exactRange(body, got.ContentRange, range) : body;
    } catch (err) {
      throw isMissing(err) ? new MediaNotFound(key) : err;
    }
  }

  const cache = mediaCache(cacheDir, {
    version: async (key) => (await head(key))?.etag,
    read: (key) => read(key),
  });

  return {
    description: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,

    async put(key, localFile, contentType) {
      const { size } = await fs.stat(localFile);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: createReadStream(localFile),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await fs.rm(localFile, { force: true });
      await cache.forget(key);
    },

    async size(key) {
      return (await head(key))?.size;
    },

    read,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      await cache.forget(key);
    },

    async deleteFolder(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: checkedKey(prefix, true),
            ContinuationToken: token,
            MaxKeys: DELETE_BATCH,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      await cache.forgetFolder(prefix);
    },

    localPath: (key) => cache.localPath(key),

    close() {
      client.destroy();
    },
  };
}
