/** The stored prompt ideas and worked examples (seeded) of one generator page. */
import type { Kysely, Selectable } from 'kysely';
import type { DB, Demos } from '../db/schema';
import type { PromptSample } from '../../src/core/contract/samples';

export type DemoRow = Selectable<Demos>;

export async function promptSamples(kdb: Kysely<DB>, key: PromptSample['key']): Promise<PromptSample[]> {
  const rows = await kdb
    .selectFrom('prompt_samples')
    .select(['id', 'key', 'title', 'prompt'])
    .where('key', '=', key)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  // Every row is of the key asked for.
  return rows.map((row) => ({ ...row, key }));
}

export function demos(kdb: Kysely<DB>, key: string): Promise<DemoRow[]> {
  return kdb.selectFrom('demos').selectAll().where('key', '=', key).orderBy('sort').orderBy('id').execute();
}
