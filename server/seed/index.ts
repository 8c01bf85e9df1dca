import type { AppContext } from '../context';
import { startSeedMedia, type SeedMediaFiles } from './media-job';
import { seedContent } from './seed-content';
import { seedDatabase } from './seed-database';

/**
 * Seeds the built-in content at start: rows before it settles (one transaction, once per seed version; the app
 * awaits it before answering, so no request sees a list without its content), media in the background (missing
 * files only, on every start, so a restart mid-seed finishes the job).
 */
export async function runSeed(ctx: AppContext): Promise<SeedMediaFiles> {
  const content = seedContent();
  await seedDatabase(ctx.kdb, content);
  return startSeedMedia(ctx, content.media);
}
