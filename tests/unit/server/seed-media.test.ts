import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffprobe from '@ffprobe-installer/ffprobe';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { parseExploreRequest, type ExploreListData } from '../../../src/core/contract/explore';
import { seedMediaFiles } from '../../../server/seed/media-job';
import { seedContent } from '../../../server/seed/seed-content';
import { getJson, startTestApp, type TestApp } from './support/test-app';

// Making every seed file takes seconds of CPU on a shared machine: generous limits, no timing assertions.
const SLOW = 240_000;

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'explore-media-'));
  t = await startTestApp({ dataDir: dir });
  const summary = await seedMediaFiles(t.ctx)!.ready;
  expect(summary.failed).toEqual([]);
}, SLOW);
afterAll(() => t.close());

function probe(file: string) {
  const out = spawnSync(ffprobe.path, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height,pix_fmt:format=duration',
    '-of',
    'json',
    file,
  ]);
  const json = JSON.parse(out.stdout.toString()) as {
    streams: Array<{ codec_name: string; width: number; height: number; pix_fmt: string }>;
    format: { duration: string };
  };
  return { ...json.streams[0], duration: Number(json.format.duration) };
}

describe('seed media', () => {
  it('makes every still as a decodable WebP of the promised size', async () => {
    const stills = [...seedContent().media.values()].filter((s) => s.kind === 'image');
    expect(stills.length).toBeGreaterThanOrEqual(60);
    for (const spec of stills) {
      const meta = await sharp(path.join(dir, 'seed', spec.file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', spec.width, spec.height]);
    }
  });

  it('makes every preview as an H.264 MP4 of the promised size, exactly as long as it says', () => {
    const videos = [...seedContent().media.values()].filter((s) => s.kind === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(30);
    for (const spec of videos) {
      const info = probe(path.join(dir, 'seed', spec.file));
      expect([info.codec_name, info.pix_fmt, info.width, info.height]).toEqual([
        'h264',
        'yuv420p',
        spec.width,
        spec.height,
      ]);
      const duration = 'duration' in spec ? spec.duration : undefined;
      expect(duration, spec.file).toBeGreaterThanOrEqual(2);
      expect(Math.abs(info.duration - duration!), spec.file).toBeLessThan(0.05);
    }
  });

  it('an explore video plays for the duration its settings state', async () => {
    const items = [];
    for (let page = 1; ; page++) {
      const res = await getJson<ExploreListData>(t.app, `/v1/common/explore?type=video&page=${page}`);
      items.push(...res.data.list);
      if (res.data.list.length === 0 || items.length >= res.data.paginate.total) break;
    }
    const stated = items.flatMap((item) => {
      const duration = parseExploreRequest(item.request).find((f) => f.field === 'duration')?.val;
      return typeof duration === 'number' && item.preview ? [{ item, duration }] : [];
    });
    expect(stated.length).toBeGreaterThanOrEqual(10);
    for (const { item, duration } of stated) {
      const info = probe(path.join(dir, 'seed', path.basename(item.preview)));
      expect(Math.abs(info.duration - duration), item.title).toBeLessThan(0.05);
    }
  });

  it('reports real thumbnail sizes once the files exist', async () => {
    const res = await getJson<ExploreListData>(t.app, '/v1/common/explore?type=video');
    const item = res.data.list[0];
    const file = path.join(dir, 'seed', path.basename(item.thumbnail));
    expect(item.thumbnail_link.size).toBe(fs.statSync(file).size);
  });

  it('serves media publicly with a long cache and byte ranges', async () => {
    const res = await getJson<ExploreListData>(t.app, '/v1/common/explore?type=video');
    const url = res.data.list[0].preview;
    const size = fs.statSync(path.join(dir, 'seed', path.basename(url))).size;
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(whole.rawPayload.length).toBe(size);
    const part = await t.app.inject({ url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-5' } });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 5));
    const beyond = await t.app.inject({ url, headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers names that are not seed files with 404 and 490001', async () => {
    for (const name of ['i-zzzzzzz.webp', '..%2Fapp.sqlite', 'token-secret.key']) {
      const res = await t.app.inject({ url: `/v1/media/seed/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(CODE_PARAMS_ERROR);
    }
  });

  it(
    'makes a missing file on request',
    async () => {
      const spec = [...seedContent().media.values()].find((s) => s.kind === 'video')!;
      const file = path.join(dir, 'seed', spec.file);
      fs.rmSync(file);
      const res = await t.app.inject({ url: `/v1/media/seed/${spec.file}` });
      expect(res.statusCode).toBe(200);
      expect(probe(file).codec_name).toBe('h264');
    },
    SLOW,
  );

  it(
    "finishes an interrupted seed at the next start: only the missing file is made, a dead process's debris removed",
    async () => {
      await t.app.close();
      const specs = [...seedContent().media.values()];
      fs.rmSync(path.join(dir, 'seed', specs[0].file));
      // A part file a dead process left an hour ago goes; a fresh one may be another server's, and stays.
      const dead = path.join(dir, 'seed', `${specs[1].file}.dead.part`);
      const writing = path.join(dir, 'seed', `${specs[2].file}.busy.part`);
      fs.writeFileSync(dead, 'half a file');
      fs.writeFileSync(writing, 'being written');
      const anHourAgo = new Date(Date.now() - 3_600_000);
      fs.utimesSync(dead, anHourAgo, anHourAgo);
      t = await startTestApp({ dataDir: dir });
      const summary = await seedMediaFiles(t.ctx)!.ready;
      expect(summary).toEqual({ made: 1, existing: specs.length - 1, failed: [] });
      expect(fs.readdirSync(path.join(dir, 'seed')).filter((f) => f.endsWith('.part'))).toEqual([
        path.basename(writing),
      ]);
    },
    SLOW,
  );
});
