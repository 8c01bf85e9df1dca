// Renders the manifest shortcuts' icons (96×96 PNG, the app's accent behind a lucide glyph); run once and commit.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Clapperboard, ImagePlay, LibraryBig } from 'lucide-react';

const SIZE = 96;
const GLYPH = 56;
const ACCENT = '#6d4aff';

const SHORTCUTS: Array<[string, ComponentType<{ size: number; color: string; strokeWidth: number }>]> = [
  ['text-to-video', Clapperboard],
  ['image-to-video', ImagePlay],
  ['libraries', LibraryBig],
];

for (const [name, Icon] of SHORTCUTS) {
  const glyph = renderToStaticMarkup(createElement(Icon, { size: GLYPH, color: '#ffffff', strokeWidth: 2 }));
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" rx="20" fill="${ACCENT}"/></svg>`,
  );
  await sharp(background)
    .composite([{ input: Buffer.from(glyph), gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/shortcut-${name}.png`);
}
