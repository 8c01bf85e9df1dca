import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok, parseInput } from '../envelope';
import { seedFileUrl } from '../../../src/core/seed-media';
import {
  demoListQuerySchema,
  promptSampleQuerySchema,
  type DemoItem,
  type DemoListData,
  type PromptSampleListData,
} from '../../../src/core/contract/samples';
import { demos, promptSamples } from '../../samples/sample-store';

/** Prompt ideas and worked examples for the generator pages. */
export function sampleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/common/prompt_sample', async (req) => {
    const { key } = parseInput(promptSampleQuerySchema, req.query);
    const data: PromptSampleListData = { key, list: await promptSamples(ctx.kdb, key) };
    return ok(req, data);
  });

  app.get('/v1/common/demo/list', async (req) => {
    const { key } = parseInput(demoListQuerySchema, req.query);
    const rows = await demos(ctx.kdb, key);
    const list: DemoItem[] = rows.map((r) => ({
      id: r.id,
      key, // every row is of the key asked for
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
