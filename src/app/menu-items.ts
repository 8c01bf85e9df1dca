import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  Clapperboard,
  Compass,
  House,
  ImagePlay,
  ImagePlus,
  Images,
  LibraryBig,
  Music,
  Palette,
  WandSparkles,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { MenuGroup } from '../core/menu';

/** Menu copy and icons per route; the structure itself is core's MENU. */
export const ROUTE_LABELS: Record<string, { label: MessageDescriptor; icon: LucideIcon }> = {
  home: { label: msg`Home`, icon: House },
  explore: { label: msg`Explore`, icon: Compass },
  effect: { label: msg`Effect`, icon: WandSparkles },
  'image-to-video': { label: msg`Image to video`, icon: ImagePlay },
  'text-to-video': { label: msg`Text to video`, icon: Clapperboard },
  'video-to-anime': { label: msg`Video to anime`, icon: Palette },
  'text-to-image': { label: msg`Text to image`, icon: ImagePlus },
  'image-to-image': { label: msg`Image to image`, icon: Images },
  'text-to-music': { label: msg`Text to music`, icon: Music },
  libraries: { label: msg`Libraries`, icon: LibraryBig },
  'ai-tools': { label: msg`AI tools`, icon: Wrench },
};

export const GROUP_LABELS: Record<MenuGroup['group'], MessageDescriptor> = {
  video: msg`Video`,
  image: msg`Image`,
  audio: msg`Audio`,
};
