/**
 * A successful task's description (how its result was made) reads in the language of each request that reads it
 * (result poll, task list, event stream): it is stored as a message and its values, like a failure reason. The
 * prompt's own words in a line (the things a scene drew), and an old English sentence that is no message, read as
 * they were written.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskDto, TaskListData } from '../../../src/core/contract/tasks';
import { TASK_EVENTS_PATH } from '../../../src/core/contract/task-events';
import { TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { photoRepair } from '../../../server/engine/modules/image-enhance';
import { textToImage } from '../../../server/engine/modules/text-to-image';
import type { AlgorithmModule, EngineOutput } from '../../../server/engine/types';
import { say } from '../../../server/i18n/server-text';
import { openStream, type SseConnection } from './support/sse-client';
import {
  createTask,
  envelope,
  signIn,
  startTestApp,
  waitFinished,
  type TestApp,
  type TestUser,
  result,
} from './support/test-app';
import { realModuleEngine, testMediaEngine, type TestMediaEngine } from './support/test-media-engine';

const GERMAN = 'de-DE,de;q=0.9,en;q=0.5';

const REPAIR_EN =
  'Classical photo repair: denoise, automatic levels, local contrast, gentle colour boost and sharpening (no neural model).';
const REPAIR_DE =
  'Klassische Fotoreparatur: Entrauschen, automatische Tonwerte, lokaler Kontrast, sanfte Farbverstärkung und Schärfen (kein neuronales Modell).';
const REPAIR_JA =
  '従来手法の写真補正：ノイズ除去、自動レベル補正、局所コントラスト、控えめな色の強調、シャープ化（ニューラルモデルなし）。';

/**
 * The test engine with its text2image stand-in described as photo repair is, and, when `said` is given, each run
 * saying that line of its own (as a remote engine's "Made by …").
 */
function engineSaying(said?: EngineOutput['description']): TestMediaEngine {
  const engine = testMediaEngine();
  const moduleFor = engine.moduleFor.bind(engine);
  const run = engine.run.bind(engine);
  engine.moduleFor = (key) => {
    const found = moduleFor(key);
    return found && 'run' in found
      ? ({ ...found, description: photoRepair.description } as AlgorithmModule)
      : found;
  };
  engine.run = async (job) => ({ ...(await run(job)), ...(said !== undefined && { description: said }) });
  return engine;
}

async function readIn(t: TestApp, user: TestUser, taskId: string, language?: string): Promise<TaskDto> {
  return (await result(t.app, user, 'text2image', taskId, language)).data;
}

async function finished(t: TestApp, user: TestUser, prompt = 'x'): Promise<string> {
  const created = envelope<{ task_id: string }>(await createTask(t.app, user, 'text2image', { prompt }));
  expect(created.code, JSON.stringify(created)).toBe(0);
  const done = await waitFinished(t.app, user, 'text2image', created.data.task_id, 60_000);
  expect(done.status).toBe(TASK_STATUS_SUCCESS);
  return created.data.task_id;
}

