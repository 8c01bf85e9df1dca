import { describe, expect, it } from 'vitest';
import { ALGORITHM_KEYS, BACKGROUND_REMOVER_KEY } from '../../../src/core/algorithms';
import { ALGORITHM_COSTS } from '../../../src/core/algorithm-costs';
import { CODE_NOT_AVAILABLE } from '../../../src/core/business-codes';
import { ENGINE_MODULES, REFUSED_KEYS, engineFor } from '../../../server/engine/registry';

describe('engine registry', () => {
  it('refuses video-site downloaders and unknown keys with 490026 and a message', () => {
    for (const key of ['kwiydl', 'dlp_parse', 'dlp_down', 'ddlp', 'no_such_key']) {
      const found = engineFor(key);
      expect('refused' in found && found.refused.code).toBe(CODE_NOT_AVAILABLE);
      expect('refused' in found && found.refused.message.length).toBeGreaterThan(10);
    }
  });

  it('serves every registered module under its own key', () => {
    for (const [key, module] of ENGINE_MODULES) {
      expect(module.key).toBe(key);
      expect(engineFor(key)).toEqual({ module });
      expect(module.description.id.length).toBeGreaterThan(20);
    }
  });

  it('covers the whole spec list: every key is either run or refused, never both', () => {
    for (const key of ALGORITHM_KEYS) {
      const supported = ENGINE_MODULES.has(key);
      const refused = Object.hasOwn(REFUSED_KEYS, key);
      expect(supported !== refused, key).toBe(true);
    }
    expect(engineFor(BACKGROUND_REMOVER_KEY)).toHaveProperty('module');
  });

  it('only registers or refuses keys from the spec list, and charges for every supported one', () => {
    for (const key of [...ENGINE_MODULES.keys(), ...Object.keys(REFUSED_KEYS)]) {
      expect(ALGORITHM_KEYS).toContain(key);
    }
    for (const key of ENGINE_MODULES.keys())
      expect(ALGORITHM_COSTS[key as keyof typeof ALGORITHM_COSTS]).toBeGreaterThan(0);
    for (const key of Object.keys(REFUSED_KEYS))
      expect(ALGORITHM_COSTS[key as keyof typeof ALGORITHM_COSTS]).toBe(0);
  });
});
