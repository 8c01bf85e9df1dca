import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { nowSeconds } from '../../src/core/dates';
import type { EngineOutputFile } from '../engine/types';
import { watermarkOutput } from '../engine/watermark';
import type { NewFile } from '../files/file-storage';
import type { MediaStore } from '../media-store/media-store';
import type { TaskRow } from '../tasks/task-rows';

/**
 * Checks each output lies inside the run's work folder, marks it when the task is watermarked (every engine's
 * output, built-in or remote, passes here), puts it in the media store under the task's folder (its key keeps its
 * path in the work folder) and describes it as a files row. The rows are written by the caller, after every put:
 * a row never names an object that is not there yet.
 */
export async function storeOutputs(
  media: MediaStore,
  row: TaskRow,
  workDir: string,
  outPrefix: string,
  outputs: EngineOutputFile[],
  signal: AbortSignal,
): Promise<NewFile[]> {
  if (outputs.length === 0) throw new Error('The engine produced no output');
  const short = row.id.slice(0, 8);
  const rows: NewFile[] = [];
  for (const [i, out] of outputs.entries()) {
    const abs = path.resolve(workDir, out.path);
    if (!abs.startsWith(workDir + path.sep)) throw new Error('The engine wrote outside its output directory');
    if (row.watermark) await watermarkOutput({ ...out, path: abs }, signal);
    const stat = await fs.stat(abs);
    const key = outPrefix + path.relative(workDir, abs).split(path.sep).join('/');
    signal.throwIfAborted();
    await media.put(key, abs, out.mime);
    rows.push({
      id: crypto.randomUUID(),
      user_id: row.user_id,
      source: 'output',
      path: key,
      name: `${row.algorithm}-${short}${outputs.length > 1 ? `-${i + 1}` : ''}${path.extname(abs)}`,
      mime: out.mime,
      kind: out.kind,
      size: stat.size,
      width: out.width ?? null,
      height: out.height ?? null,
      duration: out.duration ?? null,
      created_at: nowSeconds(),
    });
  }
  return rows;
}
