/** The land: rolling hills, snow peaks, trees, mist, tea rows, lakes, rivers and falls. */
import { darken, lighten, mix, tint } from './color';
import { fraction, n, smoothPath, type Canvas, type Point } from './canvas';
import type { Random } from './random';
import type { Light } from './sky';

/** A skyline of land: its height at any x. */
export interface Ridge {
  y(x: number): number;
}

/** Rolling land around `baseY`: a few sine waves of falling amplitude, random phases. */
export function ridge(random: Random, width: number, baseY: number, amplitude: number, roughness = 1): Ridge {
  const waves = [
    { f: random.range(0.5, 1.2), a: 1, p: random.range(0, 6.28) },
    { f: random.range(1.6, 2.8), a: 0.45 * roughness, p: random.range(0, 6.28) },
    { f: random.range(3.5, 6), a: 0.18 * roughness, p: random.range(0, 6.28) },
  ];
  return {
    y: (x) => baseY + (amplitude * waves.reduce((sum, { f, a, p }) => sum + a * Math.sin((x / width) * f * Math.PI * 2 + p), 0)) / 1.4,
  };
}

/** A ridge that is the sum of another and a shape (a bump for a hilltop town, a dip for a valley). */
export function shaped(base: Ridge, shape: (x: number) => number): Ridge {
  return { y: (x) => base.y(x) + shape(x) };
}

/** The colour of land `depth` away (0 far, 1 near): lit by the time of day, faded into the haze with distance. */
export function landColor(light: Light, base: string, depth: number): string {
  const lit = tint(base, light.tint, light.tintStrength);
  return mix(lit, light.haze, Math.max(0, 1 - depth) ** 1.15 * 0.88);
}

export function ridgePath(c: Canvas, r: Ridge, bottom = c.height, step = c.width / 28): string {
  const pts: Point[] = [];
  for (let x = -step; x <= c.width + step; x += step) pts.push([x, r.y(x)]);
  return `${smoothPath(pts)}L${n(c.width + step)},${n(bottom)}L${n(-step)},${n(bottom)}Z`;
}

/** A band of land under a ridge, lighter along its crest (the light catching it) and darker below. */
export function drawHill(c: Canvas, r: Ridge, color: string, options: { bottom?: number; crestLight?: number } = {}): void {
  const { bottom = c.height, crestLight = 0.12 } = options;
  c.path(
    ridgePath(c, r, bottom),
    c.linear([
      [0, lighten(color, crestLight)],
      [0.45, color],
      [1, darken(color, 0.18)],
    ]),
  );
}

/** A soft band of mist lying over the land at `y`. */
export function drawMist(c: Canvas, y: number, thickness: number, color: string, opacity: number): void {
  c.rect(
    -10,
    y - thickness / 2,
    c.width + 20,
    thickness,
    c.linear([
      [0, color, 0],
      [0.5, color, opacity],
      [1, color, 0],
    ]),
  );
}

export interface Peak {
  x: number;
  height: number;
  width: number;
}

/**
 * A range of snow peaks on `baseY`: each a jagged silhouette, a shadowed face away from the sun and a
 * snow cap with a ragged edge.
 */
