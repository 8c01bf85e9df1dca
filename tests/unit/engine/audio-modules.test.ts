import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../../server/engine/probe';
import { musicPlan } from '../../../server/engine/procedural/music-features';
import { synthesize } from '../../../server/engine/procedural/music-synth';
import { engineFor } from '../../../server/engine/registry';
import { randomFor } from '../../../server/engine/seeded-random';
import type { AlgorithmModule, EngineInputFile } from '../../../server/engine/types';
import type { ServerText } from '../../../server/i18n/server-text';
import { translate } from '../../../server/i18n/translate';
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

describe('text to music follows the words and says what it played', () => {
  const plan = (prompt: string) => musicPlan(prompt, randomFor(prompt, 1));
  it.each([
    ['lofi study beats', { genre: 'lo-fi' }],
    ['calm ambient harp', { genre: 'ambient', mood: 'calm', instruments: ['bell', 'bass'] }],
    [
      'epic orchestral score with violins',
      { genre: 'orchestral', mood: 'epic', instruments: ['pad', 'bass'] },
    ],
    ['sad piano in D minor', { mood: 'sad', mode: 'minor', root: 50 }],
    ['happy ukulele song', { mood: 'happy', mode: 'major', instruments: ['guitar', 'bass'] }],
    ['jazz trumpet and piano', { genre: 'jazz', notPlayed: ['trumpet'], instruments: ['piano', 'bass'] }],
    ['rock at 150 bpm', { genre: 'rock', bpm: 150 }],
    ['dark mysterious synth', { mood: 'dark', mode: 'minor', instruments: ['lead', 'bass'] }],
  ] as const)('%s', (prompt, expected) => {
    expect(plan(prompt)).toMatchObject(expected);
  });

  it('slow and fast words move the tempo; moods move the energy', () => {
    expect(plan('slow jazz').bpm).toBeLessThan(plan('fast jazz').bpm);
    expect(plan('calm pop').energy).toBeLessThan(plan('energetic pop').energy);
  });

  it('a faster tempo plays more notes a second', () => {
    const onsetsPerSecond = (prompt: string) => {
      const pcm = synthesize(plan(prompt), 8, randomFor(prompt, 2));
      const window = Math.round(pcm.left.length / 8 / 50);
      const envelope: number[] = [];
      for (let i = 0; i + window <= pcm.left.length; i += window) {
        let sum = 0;
        for (let j = i; j < i + window; j++) sum += pcm.left[j] ** 2;
        envelope.push(Math.sqrt(sum / window));
      }
      return envelope.filter((v, i) => i > 0 && v > envelope[i - 1] * 1.5 && v > 0.02).length / 8;
    };
    expect(onsetsPerSecond('160 bpm piano')).toBeGreaterThan(onsetsPerSecond('60 bpm piano') * 1.8);
  });

  it('the result says in one line what was played, naming what no voice could play', async () => {
    const { output } = await runModule(dir, 'txt2Music', {
      prompt: 'slow sad piano with saxophone',
      duration: 5,
    });
    expect(translate(output.description as ServerText)).toMatch(
      /^sad, \d+ BPM, \S+ minor; piano, bass; synthesised from the prompt's words, no generative music model; not played: saxophone\.$/,
    );
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

  it('asd keeps only the part asked for: vocal or accompaniment is one file', async () => {
    const vocal = await runModule(dir, 'asd', { keep: 'vocal' }, { audio });
    expect(vocal.files.map((f) => f.path.split('/').pop())).toEqual(['vocals.mp3']);
    const backing = await runModule(dir, 'asd', { keep: 'accompaniment' }, { audio });
    expect(backing.files.map((f) => f.path.split('/').pop())).toEqual(['accompaniment.mp3']);
    expect(Math.abs((backing.files[0].duration ?? 0) - 3)).toBeLessThan(0.2);
  });
});
