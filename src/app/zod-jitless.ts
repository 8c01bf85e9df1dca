/**
 * What every browser bundle (page, service worker, workers) gets for `zod` (see the alias in vite.config.ts): zod
 * itself, told before any schema is made not to compile parsers with `new Function`. The Content-Security-Policy
 * allows no eval, so zod would fall back anyway, but its probe for eval is reported as a policy violation. The
 * server and the tests import zod directly and keep its compiled fast path.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
