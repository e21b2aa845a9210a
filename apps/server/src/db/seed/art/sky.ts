/** Times of day (the light a whole place is drawn in) and the sky: gradient, sun or moon, clouds, stars. */
import type { Canvas, Stop } from './canvas';
import { fraction, n } from './canvas';

export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'golden' | 'dusk' | 'night' | 'mist';

export interface Light {
  time: TimeOfDay;
  /** Sky from the top down to the horizon. */
  sky: readonly Stop[];
  /** What far land fades into (atmospheric perspective). */
  haze: string;
  /** Multiplied into land and walls: warm at golden hour, blue at night. */
  tint: string;
  tintStrength: number;
  cloud: string;
  /** Sun or moon: position as fractions of the picture, radius as a fraction of its height. */
  body?: { kind: 'sun' | 'moon'; x: number; y: number; r: number; color: string; glow: string };
  stars: number;
  /** Lamps are on (lit windows outside, lamps inside). */
  lampsOn: boolean;
  /** The colour of light falling through a window. */
  sunlight: string;
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: {
    time: 'dawn',
    sky: [
      [0, '#2f3163'],
      [0.42, '#86588a'],
      [0.78, '#ef9f7e'],
      [1, '#ffd6a0'],
    ],
    haze: '#eaa59c',
    tint: '#ffd2c2',
    tintStrength: 0.55,
    cloud: '#f6b2a2',
    body: { kind: 'sun', x: 0.62, y: 0.5, r: 0.05, color: '#fff1cf', glow: '#ffc7a0' },
    stars: 25,
    lampsOn: false,
    sunlight: '#ffc9a8',
  },
  morning: {
    time: 'morning',
    sky: [
      [0, '#4f9fdc'],
      [0.6, '#a6d4ef'],
      [1, '#eaf5f4'],
    ],
    haze: '#cfe5ec',
    tint: '#fffaf0',
    tintStrength: 0.3,
    cloud: '#ffffff',
    body: { kind: 'sun', x: 0.24, y: 0.2, r: 0.045, color: '#fffbea', glow: '#fff6d5' },
    stars: 0,
    lampsOn: false,
    sunlight: '#fff3d6',
  },
  noon: {
    time: 'noon',
    sky: [
      [0, '#2c78cc'],
      [0.55, '#79b8e6'],
      [1, '#d4ebf3'],
    ],
    haze: '#b9d9e9',
    tint: '#ffffff',
    tintStrength: 0,
    cloud: '#ffffff',
    body: { kind: 'sun', x: 0.8, y: 0.13, r: 0.04, color: '#ffffff', glow: '#fffbe6' },
    stars: 0,
    lampsOn: false,
    sunlight: '#fffbea',
  },
  golden: {
    time: 'golden',
    sky: [
      [0, '#5f7fb8'],
      [0.5, '#e9ae72'],
      [0.82, '#ffd48a'],
      [1, '#ffe8b6'],
    ],
    haze: '#f2c48f',
    tint: '#ffcf8f',
    tintStrength: 0.55,
    cloud: '#ffcf9e',
    body: { kind: 'sun', x: 0.3, y: 0.42, r: 0.055, color: '#fff4cc', glow: '#ffd27e' },
    stars: 0,
    lampsOn: false,
    sunlight: '#ffc77a',
  },
  dusk: {
    time: 'dusk',
    sky: [
      [0, '#1c1f4d'],
      [0.38, '#4a3876'],
      [0.7, '#b35c7a'],
      [1, '#f3945f'],
    ],
    haze: '#8e5c88',
    tint: '#b890b8',
    tintStrength: 0.7,
    cloud: '#d98a8e',
    body: { kind: 'sun', x: 0.7, y: 0.58, r: 0.06, color: '#ffc68c', glow: '#ff9a6a' },
    stars: 45,
    lampsOn: true,
    sunlight: '#ffa77a',
  },
  night: {
    time: 'night',
    sky: [
      [0, '#050a1d'],
      [0.55, '#0e1a44'],
      [1, '#2a386c'],
    ],
    haze: '#263566',
    tint: '#4d63a3',
    tintStrength: 0.8,
    cloud: '#33416f',
    body: { kind: 'moon', x: 0.76, y: 0.2, r: 0.045, color: '#f6f1dc', glow: '#9fb4e8' },
    stars: 120,
    lampsOn: true,
    sunlight: '#8fa6e0',
  },
  mist: {
    time: 'mist',
    sky: [
      [0, '#94aab8'],
      [0.6, '#c8d5d8'],
      [1, '#e7ede9'],
    ],
    haze: '#dde5e2',
    tint: '#eef3ef',
    tintStrength: 0.3,
    cloud: '#f4f7f5',
    body: { kind: 'sun', x: 0.35, y: 0.28, r: 0.05, color: '#fbfbf2', glow: '#ffffff' },
    stars: 0,
    lampsOn: false,
    sunlight: '#f4f6ee',
  },
};

