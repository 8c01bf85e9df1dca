/**
 * The Details label of a task's consumption record (in the transactions modal), for the keys whose
 * feature name the spec makes plain; any other key is shown as itself.
 */
const DETAILS: Readonly<Record<string, string>> = {
  text2image: 'Text to image',
  image2image: 'Image to image',
  text2video: 'Text to video',
  image2video: 'Image to video',
  video2video: 'Video to anime',
  txt2Music: 'Text to music',
  effect: 'AI effect',
};

export function chargeDetails(algorithm: string): string {
  return DETAILS[algorithm] ?? algorithm;
}
