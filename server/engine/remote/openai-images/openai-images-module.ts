/**
 * Text to image and image to image made by an OpenAI-compatible images API: `POST {url}/images/generations`
 * (JSON: model, prompt, n, size) and `POST {url}/images/edits` (multipart: model, image, prompt, n, size), with a
 * bearer key. Pictures come back as `b64_json` or as a `url` to fetch; each is cropped to the asked proportions
 * (the APIs offer a few fixed sizes) and stored like built-in results. Errors carry the API's own message.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sizeForAspect, type AspectRatio } from '../../../../src/core/generation-limits';
import { imageOutput } from '../../outputs';
import type { AlgorithmModule, EngineJob, EngineOutput } from '../../types';
import type { ImagesApiSettings } from '../remote-settings';
import { say, type ServerText } from '../../../i18n/server-text';

/** How long the API may take for one request (big models take a while per picture). */
const REQUEST_MS = 180_000;
/** Long side of what is stored. */
const LONG_SIDE = 1024;

/** `said`: the message a user reads when the API's own words help them (a refusal of the prompt); else none. */
class ImagesApiError extends Error {
  override name = 'ImagesApiError';

  constructor(
    message: string,
    readonly said?: ServerText,
  ) {
    super(message);
  }
}

interface ImagesResponse {
  data?: Array<{ b64_json?: string; url?: string }>;
  error?: { message?: string };
}

/** The API size nearest the asked proportions (the sizes most image APIs accept). */
function apiSize(ratio: AspectRatio): string {
  const [w, h] = ratio.split(':').map(Number);
  if (w === h) return '1024x1024';
  return w > h ? '1536x1024' : '1024x1536';
}

async function call(
  settings: ImagesApiSettings,
  route: string,
  body: string | FormData,
  json: boolean,
  signal: AbortSignal,
) {
  let res: Response;
  try {
    res = await fetch(`${settings.url}${route}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.key}`,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_MS)]),
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new ImagesApiError(`The images API could not be reached (${(err as Error).message})`);
  }
  const text = await res.text();
  let parsed: ImagesResponse = {};
  try {
    parsed = JSON.parse(text) as ImagesResponse;
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (!res.ok || parsed.error) {
    const why = parsed.error?.message ?? `HTTP ${res.status}`;
    throw new ImagesApiError(
      `The images API refused: ${why}`,
      say('The images API refused: {message}', { message: why }),
    );
  }
  if (!parsed.data?.length) throw new ImagesApiError('The images API answered without a picture');
  return parsed.data;
}

async function pictureBytes(item: { b64_json?: string; url?: string }, signal: AbortSignal): Promise<Buffer> {
  if (item.b64_json) return Buffer.from(item.b64_json, 'base64');
  if (!item.url) throw new ImagesApiError('The images API answered a picture with neither data nor a URL');
  const res = await fetch(item.url, { signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_MS)]) });
  if (!res.ok)
    throw new ImagesApiError(`The picture could not be fetched from the images API (HTTP ${res.status})`);
  return Buffer.from(await res.arrayBuffer());
}

/** `base` (the built-in module of the same key, for its params) made by the images API of `settings`. */
export function openAiImagesModule(base: AlgorithmModule, settings: ImagesApiSettings): AlgorithmModule {
  const host = new URL(settings.url).host;
  return {
    ...base,
    description: say('Made by {model} through the images API at {host}.', { model: settings.model, host }),
    async run(job: EngineJob): Promise<EngineOutput> {
      const p = base.validate(job.params);
      const style = typeof p.style === 'string' && p.style !== 'plain' ? `, ${p.style} style` : '';
      const negative =
        typeof p.negative_prompt === 'string' && p.negative_prompt ? `. Avoid: ${p.negative_prompt}` : '';
      const prompt = `${typeof p.prompt === 'string' ? p.prompt : ''}${style}${negative}`.replace(/^, /, '');
      const n = typeof p.num === 'number' ? p.num : 1;
      const picture = job.files.image;
      let ratio = (typeof p.aspect_ratio === 'string' ? p.aspect_ratio : '1:1') as AspectRatio;
      job.onProgress(5);
      let data;
      if (picture) {
        // Image to image keeps the photo's proportions.
        const meta = await sharp(picture.path).metadata();
        ratio = (meta.width ?? 1) >= (meta.height ?? 1) ? '4:3' : '3:4';
        const form = new FormData();
        form.set('model', settings.model);
        form.set('prompt', prompt || 'the same picture');
        form.set('n', String(n));
        form.set('size', apiSize(meta.width === meta.height ? '1:1' : ratio));
        const png = await sharp(await readFile(picture.path))
          .png()
          .toBuffer();
        form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
        data = await call(settings, '/images/edits', form, false, job.signal);
        if (meta.width && meta.height) ratio = `${meta.width}:${meta.height}` as AspectRatio;
      } else {
        const body = JSON.stringify({ model: settings.model, prompt, n, size: apiSize(ratio) });
        data = await call(settings, '/images/generations', body, true, job.signal);
      }
      job.onProgress(70);
      const { width, height } = sizeForAspect(ratio, LONG_SIDE);
      const files = [];
      for (const [i, item] of data.slice(0, n).entries()) {
        const file = path.join(job.outDir, data.length === 1 ? 'image.png' : `image-${i + 1}.png`);
        await sharp(await pictureBytes(item, job.signal))
          .resize(width, height, { fit: 'cover', position: 'attention' })
          .png()
          .toFile(file);
        files.push(await imageOutput(file));
      }
      job.onProgress(100);
      return { files, description: say('Made by {model} through an images API.', { model: settings.model }) };
    },
  };
}
