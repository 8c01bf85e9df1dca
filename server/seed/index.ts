import type { AppContext } from '../context';
import { startSeedMedia, type SeedMediaFiles } from './media-job';
import { seedContent } from './seed-content';
import { seedDatabase } from './seed-database';

/**
 * Seeds the built-in content at start: rows synchronously (one transaction, once per seed version), media in
 * the background (missing files only, on every start, so a restart mid-seed finishes the job).
 */
export function runSeed(ctx: AppContext): SeedMediaFiles {
  const content = seedContent();
  seedDatabase(ctx.db, content);
  return startSeedMedia(ctx, content.media);
}
