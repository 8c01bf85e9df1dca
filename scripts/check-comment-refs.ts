/**
 * `npm run lint` runs this: it fails when a file in the code folders points at a numbered section of a document
 * outside the repo (a section sign followed by a number). A comment names the rule it implements in words; a
 * test name says what it checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'sw', 'workers', 'server', 'tests', 'scripts', 'bench'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|md|sql|json|jsonc|po)$/;
// Written with an escape so that this file does not match itself.
const SECTION_REF = /\u00a7\s*\d/;

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* textFiles(full);
    } else if (TEXT_FILE.test(entry.name)) {
      yield full;
    }
  }
}

const found: string[] = [];
for (const folder of FOLDERS) {
  for (const file of textFiles(path.join(ROOT, folder))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (SECTION_REF.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
  }
}

if (found.length > 0) {
  console.error(
    `${found.join('\n')}\n\nThese point at a section number of a document outside the repo. Say the rule in words.`,
  );
  process.exit(1);
}
