/** Audio: procedural music (txt2Music), soundtrack for a video (mai_mmaudio), cleanup (asn, wnr), stem split (asd). */
import { say, type ServerText } from '../../i18n/server-text';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STEM_PARTS } from '../../../src/core/audio-edit';
import { MUSIC_DURATION } from '../../../src/core/generation-limits';
import { defineModule, inputFile } from '../define-module';
import { AAC_ARGS, H264_ARGS, MP3_ARGS } from '../ffmpeg';
import { mediaOutput } from '../outputs';
import { choiceParam, numberParam, promptParam } from '../params';
import { describeMusic, musicPlan } from '../procedural/music-features';
import { synthesize, wavBytes } from '../procedural/music-synth';
import { randomFor } from '../seeded-random';
import type { EngineJob } from '../types';
import { ffmpegStep, probeInput } from '../video-io';

/**
 * Renders the prompt's music to a WAV in outDir (deleted by nobody: outDir belongs to the task); returns it with
 * the line on what was played.
 */
async function renderMusicWav(
  job: EngineJob,
  prompt: string,
  seconds: number,
): Promise<{ wav: string; description: ServerText }> {
  const rng = randomFor(prompt, job.seed);
  const plan = musicPlan(prompt, rng.fork('plan'));
  const pcm = synthesize(plan, seconds, rng.fork('notes'));
  const wav = path.join(job.outDir, 'music.wav');
  await writeFile(wav, wavBytes(pcm));
  return { wav, description: describeMusic(plan) };
}

export const textToMusic = defineModule({
  key: 'txt2Music',
  description: say(
    'Procedural: a seeded synthesiser plays a piece whose genre, tempo (named BPM, or slow and fast words), key, mode, mood and instruments come from the prompt words; the result says which it used and names instruments it has no voice for; no generative music model.',
  ),
  fileParams: {},
  params: {
    prompt: promptParam(true),
    duration: numberParam('duration', MUSIC_DURATION.min, MUSIC_DURATION.max, MUSIC_DURATION.default),
  },
  async run(job, p) {
    const { wav, description } = await renderMusicWav(job, p.prompt, p.duration);
    job.onProgress(40);
    const file = path.join(job.outDir, 'music.mp3');
    await ffmpegStep(job, { args: ['-i', wav, ...MP3_ARGS, file], duration: p.duration, span: [40, 100] });
    return { files: [await mediaOutput(file)], description };
  },
});

export const videoToAudio = defineModule({
  key: 'mai_mmaudio',
  description: say(
    'Procedural soundtrack for a video: the text-to-music synthesiser scores the clip from the prompt (or a calm default) and the result is muxed under the picture; no video-to-audio model.',
  ),
  fileParams: { video: { kind: 'video', required: true } },
  params: { prompt: promptParam(false) },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    const { wav, description } = await renderMusicWav(
      job,
      p.prompt || 'calm ambient soundtrack',
      Math.max(1, info.duration),
    );
    job.onProgress(40);
    const file = path.join(job.outDir, 'video.mp4');
    await ffmpegStep(job, {
      args: [
        '-i',
        src,
        '-i',
        wav,
        '-map',
        '0:v:0',
        '-map',
        '1:a:0',
        '-vf',
        'format=yuv420p',
        ...H264_ARGS,
        ...AAC_ARGS,
        '-shortest',
        file,
      ],
      duration: info.duration,
      span: [40, 100],
    });
    return {
      files: [await mediaOutput(file)],
      description: say('Soundtrack: {description}', { description }),
    };
  },
});

const audioIn = { audio: { kind: 'audio' as const, required: true } };
const NOISE_REDUCTION = { low: 8, medium: 14, high: 24 } as const;

function cleaner(key: string, description: ServerText, chain: (nr: number) => string) {
  return defineModule({
    key,
    description,
    fileParams: audioIn,
    params: { strength: choiceParam(['low', 'medium', 'high'], 'medium') },
    async run(job, p) {
      const src = inputFile(job, 'audio').path;
      const info = await probeInput(src, { audio: true });
      const file = path.join(job.outDir, 'audio.mp3');
      await ffmpegStep(job, {
        args: ['-i', src, '-vn', '-af', chain(NOISE_REDUCTION[p.strength]), ...MP3_ARGS, file],
        duration: info.duration,
      });
      return { files: [await mediaOutput(file)] };
    },
  });
}

export const speechNoiseReduction = cleaner(
  'asn',
  say(
    'Classical speech noise reduction: rumble high-pass, FFT spectral denoise (afftdn), de-hiss low-pass and EBU R128 loudness normalisation.',
  ),
  (nr) => `highpass=f=80,afftdn=nr=${nr}:nf=-40,lowpass=f=12000,loudnorm=I=-16:TP=-1.5:LRA=11`,
);

export const windNoiseReduction = cleaner(
  'wnr',
  say(
    'Classical wind noise reduction: steep high-pass below 150 Hz (where wind rumble lives), spectral denoise, gentle compression and loudness normalisation.',
  ),
  (nr) =>
    `highpass=f=150:poles=2,highpass=f=150:poles=2,afftdn=nr=${nr}:nf=-35,acompressor=threshold=0.1:ratio=3,loudnorm=I=-16:TP=-1.5`,
);

export const stemSplit = defineModule({
  key: 'asd',
  description: say(
    'Classical stem split of a stereo mix: centre-channel cancellation gives the accompaniment, the band-passed centre gives the vocals (works when vocals are mixed to the centre). `keep` picks vocal, accompaniment or both (the default, for callers that name none).',
  ),
  fileParams: audioIn,
  params: { keep: choiceParam(STEM_PARTS, 'both') },
  async run(job, { keep }) {
    const src = inputFile(job, 'audio').path;
    const info = await probeInput(src, { audio: true });
    const accompaniment = path.join(job.outDir, 'accompaniment.mp3');
    const vocals = path.join(job.outDir, 'vocals.mp3');
    // Side (L−R) removes what both channels share; mid (L+R) band-passed keeps the voice range.
    const graph = {
      accompaniment: '[a]pan=stereo|c0=0.5*c0-0.5*c1|c1=0.5*c1-0.5*c0[acc]',
      vocal: '[b]pan=mono|c0=0.5*c0+0.5*c1,highpass=f=150,lowpass=f=6000[voc]',
    };
    // Only the kept parts are encoded: a single part is one file, not a pair with one the user did not ask for.
    const parts: Array<[keyof typeof graph, string, string]> = [];
    if (keep !== 'vocal') parts.push(['accompaniment', '[acc]', accompaniment]);
    if (keep !== 'accompaniment') parts.push(['vocal', '[voc]', vocals]);
    const split = parts.length === 2 ? 'asplit=2[a][b]' : `anull[${parts[0][0] === 'vocal' ? 'b' : 'a'}]`;
    await ffmpegStep(job, {
      args: [
        '-i',
        src,
        '-filter_complex',
        [`[0:a]aformat=channel_layouts=stereo,${split}`, ...parts.map(([part]) => graph[part])].join(';'),
        ...parts.flatMap(([, label, file]) => ['-map', label, ...MP3_ARGS, file]),
      ],
      duration: info.duration,
    });
    return { files: await Promise.all(parts.map(([, , file]) => mediaOutput(file))) };
  },
});
