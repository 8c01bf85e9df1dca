// Renders the PWA icons from the favicon SVG; run once and commit the PNGs.
import sharp from 'sharp';

const svg = await import('node:fs').then((fs) => fs.readFileSync('public/icons/favicon.svg'));
await sharp(svg, { density: 600 }).resize(192, 192).png().toFile('public/icons/icon-192.png');
await sharp(svg, { density: 600 }).resize(512, 512).png().toFile('public/icons/icon-512.png');
// Maskable: the glyph sits inside the 80% safe zone on a full-bleed background.
const inner = await sharp(svg, { density: 600 }).resize(360, 360).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#7c3aed' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile('public/icons/icon-maskable-512.png');
