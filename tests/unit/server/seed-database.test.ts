import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_SAMPLE_KEYS } from '../../../src/core/contract/samples';
import type { Db } from '../../../server/db/database';
import { seedContent } from '../../../server/seed/seed-content';
import { SEED_VERSION, seedDatabase, seededVersion } from '../../../server/seed/seed-database';
import { signIn, startTestApp, type TestApp } from './support/test-app';

function counts(db: Db) {
  const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  return {
    video: n("SELECT COUNT(*) AS n FROM explore_items WHERE type = 'video'"),
    image: n("SELECT COUNT(*) AS n FROM explore_items WHERE type = 'image'"),
    categories: n('SELECT COUNT(*) AS n FROM template_categories'),
    templates: n('SELECT COUNT(*) AS n FROM templates'),
    hot: n('SELECT COUNT(*) AS n FROM templates WHERE hot = 1'),
    samples: n('SELECT COUNT(*) AS n FROM prompt_samples'),
    demos: n('SELECT COUNT(*) AS n FROM demos'),
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
    const c = counts(t.db);
    expect(c.video).toBe(30);
    expect(c.image).toBe(30);
    expect(c.categories).toBe(8);
    expect(c.templates).toBeGreaterThanOrEqual(40);
    expect(c.hot).toBeGreaterThan(0);
    expect(c.demos).toBeGreaterThan(0);
    for (const key of PROMPT_SAMPLE_KEYS) {
      const { n } = t.db.prepare('SELECT COUNT(*) AS n FROM prompt_samples WHERE key = ?').get(key) as {
        n: number;
      };
      expect(n).toBeGreaterThanOrEqual(8);
    }
    expect(await seededVersion(t.ctx.kdb)).toBe(SEED_VERSION);
  });

  it('does nothing when run again for the same version', async () => {
    const before = counts(t.db);
    expect(await seedDatabase(t.ctx.kdb, seedContent())).toBe(false);
    expect(counts(t.db)).toEqual(before);
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
    const before = counts(t.db);
    t.db.prepare('UPDATE seed_versions SET version = version - 1').run();
    expect(await seedDatabase(t.ctx.kdb, seedContent())).toBe(true);
    expect(await seedDatabase(t.ctx.kdb, seedContent())).toBe(false);
    expect(counts(t.db)).toEqual(before);
    const { n } = t.db.prepare('SELECT COUNT(*) AS n FROM explore_reports WHERE explore_id = 11').get() as {
      n: number;
    };
    expect(n).toBe(1);
  });

  it('keeps the same content across a restart over the same data directory', async () => {
    const before = counts(t.db);
    await t.app.close();
    t = await startTestApp({ dataDir: dir });
    expect(counts(t.db)).toEqual(before);
  });
});