/** The sky down to `horizon` (a y coordinate); clouds, glow and stars included. */
export function drawSky(c: Canvas, light: Light, horizon: number, options: { clouds?: number; milkyWay?: boolean } = {}): void {
  const { width: w, height: h, random } = c;
  c.rect(0, 0, w, horizon + 2, c.linear(light.sky));
  if (light.stars) drawStars(c, light.stars, horizon, options.milkyWay ?? false);
  const body = light.body;
  if (body) {
    const x = body.x * w;
    const y = Math.min(body.y * h, horizon);
    const r = body.r * h;
    const glowStrength = body.kind === 'moon' ? 0.35 : light.time === 'mist' ? 0.7 : 0.6;
    c.rect(
      0,
      0,
      w,
      horizon + 2,
      c.radial(
        [
          [0, body.glow, glowStrength],
          [0.35, body.glow, glowStrength * 0.35],
          [1, body.glow, 0],
        ],
        x,
        y,
        h * 0.75,
      ),
    );
    if (light.time === 'mist') c.circle(x, y, r, body.color, 'opacity="0.55"');
    else c.circle(x, y, r, body.color);
    if (body.kind === 'moon') {
      c.circle(x - r * 0.3, y - r * 0.2, r * 0.22, '#dcd6bf', 'opacity="0.6"');
      c.circle(x + r * 0.35, y + r * 0.25, r * 0.15, '#dcd6bf', 'opacity="0.5"');
      c.circle(x + r * 0.1, y - r * 0.45, r * 0.1, '#dcd6bf', 'opacity="0.5"');
    }
  }
  const clouds = options.clouds ?? (light.time === 'night' ? 2 : 3);
  for (let i = 0; i < clouds; i++) {
    const cx = random.range(0.05, 0.95) * w;
    const cy = random.range(0.08, 0.45) * horizon;
    drawCloud(c, cx, cy, random.range(0.08, 0.16) * w, light.cloud, light.time === 'night' ? 0.5 : random.range(0.7, 0.92));
  }
}

/** A flat cloud: half-disc puffs of different sizes on a level base, the biggest in the middle. */
export function drawCloud(c: Canvas, x: number, y: number, size: number, color: string, opacity: number): void {
  const { random } = c;
  const puffs = random.int(3, 5);
  const weights = Array.from({ length: puffs }, (_, i) => random.range(0.6, 1) * (1 - Math.abs(i / (puffs - 1) - 0.5)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let left = x - size / 2;
  let d = `M${n(left)},${n(y)}`;
  for (const weight of weights) {
    const chord = (weight / total) * size;
    left += chord;
    d += `A${n(chord / 2)},${n(chord / 2)} 0 0 1 ${n(left)},${n(y)}`;
  }
  c.path(`${d}Z`, color, `opacity="${fraction(opacity)}"`);
}

function drawStars(c: Canvas, count: number, horizon: number, milkyWay: boolean): void {
  const { width: w, random } = c;
  if (milkyWay) {
    c.group(`transform="rotate(-24 ${n(w / 2)} ${n(horizon / 2)})"`, () => {
      c.ellipse(
        w / 2,
        horizon / 2,
        w * 0.75,
        horizon * 0.2,
        c.radial(
          [
            [0, '#c9c3ff', 0.3],
            [0.45, '#8f8ad8', 0.14],
            [1, '#5b5fb0', 0],
          ],
          w / 2,
          horizon / 2,
          w * 0.75,
          (horizon * 0.2) / (w * 0.75),
        ),
      );
      for (let i = 0; i < count * 0.8; i++) {
        const x = random.range(-0.2, 1.2) * w;
        const y = horizon / 2 + (random.next() + random.next() - 1) * horizon * 0.16;
        c.circle(x, y, random.range(0.6, 1.6), '#ffffff', `opacity="${fraction(random.range(0.3, 0.9))}"`);
      }
    });
  }
  for (let i = 0; i < count; i++) {
    const x = random.next() * w;
    const y = random.next() ** 1.4 * horizon * 0.92;
    const r = random.chance(0.08) ? random.range(1.8, 2.6) : random.range(0.7, 1.6);
    c.circle(x, y, r, '#fffbe8', `opacity="${fraction(random.range(0.4, 1) * (1 - y / horizon) ** 0.5)}"`);
    if (r > 2.2) {
      // A few brighter stars twinkle as four-pointed sparkles.
      const s = r * 4;
      c.path(
        `M${n(x)},${n(y - s)}L${n(x + r * 0.5)},${n(y)}L${n(x)},${n(y + s)}L${n(x - r * 0.5)},${n(y)}Z M${n(x - s)},${n(y)}L${n(x)},${n(y + r * 0.5)}L${n(x + s)},${n(y)}L${n(x)},${n(y - r * 0.5)}Z`,
        '#fffbe8',
        'opacity="0.8"',
      );
    }
  }
}
