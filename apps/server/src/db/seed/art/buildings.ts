/** What people built and keep in the hills: houses, apartment blocks, towns, boats, trains, flags, fences, a dog. */
import { darken, lighten, mix, tint } from './color';
import { n, type Canvas, type Point } from './canvas';
import type { Ridge } from './land';
import type { Light } from './sky';

export const LAMP = '#ffd27a';

/** A window: lit and glowing once the lamps are on, else showing a slice of sky. */
export function drawWindow(c: Canvas, light: Light, x: number, y: number, w: number, h: number, lit: boolean, frame = '#ffffff'): void {
  c.rect(x - w * 0.08, y - w * 0.08, w * 1.16, h + w * 0.16, tint(frame, light.tint, light.tintStrength));
  if (lit && light.lampsOn) {
    c.rect(
      x,
      y,
      w,
      h,
      c.linear([
        [0, '#ffe7a6'],
        [1, '#ffc15a'],
      ]),
    );
    c.circle(
      x + w / 2,
      y + h / 2,
      Math.max(w, h) * 1.3,
      c.radial(
        [
          [0, LAMP, 0.35],
          [1, LAMP, 0],
        ],
        x + w / 2,
        y + h / 2,
        Math.max(w, h) * 1.3,
      ),
    );
  } else {
    const glass = mix(light.sky[light.sky.length - 1]![1], '#3b4a63', light.lampsOn ? 0.75 : 0.4);
    c.rect(
      x,
      y,
      w,
      h,
      c.linear(
        [
          [0, lighten(glass, 0.25)],
          [1, glass],
        ],
        [0, 0],
        [1, 1],
      ),
    );
    c.poly(
      [
        [x + w * 0.15, y + h],
        [x + w * 0.55, y],
        [x + w * 0.75, y],
        [x + w * 0.35, y + h],
      ],
      '#ffffff',
      'opacity="0.18"',
    );
  }
  c.rect(x + w / 2 - w * 0.03, y, w * 0.06, h, tint(frame, light.tint, light.tintStrength));
}

export interface HouseOptions {
  x: number;
  ground: number;
  /** Width of the gable end facing the viewer. */
  width: number;
  height: number;
  wall: string;
  roof: string;
  /** How far the house runs back on its side (0 for a flat front). */
  depth?: number;
  floors?: number;
  chimney?: boolean;
  /** Fraction of windows lit when the lamps are on. */
  litShare?: number;
}

/** A house seen at three quarters: a gable end, a side wall in shade with a row of windows, a pitched roof. */
export function drawHouse(c: Canvas, light: Light, o: HouseOptions): void {
  const { random } = c;
  const floors = o.floors ?? 1;
  const depth = o.depth ?? o.width * 1.2;
  const wall = tint(o.wall, light.tint, light.tintStrength);
  const roof = tint(o.roof, light.tint, light.tintStrength);
  const top = o.ground - o.height;
  const rise = o.width * 0.45;
  const peak: Point = [o.x + o.width / 2, top - rise];
  const overhang = o.width * 0.08;
  const litShare = o.litShare ?? 0.7;
  // Side wall, running back to the right.
  c.rect(o.x + o.width, top, depth, o.height, darken(wall, 0.16));
  if (o.chimney) c.rect(o.x + o.width + depth * 0.6, top - rise * 0.95, o.width * 0.12, rise * 0.7, darken(wall, 0.3));
  c.poly(
    [
      peak,
      [peak[0] + depth, peak[1]],
      [o.x + o.width + depth + overhang, top + overhang * 0.6],
      [o.x + o.width + overhang * 0.2, top + overhang * 0.6],
    ],
    darken(roof, 0.05),
  );
  // The gable end.
  c.poly(
    [
      [o.x, top],
      [peak[0], peak[1] + overhang * 0.3],
      [o.x + o.width, top],
      [o.x + o.width, o.ground],
      [o.x, o.ground],
    ],
    c.linear([
      [0, lighten(wall, 0.05)],
      [1, darken(wall, 0.04)],
    ]),
  );
  c.poly(
    [
      [o.x - overhang, top + overhang * 0.6],
      peak,
      [o.x + o.width + overhang * 0.2, top + overhang * 0.6],
      [o.x + o.width, top + overhang * 0.1],
      peak,
      [o.x, top + overhang * 0.1],
    ],
    lighten(roof, 0.1),
  );
  const floorHeight = o.height / floors;
  const winW = o.width * 0.22;
  const winH = floorHeight * 0.42;
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorHeight + floorHeight * 0.25;
    const ground = f === floors - 1;
    if (ground) {
      c.rect(
        o.x + o.width * 0.4,
        o.ground - floorHeight * 0.62,
        o.width * 0.22,
        floorHeight * 0.62,
        darken(mix(o.roof, '#5a3520', 0.5), 0.15),
      );
      drawWindow(c, light, o.x + o.width * 0.1, y, winW, winH, random.chance(litShare));
      drawWindow(c, light, o.x + o.width * 0.7, y, winW * 0.9, winH, random.chance(litShare));
    } else {
      drawWindow(c, light, o.x + o.width * 0.2, y, winW, winH, random.chance(litShare));
      drawWindow(c, light, o.x + o.width * 0.58, y, winW, winH, random.chance(litShare));
    }
    const count = Math.max(1, Math.round(depth / (winW * 2.2)));
    for (let i = 0; i < count; i++) {
      drawWindow(c, light, o.x + o.width + (depth / count) * (i + 0.3), y, winW * 0.8, winH, random.chance(litShare), '#e9e2d6');
    }
  }
}

