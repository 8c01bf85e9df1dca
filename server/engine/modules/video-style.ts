/** video2video: stylises every frame with ffmpeg filters (the video-to-anime tool). */
import { say } from '../../i18n/server-text';
import { defineModule, inputFile } from '../define-module';
import { VIDEO_STYLES } from '../../../src/core/generation-limits';
import { choiceParam } from '../params';
import { encodeVideo, fitEven, probeInput } from '../video-io';

/** Six-level colour quantisation per channel (flat cel colours). */
const POSTERIZE = `lutrgb=r='floor(val/43)*43+28':g='floor(val/43)*43+28':b='floor(val/43)*43+28'`;

const STYLE_FILTERS = {
  // Smooth → quantise colours → multiply by inverted edges (dark outlines).
  anime: `split=2[c][e];[c]hqdn3d=6:6:4:4,format=rgb24,${POSTERIZE},eq=saturation=1.35,format=gbrp[c2];[e]format=gray,edgedetect=low=0.12:high=0.3,negate,format=gbrp[e2];[c2][e2]blend=all_mode=multiply,format=yuv420p`,
  sketch: `format=gray,edgedetect=low=0.08:high=0.25:mode=wires,negate,hqdn3d=2:2:2:2,format=yuv420p`,
  watercolor: `hqdn3d=10:8:6:6,format=rgb24,${POSTERIZE},gblur=sigma=2,eq=saturation=0.9:brightness=0.04,format=yuv420p`,
  vintage: `colorchannelmixer=.393:.769:.189:0:.349:.686:.168:0:.272:.534:.131,vignette=PI/4,noise=alls=12:allf=t,format=yuv420p`,
} as const;

export const videoToAnime = defineModule({
  key: 'video2video',
  description: say(
    'Classical per-frame stylisation (ffmpeg): anime cel-shading (denoise, colour quantisation, edge outlines), sketch, watercolour or vintage; original audio kept.',
  ),
  fileParams: { video: { kind: 'video', required: true } },
  params: { style: choiceParam(VIDEO_STYLES, 'anime') },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    return encodeVideo(job, {
      inputs: ['-i', src],
      filter: `[0:v]${fitEven(1280, 1280)},${STYLE_FILTERS[p.style]}`,
      hasAudio: info.hasAudio,
      duration: info.duration,
    });
  },
});