export function drawPeaks(
  c: Canvas,
  light: Light,
  peaks: readonly Peak[],
  baseY: number,
  options: { rock: string; depth: number; snow?: number; sunSide?: -1 | 1 },
): void {
  const { random } = c;
  const sunSide = options.sunSide ?? ((light.body?.x ?? 0.5) < 0.5 ? -1 : 1);
  const rock = landColor(light, options.rock, options.depth);
  const snowLit = mix(tint('#ffffff', light.tint, light.tintStrength * 0.9), light.haze, (1 - options.depth) * 0.35);
  const snowShade = mix(snowLit, mix('#7f93c4', light.haze, 0.3), 0.45);
  const snowLine = options.snow ?? 0.42;
  for (const peak of peaks) {
    const top: Point = [peak.x, baseY - peak.height];
    const side = (direction: -1 | 1): Point[] => {
      const list: Point[] = [];
      for (let i = 1; i <= 5; i++) {
        const t = i / 5;
        const jitter = i < 5 ? random.range(-0.05, 0.05) * peak.width : 0;
        list.push([
          peak.x + direction * ((t * peak.width) / 2) + jitter,
          top[1] + t * peak.height + (i < 5 ? random.range(-0.05, 0.04) * peak.height : 0),
        ]);
      }
      return list;
    };
    const left = side(-1).reverse();
    const right = side(1);
    c.poly(
      [...left, top, ...right],
      c.linear([
        [0, lighten(rock, 0.08)],
        [1, darken(rock, 0.1)],
      ]),
    );
    // The face away from the sun: from the summit down a crooked spur to the foot.
    const spur: Point[] = [top];
    for (let i = 1; i <= 4; i++)
      spur.push([peak.x + sunSide * -1 * peak.width * 0.06 * i * random.range(0.2, 1.2), top[1] + (i / 4) * peak.height]);
    const shadeSide = sunSide === -1 ? right : left.slice().reverse();
    c.poly([...spur, ...shadeSide.slice().reverse()], darken(rock, 0.22), 'opacity="0.9"');
    // Snow cap, ragged along its lower edge.
    const capDepth = peak.height * snowLine;
    const capY = (t: number) => top[1] + capDepth * (0.55 + 0.45 * Math.abs(t)) * random.range(0.7, 1.15);
    const widthAt = (y: number) => ((y - top[1]) / peak.height) * (peak.width / 2);
    const cap: Point[] = [top];
    const steps = 7;
    for (let i = 0; i <= steps; i++) {
      const t = (i / steps) * 2 - 1;
      const y = capY(t);
      cap.push([peak.x + t * widthAt(y) * 0.98, y]);
    }
    c.poly(cap, snowLit);
    const shadeCap: Point[] = [top, ...cap.filter(([x]) => (x - peak.x) * sunSide < 0)];
    shadeCap.push(spur[1]!);
    c.poly(shadeCap, snowShade, 'opacity="0.85"');
  }
}

export type TreeKind = 'pine' | 'deodar' | 'round' | 'eucalyptus' | 'oak';

/** One tree standing on (x, y), `height` tall, in flat style: a lit side and a shaded side. */
export function drawTree(c: Canvas, kind: TreeKind, x: number, y: number, height: number, color: string): void {
  const shade = darken(color, 0.22);
  const trunk = darken(mix(color, '#5b3a24', 0.6), 0.2);
  const w = height * (kind === 'pine' ? 0.32 : kind === 'deodar' ? 0.5 : 0.55);
  if (kind === 'pine') {
    c.rect(x - w * 0.06, y - height * 0.12, w * 0.12, height * 0.14, trunk);
    c.poly(
      [
        [x, y - height],
        [x + w / 2, y - height * 0.08],
        [x - w / 2, y - height * 0.08],
      ],
      color,
    );
    c.poly(
      [
        [x, y - height],
        [x + w / 2, y - height * 0.08],
        [x, y - height * 0.08],
      ],
      shade,
    );
  } else if (kind === 'deodar') {
    c.rect(x - w * 0.05, y - height * 0.2, w * 0.1, height * 0.22, trunk);
    for (let tier = 0; tier < 4; tier++) {
      const top = y - height + tier * height * 0.2;
      const half = w * (0.2 + tier * 0.11);
      c.poly(
        [
          [x, top],
          [x + half, top + height * 0.3],
          [x - half, top + height * 0.3],
        ],
        color,
      );
      c.poly(
        [
          [x, top],
          [x + half, top + height * 0.3],
          [x, top + height * 0.3],
        ],
        shade,
      );
    }
  } else if (kind === 'eucalyptus') {
    // A tall pale trunk, forking, with loose drooping clumps of blue-green leaves.
    const bark = lighten(mix(color, '#d8d0c0', 0.65), 0.1);
    const leaves = mix(color, '#7da58f', 0.3);
    c.poly(
      [
        [x - w * 0.04, y],
        [x + w * 0.04, y],
        [x + w * 0.015, y - height * 0.75],
        [x - w * 0.015, y - height * 0.75],
      ],
      bark,
    );
    c.path(
      `M${n(x)},${n(y - height * 0.5)}L${n(x + w * 0.28)},${n(y - height * 0.72)}`,
      'none',
      `stroke="${bark}" stroke-width="${n(w * 0.025)}"`,
    );
    const clumps: [number, number, number][] = [
      [-0.18, 0.86, 0.2],
      [0.22, 0.78, 0.17],
      [0.02, 0.95, 0.16],
      [0.3, 0.66, 0.13],
      [-0.1, 0.7, 0.12],
    ];
    for (const [dx, dy, r] of clumps) {
      c.ellipse(x + dx * w, y - dy * height, r * w, r * height * 0.55, leaves);
      c.ellipse(x + dx * w + r * w * 0.3, y - dy * height + r * height * 0.18, r * w * 0.6, r * height * 0.3, darken(leaves, 0.2));
    }
  } else if (kind === 'oak') {
    c.poly(
      [
        [x - w * 0.05, y],
        [x + w * 0.05, y],
        [x + w * 0.02, y - height * 0.7],
        [x - w * 0.02, y - height * 0.7],
      ],
      trunk,
    );
    const blobs: [number, number, number][] = [
      [-0.25, 0.68, 0.24],
      [0.25, 0.7, 0.22],
      [0, 0.82, 0.28],
    ];
    for (const [dx, dy, r] of blobs) {
      c.ellipse(x + dx * w, y - dy * height, r * w * 1.2, r * height * 0.55, color);
      c.ellipse(x + dx * w + r * w * 0.4, y - dy * height + r * height * 0.15, r * w * 0.7, r * height * 0.35, shade);
    }
  } else {
    c.rect(x - w * 0.05, y - height * 0.4, w * 0.1, height * 0.42, trunk);
    c.circle(x, y - height * 0.62, w * 0.5, color);
    c.path(
      `M${n(x)},${n(y - height * 0.62 - w * 0.5)}A${n(w * 0.5)},${n(w * 0.5)} 0 0 1 ${n(x)},${n(y - height * 0.62 + w * 0.5)}Z`,
      shade,
    );
  }
}

