-- Explore samples, templates, prompt samples and demos: content the server seeds (server/seed) and serves.

-- Which version of each built-in content set is in the database, so a seed runs once per version.
CREATE TABLE seed_versions (
  name TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  applied_at INTEGER NOT NULL
);

-- Media columns hold file names under DATA_DIR/seed, served at /v1/media/seed/<file>.
CREATE TABLE explore_items (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('video', 'image')),
  algorithm TEXT NOT NULL,
  module TEXT NOT NULL,
  title TEXT NOT NULL,
  prompt TEXT NOT NULL,
  -- JSON text {"fields":[{field,val}]}
  request TEXT NOT NULL,
  -- JSON text {"width","height"}; kept as text because clients must survive a bad value (they fall back to 400×400)
  extra TEXT NOT NULL,
  thumbnail TEXT NOT NULL,
  thumbnail_width INTEGER NOT NULL,
  thumbnail_height INTEGER NOT NULL,
  thumbnail_format TEXT NOT NULL,
  preview TEXT NOT NULL DEFAULT '',
  is_direct INTEGER NOT NULL DEFAULT 0 CHECK (is_direct IN (0, 1)),
  sort INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX explore_items_type_sort ON explore_items(type, sort DESC, id DESC);

CREATE TABLE explore_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  explore_id INTEGER NOT NULL REFERENCES explore_items(id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  other TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, explore_id)
);

CREATE TABLE template_categories (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  algorithm TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('video', 'image')),
  sort INTEGER NOT NULL
);

CREATE TABLE templates (
  id INTEGER PRIMARY KEY,
  num TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES template_categories(id) ON DELETE CASCADE,
  algorithm TEXT NOT NULL,
  module TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('video', 'image')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  prompt TEXT NOT NULL DEFAULT '',
  thumbnail TEXT NOT NULL,
  preview TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  hot INTEGER NOT NULL DEFAULT 0 CHECK (hot IN (0, 1)),
  -- comma-separated, matched whole by GET /v1/recommend/tpl?tag=
  tags TEXT NOT NULL DEFAULT '',
  -- JSON array of TemplateField
  fields TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX templates_category ON templates(category_id, sort, id);
CREATE INDEX templates_algorithm ON templates(algorithm, sort, id);

CREATE TABLE prompt_samples (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL,
  title TEXT NOT NULL,
  prompt TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX prompt_samples_key ON prompt_samples(key, sort);

CREATE TABLE demos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL,
  title TEXT NOT NULL,
  prompt TEXT NOT NULL,
  algorithm TEXT NOT NULL,
  module TEXT NOT NULL,
  thumbnail TEXT NOT NULL,
  preview TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  -- JSON array of {field,val}
  fields TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX demos_key ON demos(key, sort);
