/**
 * The store's checkout page: GET /store/checkout query and POST /store/pay body. The server's pages parse them
 * with these schemas; the sku's buy_url (server) and the app's checkout URL are built as the inferred type.
 */
import { z } from 'zod';

const shoppingId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'shopping_id must be 1 to 64 letters, digits, "_", "-" or "."');
/**
 * A yes/no field. Typed as what the app writes (1 or 0); a ticked form box sends its value and a hand-made link
 * may say true, so any value is read.
 */
const flag = z.preprocess<boolean, z.ZodBoolean, 0 | 1>(
  (v: unknown) => v === '1' || v === 1 || v === 'true' || v === 'on',
  z.boolean(),
);
const skuId = z.coerce
  .number<number>({ error: 'sku_id must be a number' })
  .int('sku_id must be a number')
  .positive();

/** GET /store/checkout query. `embeding` is the spec's spelling for the embedded store; `embed` is the form's. */
export const checkoutQuerySchema = z.object({
  sku_id: skuId,
  shopping_id: shoppingId.optional(),
  extra_param: z.string().max(4096).optional(),
  embed: flag.optional(),
  embeding: flag.optional(),
  trial: flag.optional(),
  provider: z.enum(['paypal']).optional(),
  /** The app's language: the store's pages speak it (an unknown one falls back to Accept-Language, then English). */
  lang: z.string().max(16).optional(),
});
export type CheckoutQuery = z.input<typeof checkoutQuerySchema>;

/**
 * POST /store/pay body (and the Stripe store's session form), sent by the checkout page's form. `amount` is the
 * price the page showed, in cents: if the price changed before Pay (an offer ended), nothing is charged.
 */
export const payBodySchema = z.object({
  sku_id: skuId,
  shopping_id: shoppingId,
  trial: flag.optional(),
  embed: flag.optional(),
  amount: z.coerce
    .number<number>({ error: 'amount must be a number of cents' })
    .int('amount must be a number of cents')
    .nonnegative()
    .optional(),
  /** The checkout's language, carried to the page Pay answers with. */
  lang: z.string().max(16).optional(),
});
