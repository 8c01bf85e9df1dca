import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_SAMPLE_KEYS } from '../../../src/core/contract/samples';
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { seedContent } from '../../../server/seed/seed-content';
import { SEED_VERSION, seedDatabase, seededVersion } from '../../../server/seed/seed-database';
import { countRows } from './support/databases';
import { signIn, startTestApp, type TestApp } from './support/test-app';

async function counts(kdb: Kysely<DB>) {
  return {
    video: await countRows(kdb, 'explore_items', { type: 'video' }),
    image: await countRows(kdb, 'explore_items', { type: 'image' }),
    categories: await countRows(kdb, 'template_categories'),
    templates: await countRows(kdb, 'templates'),
    hot: await countRows(kdb, 'templates', { hot: 1 }),
    samples: await countRows(kdb, 'prompt_samples'),
    demos: await countRows(kdb, 'demos'),
  };
}

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'explore-seed-'));
  t = await startTestApp({ dataDir: dir });
});
afterAll(async () => {
  await t.close();
});

describe('seed', () => {
  it('writes the promised amounts at first start and records its version', async () => {
    const c = await counts(t.ctx.kdb);
    expect(c.video).toBe(30);
    expect(c.image).toBe(30);
    expect(c.categories).toBe(8);
    expect(c.templates).toBeGreaterThanOrEqual(40);
    expect(c.hot).toBeGreaterThan(0);
    expect(c.demos).toBeGreaterThan(0);
    for (const key of PROMPT_SAMPLE_KEYS) {
      expect(await countRows(t.ctx.kdb, 'prompt_samples', { key })).toBeGreaterThanOrEqual(8);
    }
    expect(await seededVersion(t.ctx.kdb)).toBe(SEED_VERSION);
  });

  it('does nothing when run again for the same version', async () => {
    const before = await counts(t.ctx.kdb);
    expect(await seedDatabase(t.ctx.kdb, seedContent())).toBe(false);
    expect(await counts(t.ctx.kdb)).toEqual(before);
  });

  it('re-seeds a new version without duplicating rows or losing reports', async () => {
    const token = (await signIn(t.ctx, 0)).token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/explore/report',
      headers: { authorization: `Bearer ${token}` },
      payload: { explore_id: 11, reason: 'spam' },
    });
    expect(res.json().code).toBe(0);
    const before = await counts(t.ctx.kdb);
    await t.ctx.kdb
      .updateTable('seed_versions')
      .set((eb) => ({ version: eb('version', '-', 1) }))
      .execute();
    expect(await seedDatabase(t.ctx.kdb, seedContent())).toBe(true);
    expect(await seedDatabase(t.ctx.kdb, seedContent())).toBe(false);
    expect(await counts(t.ctx.kdb)).toEqual(before);
    expect(await countRows(t.ctx.kdb, 'explore_reports', { explore_id: 11 })).toBe(1);
  });

  it('keeps the same content across a restart over the same data directory', async () => {
    const before = await counts(t.ctx.kdb);
    await t.app.close();
    t = await startTestApp({ dataDir: dir });
    expect(await counts(t.ctx.kdb)).toEqual(before);
  });
});