/** A multi-storey apartment block with balconies across its front. */
export function drawBlock(c: Canvas, light: Light, o: HouseOptions & { roofStyle?: 'flat' | 'pitched' }): void {
  const { random } = c;
  const floors = o.floors ?? 3;
  const depth = o.depth ?? o.width * 0.35;
  const wall = tint(o.wall, light.tint, light.tintStrength);
  const top = o.ground - o.height;
  const floorHeight = o.height / floors;
  c.poly(
    [
      [o.x + o.width, top],
      [o.x + o.width + depth, top - depth * 0.3],
      [o.x + o.width + depth, o.ground - depth * 0.05],
      [o.x + o.width, o.ground],
    ],
    darken(wall, 0.18),
  );
  c.rect(
    o.x,
    top,
    o.width,
    o.height,
    c.linear([
      [0, lighten(wall, 0.06)],
      [1, darken(wall, 0.05)],
    ]),
  );
  const roof = tint(o.roof, light.tint, light.tintStrength);
  if (o.roofStyle === 'pitched') {
    c.poly(
      [
        [o.x - 10, top],
        [o.x + o.width * 0.15, top - floorHeight * 0.6],
        [o.x + o.width + depth * 0.6, top - floorHeight * 0.6 - depth * 0.2],
        [o.x + o.width + depth + 8, top - depth * 0.3],
        [o.x + o.width + 10, top],
      ],
      roof,
    );
  } else {
    c.rect(o.x - 6, top - 10, o.width + 12, 12, roof);
    c.poly(
      [
        [o.x + o.width + 6, top - 10],
        [o.x + o.width + depth + 4, top - depth * 0.3 - 10],
        [o.x + o.width + depth + 4, top - depth * 0.3 + 2],
        [o.x + o.width + 6, top + 2],
      ],
      darken(roof, 0.15),
    );
  }
  const columns = Math.max(2, Math.round(o.width / (floorHeight * 0.9)));
  const cell = o.width / columns;
  const rail = tint('#f4efe6', light.tint, light.tintStrength);
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorHeight;
    for (let i = 0; i < columns; i++) {
      drawWindow(
        c,
        light,
        o.x + i * cell + cell * 0.2,
        y + floorHeight * 0.18,
        cell * 0.6,
        floorHeight * 0.55,
        random.chance(o.litShare ?? 0.6),
        '#f1ece4',
      );
    }
    if (f > 0 || floors === 1) {
      // A balcony slab and railing along the floor.
      c.rect(o.x - 8, y + floorHeight * 0.9, o.width + 16, floorHeight * 0.1, darken(wall, 0.08));
      c.rect(o.x - 8, y + floorHeight * 0.62, o.width + 16, 3, rail);
      for (let x = o.x - 6; x < o.x + o.width + 8; x += 9) c.rect(x, y + floorHeight * 0.62, 2, floorHeight * 0.28, rail, 'opacity="0.85"');
    }
    for (let i = 0; i < Math.max(1, Math.round(depth / 30)); i++) {
      drawWindow(
        c,
        light,
        o.x + o.width + 6 + i * 30,
        y + floorHeight * 0.2 - depth * 0.1,
        14,
        floorHeight * 0.45,
        random.chance(0.5),
        '#ddd5c8',
      );
    }
  }
}

