#!/usr/bin/env node
/**
 * Writes the installable app's icons (src/web/public/icons/) from the favicon's drawing: "any" icons at 192 and
 * 512 px and maskable ones, whose drawing sits inside the safe circle (80 %) on the brand colour. Run by hand
 * when the logo changes; the PNGs are committed so a build needs no image tool.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const svg = readFileSync(`${web}favicon.svg`);
mkdirSync(`${web}icons`, { recursive: true });
for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toFile(`${web}icons/icon-${size}.png`);
  const inner = Math.round(size * 0.7);
  const drawing = await sharp(svg, { density: (72 * inner) / 40 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#13634b' } })
    .composite([{ input: drawing, gravity: 'center' }])
    .png()
    .toFile(`${web}icons/maskable-${size}.png`);
}
