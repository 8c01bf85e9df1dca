import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../../server/engine/ffmpeg';
import { videoCapIssue } from '../../../server/engine/media-caps';
import { translate } from '../../../server/i18n/translate';
import { probeMedia } from '../../../server/engine/probe';
import { probeInput } from '../../../server/engine/video-io';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import {
  createTask,
  envelope,
  reasonDetail,
  signIn,
  startTestApp,
  waitFinished,
  type TestApp,
} from './support/test-app';
import { fixtureDir, storedUploadFiles, upload } from './support/upload-fixtures';

/**
 * Files whose content points elsewhere: an HLS playlist and a concat script, saved under a video's name. A demuxer
 * that follows them would read another file on this disk or fetch a URL; every read here must be refused.
 */
let dir: string;
let secret: string;
let hits: string[];
let web: http.Server;
let webUrl: string;
let t: TestApp;

beforeAll(async () => {
  dir = fixtureDir();
  // Someone else's clip on this disk, in the segment format HLS reads.
  secret = path.join(dir, 'secret.ts');
  await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=8:duration=1', '-f', 'mpegts', secret]);
  hits = [];
  web = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end();
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => web.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const playlist = (...segments: string[]) =>
  `#EXTM3U\n#EXT-X-TARGETDURATION:10\n${segments.map((s) => `#EXTINF:1,\n${s}\n`).join('')}#EXT-X-ENDLIST\n`;

function write(name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** An ID3 tag (what makes a file sniff as MP3) in front of `body`: ffmpeg skips the tag before it probes. */
function behindId3(body: string): Buffer {
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([header, Buffer.from(body)]);
}

describe('ffmpeg and ffprobe read a user file only as the media its type names', () => {
  it('do not follow an HLS playlist saved as .mp4 to a file on this disk or to a URL', async () => {
    const file = write('playlist.mp4', playlist(secret, `${webUrl}/segment.ts`, 'file:///etc/passwd'));
    await expect(runFfmpeg(['-i', file, '-f', 'null', '-'])).rejects.toThrow(/ffmpeg failed/);
    await expect(probeMedia(file)).rejects.toThrow();
    await expect(probeInput(file, { video: true })).rejects.toThrow(
      'The uploaded file could not be read as media',
    );
    expect(hits).toEqual([]);
  });

  it('do not run a concat script saved as .mp4, even one naming a file beside it', async () => {
    const file = write('script.mp4', `ffconcat version 1.0\nfile secret.ts\nfile ${webUrl}/part.mp4\n`);
    await expect(runFfmpeg(['-i', file, '-f', 'null', '-'])).rejects.toThrow(/ffmpeg failed/);
    await expect(probeMedia(file)).rejects.toThrow();
    expect(hits).toEqual([]);
  });

  it('read a file of no known type only with plain media demuxers', async () => {
    const file = write('playlist.part', playlist(secret, `${webUrl}/other.ts`));
    await expect(runFfmpeg(['-i', file, '-f', 'null', '-'])).rejects.toThrow(/ffmpeg failed/);
    await expect(probeMedia(file)).rejects.toThrow();
    expect(hits).toEqual([]);
  });

  it('still read real media of the stored types', async () => {
    const video = ['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=8:duration=1'];
    const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=8000:duration=1'];
    const made: Array<[string, string[], Partial<Awaited<ReturnType<typeof probeMedia>>>]> = [
      ['clip.mp4', [...video, '-c:v', 'libx264', '-preset', 'ultrafast'], { hasVideo: true, width: 64 }],
      ['clip.webm', [...video, '-c:v', 'libvpx'], { hasVideo: true, height: 48 }],
      ['tone.mp3', [...sound, '-c:a', 'libmp3lame'], { hasAudio: true }],
      ['tone.wav', sound, { hasAudio: true }],
      ['tone.m4a', [...sound, '-c:a', 'aac'], { hasAudio: true }],
      ['still.png', [...video, '-frames:v', '1'], { hasVideo: true, width: 64 }],
    ];
    for (const [name, args, expected] of made) {
      const file = path.join(dir, name);
      await runFfmpeg([...args, file]);
      expect(await probeMedia(file), name).toMatchObject(expected);
      await runFfmpeg(['-i', file, '-f', 'null', '-']);
    }
  });
});

describe('uploads whose content points elsewhere are refused and nothing is fetched', () => {
  it('refuses an HLS playlist uploaded as a video, and one behind an ID3 tag uploaded as audio', async () => {
    const user = await signIn(t.ctx);
    const asVideo = await upload(t.app, user, {
      filename: 'holiday.mp4',
      contentType: 'video/mp4',
      data: Buffer.from(playlist(secret, `${webUrl}/a.ts`, 'file:///etc/passwd')),
    });
    expect(asVideo.statusCode).toBe(415);
    expect(envelope(asVideo)).toMatchObject({ code: CODE_PARAMS_ERROR, data: { reason: 'unsupported' } });
    const asAudio = await upload(t.app, user, {
      filename: 'song.mp3',
      contentType: 'audio/mpeg',
      data: behindId3(playlist(`${webUrl}/b.ts`, secret)),
    });
    expect(asAudio.statusCode).toBeGreaterThanOrEqual(400);
    expect(asAudio.statusCode).toBeLessThan(500);
    expect(envelope(asAudio).code).toBe(CODE_PARAMS_ERROR);
    expect(storedUploadFiles(t.dataDir)).toEqual([]);
    expect(hits).toEqual([]);
  });
});

describe('frame-rate and frame-count caps', () => {
  it('refuses a video of 300 frames per second at upload and when a module opens it', async () => {
    const fast = path.join(dir, 'fast.mp4');
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=300:duration=0.5'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', fast],
    ]);
    await expect(probeInput(fast, { video: true })).rejects.toThrow(
      'This video has too many frames per second (300): at most 240',
    );
    const user = await signIn(t.ctx);
    const res = await upload(t.app, user, { filename: 'fast.mp4', data: fs.readFileSync(fast) });
    expect(res.statusCode).toBe(415);
    expect(envelope(res).msg).toBe('This video has too many frames per second (300): at most 240');
    // In the language the request asks for.
    const german = await upload(
      t.app,
      { ...user, headers: { ...user.headers, 'accept-language': 'de' } } as typeof user,
      {
        filename: 'fast.mp4',
        data: fs.readFileSync(fast),
      },
    );
    expect(envelope(german).msg).toBe('Dieses Video hat zu viele Bilder pro Sekunde (300): höchstens 240');
  });

  it('refuses a stream holding more frames than its length allows', () => {
    expect(videoCapIssue({ fps: 30, frames: 300, duration: 10 })).toBeNull();
    const said = (issue: ReturnType<typeof videoCapIssue>) => (issue ? translate(issue) : null);
    expect(said(videoCapIssue({ fps: 30, frames: 25_000, duration: 600 }))).toMatch(
      /too many frames \(25000\)/,
    );
    expect(said(videoCapIssue({ fps: 25, frames: 5000, duration: 2 }))).toMatch(
      /more frames \(5000\) than its length/,
    );
  });
});

describe('failure reasons', () => {
  it('show the generic failure for an engine error, and keep its words with no server path as the detail', async () => {
    const user = await signIn(t.ctx);
    const input = path.join(t.dataDir, 'files', String(user.userId), 'a1', 'in.mp4');
    const fail = `ffmpeg failed (1): ${input}: Invalid data found | Error opening '${t.dataDir}/tmp/x.part'`;
    const res = await createTask(t.app, user, 'text2image', { prompt: 'a cat', fail });
    const task = await waitFinished(
      t.app,
      user,
      'text2image',
      envelope<{ task_id: string }>(res).data.task_id,
    );
    expect(task.reason).toBe('The engine could not finish this task');
    const detail = await reasonDetail(t.ctx, task.task_id);
    expect(detail).toBe("ffmpeg failed (1): in.mp4: Invalid data found | Error opening 'x.part'");
    expect(detail).not.toContain(t.dataDir);
  });
});
