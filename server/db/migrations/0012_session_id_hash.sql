-- Session ids are stored as their SHA-256 (hex), never raw: the token carries the raw id, so a leaked copy of the
-- database names no live session (server/auth/tokens.ts, sessionIdHash). Existing ids are hashed in place with
-- sha256_hex, a function the server registers on its connection before migrating (db/database.ts), so nobody is
-- signed out by this migration. The column is renamed so no statement can still compare a raw id with it.
UPDATE sessions SET id = sha256_hex(id);
ALTER TABLE sessions RENAME COLUMN id TO id_hash;
