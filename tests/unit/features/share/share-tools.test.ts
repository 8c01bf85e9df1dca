import { describe, expect, it } from 'vitest';
import { sharedKind, toolsFor } from '../../../../src/features/share/share-tools';

describe('the tools a shared file is offered to', () => {
  it('offers a photo to the generators with a picture upload field, in menu order', () => {
    expect(
      toolsFor('image').map((tool) => [tool.route, tool.algorithm, tool.field, tool.takesPrompt]),
    ).toEqual([
      ['image-to-video', 'image2video', 'image', true],
      ['image-to-image', 'image2image', 'image', true],
      ['ai-tools/bg-remover', expect.any(String), 'image', false],
      ['ai-tools/image-enhancer', 'image_scale', 'image', false],
    ]);
  });

  it('offers a clip to the generators with a video upload field, never to audio ones, then the enhancer', () => {
    expect(toolsFor('video').map((tool) => [tool.route, tool.algorithm])).toEqual([
      ['video-to-anime', 'video2video'],
      ['ai-tools/video-enhancer', 'vqe'],
    ]);
  });

  it('reads the kind from the MIME type', () => {
    expect([sharedKind('image/heic'), sharedKind('video/mp4'), sharedKind('audio/mpeg')]).toEqual([
      'image',
      'video',
      null,
    ]);
  });
});