/**
 * A far line of trees as one silhouette: pointed tops for conifers, rounded for broadleaves. Cheaper
 * to draw and to store than single trees, and at a distance reads the same.
 */
export function drawTreeLine(
  c: Canvas,
  r: Ridge,
  options: { kind: 'pointed' | 'round'; color: string; height: [number, number]; spacing: number; from?: number; to?: number },
): void {
  const { random } = c;
  const { from = -20, to = c.width + 20 } = options;
  let d = `M${n(from)},${n(r.y(from))}`;
  let x = from;
  while (x < to) {
    const width = options.spacing * random.range(0.7, 1.3);
    const height = random.range(...options.height);
    const base = Math.max(r.y(x), r.y(x + width));
    if (options.kind === 'pointed') d += `L${n(x + width / 2)},${n(base - height)}L${n(x + width)},${n(base - height * 0.15)}`;
    else
      d += `Q${n(x - width * 0.1)},${n(base - height * 1.3)} ${n(x + width / 2)},${n(base - height)}Q${n(x + width * 1.1)},${n(base - height * 1.3)} ${n(x + width)},${n(base - height * 0.2)}`;
    x += width;
  }
  // Back along the ground, a little below the crest, so the line sits on its hill.
  for (let back = x; back > from; back -= c.width / 40) d += `L${n(back)},${n(r.y(back) + options.height[0] * 0.4)}`;
  d += `L${n(from)},${n(r.y(from) + options.height[0] * 0.4)}Z`;
  c.path(
    d,
    c.linear([
      [0, lighten(options.color, 0.06)],
      [1, darken(options.color, 0.08)],
    ]),
  );
}

/** Trees along a ridge, from x0 to x1, each planted a little below the crest. */
export function drawForest(
  c: Canvas,
  r: Ridge,
  options: {
    kind: TreeKind;
    color: string;
    height: [number, number];
    spacing: number;
    from?: number;
    to?: number;
    sink?: number;
    skip?: (x: number) => boolean;
  },
): void {
  const { random } = c;
  const { from = -20, to = c.width + 20, sink = 0.12, skip } = options;
  for (let x = from; x < to; x += options.spacing * random.range(0.6, 1.3)) {
    if (skip?.(x)) continue;
    const height = random.range(...options.height);
    drawTree(c, options.kind, x, r.y(x) + height * sink, height, mix(options.color, darken(options.color, 0.15), random.next()));
  }
}

/**
 * Rows of clipped tea bushes following a hillside's contours down from its crest: each row a band
 * with a scalloped top, rows further apart and bushes larger towards the viewer.
 */
