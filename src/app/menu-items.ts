import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MenuGroup } from '../core/menu';

/** Menu copy and icons per route; the structure itself is core's MENU (spec core §2). */
export const ROUTE_LABELS: Record<string, { label: MessageDescriptor; icon: string }> = {
  home: { label: msg`Home`, icon: '⌂' },
  explore: { label: msg`Explore`, icon: '◎' },
  effect: { label: msg`Effect`, icon: '✦' },
  'image-to-video': { label: msg`Image to video`, icon: '▶' },
  'text-to-video': { label: msg`Text to video`, icon: '▶' },
  'video-to-anime': { label: msg`Video to anime`, icon: '▶' },
  'text-to-image': { label: msg`Text to image`, icon: '▣' },
  'image-to-image': { label: msg`Image to image`, icon: '▣' },
  'text-to-music': { label: msg`Text to music`, icon: '♪' },
  libraries: { label: msg`Libraries`, icon: '▤' },
  'ai-tools': { label: msg`AI tools`, icon: '⚒' },
};

export const GROUP_LABELS: Record<MenuGroup['group'], MessageDescriptor> = {
  video: msg`Video`,
  image: msg`Image`,
  audio: msg`Audio`,
};
