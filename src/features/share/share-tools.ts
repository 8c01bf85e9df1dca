import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { APP_ROUTES, type GeneratorModule } from '../../core/menu';
import type { TemplateField } from '../../core/contract/templates';
import {
  IMAGE_ENHANCER,
  MODULE_ALGORITHMS,
  MODULE_FIELDS,
  VIDEO_ENHANCER,
  type AlgorithmVariant,
} from '../generator/module-fields';

/** What a shared file is to the tools: a picture or a clip. */
export type SharedKind = 'image' | 'video';

/** The enhancer tool pages that also take a shared file (their first mode opens). */
type EnhancerTool = 'imageEnhancer' | 'videoEnhancer';

export interface ShareTool {
  /** Which tool: a generator module or an enhancer page (the chooser's icon and name). */
  module: GeneratorModule | EnhancerTool;
  /** The generator's route name, e.g. 'image-to-video'. */
  route: string;
  algorithm: string;
  /** The form field the file goes into. */
  field: string;
  /** Whether the form has a prompt the share's text may fill. */
  takesPrompt: boolean;
  label: MessageDescriptor;
}

/** Each generator's name in the chooser (a record, so a new generator module needs its name here). */
const TOOL_LABELS: Record<ShareTool['module'], MessageDescriptor> = {
  text2video: msg`Text to video`,
  image2video: msg`Image to video`,
  video2video: msg`Video to anime`,
  text2image: msg`Text to image`,
  image2image: msg`Image to image`,
  bgRemover: msg`Background remover`,
  imageEnhancer: msg`Image enhancer`,
  videoEnhancer: msg`Video enhancer`,
};

const ENHANCERS: Record<SharedKind, { module: EnhancerTool; route: string; variants: AlgorithmVariant[] }> = {
  image: { module: 'imageEnhancer', route: 'ai-tools/image-enhancer', variants: IMAGE_ENHANCER },
  video: { module: 'videoEnhancer', route: 'ai-tools/video-enhancer', variants: VIDEO_ENHANCER },
};

/** The form's field a shared file of this kind goes into, if it has one. */
function uploadField(fields: readonly TemplateField[], kind: SharedKind): TemplateField | undefined {
  return fields.find((field) =>
    kind === 'image'
      ? field.type === 'single_img'
      : field.type === 'single_video' && field.content_type === 'video',
  );
}

export function sharedKind(type: string): SharedKind | null {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return null;
}

/**
 * The generators that take a shared file of this kind, read from their forms: the ones with an upload field for
 * pictures (single_img) or clips (single_video of video content), in the order the app lists its routes; then the
 * enhancer for that kind.
 */
export function toolsFor(kind: SharedKind): ShareTool[] {
  const tools: ShareTool[] = [];
  for (const route of APP_ROUTES) {
    if (route.page !== 'generator' || !route.module) continue;
    const fields = MODULE_FIELDS[route.module];
    const upload = uploadField(fields, kind);
    if (!upload) continue;
    tools.push({
      module: route.module,
      route: route.route,
      algorithm: MODULE_ALGORITHMS[route.module],
      field: upload.field,
      takesPrompt: fields.some((field) => field.field === 'prompt'),
      label: TOOL_LABELS[route.module],
    });
  }
  // Then the enhancer of that kind, in its first mode (upscale, enhance).
  const enhancer = ENHANCERS[kind];
  const [first] = enhancer.variants;
  const upload = uploadField(first.fields, kind);
  if (upload)
    tools.push({
      module: enhancer.module,
      route: enhancer.route,
      algorithm: first.algorithm,
      field: upload.field,
      takesPrompt: false,
      label: TOOL_LABELS[enhancer.module],
    });
  return tools;
}
