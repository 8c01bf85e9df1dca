import path from 'node:path';
import { z } from 'zod';
import { StartupError } from '../commerce/store-settings';
import type { S3Settings } from './s3-store';

/** Which media store this process uses: the same one on every process of a deployment. */
export type MediaStoreSettings =
  { kind: 'directory'; dir: string } | { kind: 's3'; s3: S3Settings; cacheDir: string };

/** An empty variable is an unset one, as everywhere in config.ts. */
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

const mediaEnv = z
  .object({
    MEDIA_DIR: optional,
    S3_BUCKET: optional,
    S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: z
      .preprocess(
        (v) => (v === '' ? undefined : v),
        z.enum(['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no']).optional(),
      )
      .transform((v) => v !== undefined && ['1', 'true', 'on', 'yes'].includes(v)),
  })
  .refine((env) => !(env.MEDIA_DIR && env.S3_BUCKET), {
    message: 'set MEDIA_DIR (a folder) or S3_BUCKET (a bucket), not both',
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither for the SDK default chain',
  });

/**
 * MEDIA_DIR, S3_* → the store. Nothing set: a folder store at DATA_DIR, where rows have always pointed. The S3
 * store's engine-input copies live in DATA_DIR/cache/media (local to each machine).
 */
export function mediaStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MediaStoreSettings {
  const parsed = mediaEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new StartupError(`media store settings: ${name}${issue.message}`);
  }
  const s = parsed.data;
  if (!s.S3_BUCKET) return { kind: 'directory', dir: path.resolve(s.MEDIA_DIR ?? dataDir) };
  return {
    kind: 's3',
    s3: {
      bucket: s.S3_BUCKET,
      endpoint: s.S3_ENDPOINT,
      region: s.S3_REGION ?? 'us-east-1',
      credentials:
        s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: s.S3_FORCE_PATH_STYLE,
    },
    cacheDir: path.join(dataDir, 'cache', 'media'),
  };
}
