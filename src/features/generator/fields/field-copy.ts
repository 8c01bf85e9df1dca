/**
 * Template field and option labels arrive as English source text (core contract: "the UI translates known
 * labels"). Known ones go through the catalog; anything else is shown as the server sent it.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const KNOWN: Record<string, MessageDescriptor> = {
  Prompt: msg`Prompt`,
  'Aspect ratio': msg`Aspect ratio`,
  Duration: msg`Duration`,
  Style: msg`Style`,
  Image: msg`Image`,
  Photo: msg`Photo`,
  Images: msg`Images`,
  Video: msg`Video`,
  Audio: msg`Audio`,
  Strength: msg`Strength`,
  Background: msg`Background`,
  Effect: msg`Effect`,
  Scale: msg`Scale`,
  Model: msg`Model`,
  'Frame rate': msg`Frame rate`,
  Method: msg`Method`,
  Transparent: msg`Transparent`,
  White: msg`White`,
  Black: msg`Black`,
  Plain: msg`Plain`,
  Anime: msg`Anime`,
  Watercolor: msg`Watercolor`,
  Oil: msg`Oil`,
  Pixel: msg`Pixel`,
  Neon: msg`Neon`,
  Vintage: msg`Vintage`,
  Sketch: msg`Sketch`,
  Minimal: msg`Minimal`,
  Low: msg`Low`,
  Medium: msg`Medium`,
  High: msg`High`,
  'Zoom pulse': msg`Zoom pulse`,
  Shake: msg`Shake`,
  Spin: msg`Spin`,
  'Colour cycle': msg`Colour cycle`,
  Flash: msg`Flash`,
  'Fade in': msg`Fade in`,
  Fast: msg`Fast`,
  Detailed: msg`Detailed`,
  Auto: msg`Auto`,
  Enhance: msg`Enhance`,
  'Enhance (strong)': msg`Enhance (strong)`,
  'Noise reduction': msg`Noise reduction`,
  'Frame interpolation': msg`Frame interpolation`,
  Upscale: msg`Upscale`,
  Sharpen: msg`Sharpen`,
  'Sharpen (AI)': msg`Sharpen (AI)`,
  'Object remover': msg`Object remover`,
  'Partial redrawing': msg`Partial redrawing`,
  'Speech noise reduction': msg`Speech noise reduction`,
  'Wind noise reduction': msg`Wind noise reduction`,
  'Vocal separation': msg`Vocal separation`,
  'Sound for a video': msg`Sound for a video`,
  'Text to music': msg`Text to music`,
  'Describe what to paint over the area': msg`Describe what to paint over the area`,
  'Describe the sound you want to hear': msg`Describe the sound you want to hear`,
  'Describe the music you want to hear': msg`Describe the music you want to hear`,
};

export function fieldText(i18n: I18n, label: string): string {
  const known = KNOWN[label];
  return known ? i18n._(known) : label;
}
