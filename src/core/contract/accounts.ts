/**
 * The accounts service's authorize query (GET /accounts/authorize, and again on every form post of its page).
 * The server's pages parse it with this schema; buildAuthorizeUrl builds it as the inferred type.
 */
import { z } from 'zod';
import {
  ACCOUNTS_APP_KEY,
  ACCOUNTS_REGISTER_MODE,
  ACCOUNTS_RESPONSE_TYPE,
  LOGIN_MODES,
} from '../accounts-service';
import { CODE_CHALLENGE_METHOD, isLoginSecret } from '../login-proof';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);

/** Every field, in the order the URL carries them. */
export const authorizeQuerySchema = z.object({
  register_mode: z.literal(ACCOUNTS_REGISTER_MODE, {
    error: `register_mode must be ${ACCOUNTS_REGISTER_MODE}`,
  }),
  product_id: text('product_id', 16).regex(/^\d+$/, 'product_id must be a number'),
  app_key: z.literal(ACCOUNTS_APP_KEY, { error: 'app_key is not a known app' }),
  source: text('source', 16).regex(/^\d+$/, 'source must be a number'),
  scope: text('scope', 64),
  lang: text('lang', 16),
  response_type: z.literal(ACCOUNTS_RESPONSE_TYPE, {
    error: `response_type must be ${ACCOUNTS_RESPONSE_TYPE}`,
  }),
  mode: z.enum(LOGIN_MODES, { error: `mode must be one of ${LOGIN_MODES.join(', ')}` }),
  goto: text('goto', 2048),
  redirect_uri: text('redirect_uri', 2048),
  state: text('state', 2048),
  code_challenge: z
    .string({ error: 'code_challenge is required' })
    .refine(isLoginSecret, 'code_challenge must be the S256 hash of a verifier'),
  code_challenge_method: z.literal(CODE_CHALLENGE_METHOD, {
    error: `code_challenge_method must be ${CODE_CHALLENGE_METHOD}`,
  }),
});
export type AuthorizeQuery = z.input<typeof authorizeQuerySchema>;
