import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok, parseInput } from '../envelope';
import { seedFileUrl } from '../../../src/core/seed-media';
import {
  demoListQuerySchema,
  promptSampleQuerySchema,
  type DemoItem,
  type DemoListData,
  type PromptSample,
  type PromptSampleListData,
} from '../../../src/core/contract/samples';

interface DemoRow extends Omit<DemoItem, 'fields' | 'preview_url'> {
  preview: string;
  fields: string;
}

/** Prompt ideas and worked examples for the generator pages. */
export function sampleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/common/prompt_sample', async (req) => {
    const { key } = parseInput(promptSampleQuerySchema, req.query);
    const list = ctx.db
      .prepare('SELECT id, key, title, prompt FROM prompt_samples WHERE key = ? ORDER BY sort, id')
      .all(key) as PromptSample[];
    const data: PromptSampleListData = { key, list };
    return ok(req, data);
  });

  app.get('/v1/common/demo/list', async (req) => {
    const { key } = parseInput(demoListQuerySchema, req.query);
    const rows = ctx.db.prepare('SELECT * FROM demos WHERE key = ? ORDER BY sort, id').all(key) as DemoRow[];
    const list: DemoItem[] = rows.map((r) => ({
      id: r.id,
      key: r.key,
      title: r.title,
      prompt: r.prompt,
      algorithm: r.algorithm,
      module: r.module,
      thumbnail: seedFileUrl(r.thumbnail),
      preview_url: seedFileUrl(r.preview) || seedFileUrl(r.thumbnail),
      width: r.width,
      height: r.height,
      fields: JSON.parse(r.fields) as DemoItem['fields'],
    }));
    const data: DemoListData = { key, list };
    return ok(req, data);
  });
}
