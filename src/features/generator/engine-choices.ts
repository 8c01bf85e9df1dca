import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { api } from '../session/api-client';
import type { EngineChoiceItem, EngineListData } from '../../core/contract/engines';

/**
 * Which engine makes each algorithm on this deployment (GET /v1/common/engines): the built-in one unless the
 * server routes it to ComfyUI or an images API. Read once per page session; until it arrives (or if it fails)
 * every algorithm reads as built in, which is what a deployment without remote engines says anyway.
 */
const engineChoices = proxy<{ status: 'idle' | 'loading' | 'ready'; list: EngineChoiceItem[] }>({
  status: 'idle',
  list: [],
});

async function loadEngineChoices(): Promise<void> {
  if (engineChoices.status !== 'idle') return;
  engineChoices.status = 'loading';
  try {
    engineChoices.list = (await api.get<EngineListData>('/v1/common/engines')).list;
    engineChoices.status = 'ready';
  } catch {
    // Built in is the honest default; the next generator page asks again.
    engineChoices.status = 'idle';
  }
}

const builtin = (algorithm: string): EngineChoiceItem => ({ algorithm, engine: 'builtin', model: 'builtin' });

/** The engine and model that will make `algorithm`. */
export function useEngineChoice(algorithm: string): EngineChoiceItem {
  const { list } = useSnapshot(engineChoices);
  useEffect(() => void loadEngineChoices(), []);
  return list.find((c) => c.algorithm === algorithm) ?? builtin(algorithm);
}
