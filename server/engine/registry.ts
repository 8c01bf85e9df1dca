/**
 * Algorithm key → module. Keys without a sensible media operation are refused with 490026 and a reason;
 * see ALGORITHMS.md for the method behind every key.
 */
import { CODE_NOT_AVAILABLE } from '../../src/core/business-codes';
import { text2image } from './modules/text2image';
import type { AlgorithmModule } from './types';

const MODULES: AlgorithmModule[] = [text2image];

/** Keys of the spec that this engine deliberately does not run, each with the reason the user sees. */
export const REFUSED_KEYS: Record<string, string> = {
  kwiydl: 'Downloading from video sites is not offered by this service.',
  dlp_parse: 'Parsing video-site links is not offered by this service.',
  dlp_down: 'Downloading from video sites is not offered by this service.',
  ddlp: 'Downloading from video sites is not offered by this service.',
};

export const ENGINE_MODULES: ReadonlyMap<string, AlgorithmModule> = new Map(MODULES.map((m) => [m.key, m]));

export type EngineLookup = { module: AlgorithmModule } | { refused: { code: number; message: string } };

/** The module for a key, or why the key is refused (always code 490026). */
export function engineFor(key: string): EngineLookup {
  const module = ENGINE_MODULES.get(key);
  if (module) return { module };
  const reason = Object.hasOwn(REFUSED_KEYS, key) ? REFUSED_KEYS[key] : `Unknown algorithm "${key}".`;
  return { refused: { code: CODE_NOT_AVAILABLE, message: reason } };
}
