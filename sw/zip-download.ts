import { downloadZip } from 'client-zip';
import { zipEntryNames } from '../src/core/zip-entry-names';
import type { TaskRecord, ZipEntry, ZipPlan } from '../src/sw-contract/api';
import { mediaKey, RESULTS_CACHE } from './media-cache';

/**
 * Library ZIPs streamed by the service worker. The page asks for a plan (prepareZip); the SW keeps it under an
 * id and answers GET /sw/zip/<id>/<name> with a ZIP that client-zip writes while each file is read from the media
 * cache (or fetched from the server), one file at a time, so a 1 GB selection never sits in memory.
 */
const ZIP_PATH = '/sw/zip/';
/** A plan not fetched within this long is dropped: the page fetches it the moment it has the URL. */
const PLAN_TTL_MS = 5 * 60_000;

export function isZipPath(pathname: string): boolean {
  return pathname.startsWith(ZIP_PATH);
}

/** The finished files of these tasks, in the order asked, with readable unique names. */
export function zipEntries(tasks: readonly TaskRecord[], localIds: readonly string[]): ZipEntry[] {
  const byId = new Map(tasks.map((task) => [task.localId, task]));
  const files = localIds.flatMap((localId) => {
    const task = byId.get(localId);
    if (!task || task.phase !== 'success') return [];
    const prompt = typeof task.params.prompt === 'string' ? task.params.prompt : '';
    const name = typeof task.userData.name === 'string' ? task.userData.name : '';
    return (task.result?.files ?? []).map((file) => ({ task, file, text: prompt || name || task.algorithm }));
  });
  const names = zipEntryNames(
    files.map(({ task, file, text }) => ({
      text,
      id: task.taskId ?? task.localId,
      fileName: file.name,
      mime: file.mime,
    })),
  );
  return files.map(({ file }, index) => ({ name: names[index]!, url: file.url, size: file.size }));
}

/** The archive's own name, by date, e.g. `library-2025-06-01.zip`. */
export function zipFileName(now: number): string {
  return `library-${new Date(now).toISOString().slice(0, 10)}.zip`;
}

interface StoredPlan {
  fileName: string;
  entries: ZipEntry[];
  expiresAt: number;
}

/** Plans waiting for their GET, in memory: the page fetches within milliseconds, long before the SW may stop. */
export function createZipRegistry(origin: string, clock: () => number = Date.now) {
  const plans = new Map<string, StoredPlan>();
  return {
    add(fileName: string, entries: ZipEntry[]): ZipPlan {
      const now = clock();
      for (const [id, plan] of plans) if (plan.expiresAt < now) plans.delete(id);
      const id = crypto.randomUUID();
      plans.set(id, { fileName, entries, expiresAt: now + PLAN_TTL_MS });
      return { fileName, entries, url: `${origin}${ZIP_PATH}${id}/${encodeURIComponent(fileName)}` };
    },
    /** The plan a ZIP URL names; each is served once. */
    take(pathname: string): StoredPlan | null {
      const id = pathname.slice(ZIP_PATH.length).split('/')[0] ?? '';
      const plan = plans.get(id);
      plans.delete(id);
      return plan && plan.expiresAt >= clock() ? plan : null;
    },
  };
}

export type ZipRegistry = ReturnType<typeof createZipRegistry>;

/** One file's bytes as a stream: the cached copy when there is one, else the server's. */
async function entryResponse(caches: CacheStorage | undefined, entry: ZipEntry): Promise<Response> {
  const url = new URL(entry.url, globalThis.location?.href).href;
  const cached = await (await caches?.open(RESULTS_CACHE))?.match(mediaKey(url), { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(url, { credentials: 'same-origin' });
  // A file that cannot be read ends the archive early; the browser reports the download as failed.
  if (!response.ok) throw new Error(`${entry.name}: HTTP ${response.status}`);
  return response;
}

/** The ZIP as a streamed response; its entries are read lazily, one after the other. */
function zipResponse(caches: CacheStorage | undefined, fileName: string, entries: ZipEntry[]): Response {
  async function* files() {
    for (const entry of entries) {
      yield { name: entry.name, input: await entryResponse(caches, entry), lastModified: new Date() };
    }
  }
  const zip = downloadZip(files());
  const headers = new Headers(zip.headers);
  headers.set('Content-Type', 'application/zip');
  headers.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  headers.set('Cache-Control', 'no-store');
  return new Response(zip.body, { status: 200, headers });
}

/** Answers a ZIP URL: the planned archive, or 404 for an unknown or expired one. */
export function servePlannedZip(caches: CacheStorage | undefined, registry: ZipRegistry, pathname: string) {
  const plan = registry.take(pathname);
  if (!plan) return new Response('This download has expired; start it again.', { status: 404 });
  return zipResponse(caches, plan.fileName, plan.entries);
}
