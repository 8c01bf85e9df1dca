/** The page's calls to the prompt tools, through the page's one API client. */
import { api } from '../session/api-client';
import {
  IMG2PROMPT_PATH,
  POLISH_PATH,
  type Img2promptData,
  type PolishData,
  type PromptAlgorithm,
} from '../../core/contract/prompt-tools';
import type { Img2promptRequest, PolishRequest } from '../../core/contract/prompt-tool-requests';

export function requestPolish(prompt: string, algorithm: PromptAlgorithm): Promise<PolishData> {
  const body: PolishRequest = { prompt, algorithm };
  return api.post<PolishData>(POLISH_PATH, body);
}

/**
 * Waits as long as a create call: the segmentation model runs in the engine's workers, which a busy server shares
 * with running tasks, so the default 30 s can pass before the picture's turn is over.
 */
export function requestImagePrompt(image: string): Promise<Img2promptData> {
  const body: Img2promptRequest = { image };
  return api.post<Img2promptData>(IMG2PROMPT_PATH, body, { timeout: 'create' });
}
