import type { ServerConfig } from './config';
import type { MediaStore } from './media-store/media-store';

/**
 * The start line's word on where the data lives: the database (the SQLite file in DATA_DIR, or PostgreSQL named by
 * host, port and database, never its password), and the media store when it is not DATA_DIR itself.
 */
export function whereDataLives(config: ServerConfig, media: MediaStore): string {
  const database = config.databaseUrl
    ? (() => {
        const url = new URL(config.databaseUrl);
        return `database PostgreSQL at ${url.host}${url.pathname}, files in ${config.dataDir}`;
      })()
    : `data in ${config.dataDir}`;
  const atDataDir = config.media.kind === 'directory' && config.media.dir === config.dataDir;
  return atDataDir ? database : `${database}, media in ${media.description}`;
}