describe('a successful task’s description', () => {
  let t: TestApp | undefined;
  const streams: SseConnection[] = [];
  afterEach(async () => {
    for (const s of streams.splice(0)) s.close();
    await t?.close();
    t = undefined;
  });

  it('reads its module’s description in English, German and Japanese from the poll and the list', async () => {
    t = await startTestApp({ engine: engineSaying() });
    const user = await signIn(t.ctx);
    const taskId = await finished(t, user);
    expect((await readIn(t, user, taskId)).result?.description).toBe(REPAIR_EN);
    expect((await readIn(t, user, taskId, GERMAN)).result?.description).toBe(REPAIR_DE);
    const list = await t.app.inject({
      method: 'POST',
      url: '/v1/ai/task',
      headers: { ...user.headers, 'accept-language': 'ja' },
      payload: { page: 1, page_size: 10 },
    });
    expect(envelope<TaskListData>(list).data.list[0].result?.description).toBe(REPAIR_JA);
  });

  it('sends it on the event stream in the language the stream asked for', async () => {
    t = await startTestApp({ engine: engineSaying() });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signIn(t.ctx);
    const japanese = await openStream(`${url}${TASK_EVENTS_PATH}?lang=ja`, user.headers);
    streams.push(japanese);
    await japanese.until((e) => e.event === 'ready');
    await finished(t, user);
    const event = await japanese.until(
      (e) => e.event === 'task' && (JSON.parse(e.data) as TaskDto).status === TASK_STATUS_SUCCESS,
    );
    expect((JSON.parse(event.data) as TaskDto).result?.description).toBe(REPAIR_JA);
  });

  it('reads a run’s own line with its model name in German, the name kept as it is', async () => {
    t = await startTestApp({
      engine: engineSaying(say('Made by {model} through an images API.', { model: 'gpt-image-1' })),
    });
    const user = await signIn(t.ctx);
    const taskId = await finished(t, user);
    expect((await readIn(t, user, taskId)).result?.description).toBe(
      'Made by gpt-image-1 through an images API.',
    );
    expect((await readIn(t, user, taskId, GERMAN)).result?.description).toBe(
      'Erstellt von gpt-image-1 über eine Bilder-API.',
    );
  });

  it('reads the composer’s line in German and Japanese: the place and time translated, the things drawn as the prompt named them', async () => {
    t = await startTestApp({ engine: realModuleEngine(textToImage) });
    const user = await signIn(t.ctx);
    const abstract = await finished(t, user, 'xyzzy plugh');
    expect((await readIn(t, user, abstract, GERMAN)).result?.description).toBe(
      'Der Prompt nennt kein Ding, keinen Ort und keine Zeit zum Zeichnen; eine abstrakte Komposition in seinen Farben, kein neuronales Modell.',
    );
    const drawn = await finished(t, user, 'two cats on a windowsill at dusk');
    expect((await readIn(t, user, drawn)).result?.description).toBe(
      '2 × cat, windowsill, dusk; composed from vector art (Fluent Emoji), no neural model.',
    );
    expect((await readIn(t, user, drawn, GERMAN)).result?.description).toBe(
      '2 × cat, Fensterbank, Abenddämmerung; aus Vektorgrafiken (Fluent Emoji) zusammengesetzt, kein neuronales Modell.',
    );
    expect((await readIn(t, user, drawn, 'ja')).result?.description).toBe(
      '2 × cat、窓辺、夕暮れ／ベクターアート（Fluent Emoji）から構成（ニューラルモデルなし）。',
    );
    // Understood (a time of day) with nothing to list: daytime goes unsaid and a windmill is not drawn.
    const bare = await finished(t, user, 'a windmill at noon');
    expect((await readIn(t, user, bare)).result?.description).toBe(
      'Composed from vector art (Fluent Emoji), no neural model.',
    );
    expect((await readIn(t, user, bare, GERMAN)).result?.description).toBe(
      'Aus Vektorgrafiken (Fluent Emoji) zusammengesetzt, kein neuronales Modell.',
    );
  }, 60_000);

  it('reads a description stored as an English sentence before descriptions were messages: a message translated, else as written', async () => {
    t = await startTestApp({ engine: engineSaying() });
    const user = await signIn(t.ctx);
    const [known, unknown] = [await finished(t, user), await finished(t, user)];
    const { kdb } = t.ctx;
    const stored = (description: string, id: string) =>
      kdb
        .updateTable('tasks')
        .set({ result_description: description, result_description_values: null })
        .where('id', '=', id)
        .execute();
    await stored(REPAIR_EN, known);
    await stored('Made by sdxl through the images API at 10.0.0.2:8000.', unknown);
    expect((await readIn(t, user, known, GERMAN)).result?.description).toBe(REPAIR_DE);
    expect((await readIn(t, user, unknown, 'ja')).result?.description).toBe(
      'Made by sdxl through the images API at 10.0.0.2:8000.',
    );
  });
});
