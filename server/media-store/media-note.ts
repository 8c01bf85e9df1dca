import type { ServerConfig } from '../config';
import type { MediaStore } from './media-store';

/** The start line's word on the media store: nothing when it is DATA_DIR itself, as before there was a choice. */
export function mediaNote(config: ServerConfig, media: MediaStore): string {
  const atDataDir = config.media.kind === 'directory' && config.media.dir === config.dataDir;
  return atDataDir ? '' : `, media in ${media.description}`;
}
