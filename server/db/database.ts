import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The installation's database file in DATA_DIR. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'app.sqlite');
}

/** Opens (creating if needed) the SQLite file and applies every migration not yet applied, in name order. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // This process is the file's only user (nothing else opens it while the server runs). Holding it exclusively,
  // set before WAL starts, keeps the WAL index in process memory: no shared-memory file and no file-lock calls
  // on each read, which was a third of a signed-in read's cost. Inspect the file with the server stopped.
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // SQLite has no SHA-256 of its own; migrations that hash stored secrets in place (0012) call this one.
  db.function('sha256_hex', { deterministic: true }, (value: unknown) =>
    crypto.createHash('sha256').update(String(value)).digest('hex'),
  );
  migrate(db);
  return db;
}

function migrate(db: Db): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((r) => (r as { name: string }).name),
  );
  const pending = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql') && !applied.has(f))
    .sort();
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, Date.now());
    })();
  }
  return pending;
}
