import { z } from 'zod';

/**
 * What the service worker keeps of a share into the app (the manifest's share target) and the share page reads:
 * the files under same-origin URLs the worker serves from Cache Storage, and a description of them.
 */

/** The form field the manifest names for shared files. */
export const SHARE_FILES_FIELD = 'media';
/** Where the worker serves what was shared. */
export const SHARED_PREFIX = '/__share/';
/** The query parameter that names one share on the share page. */
export const SHARE_ID_PARAM = 'id';

export const sharedFilePath = (id: string, index: number) => `${SHARED_PREFIX}${id}/${index}`;
export const sharedMetaPath = (id: string) => `${SHARED_PREFIX}${id}/meta`;

export const sharedMetaSchema = z.object({
  files: z.array(z.object({ name: z.string(), type: z.string(), size: z.number() })),
  title: z.string(),
  text: z.string(),
  sharedAt: z.number(),
});

export type SharedMeta = z.infer<typeof sharedMetaSchema>;
