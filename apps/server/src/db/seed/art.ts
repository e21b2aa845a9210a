/**
 * Demo pictures drawn on the spot (no network): layered hills under a sky, in a palette per picture.
 * The SVG goes through the normal upload pipeline, which rasterizes it to WebP.
 */

const PALETTES = [
  { sky: ['#fde68a', '#f59e0b'], hills: ['#065f46', '#047857', '#10b981'] },
  { sky: ['#bae6fd', '#38bdf8'], hills: ['#1e3a8a', '#1d4ed8', '#60a5fa'] },
  { sky: ['#fecaca', '#fb7185'], hills: ['#4c1d95', '#6d28d9', '#a78bfa'] },
  { sky: ['#e0f2fe', '#7dd3fc'], hills: ['#14532d', '#15803d', '#4ade80'] },
  { sky: ['#fef3c7', '#fdba74'], hills: ['#7c2d12', '#c2410c', '#fb923c'] },
  { sky: ['#ede9fe', '#c4b5fd'], hills: ['#134e4a', '#0f766e', '#2dd4bf'] },
];

function ridge(seed: number, baseY: number, amplitude: number, width: number, height: number): string {
  const points: string[] = [`0,${height}`];
  for (let x = 0; x <= width; x += width / 12) {
    const y = baseY + Math.sin(x / (90 + seed * 7) + seed) * amplitude + Math.cos(x / (53 + seed * 3)) * amplitude * 0.4;
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

export interface ArtOptions {
  seed: number;
  width?: number;
  height?: number;
  /** Draw a small house, for property pictures. */
  house?: boolean;
}

export function demoPicture({ seed, width = 1200, height = 800, house = false }: ArtOptions): Buffer {
  const palette = PALETTES[seed % PALETTES.length]!;
  const [far, mid, near] = palette.hills;
  const sunX = 200 + ((seed * 137) % (width - 400));
  const houseX = 150 + ((seed * 211) % (width - 400));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${height * 0.28}" r="${height * 0.09}" fill="#fff7ed" opacity="0.85"/>
  <polygon points="${ridge(seed, height * 0.5, 60, width, height)}" fill="${far}" opacity="0.75"/>
  <polygon points="${ridge(seed + 3, height * 0.63, 45, width, height)}" fill="${mid}" opacity="0.9"/>
  <polygon points="${ridge(seed + 7, height * 0.78, 30, width, height)}" fill="${near}"/>
  ${
    house
      ? `<g transform="translate(${houseX},${height * 0.6})">
      <rect x="0" y="60" width="220" height="140" fill="#fafaf9"/>
      <polygon points="-20,70 110,-10 240,70" fill="#7f1d1d"/>
      <rect x="30" y="100" width="50" height="45" fill="#fde68a"/><rect x="140" y="100" width="50" height="45" fill="#fde68a"/>
      <rect x="92" y="130" width="36" height="70" fill="#78350f"/></g>`
      : ''
  }
</svg>`;
  return Buffer.from(svg);
}
