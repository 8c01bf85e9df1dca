import { sharedFilePath, sharedMetaPath, sharedMetaSchema, type SharedMeta } from '../../sw-contract/share';

export interface SharedItem {
  meta: SharedMeta;
  /** The first shared file, ready to upload; the tools take one file. */
  file: File;
  /** Same-origin URL the service worker serves it from, for the preview. */
  url: string;
}

/** What was shared under `id`, as the service worker stored it; null when it is gone or never was. */
export async function loadShared(id: string): Promise<SharedItem | null> {
  const metaResponse = await fetch(sharedMetaPath(id));
  if (!metaResponse.ok) return null;
  const meta = sharedMetaSchema.parse(await metaResponse.json());
  const first = meta.files[0];
  if (!first) return null;
  const url = sharedFilePath(id, 0);
  const fileResponse = await fetch(url);
  if (!fileResponse.ok) return null;
  const file = new File([await fileResponse.blob()], first.name, { type: first.type });
  return { meta, file, url };
}
