/** Stored files: GET /v1/file/download for the owner, GET /v1/file/view/:fileId by capability URL. */
import { z } from 'zod';

/** GET /v1/file/download query (signed in): the file id and the name to save it under. */
export const fileDownloadQuerySchema = z.object({
  file: z.string().min(1, 'file is required'),
  name: z.string().optional(),
});

/**
 * GET /v1/file/view/:fileId query: the signature is the capability, since media elements send no token; `exp`
 * (epoch seconds) is when the link ends. Links of before expiry existed have no `exp`.
 */
export const fileViewQuerySchema = z.object({
  sig: z.string().min(1, 'sig is required'),
  exp: z.coerce.number().int('exp must be whole seconds').positive('exp must be positive').optional(),
});