/** An A-frame chalet: a steep roof to the ground and a glass gable. */
export function drawChalet(c: Canvas, light: Light, x: number, ground: number, width: number, wood: string, roofColor: string): void {
  const height = width * 0.95;
  const top: Point = [x + width / 2, ground - height];
  const depth = width * 0.7;
  const roof = tint(roofColor, light.tint, light.tintStrength);
  c.poly(
    [top, [top[0] + depth, top[1] - depth * 0.12], [x + width + depth + 6, ground - depth * 0.12], [x + width + 6, ground]],
    darken(roof, 0.1),
  );
  c.poly([top, [x + width, ground], [x, ground]], roof);
  const inset = width * 0.12;
  const glassTop: Point = [top[0], top[1] + height * 0.22];
  c.poly([glassTop, [x + width - inset, ground], [x + inset, ground]], tint(wood, light.tint, light.tintStrength));
  const paneTop = top[1] + height * 0.38;
  const paneHalf = (((ground - paneTop) * (width / 2 - inset)) / (ground - glassTop[1])) * 0.8;
  if (light.lampsOn) {
    c.poly(
      [
        [top[0], paneTop],
        [top[0] + paneHalf, ground - 4],
        [top[0] - paneHalf, ground - 4],
      ],
      c.linear([
        [0, '#ffe6a0'],
        [1, '#ffb85a'],
      ]),
    );
    c.circle(
      top[0],
      ground - height * 0.25,
      width * 0.9,
      c.radial(
        [
          [0, LAMP, 0.35],
          [1, LAMP, 0],
        ],
        top[0],
        ground - height * 0.25,
        width * 0.9,
      ),
    );
  } else {
    c.poly(
      [
        [top[0], paneTop],
        [top[0] + paneHalf, ground - 4],
        [top[0] - paneHalf, ground - 4],
      ],
      c.linear([
        [0, lighten(light.sky[light.sky.length - 1]![1], 0.1)],
        [1, '#5a6f8c'],
      ]),
    );
  }
  c.rect(top[0] - 2, paneTop, 4, ground - paneTop, darken(wood, 0.3));
  c.rect(top[0] - paneHalf * 0.7, paneTop + (ground - paneTop) * 0.5, paneHalf * 1.4, 4, darken(wood, 0.3));
}

/**
 * A hillside town: terraces of small houses stepping down from a ridge, with coloured roofs and
 * (at dusk and night) lit windows.
 */
export function drawTown(
  c: Canvas,
  light: Light,
  r: Ridge,
  o: {
    from: number;
    to: number;
    rows: number;
    size: number;
    walls: readonly string[];
    roofs: readonly string[];
    depth: number;
    haze: string;
  },
): void {
  const { random } = c;
  for (let row = 0; row < o.rows; row++) {
    const scale = o.size * (1 + row * 0.12);
    const drop = row * scale * 0.75;
    for (let x = o.from + random.range(0, scale); x < o.to; x += scale * random.range(1.2, 1.9)) {
      const w = scale * random.range(0.7, 1.1);
      const h = scale * random.range(0.5, 1.1);
      const ground = r.y(x) + drop + scale * 0.6;
      const fade = (color: string) => mix(tint(color, light.tint, light.tintStrength), o.haze, (1 - o.depth) * 0.55);
      const wall = fade(random.pick(o.walls));
      const roof = fade(random.pick(o.roofs));
      c.rect(x, ground - h, w, h, wall);
      c.rect(x + w * 0.62, ground - h, w * 0.38, h, darken(wall, 0.15));
      if (random.chance(0.6))
        c.poly(
          [
            [x - w * 0.08, ground - h],
            [x + w * 0.5, ground - h - w * 0.35],
            [x + w * 1.08, ground - h],
          ],
          roof,
        );
      else c.rect(x - w * 0.06, ground - h - w * 0.08, w * 1.12, w * 0.1, roof);
      // One or two windows a house: at a distance that is all the eye takes in.
      const windows = w > scale * 0.9 ? 2 : 1;
      for (let i = 0; i < windows; i++) {
        const lit = light.lampsOn && random.chance(0.7);
        const wx = x + ((w * 0.62) / windows) * (i + 0.5) - scale * 0.06;
        c.rect(wx, ground - h * 0.6, scale * 0.13, scale * 0.18, lit ? LAMP : darken(wall, 0.35), lit ? '' : 'opacity="0.7"');
      }
    }
  }
}

