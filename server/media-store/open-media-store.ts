import { directoryMediaStore } from './directory-store';
import type { MediaStore } from './media-store';
import type { MediaStoreSettings } from './media-store-settings';

/** The configured store; the AWS SDK is loaded only by a process that uses a bucket. */
export async function openMediaStore(settings: MediaStoreSettings): Promise<MediaStore> {
  if (settings.kind === 'directory') return directoryMediaStore(settings.dir);
  const { s3MediaStore } = await import('./s3-store');
  return s3MediaStore(settings.s3, settings.cacheDir);
}
