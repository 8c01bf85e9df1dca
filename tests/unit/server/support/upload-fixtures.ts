/** Real media made on the fly (sharp, the ffmpeg binary) and a multipart body builder for upload tests. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { runFfmpeg } from '../../../../server/engine/ffmpeg';
import type { UploadedFile } from '../../../../src/core/contract/uploads';
import type { AppContext } from '../../../../server/context';
import { DRIVE_TOTAL_SIZE } from '../../../../server/drive/drive-plans';
import { envelope, type TestUser } from './test-app';

export function fixtureDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'upload-fixtures-'));
}

/** A gradient with shapes (so it compresses like a photo, not like a flat colour). */
export function photo(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a6fdb"/><stop offset="1" stop-color="#f2a541"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#e63946"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** Runs ffmpeg into `dir/name` and returns the bytes. */
async function ffmpegFile(dir: string, name: string, args: string[]): Promise<Buffer> {
  const file = path.join(dir, name);
  await runFfmpeg([...args, file]);
  return fs.readFileSync(file);
}

/** A 160×120 H.264 clip with a tone, `seconds` long (moov at the end unless faststart). */
export function mp4Clip(dir: string, seconds = 2, size = '160x120'): Promise<Buffer> {
  return ffmpegFile(dir, `clip-${seconds}-${size}.mp4`, [
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=8:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=8000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  ]);
}

/** An mp4 with only a sound track: an audio upload whatever its container says. */
export function soundOnlyMp4(dir: string): Promise<Buffer> {
  return ffmpegFile(dir, 'voice.mp4', [
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=8000:duration=2'],
    ...['-c:a', 'aac', '-f', 'mp4'],
  ]);
}

/** A webm written as a live stream, like a browser's MediaRecorder: its header states no duration. */
export function liveWebm(dir: string, seconds = 3): Promise<Buffer> {
  return ffmpegFile(dir, 'live.webm', [
    ...['-f', 'lavfi', '-i', `testsrc2=size=64x48:rate=8:duration=${seconds}`],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '100k', '-f', 'webm', '-live', '1'],
  ]);
}

export function mp3Tone(dir: string, seconds = 2): Promise<Buffer> {
  return ffmpegFile(dir, `tone-${seconds}.mp3`, [
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=8000:duration=${seconds}`],
    ...['-c:a', 'libmp3lame', '-b:a', '32k'],
  ]);
}

export interface FilePart {
  name?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body with text fields and file parts, as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----test${crypto.randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'file'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /v1/file/upload with one file (and optional purpose) as `user` (or anonymously). */
export function upload(
  app: FastifyInstance,
  user: TestUser | undefined,
  file: FilePart,
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, [file]);
  return app.inject({
    method: 'POST',
    url: '/v1/file/upload',
    headers: { ...user?.headers, ...body.headers },
    payload: body.payload,
  });
}

/** Every file under the data dir's upload folders and temp folder (to prove refusals leave nothing). */
export function storedUploadFiles(dataDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (full.includes(`${path.sep}uploads${path.sep}`)) found.push(full);
    }
  };
  walk(path.join(dataDir, 'files'));
  walk(path.join(dataDir, 'tmp'));
  return found;
}

/** Uploads a file that must be accepted and returns its stored description. */
export async function uploadedFile(
  app: FastifyInstance,
  user: TestUser,
  filename: string,
  data: Buffer,
): Promise<UploadedFile> {
  const body = envelope<UploadedFile>(await upload(app, user, { filename, data }));
  if (body.code !== 0) throw new Error(`upload of ${filename} refused: ${body.msg}`);
  return body.data;
}

/** Opens a standard drive for the user and fills it with one stored file until only `leftBytes` are free. */
export async function fillDrive(ctx: AppContext, userId: number, leftBytes: number): Promise<void> {
  await ctx.kdb
    .insertInto('drive_spaces')
    .values({ id: 'd1', user_id: userId, tier: 'standard', opened_at: 0 })
    .execute();
  await ctx.kdb
    .insertInto('files')
    .values({
      id: 'old',
      user_id: userId,
      source: 'output',
      path: 'x',
      name: 'x.png',
      mime: 'image/png',
      kind: 'image',
      size: DRIVE_TOTAL_SIZE.standard - leftBytes,
      created_at: 0,
    })
    .execute();
}