/** Small flags in five colours along a sagging string. */
export function drawPrayerFlags(c: Canvas, light: Light, from: Point, to: Point, sag: number, size: number): void {
  const colours = ['#2f6fd6', '#f5f5f0', '#d8403a', '#2f9e5a', '#f2c230'];
  const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag];
  c.path(
    `M${n(from[0])},${n(from[1])}Q${n(mid[0])},${n(mid[1] + sag)} ${n(to[0])},${n(to[1])}`,
    'none',
    `stroke="${darken(light.haze, 0.5)}" stroke-width="1.5"`,
  );
  const count = Math.floor(Math.hypot(to[0] - from[0], to[1] - from[1]) / (size * 1.25));
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * mid[0] + t * t * to[0];
    const y = (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * (mid[1] + sag) + t * t * to[1];
    const colour = tint(colours[i % colours.length]!, light.tint, light.tintStrength);
    c.poly(
      [
        [x - size / 2, y],
        [x + size / 2, y],
        [x + size * 0.45, y + size * 1.2],
        [x - size * 0.4, y + size * 1.15],
      ],
      colour,
      'opacity="0.92"',
    );
  }
}

/** A rowing boat with a striped canopy, and its reflection. */
export function drawBoat(c: Canvas, light: Light, x: number, y: number, size: number, canopy: string): void {
  const hull = tint('#7a3b22', light.tint, light.tintStrength);
  const hullPath = `M${n(x - size)},${n(y - size * 0.2)}Q${n(x)},${n(y + size * 0.3)} ${n(x + size)},${n(y - size * 0.22)}L${n(x + size * 0.8)},${n(y)}Q${n(x)},${n(y + size * 0.18)} ${n(x - size * 0.8)},${n(y)}Z`;
  c.add(
    `<g opacity="0.35" transform="translate(0 ${n(y * 2 + size * 0.1)}) scale(1 -1)"><path d="${hullPath}" fill="${darken(hull, 0.3)}"/></g>`,
  );
  const cloth = tint(canopy, light.tint, light.tintStrength);
  c.rect(x - size * 0.45, y - size * 0.62, size * 0.04, size * 0.45, darken(hull, 0.2));
  c.rect(x + size * 0.41, y - size * 0.62, size * 0.04, size * 0.45, darken(hull, 0.2));
  c.path(`M${n(x - size * 0.55)},${n(y - size * 0.55)}Q${n(x)},${n(y - size * 0.85)} ${n(x + size * 0.55)},${n(y - size * 0.55)}Z`, cloth);
  c.path(
    `M${n(x - size * 0.55)},${n(y - size * 0.55)}Q${n(x)},${n(y - size * 0.85)} ${n(x)},${n(y - size * 0.72)}L${n(x)},${n(y - size * 0.6)}Z`,
    lighten(cloth, 0.3),
    'opacity="0.6"',
  );
  c.path(hullPath, hull);
  c.rect(x - size * 0.7, y - size * 0.08, size * 1.4, size * 0.05, lighten(hull, 0.25));
}

