/**
 * The feedback form's query (GET /feedback/form) and submit body (POST /feedback/submit: the same fields and
 * the text). The server's pages parse them with these schemas; the app builds the form URL as the inferred type.
 */
import { z } from 'zod';
import { FEEDBACK_FORM_IDS, FEEDBACK_THEMES } from '../feedback';

/** A yes/no field. Typed as what the app writes (1 or 0); the form's own hidden field and 'true' are read too. */
const flag = z.preprocess<boolean, z.ZodBoolean, 0 | 1>(
  (v: unknown) => v === '1' || v === 1 || v === 'true',
  z.boolean(),
);

/**
 * The `source` value: the known fields must have their types, others are kept as sent. No sign-in token: the
 * form's URL would carry it, so the server names the sender by the app's cookie instead.
 */
const feedbackSourceSchema = z.object({
  uid: z.union([z.string().max(64), z.number()]).optional(),
  product_id: z.union([z.string().max(32), z.number()]).optional(),
  device_id: z.string().max(128).optional(),
  version: z.string().max(32).optional(),
});

/** `source` travels as JSON text; the parsed value keeps the text too, so the form can carry it to the submit. */
const sourceText = z
  .string()
  .max(8192, 'source is too long')
  .default('{}')
  .transform((text, zctx) => {
    try {
      const parsed = feedbackSourceSchema.loose().safeParse(JSON.parse(text));
      if (parsed.success) return { text, value: parsed.data };
    } catch {
      // reported below
    }
    zctx.addIssue({
      code: 'custom',
      message: 'source must be a JSON object of uid, product_id, device_id, version',
    });
    return z.NEVER;
  });

export const feedbackFormQuerySchema = z.object({
  fid: z.coerce
    .number<number>({ error: 'fid must be a feedback form id' })
    .refine((n) => FEEDBACK_FORM_IDS.includes(n), `fid must be one of ${FEEDBACK_FORM_IDS.join(', ')}`),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'lang must be a language code such as en')
    .default('en'),
  embed: flag.optional(),
  theme: z.enum(FEEDBACK_THEMES, { error: 'theme must be light or dark' }).default('light'),
  source: sourceText,
});
/** The form's query as the app builds it: `source` as its object, written as JSON text in the URL. */
export type FeedbackFormQuery = Omit<z.input<typeof feedbackFormQuerySchema>, 'source'> & {
  source: z.input<typeof feedbackSourceSchema>;
};
