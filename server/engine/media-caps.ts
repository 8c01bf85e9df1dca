/**
 * Frame-rate and frame-count caps on input video: the engine's work grows with every frame, and a small file can
 * claim an absurd rate or hold far more frames than its length allows (timestamps that lie). Checked when a video
 * is uploaded and again when a module opens one.
 */
import { say, type ServerText } from '../i18n/server-text';

/** Frames per second a video may have: slow motion from phones records at 240. */
const MAX_INPUT_FPS = 240;
/** Frames a video may hold at most: a minute of slow motion, ten minutes at 30 per second. */
const MAX_INPUT_FRAMES = 20_000;

interface VideoFacts {
  fps?: number;
  frames?: number;
  /** Seconds. */
  duration: number;
}

/**
 * What breaks a cap, said for the user in their language (the upload's refusal answers in it; a module opening
 * the file fails its task with it, read in each reader's language); null when the video keeps them (unknown facts
 * are not held against it).
 */
export function videoCapIssue(video: VideoFacts): ServerText | null {
  if (video.fps !== undefined && video.fps > MAX_INPUT_FPS + 0.5) {
    return say('This video has too many frames per second ({fps}): at most {max}', {
      fps: Math.round(video.fps),
      max: MAX_INPUT_FPS,
    });
  }
  if (video.frames === undefined || !Number.isFinite(video.frames)) return null;
  if (video.frames > MAX_INPUT_FRAMES) {
    return say('This video has too many frames ({frames}): at most {max}', {
      frames: video.frames,
      max: MAX_INPUT_FRAMES,
    });
  }
  // More frames than its length holds at the highest rate allowed: the stream's timing cannot be trusted.
  if (video.frames > Math.ceil((video.duration + 1) * MAX_INPUT_FPS)) {
    return say('This video has more frames ({frames}) than its length of {seconds} s can hold', {
      frames: video.frames,
      seconds: video.duration.toFixed(1),
    });
  }
  return null;
}