export function drawTeaRows(
  c: Canvas,
  r: Ridge,
  light: Light,
  options: { rows: number; depth: number; bush: string; tilt?: number; nearness?: number },
): void {
  const { random, width: w } = c;
  const tilt = options.tilt ?? 0;
  const nearness = options.nearness ?? 1;
  for (let k = 0; k < options.rows; k++) {
    const t0 = (k / options.rows) ** 1.4;
    const t1 = ((k + 1) / options.rows) ** 1.4;
    const offset = t0 * options.depth;
    const thickness = Math.max(4, (t1 - t0) * options.depth * 0.68);
    const bushWidth = (10 + 70 * t1) * nearness * (w / 1200);
    const yAt = (x: number) => r.y(x) + offset * (1 + tilt * (x / w - 0.5));
    let d = `M-20,${n(yAt(-20) + thickness)}L-20,${n(yAt(-20))}`;
    let x = -20;
    while (x < w + 20) {
      const next = x + bushWidth * random.range(0.8, 1.2);
      d += `A${n(bushWidth * 0.55)},${n(thickness * 0.55)} 0 0 1 ${n(next)},${n(yAt(next))}`;
      x = next;
    }
    for (let back = x; back > -20 - w / 30; back -= w / 30) d += `L${n(back)},${n(yAt(back) + thickness)}`;
    const colour = landColor(light, options.bush, 0.45 + 0.55 * t1 * nearness);
    c.path(
      `${d}Z`,
      c.linear([
        [0, lighten(colour, 0.18)],
        [1, darken(colour, 0.1)],
      ]),
    );
  }
}

/** Still water from `top` down to `bottom`: the sky's colours, ripples and a glitter path under the sun or moon. */
export function drawWater(
  c: Canvas,
  light: Light,
  top: number,
  bottom: number,
  options: { reflection?: string; ripples?: number } = {},
): void {
  const { width: w, random } = c;
  const skyTop = light.sky[light.sky.length - 1]![1];
  const skyHigh = light.sky[Math.max(0, light.sky.length - 3)]![1];
  c.rect(
    0,
    top,
    w,
    bottom - top,
    c.linear([
      [0, mix(mix(skyTop, light.haze, 0.3), '#5d8fb3', 0.2)],
      [1, mix(darken(skyHigh, 0.25), '#2f5f83', 0.3)],
    ]),
  );
  if (options.reflection) {
    c.add(`<g opacity="0.5" transform="translate(0 ${n(top * 2)}) scale(1 -1)">${options.reflection}</g>`);
    c.rect(
      0,
      top,
      w,
      bottom - top,
      c.linear([
        [0, skyTop, 0.15],
        [1, darken(skyHigh, 0.3), 0.55],
      ]),
    );
  }
  const body = light.body;
  if (body) {
    const x = body.x * w;
    for (let y = top + 4; y < bottom; y += random.range(6, 14)) {
      const spread = (y - top) * 0.25 + 8;
      c.rect(
        x - spread * random.range(0.2, 1),
        y,
        spread * random.range(0.4, 1.4),
        2.2,
        body.color,
        `opacity="${fraction(random.range(0.25, 0.7))}"`,
      );
    }
  }
  const ripples = options.ripples ?? 40;
  for (let i = 0; i < ripples; i++) {
    const y = top + random.next() ** 1.6 * (bottom - top);
    const length = 20 + ((y - top) / (bottom - top)) * 120 * random.range(0.4, 1);
    c.rect(
      random.next() * w,
      y,
      length,
      1.5 + ((y - top) / (bottom - top)) * 2,
      lighten(skyTop, 0.3),
      `opacity="${fraction(random.range(0.15, 0.4))}"`,
    );
  }
}

