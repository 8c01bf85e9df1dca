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

/**
 * Opens (creating if needed) the SQLite file and applies every migration not yet applied, in name order.
 * `shared`: other processes (API processes, engine workers) open the same file at once.
 */
export function openDatabase(file: string, { shared = false }: { shared?: boolean } = {}): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // A sole process holds the file exclusively, set before WAL starts: the WAL index stays in process memory, with
  // no shared-memory file and no file-lock calls on each read, which was a third of a signed-in read's cost.
  // Inspect the file with the server stopped. Shared, WAL's shared-memory index lets the processes take turns.
  if (!shared) db.pragma('locking_mode = EXCLUSIVE');
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
    // Immediate, and checked again inside: processes starting together on one shared file apply each once.
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE name = ?').get(name)) return;
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, Date.now());
    }).immediate();
  }
  return pending;
}
