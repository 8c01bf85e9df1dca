import { expect, type Page } from '@playwright/test';

/** The generator page's result video (the element resultVideoInfo waits for). */
const resultVideo = (page: Page) => page.getByRole('main').locator('.generator-output video.result-media');

/**
 * Plays the result video at quarter speed and records the media time of every frame the browser presents
 * (requestVideoFrameCallback). Returns the frame rate from the median gap between frames, and how many distinct
 * frames were shown. Quarter speed leaves the compositor time to present each frame of a 60 fps clip even on a
 * loaded machine (at half speed a busy run presented 50 of 72 frames).
 */
export async function resultVideoFrameRate(page: Page): Promise<{ fps: number; frames: number }> {
  const video = resultVideo(page);
  await expect(video).toBeVisible({ timeout: 90_000 });
  return video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<{ fps: number; frames: number }>((resolve, reject) => {
        const times = new Set<number>();
        const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
          times.add(meta.mediaTime);
          el.requestVideoFrameCallback(onFrame);
        };
        el.addEventListener('error', () => reject(new Error(`video error ${el.error?.code}`)));
        el.addEventListener(
          'ended',
          () => {
            const sorted = [...times].sort((a, b) => a - b);
            const gaps = sorted
              .slice(1)
              .map((t, i) => t - sorted[i])
              .sort((a, b) => a - b);
            const median = gaps[Math.floor(gaps.length / 2)];
            resolve({ fps: median > 0 ? 1 / median : 0, frames: sorted.length });
          },
          { once: true },
        );
        el.muted = true;
        el.currentTime = 0;
        el.playbackRate = 0.25;
        el.requestVideoFrameCallback(onFrame);
        el.play().catch(reject);
      }),
  );
}

/**
 * Fetches the result video and decodes its sound track with Web Audio: the track's length and its loudest
 * sample (0 when silent). Rejects when the file has no decodable sound.
 */
export async function resultVideoSound(page: Page): Promise<{ duration: number; peak: number }> {
  const video = resultVideo(page);
  await expect(video).toBeVisible({ timeout: 90_000 });
  return video.evaluate(async (el: HTMLVideoElement) => {
    const bytes = await (await fetch(el.currentSrc || el.src)).arrayBuffer();
    const sound = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(bytes);
    let peak = 0;
    for (let c = 0; c < sound.numberOfChannels; c++) {
      for (const v of sound.getChannelData(c)) peak = Math.max(peak, Math.abs(v));
    }
    return { duration: sound.duration, peak };
  });
}