/** A river winding from the distance (x0 at `top`) to the bottom edge, wider as it nears. */
export function drawRiver(c: Canvas, light: Light, x0: number, top: number, options: { bend: number; width: number }): void {
  const { width: w, height: h, random } = c;
  const phase = random.range(0, 6.28);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    const y = top + (h - top) * t;
    const cx = x0 + Math.sin(t * 3.2 + phase) * options.bend * t + (w / 2 - x0) * t * 0.6;
    const half = 4 + options.width * t ** 1.3;
    left.push([cx - half, y]);
    right.push([cx + half, y]);
  }
  const skyTop = light.sky[light.sky.length - 1]![1];
  const water = mix(skyTop, '#5f8fb0', 0.35);
  c.path(
    `${smoothPath(left)}L${n(right[right.length - 1]![0])},${n(h)}${smoothPath(right.slice().reverse()).replace(/^M/, 'L')}Z`,
    c.linear([
      [0, lighten(water, 0.2)],
      [1, darken(water, 0.2)],
    ]),
  );
  for (let i = 0; i < 26; i++) {
    const t = random.next() ** 0.8;
    const index = Math.min(19, Math.floor(t * 20));
    const [lx, y] = left[index]!;
    const rx = right[index]![0];
    const x = lx + (rx - lx) * random.range(0.15, 0.85);
    c.rect(x, y, 6 + t * 50, 1.5 + t * 2.5, '#ffffff', `opacity="${fraction(random.range(0.3, 0.7))}"`);
  }
}

/** A fall of white water down a cliff into a pool, with spray. */
export function drawWaterfall(c: Canvas, light: Light, x: number, top: number, bottom: number, width: number): void {
  const { random } = c;
  const water = tint('#eaf6fb', light.tint, light.tintStrength * 0.6);
  c.poly(
    [
      [x - width / 2, top],
      [x + width / 2, top],
      [x + width * 0.7, bottom],
      [x - width * 0.7, bottom],
    ],
    c.linear([
      [0, lighten(water, 0.3)],
      [1, mix(water, '#9cc9dd', 0.35)],
    ]),
  );
  for (let i = 0; i < 22; i++) {
    const sx = x + random.range(-0.5, 0.5) * width;
    const sy = top + random.range(0, 0.7) * (bottom - top);
    c.rect(
      sx,
      sy,
      random.range(2, 5),
      random.range(0.15, 0.4) * (bottom - top),
      i % 3 ? '#ffffff' : '#a9d2e4',
      `opacity="${fraction(random.range(0.35, 0.8))}"`,
    );
  }
  c.ellipse(x, bottom, width * 1.6, width * 0.3, mix(water, '#6fa8c4', 0.45));
  c.ellipse(
    x,
    bottom - width * 0.05,
    width * 1.9,
    width * 0.55,
    c.radial(
      [
        [0, '#ffffff', 0.85],
        [1, '#ffffff', 0],
      ],
      x,
      bottom - width * 0.05,
      width * 1.9,
      0.35,
    ),
  );
}

/** A footpath or lane winding from the bottom edge (wide) to a far point (narrow). */
export function drawTrail(c: Canvas, light: Light, from: Point, to: Point, bend: number, width: number, colour = '#d9c08f'): void {
  const centre = (t: number): Point => [from[0] + (to[0] - from[0]) * t + Math.sin(t * Math.PI) * bend, from[1] + (to[1] - from[1]) * t];
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const [x, y] = centre(t);
    const half = (width / 2) * (1 - t * 0.92);
    left.push([x - half, y]);
    right.push([x + half, y]);
  }
  const earth = tint(colour, light.tint, light.tintStrength);
  c.path(
    `${smoothPath(left)}${smoothPath(right.reverse()).replace(/^M/, 'L')}Z`,
    c.linear([
      [0, darken(earth, 0.08)],
      [1, earth],
    ]),
  );
}

/** Rocks: rounded boulders in a row, each with a shaded side. */
export function drawRocks(c: Canvas, light: Light, list: readonly [number, number, number][], color: string, depth: number): void {
  const base = landColor(light, color, depth);
  for (const [x, y, r] of list) {
    c.path(
      `M${n(x - r)},${n(y)}Q${n(x - r * 0.9)},${n(y - r * 0.9)} ${n(x)},${n(y - r * 0.8)}Q${n(x + r * 0.9)},${n(y - r * 0.75)} ${n(x + r)},${n(y)}Z`,
      lighten(base, 0.05),
    );
    c.path(
      `M${n(x + r * 0.1)},${n(y - r * 0.78)}Q${n(x + r * 0.9)},${n(y - r * 0.75)} ${n(x + r)},${n(y)}L${n(x + r * 0.2)},${n(y)}Z`,
      darken(base, 0.2),
    );
  }
}
