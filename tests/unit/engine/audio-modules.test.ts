import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../../server/engine/probe';
import { musicPlan } from '../../../server/engine/procedural/music-features';
import { synthesize } from '../../../server/engine/procedural/music-synth';
import { engineFor } from '../../../server/engine/registry';
import { randomFor } from '../../../server/engine/seeded-random';
import type { AlgorithmModule, EngineInputFile } from '../../../server/engine/types';
import { runModule, shortAudio, tempDir } from './fixtures';

let dir: string;
let cleanup: () => Promise<void>;
let audio: EngineInputFile;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir('audio-'));
  audio = await shortAudio(dir);
});
afterAll(() => cleanup());

describe('txt2Music', () => {
  it('renders an MP3 of the requested duration', async () => {
    const { files, job } = await runModule(dir, 'txt2Music', {
      prompt: 'upbeat lofi piano with drums',
      duration: 6,
    });
    expect(files[0]).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
    const info = await probeMedia(files[0].path);
    expect(Math.abs(info.duration - 6)).toBeLessThan(0.2);
    expect(job.progress.at(-1)).toBeGreaterThan(95);
  });

  it('is deterministic for a prompt + seed and follows the prompt', async () => {
    const a = await runModule(dir, 'txt2Music', { prompt: 'sad slow piano', duration: 5 }, {}, 3);
    const b = await runModule(dir, 'txt2Music', { prompt: 'sad slow piano', duration: 5 }, {}, 3);
    expect((await readFile(a.files[0].path)).equals(await readFile(b.files[0].path))).toBe(true);
    const sad = musicPlan('sad slow piano', randomFor('sad slow piano', 1));
    const party = musicPlan('energetic edm party', randomFor('energetic edm party', 1));
    expect(sad.mode).toBe('minor');
    expect(party.bpm).toBeGreaterThan(sad.bpm);
    expect(party.instruments).toContain('drums');
    expect(musicPlan('a song at 140 bpm in A', randomFor('x', 1))).toMatchObject({ bpm: 140, root: 57 });
    const pcm = synthesize(sad, 1, randomFor('sad', 1));
    expect(pcm.left.some((v) => Math.abs(v) > 0.1)).toBe(true);
  });

  it('validates prompt and duration', () => {
    const m = (engineFor('txt2Music') as { module: AlgorithmModule }).module;
    expect(() => m.validate({ duration: 10 })).toThrow(/prompt is required/);
    expect(() => m.validate({ prompt: 'x', duration: 61 })).toThrow(/duration must be between 5 and 60/);
  });
});

describe('audio cleanup and separation', () => {
  it.each(['asn', 'wnr'])('%s returns cleaned audio of the same length', async (key) => {
    const { files } = await runModule(dir, key, { strength: 'high' }, { audio });
    expect(files[0]).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
    expect(Math.abs((files[0].duration ?? 0) - 3)).toBeLessThan(0.2);
  });

  it('asd splits a stereo mix into accompaniment and vocals', async () => {
    const { files } = await runModule(dir, 'asd', {}, { audio });
    expect(files.map((f) => f.path.split('/').pop())).toEqual(['accompaniment.mp3', 'vocals.mp3']);
    for (const f of files) expect(Math.abs((f.duration ?? 0) - 3)).toBeLessThan(0.2);
  });
});
