// Upload throughput over loopback: the one-request multipart endpoint against tus (create, then PATCH in chunks).
// Both include the server's content checks once the last byte is in.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FFMPEG_PATH } from '../server/engine/ffmpeg';
import { RESUMABLE_CHUNK_BYTES, TUS_UPLOAD_PATH, UPLOAD_PATH } from '../src/core/contract/uploads';
import { signUpForToken, startBenchServer } from './support/bench-server';

/** Chunk size a tus client on a phone would use: small enough to lose little when the network drops. */

/** A real, noisy 720p clip (noise keeps the encoder from shrinking it): about 40 MB. */
function noisyClip(dir: string): Buffer {
  const file = path.join(dir, 'clip.mp4');
  execFileSync(FFMPEG_PATH, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=1280x720:d=12:r=24',
    '-vf',
    'noise=alls=60:allf=t',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '28M',
    '-y',
    file,
  ]);
  return fs.readFileSync(file);
}

const mbPerS = (bytes: number, ms: number) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1)} MB/s`;

export async function benchUploads(): Promise<Array<{ metric: string; value: string }>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  const server = await startBenchServer();
  try {
    const clip = noisyClip(dir);
    const token = await signUpForToken(server.url, `uploads-${Date.now()}@example.com`);
    const auth = { authorization: `Bearer ${token}` };

    const start = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
    const single = await fetch(`${server.url}${UPLOAD_PATH}`, { method: 'POST', headers: auth, body: form });
    if (!single.ok) throw new Error(`single upload failed: ${await single.text()}`);
    const singleMs = performance.now() - start;

    /** tus as the app sends it (RESUMABLE_CHUNK_BYTES), and with bigger PATCHes for comparison. */
    const tusMs = async (chunkBytes: number) => {
      const begin = performance.now();
      const tus = { ...auth, 'tus-resumable': '1.0.0' };
      const created = await fetch(`${server.url}${TUS_UPLOAD_PATH}`, {
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(clip.length),
          'upload-metadata': `filename ${btoa('clip.mp4')}`,
        },
      });
      const url = new URL(created.headers.get('location')!, server.url);
      for (let offset = 0; offset < clip.length; offset += chunkBytes) {
        const res = await fetch(url, {
          method: 'PATCH',
          headers: {
            ...tus,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(clip.subarray(offset, offset + chunkBytes)),
        });
        if (res.status !== 204) throw new Error(`tus PATCH failed: ${res.status} ${await res.text()}`);
      }
      const outcome = await fetch(url, { headers: auth });
      if (!outcome.ok) throw new Error(`tus upload refused: ${await outcome.text()}`);
      return performance.now() - begin;
    };
    const chunkSizes = [RESUMABLE_CHUNK_BYTES, 8 * RESUMABLE_CHUNK_BYTES];
    const tusTimes: number[] = [];
    for (const chunkBytes of chunkSizes) tusTimes.push(await tusMs(chunkBytes));

    const size = `${(clip.length / 1024 / 1024).toFixed(1)} MB clip`;
    return [
      {
        metric: `POST ${UPLOAD_PATH}, one request (${size})`,
        value: `${singleMs.toFixed(0)} ms, ${mbPerS(clip.length, singleMs)}`,
      },
      ...chunkSizes.map((chunkBytes, i) => ({
        metric: `tus, ${chunkBytes / 1024 / 1024} MB PATCHes${i === 0 ? ' (as the app sends)' : ''} (${size})`,
        value: `${tusTimes[i].toFixed(0)} ms, ${mbPerS(clip.length, tusTimes[i])} (${(tusTimes[i] / singleMs).toFixed(2)}× the time)`,
      })),
    ];
  } finally {
    server.app.server.closeAllConnections();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
