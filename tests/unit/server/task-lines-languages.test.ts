/**
 * The last English a user could meet, read back in German and Japanese from a real server: a param zod refuses, a
 * module's own check, the music line of a finished task, and a 500. Param names stay as the API spells them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskDto } from '../../../src/core/contract/tasks';
import { CODE_ERROR, CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { textToMusic } from '../../../server/engine/modules/audio';
import { effect } from '../../../server/engine/modules/effect';
import { createTask, envelope, signIn, startTestApp, waitFinished, type TestApp } from './support/test-app';
import { realModuleEngine, testMediaEngine } from './support/test-media-engine';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('task creation refusals in the request language', () => {
  it('says a duration zod refuses in German and Japanese, with the param’s name and limits', async () => {
    t = await startTestApp({ engine: realModuleEngine(textToMusic) });
    const user = await signIn(t.ctx);
    const refused = async (language: string) =>
      envelope(
        await createTask(
          t!.app,
          user,
          'txt2Music',
          { prompt: 'calm piano', duration: 'long' },
          { 'accept-language': language },
        ),
      );
    expect(await refused('de')).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'duration muss eine Zahl sein',
    });
    expect(await refused('ja')).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'durationは数値で指定してください',
    });
    expect(await refused('en')).toMatchObject({ code: CODE_PARAMS_ERROR, msg: 'duration must be a number' });
  });

  it('says a module’s own check (no input given) in German and Japanese', async () => {
    t = await startTestApp({ engine: realModuleEngine(effect) });
    const user = await signIn(t.ctx);
    const refused = async (language: string) =>
      envelope(await createTask(t!.app, user, 'effect', {}, { 'accept-language': language })).msg;
    expect(await refused('de')).toBe(
      'Füge eine Eingabe hinzu: image (ein Foto), images (zwei Fotos) oder video (ein Videoclip).',
    );
    expect(await refused('ja')).toBe(
      '入力を追加してください：image（写真1枚）、images（写真2枚）またはvideo（動画クリップ1本）。',
    );
  });
});

describe('a finished piece of music', () => {
  it('reads its line on what was played in German and Japanese, every word of it', async () => {
    t = await startTestApp({ engine: realModuleEngine(textToMusic) });
    const user = await signIn(t.ctx);
    const created = envelope<{ task_id: string }>(
      await createTask(t.app, user, 'txt2Music', { prompt: 'slow sad piano with saxophone', duration: 5 }),
    );
    expect(created.code, JSON.stringify(created)).toBe(0);
    const done = await waitFinished(t.app, user, 'txt2Music', created.data.task_id, 60_000);
    expect(done.status).toBe(TASK_STATUS_SUCCESS);
    const lineIn = async (language: string) => {
      const res = await t!.app.inject({
        method: 'GET',
        url: `/v1/ai/result/txt2Music/${created.data.task_id}`,
        headers: { ...user.headers, 'accept-language': language },
      });
      return envelope<TaskDto>(res).data.result?.description;
    };
    expect(await lineIn('de')).toMatch(
      /^traurig, \d+ BPM, \S+-Moll; Klavier, Bass; aus den Wörtern des Prompts synthetisiert, kein generatives Musikmodell; nicht gespielt: Saxofon\.$/,
    );
    expect(await lineIn('ja')).toMatch(
      /^悲しい、\d+ BPM、\S+マイナー／ピアノ、ベース／プロンプトの言葉から合成（音楽生成モデルなし）／演奏されない楽器：サックス。$/,
    );
  }, 60_000);
});

describe('a fault on the server', () => {
  it('answers 500 in the request language', async () => {
    const engine = testMediaEngine();
    // A module lookup that throws stands for any bug behind a route.
    engine.moduleFor = () => {
      throw new Error('injected fault');
    };
    t = await startTestApp({ engine });
    const user = await signIn(t.ctx);
    const failed = async (language: string) => {
      const res = await createTask(
        t!.app,
        user,
        'text2image',
        { prompt: 'x' },
        { 'accept-language': language },
      );
      expect(res.statusCode).toBe(500);
      return envelope(res);
    };
    expect(await failed('de')).toMatchObject({
      code: CODE_ERROR,
      msg: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es noch einmal.',
    });
    expect((await failed('ja')).msg).toBe('サーバー側で問題が発生しました。もう一度お試しください。');
    expect((await failed('en')).msg).toBe('Something went wrong on our side. Please try again.');
  });
});
