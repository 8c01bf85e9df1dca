import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';
import { StartupError } from '../../../server/commerce/store-settings';

const media = (env: Record<string, string>) => configFromEnv({ DATA_DIR: '/srv/data', ...env }).media;

describe('media store settings (MEDIA_DIR, S3_*)', () => {
  it('keep media in DATA_DIR when nothing is set, where rows have always pointed', () => {
    expect(media({})).toEqual({ kind: 'directory', dir: '/srv/data' });
    expect(media({ MEDIA_DIR: '', S3_BUCKET: '' })).toEqual({ kind: 'directory', dir: '/srv/data' });
  });

  it('put media in MEDIA_DIR, resolved', () => {
    expect(media({ MEDIA_DIR: 'shared/media' })).toEqual({
      kind: 'directory',
      dir: path.resolve('shared/media'),
    });
  });

  it('read a bucket with its defaults (us-east-1, the SDK chain, virtual-host style) and its cache in DATA_DIR', () => {
    expect(media({ S3_BUCKET: 'media' })).toEqual({
      kind: 's3',
      s3: { bucket: 'media', region: 'us-east-1', forcePathStyle: false },
      cacheDir: '/srv/data/cache/media',
    });
    expect(media({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      s3: { forcePathStyle: true },
    });
    expect(
      media({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({
      s3: {
        endpoint: 'http://minio:9000',
        region: 'eu-west-3',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      },
    });
  });

  it('refuse to start on settings that cannot be meant', () => {
    const refused = (env: Record<string, string>, reason: RegExp) => {
      expect(() => media(env)).toThrow(StartupError);
      expect(() => media(env)).toThrow(reason);
    };
    refused({ MEDIA_DIR: '/mnt/media', S3_BUCKET: 'media' }, /MEDIA_DIR .* or S3_BUCKET .*, not both/);
    refused(
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    refused({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/);
    refused({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/);
  });
});
