/** image2image / mai_img2img_portrait (restyle a photo from a prompt) and wallpaper (prompt → device-sized image). */
import { say, type ServerText } from '../../i18n/server-text';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { defineModule, inputFile } from '../define-module';
import { readRgb } from '../image-io';
import { imageOutput } from '../outputs';
import { choiceParam, numberParam, optionalChoiceParam, promptParam } from '../params';
import { stylePhoto } from '../procedural/photo-style';
import { renderPromptImage } from '../procedural/render-prompt-image';
import { promptFeatures, STYLES, type Style } from '../prompt-features';
import { randomFor } from '../seeded-random';
import { STYLE_REFERENCE_VALUES, styleReferenceImage } from '../style-references';
import type { AlgorithmModule } from '../types';

function restyleModule(key: string, description: ServerText, defaultStyle: Style): AlgorithmModule {
  return defineModule({
    key,
    description,
    fileParams: { image: { kind: 'image', required: true } },
    params: {
      prompt: promptParam(false),
      style: optionalChoiceParam(STYLES),
      strength: numberParam('strength', 0, 1, 0.7),
      style_image: optionalChoiceParam(STYLE_REFERENCE_VALUES),
    },
    async run(job, p) {
      const img = await readRgb(inputFile(job, 'image').path, 2048);
      job.onProgress(10);
      const f = promptFeatures(p.prompt);
      const style = p.style ?? (f.style !== 'plain' ? f.style : defaultStyle);
      const reference = p.style_image ? await styleReferenceImage(p.style_image) : undefined;
      const png = await stylePhoto(img, f, style, p.strength, randomFor(p.prompt, job.seed), reference);
      const file = path.join(job.outDir, 'image.png');
      await writeFile(file, png);
      job.onProgress(100);
      return { files: [await imageOutput(file)] };
    },
  });
}

export const imageToImage = restyleModule(
  'image2image',
  say(
    'Classical restyle: the photo takes the colours of the chosen style reference (Lab colour transfer) or of the prompt palette, and the prompt style (cel-shading via OpenCV, watercolour, oil, pixel, neon, vintage, sketch), mixed in by strength; no generative model.',
  ),
  'oil',
);

export const portraitRestyle = restyleModule(
  'mai_img2img_portrait',
  say(
    "Classical portrait restyle: OpenCV cel-shading (bilateral smoothing, colour quantisation, outlines) graded to the prompt palette or a style reference's colours; other styles on request; no generative model.",
  ),
  'anime',
);

const DEVICES = {
  phone: { width: 1080, height: 1920 },
  tablet: { width: 1536, height: 2048 },
  desktop: { width: 1920, height: 1080 },
} as const;

export const wallpaper = defineModule({
  key: 'wallpaper',
  description: say(
    'Composed: the text-to-image scene (the things the prompt names as vector art, on its setting, time of day and weather, in its style) rendered at phone, tablet or desktop wallpaper size; no neural model.',
  ),
  fileParams: {},
  params: {
    prompt: promptParam(true),
    device: choiceParam(['phone', 'tablet', 'desktop'], 'phone'),
    style: optionalChoiceParam(STYLES),
  },
  async run(job, p) {
    const size = DEVICES[p.device];
    const png = await renderPromptImage({ prompt: p.prompt, seed: job.seed, ...size, style: p.style });
    const file = path.join(job.outDir, 'wallpaper.png');
    await writeFile(file, png);
    job.onProgress(100);
    return { files: [await imageOutput(file)] };
  },
});
