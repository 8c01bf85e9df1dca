/** Builds EngineOutputFile records from files a module wrote, reading their real size/duration. */
import path from 'node:path';
import sharp from 'sharp';
import { probeMedia } from './probe';
import type { EngineOutputFile } from './types';

const IMAGE_MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
const AV_MIME: Record<string, { kind: 'video' | 'audio'; mime: string }> = {
  '.mp4': { kind: 'video', mime: 'video/mp4' },
  '.webm': { kind: 'video', mime: 'video/webm' },
  '.mp3': { kind: 'audio', mime: 'audio/mpeg' },
  '.m4a': { kind: 'audio', mime: 'audio/mp4' },
  '.wav': { kind: 'audio', mime: 'audio/wav' },
};

export async function imageOutput(file: string): Promise<EngineOutputFile> {
  const mime = IMAGE_MIME[path.extname(file).toLowerCase()];
  if (!mime) throw new Error(`not an image output: ${file}`);
  const meta = await sharp(file).metadata();
  return { path: file, kind: 'image', mime, width: meta.width, height: meta.height };
}

export async function mediaOutput(file: string): Promise<EngineOutputFile> {
  const type = AV_MIME[path.extname(file).toLowerCase()];
  if (!type) return imageOutput(file);
  const info = await probeMedia(file);
  return {
    path: file,
    kind: type.kind,
    mime: type.mime,
    ...(type.kind === 'video' ? { width: info.width, height: info.height } : {}),
    duration: info.duration,
  };
}
