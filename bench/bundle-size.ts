import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Gzipped bytes of the JS a first visit to /ai/home needs: the entry, its static imports, home's chunk. */
export function homeBundleSize(distDir = 'dist'): { files: string[]; gzipBytes: number; rawBytes: number } {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error('dist/.vite/manifest.json missing: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const needed = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file)) return;
    needed.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/pages/HomePage.tsx');
  const english = Object.entries(manifest).find(([key]) => key.startsWith('src/locales/en/'));
  if (english) visit(english[0]);
  const files = [...needed].filter((f) => f.endsWith('.js'));
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    rawBytes += bytes.length;
    gzipBytes += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}
