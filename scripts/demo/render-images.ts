// Renders the demo properties' illustrations (scripts/demo/images/*.jpg, committed) from SVG scenes.
// Run once after changing a scene: `node scripts/demo/render-images.ts`. The sandbox seeds them as the real
// image and gallery uploads of the demo properties.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoProperties, type Palette } from './properties.ts';

const WIDTH = 1200;
const HEIGHT = 800;
const outDir = join(import.meta.dirname, 'images');

/** Small deterministic PRNG so the images are identical on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function scene(palette: Palette, seed: number, variant: number): string {
  const rnd = random(seed * 97 + variant * 13);
  const parts: string[] = [];
  const horizon = HEIGHT * (0.72 + variant * 0.03);
  // distant skyline
  for (let x = -20; x < WIDTH; ) {
    const w = 40 + rnd() * 90;
    const h = 80 + rnd() * 180;
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${(horizon - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${palette.skyBottom}" opacity="0.55" filter="url(#soft)"/>`,
    );
    x += w + 4;
  }
  // main buildings
  const count = 3 + Math.floor(rnd() * 3);
  const slot = WIDTH / count;
  for (let i = 0; i < count; i++) {
    const w = slot * (0.55 + rnd() * 0.35);
    const h = HEIGHT * (0.3 + rnd() * 0.45) * (variant === 2 ? 0.8 : 1);
    const x = i * slot + (slot - w) / 2;
    const y = horizon - h;
    const wall = palette.walls[Math.floor(rnd() * palette.walls.length)] ?? '#888';
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="6" fill="${wall}"/>`,
    );
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(w * 0.18).toFixed(0)}" height="${h.toFixed(0)}" fill="#000" opacity="0.12"/>`,
    );
    if (rnd() > 0.5) {
      parts.push(
        `<polygon points="${x - 8},${y} ${x + w / 2},${y - 40 - rnd() * 50} ${x + w + 8},${y}" fill="${palette.walls[0]}" opacity="0.9"/>`,
      );
    }
    const cols = Math.max(2, Math.floor(w / 38));
    const rows = Math.max(2, Math.floor(h / 46));
    const cw = w / cols;
    const ch = h / rows;
    for (let r = 0; r < rows - 1; r++) {
      for (let c = 0; c < cols; c++) {
        const lit = rnd() > 0.62;
        parts.push(
          `<rect x="${(x + c * cw + cw * 0.22).toFixed(1)}" y="${(y + r * ch + ch * 0.25).toFixed(1)}" width="${(cw * 0.56).toFixed(1)}" height="${(ch * 0.5).toFixed(1)}" rx="2" fill="${lit ? palette.lit : palette.window}"/>`,
        );
      }
    }
    // entrance
    parts.push(
      `<rect x="${(x + w / 2 - 16).toFixed(0)}" y="${(horizon - 44).toFixed(0)}" width="32" height="44" rx="3" fill="#2b2b2b" opacity="0.8"/>`,
    );
  }
  // trees
  for (let i = 0; i < 9; i++) {
    const tx = rnd() * WIDTH;
    const r = 16 + rnd() * 22;
    parts.push(
      `<rect x="${(tx - 3).toFixed(0)}" y="${(horizon - 10).toFixed(0)}" width="6" height="26" fill="#5a3d25"/>`,
    );
    parts.push(
      `<circle cx="${tx.toFixed(0)}" cy="${(horizon - 10 - r * 0.6).toFixed(0)}" r="${r.toFixed(0)}" fill="#2f7d4a" opacity="0.92"/>`,
    );
  }
  const sun = `<circle cx="${(WIDTH * (0.15 + rnd() * 0.7)).toFixed(0)}" cy="${(HEIGHT * 0.18).toFixed(0)}" r="48" fill="#fff6d6" opacity="0.85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/>
    </linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${sun}
  ${parts.join('\n  ')}
  <rect y="${horizon.toFixed(0)}" width="${WIDTH}" height="${(HEIGHT - horizon).toFixed(0)}" fill="${palette.ground}"/>
  <rect y="${(horizon + 18).toFixed(0)}" width="${WIDTH}" height="10" fill="#ffffff" opacity="0.25"/>
</svg>`;
}

mkdirSync(outDir, { recursive: true });
let seed = 1;
for (const property of demoProperties) {
  for (const [index, file] of property.images.entries()) {
    const svg = scene(property.palette, seed, index);
    await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(join(outDir, file));
    process.stdout.write(`rendered ${file}\n`);
  }
  seed++;
}