/** A little mountain train (engine and coaches) running along a ridge. */
export function drawTrain(c: Canvas, light: Light, r: Ridge, x: number, cars: number, size: number, colour: string): void {
  const body = tint(colour, light.tint, light.tintStrength);
  for (let i = 0; i < cars; i++) {
    const cx = x + i * size * 1.1;
    const y = r.y(cx + size / 2);
    const angle = (Math.atan2(r.y(cx + size) - r.y(cx), size) * 180) / Math.PI;
    c.group(`transform="translate(${n(cx)} ${n(y)}) rotate(${n(angle)})"`, () => {
      c.rect(0, -size * 0.55, size, size * 0.45, body);
      c.rect(-size * 0.03, -size * 0.62, size * 1.06, size * 0.09, darken(body, 0.35));
      if (i === 0) {
        c.rect(size * 0.05, -size * 0.82, size * 0.14, size * 0.22, darken(body, 0.4));
        if (!light.lampsOn) c.circle(size * 0.12, -size * 0.95, size * 0.12, '#ffffff', 'opacity="0.7"');
      }
      for (let w = 0; w < 3; w++)
        c.rect(size * (0.12 + w * 0.28), -size * 0.48, size * 0.18, size * 0.16, light.lampsOn ? LAMP : lighten(body, 0.55));
      c.circle(size * 0.22, -size * 0.08, size * 0.08, '#2a2a2a');
      c.circle(size * 0.78, -size * 0.08, size * 0.08, '#2a2a2a');
    });
  }
}

/** A wooden picket fence along a line of ground. */
export function drawFence(
  c: Canvas,
  light: Light,
  from: number,
  to: number,
  ground: (x: number) => number,
  height: number,
  colour = '#f1ebe0',
): void {
  const wood = tint(colour, light.tint, light.tintStrength);
  c.path(
    `M${n(from)},${n(ground(from) - height * 0.7)}L${n(to)},${n(ground(to) - height * 0.7)}`,
    'none',
    `stroke="${darken(wood, 0.1)}" stroke-width="${n(height * 0.09)}"`,
  );
  c.path(
    `M${n(from)},${n(ground(from) - height * 0.3)}L${n(to)},${n(ground(to) - height * 0.3)}`,
    'none',
    `stroke="${darken(wood, 0.1)}" stroke-width="${n(height * 0.09)}"`,
  );
  for (let x = from; x <= to; x += height * 0.32) {
    const y = ground(x);
    c.poly(
      [
        [x, y],
        [x, y - height * 0.9],
        [x + height * 0.08, y - height],
        [x + height * 0.16, y - height * 0.9],
        [x + height * 0.16, y],
      ],
      wood,
    );
  }
}

/** A sitting dog in profile. */
export function drawDog(c: Canvas, light: Light, x: number, y: number, size: number, colour: string): void {
  const fur = tint(colour, light.tint, light.tintStrength);
  const dark = darken(fur, 0.3);
  c.path(
    `M${n(x + size * 0.5)},${n(y - size * 0.3)}Q${n(x + size * 0.85)},${n(y - size * 0.7)} ${n(x + size * 0.75)},${n(y - size * 0.85)}`,
    'none',
    `stroke="${fur}" stroke-width="${n(size * 0.1)}" stroke-linecap="round"`,
  );
  c.ellipse(x + size * 0.2, y - size * 0.35, size * 0.42, size * 0.34, fur);
  c.rect(x - size * 0.15, y - size * 0.2, size * 0.12, size * 0.2, fur);
  c.rect(x + size * 0.02, y - size * 0.2, size * 0.12, size * 0.2, dark);
  c.ellipse(x - size * 0.22, y - size * 0.82, size * 0.24, size * 0.22, fur);
  c.ellipse(x - size * 0.42, y - size * 0.76, size * 0.14, size * 0.09, fur);
  c.circle(x - size * 0.55, y - size * 0.78, size * 0.05, '#222222');
  c.ellipse(
    x - size * 0.12,
    y - size * 0.86,
    size * 0.08,
    size * 0.18,
    dark,
    `transform="rotate(20 ${n(x - size * 0.12)} ${n(y - size * 0.86)})"`,
  );
  c.circle(x - size * 0.3, y - size * 0.88, size * 0.035, '#222222');
}
