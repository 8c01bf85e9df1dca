import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** Real inputs for generator tests, made once per run under .tmp/e2e-inputs. */
export interface MediaInputs {
  /** 640×480 PNG photo-like gradient with shapes. */
  photo: string;
  /** 2 s, 320×240, 24 fps H.264 with a 440 Hz AAC tone. */
  clip: string;
  /** 3 s 440 Hz tone, MP3. */
  tone: string;
  /** 9000×100 PNG: over the pixel limit. */
  wide: string;
  /** A text file named .png. */
  fakePng: string;
  /** An empty file named .png. */
  empty: string;
  /** 160×120 PNG, the same picture small: the neural tools stay quick. */
  smallPhoto: string;
  /** 1.5 s, 160×120, 24 fps H.264 with moving content and no sound track. */
  smallClip: string;
  /** 2 s 440 Hz tone under brown noise (a wind-like rumble), MP3. */
  windy: string;
  /** 1500×400 PNG: wider than 5:2, so the photo starter asks for a crop. */
  panorama: string;
  /**
   * 2 s, 160×120 VP8 WebM written as a live stream (no length in its header, no cues), as a browser recording
   * is: the browser reports its duration as Infinity.
   */
  liveWebm: string;
}

const DIR = path.resolve('.tmp/e2e-inputs');

async function makePhoto(file: string, width = 640, height = 480): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 480" preserveAspectRatio="none">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#f4d03f"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#g)"/>
    <circle cx="320" cy="240" r="110" fill="#c0392b"/>
    <rect x="60" y="330" width="180" height="110" fill="#27ae60"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

function run(args: string[]): void {
  execFileSync(ffmpeg.path, ['-y', '-loglevel', 'error', ...args]);
}

export async function mediaInputs(): Promise<MediaInputs> {
  fs.mkdirSync(DIR, { recursive: true });
  const inputs: MediaInputs = {
    photo: path.join(DIR, 'photo.png'),
    clip: path.join(DIR, 'clip.mp4'),
    tone: path.join(DIR, 'tone.mp3'),
    wide: path.join(DIR, 'wide.png'),
    fakePng: path.join(DIR, 'notes.png'),
    empty: path.join(DIR, 'empty.png'),
    smallPhoto: path.join(DIR, 'small-photo.png'),
    smallClip: path.join(DIR, 'small-clip.mp4'),
    windy: path.join(DIR, 'windy.mp3'),
    panorama: path.join(DIR, 'panorama.png'),
    liveWebm: path.join(DIR, 'live.webm'),
  };
  if (!fs.existsSync(inputs.photo)) await makePhoto(inputs.photo);
  if (!fs.existsSync(inputs.smallPhoto)) await makePhoto(inputs.smallPhoto, 160, 120);
  if (!fs.existsSync(inputs.panorama)) await makePhoto(inputs.panorama, 1500, 400);
  if (!fs.existsSync(inputs.smallClip)) {
    run([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=24:duration=1.5'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-an', inputs.smallClip],
    ]);
  }
  if (!fs.existsSync(inputs.liveWebm)) {
    run([
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=24:duration=2'],
      ...['-c:v', 'libvpx', '-live', '1', '-f', 'webm', inputs.liveWebm],
    ]);
  }
  if (!fs.existsSync(inputs.windy)) {
    run([
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
      ...['-f', 'lavfi', '-i', 'anoisesrc=color=brown:amplitude=0.3:duration=2'],
      ...['-filter_complex', '[0:a][1:a]amix=inputs=2:duration=shortest', '-ac', '2'],
      ...['-c:a', 'libmp3lame', inputs.windy],
    ]);
  }
  if (!fs.existsSync(inputs.clip)) {
    run([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=24:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      inputs.clip,
    ]);
  }
  if (!fs.existsSync(inputs.tone)) {
    run([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=3',
      '-ac',
      '2',
      '-c:a',
      'libmp3lame',
      inputs.tone,
    ]);
  }
  if (!fs.existsSync(inputs.wide)) {
    await sharp({ create: { width: 9000, height: 100, channels: 3, background: '#88aacc' } })
      .png()
      .toFile(inputs.wide);
  }
  fs.writeFileSync(inputs.fakePng, 'these are my notes, not a picture\n');
  fs.writeFileSync(inputs.empty, '');
  return inputs;
}
