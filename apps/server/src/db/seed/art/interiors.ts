/**
 * Rooms of a property, seen straight on: a wall, a floor running towards the viewer, a window onto the
 * property's own view (same place, same hour), furniture, and the light of that hour (a sunlit patch
 * on the floor by day, lamps by night).
 */
import { darken, lighten, mix, tint } from './color';
import { n, type Canvas } from './canvas';
import { LAMP } from './buildings';
import { drawScene, type SceneKind } from './scenes';
import { LIGHTS, type Light, type TimeOfDay } from './sky';

export type RoomKind = 'bedroom' | 'living' | 'kitchen' | 'balcony' | 'study';

/** The furnishing colours of one property, shared by its rooms. */
export interface RoomStyle {
  wall: string;
  floor: string;
  fabric: string;
  accent: string;
  wood: string;
}

export interface Room {
  kind: RoomKind;
  style: RoomStyle;
  view: SceneKind;
  time: TimeOfDay;
}

/** How the hour colours a room: walls warm at golden hour, dim and blue at night. */
function roomShade(light: Light): (colour: string) => string {
  const dim = light.time === 'night' ? 0.5 : light.time === 'dusk' ? 0.28 : 0;
  const warm = light.time === 'golden' || light.time === 'dawn' ? 0.35 : 0.1;
  return (colour) => mix(tint(colour, light.sunlight, warm), '#1b2142', dim);
}

interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
}

function drawWallAndFloor(c: Canvas, shade: (colour: string) => string, style: RoomStyle, floorY: number): void {
  const { width: w, height: h, random } = c;
  const wall = shade(style.wall);
  c.rect(
    0,
    0,
    w,
    floorY,
    c.linear([
      [0, darken(wall, 0.08)],
      [0.5, wall],
      [1, lighten(wall, 0.04)],
    ]),
  );
  const floor = shade(style.floor);
  c.rect(
    0,
    floorY,
    w,
    h - floorY,
    c.linear([
      [0, darken(floor, 0.12)],
      [1, lighten(floor, 0.06)],
    ]),
  );
  // Boards running towards the viewer, converging on the middle of the wall.
  const vanish = w / 2 + random.range(-0.1, 0.1) * w;
  const lines: string[] = [];
  for (let i = -5; i <= 5; i++) {
    const x0 = vanish + i * w * 0.11;
    const x1 = vanish + i * w * 0.32;
    lines.push(`M${n(x0)},${n(floorY)}L${n(x1)},${n(h)}`);
  }
  c.path(lines.join(''), 'none', `stroke="${darken(floor, 0.22)}" stroke-width="2" opacity="0.45"`);
  c.rect(0, floorY - h * 0.02, w, h * 0.025, lighten(wall, 0.1));
  c.rect(0, floorY, w, 3, darken(floor, 0.3), 'opacity="0.5"');
}

/** A window onto the place's view, with frame, sill and curtains. */
function drawWindowView(c: Canvas, room: Room, shade: (colour: string) => string, f: Frame, curtains = true): void {
  const light = LIGHTS[room.time];
  c.region(f.x, f.y, f.w, f.h, (view) => drawScene(view, room.view, room.time), c.random.fork('view'));
  const frame = shade('#f6f1e8');
  const bar = Math.max(6, f.w * 0.025);
  c.path(
    `M${n(f.x - bar)},${n(f.y - bar)}h${n(f.w + bar * 2)}v${n(f.h + bar * 2)}h${n(-f.w - bar * 2)}Z M${n(f.x)},${n(f.y)}v${n(f.h)}h${n(f.w)}v${n(-f.h)}Z`,
    frame,
    'fill-rule="evenodd"',
  );
  c.rect(f.x + f.w / 2 - bar / 2, f.y, bar, f.h, frame);
  c.rect(f.x, f.y + f.h * 0.38, f.w, bar * 0.8, frame);
  c.rect(f.x - bar * 2, f.y + f.h + bar * 0.6, f.w + bar * 4, bar * 1.3, darken(frame, 0.08));
  // Glass catches a little light.
  c.poly(
    [
      [f.x + f.w * 0.08, f.y + f.h],
      [f.x + f.w * 0.3, f.y],
      [f.x + f.w * 0.38, f.y],
      [f.x + f.w * 0.16, f.y + f.h],
    ],
    '#ffffff',
    'opacity="0.08"',
  );
  if (curtains) {
    const fabric = shade(room.style.fabric);
    for (const side of [-1, 1] as const) {
      const x = side === -1 ? f.x - bar - f.w * 0.16 : f.x + f.w + bar;
      const width = f.w * 0.16;
      c.path(
        `M${n(x)},${n(f.y - bar * 3)}h${n(width)}l${n(side * width * 0.15)},${n(f.h + bar * 6)}h${n(-width - side * width * 0.15 * 2)}Z`,
        fabric,
      );
      for (let i = 1; i < 4; i++)
        c.rect(x + (width * i) / 4, f.y - bar * 3, width * 0.05, f.h + bar * 6, darken(fabric, 0.18), 'opacity="0.6"');
    }
    c.rect(f.x - f.w * 0.22, f.y - bar * 3.6, f.w * 1.44, bar * 0.7, darken(shade(room.style.wood), 0.2));
  }
  // Light from the window: a bright patch thrown onto the floor by day, nothing at night.
  if (!light.lampsOn) {
    const floorY = c.height * 0.74;
    const skew = (light.body?.x ?? 0.5) < 0.5 ? 1 : -1;
    c.poly(
      [
        [f.x, f.y + f.h],
        [f.x + f.w, f.y + f.h],
        [f.x + f.w + skew * f.w * 0.5, floorY + (c.height - floorY) * 0.9],
        [f.x + skew * f.w * 0.5, floorY + (c.height - floorY) * 0.9],
      ],
      light.sunlight,
      'opacity="0.12"',
    );
  }
}

function drawLamp(c: Canvas, light: Light, x: number, y: number, size: number, shadeColour: string): void {
  if (light.lampsOn || light.time === 'mist')
    c.circle(
      x,
      y,
      size * 5,
      c.radial(
        [
          [0, LAMP, light.lampsOn ? 0.45 : 0.2],
          [1, LAMP, 0],
        ],
        x,
        y,
        size * 5,
      ),
    );
  c.poly(
    [
      [x - size * 0.5, y - size * 0.6],
      [x + size * 0.5, y - size * 0.6],
      [x + size * 0.75, y + size * 0.2],
      [x - size * 0.75, y + size * 0.2],
    ],
    light.lampsOn ? '#ffe6a8' : shadeColour,
  );
}

function drawPlant(c: Canvas, shade: (colour: string) => string, x: number, ground: number, size: number, pot: string): void {
  const leaf = shade('#4f8f4a');
  for (let i = 0; i < 7; i++) {
    const angle = -70 + i * 23;
    c.ellipse(
      x,
      ground - size * 0.9,
      size * 0.12,
      size * 0.5,
      i % 2 ? leaf : darken(leaf, 0.15),
      `transform="rotate(${angle} ${n(x)} ${n(ground - size * 0.45)})"`,
    );
  }
  c.poly(
    [
      [x - size * 0.28, ground - size * 0.45],
      [x + size * 0.28, ground - size * 0.45],
      [x + size * 0.2, ground],
      [x - size * 0.2, ground],
    ],
    shade(pot),
  );
}

function drawFramedArt(c: Canvas, shade: (colour: string) => string, x: number, y: number, w: number, h: number, style: RoomStyle): void {
  c.rect(x - 6, y - 6, w + 12, h + 12, shade(darken(style.wood, 0.2)));
  c.rect(x, y, w, h, shade('#f7f1e6'));
  c.circle(x + w * 0.7, y + h * 0.35, h * 0.14, shade(style.accent));
  c.poly(
    [
      [x, y + h],
      [x + w * 0.35, y + h * 0.45],
      [x + w * 0.6, y + h * 0.8],
      [x + w * 0.8, y + h * 0.6],
      [x + w, y + h],
    ],
    shade(style.fabric),
  );
}

function bedroom(c: Canvas, room: Room, light: Light, shade: (colour: string) => string): void {
  const { width: w, height: h } = c;
  const floorY = h * 0.74;
  drawWallAndFloor(c, shade, room.style, floorY);
  drawWindowView(c, room, shade, { x: w * 0.07, y: h * 0.14, w: w * 0.3, h: h * 0.42 });
  const x = w * 0.46;
  const bw = w * 0.46;
  const wood = shade(room.style.wood);
  // Headboard, mattress, duvet, pillows and a throw.
  c.rect(x, h * 0.42, bw, h * 0.4, wood, `rx="${n(h * 0.03)}"`);
  c.rect(x + bw * 0.03, h * 0.45, bw * 0.94, h * 0.1, lighten(wood, 0.12), `rx="${n(h * 0.02)}"`);
  c.rect(x + bw * 0.08, h * 0.5, bw * 0.38, h * 0.1, shade('#fbf8f2'), `rx="${n(h * 0.03)}"`);
  c.rect(x + bw * 0.54, h * 0.5, bw * 0.38, h * 0.1, shade('#fbf8f2'), `rx="${n(h * 0.03)}"`);
  c.rect(x + bw * 0.3, h * 0.53, bw * 0.4, h * 0.08, shade(room.style.accent), `rx="${n(h * 0.03)}"`);
  const duvet = shade('#f4efe7');
  c.rect(
    x - bw * 0.03,
    h * 0.59,
    bw * 1.06,
    h * 0.22,
    c.linear([
      [0, lighten(duvet, 0.05)],
      [1, darken(duvet, 0.08)],
    ]),
    `rx="${n(h * 0.02)}"`,
  );
  c.rect(x - bw * 0.04, h * 0.69, bw * 1.08, h * 0.09, shade(room.style.fabric), `rx="${n(h * 0.015)}"`);
  c.rect(x - bw * 0.04, h * 0.72, bw * 1.08, h * 0.012, darken(shade(room.style.fabric), 0.2));
  c.rect(x, h * 0.81, bw, h * 0.04, darken(wood, 0.2));
  // A bedside table and its lamp.
  const tx = x + bw + w * 0.025;
  c.rect(tx, h * 0.6, w * 0.07, h * 0.16, wood);
  c.rect(tx, h * 0.64, w * 0.07, 3, darken(wood, 0.25));
  c.rect(tx + w * 0.033, h * 0.52, w * 0.006, h * 0.08, darken(wood, 0.3));
  drawLamp(c, light, tx + w * 0.036, h * 0.51, h * 0.06, shade(room.style.accent));
  drawFramedArt(c, shade, x + bw * 0.3, h * 0.18, bw * 0.4, h * 0.16, room.style);
  c.ellipse(w * 0.3, h * 0.92, w * 0.18, h * 0.05, shade(room.style.accent), 'opacity="0.55"');
  drawPlant(c, shade, w * 0.06, h * 0.86, h * 0.3, '#c9744a');
}

function living(c: Canvas, room: Room, light: Light, shade: (colour: string) => string): void {
  const { width: w, height: h, random } = c;
  const floorY = h * 0.74;
  drawWallAndFloor(c, shade, room.style, floorY);
  drawWindowView(c, room, shade, { x: w * 0.32, y: h * 0.1, w: w * 0.5, h: h * 0.44 });
  // A bookshelf on the left wall.
  const wood = shade(room.style.wood);
  c.rect(w * 0.03, h * 0.16, w * 0.15, h * 0.58, darken(wood, 0.1));
  for (let shelf = 0; shelf < 4; shelf++) {
    const y = h * (0.18 + shelf * 0.14);
    c.rect(w * 0.04, y, w * 0.13, h * 0.12, darken(wood, 0.35));
    for (let x = w * 0.045; x < w * 0.16; x += w * random.range(0.016, 0.024)) {
      const bookHeight = h * random.range(0.07, 0.11);
      c.rect(
        x,
        y + h * 0.12 - bookHeight,
        w * 0.014,
        bookHeight,
        shade(random.pick(['#b5432f', '#2f6f8f', '#e0b04a', '#3f7d45', '#f3ede2', '#6b4f8f'])),
      );
    }
  }
  // The sofa before the window.
  const fabric = shade(room.style.fabric);
  const sx = w * 0.28;
  const sw = w * 0.56;
  c.rect(sx, h * 0.5, sw, h * 0.2, darken(fabric, 0.06), `rx="${n(h * 0.03)}"`);
  c.rect(sx + sw * 0.06, h * 0.62, sw * 0.88, h * 0.1, lighten(fabric, 0.06), `rx="${n(h * 0.02)}"`);
  c.rect(sx - sw * 0.04, h * 0.57, sw * 0.1, h * 0.2, darken(fabric, 0.12), `rx="${n(h * 0.03)}"`);
  c.rect(sx + sw * 0.94, h * 0.57, sw * 0.1, h * 0.2, darken(fabric, 0.12), `rx="${n(h * 0.03)}"`);
  c.rect(
    sx + sw * 0.08,
    h * 0.54,
    sw * 0.16,
    h * 0.1,
    shade(room.style.accent),
    `rx="${n(h * 0.02)}" transform="rotate(-6 ${n(sx + sw * 0.16)} ${n(h * 0.59)})"`,
  );
  c.rect(
    sx + sw * 0.74,
    h * 0.54,
    sw * 0.16,
    h * 0.1,
    shade('#f3ede2'),
    `rx="${n(h * 0.02)}" transform="rotate(5 ${n(sx + sw * 0.82)} ${n(h * 0.59)})"`,
  );
  c.rect(sx, h * 0.76, sw * 0.02, h * 0.03, darken(wood, 0.3));
  c.rect(sx + sw * 0.98, h * 0.76, sw * 0.02, h * 0.03, darken(wood, 0.3));
  // A rug, a low table with a teapot, a floor lamp.
  c.ellipse(w * 0.55, h * 0.9, w * 0.3, h * 0.07, shade(room.style.accent), 'opacity="0.5"');
  c.rect(w * 0.4, h * 0.82, w * 0.3, h * 0.025, wood, `rx="${n(h * 0.01)}"`);
  c.rect(w * 0.42, h * 0.845, w * 0.012, h * 0.06, darken(wood, 0.25));
  c.rect(w * 0.67, h * 0.845, w * 0.012, h * 0.06, darken(wood, 0.25));
  c.ellipse(w * 0.5, h * 0.8, w * 0.025, h * 0.025, shade('#f3ede2'));
  c.rect(w * 0.58, h * 0.795, w * 0.012, h * 0.025, shade(room.style.accent));
  c.rect(w * 0.6, h * 0.795, w * 0.012, h * 0.025, shade(room.style.accent));
  c.rect(w * 0.905, h * 0.3, w * 0.006, h * 0.46, darken(wood, 0.4));
  drawLamp(c, light, w * 0.908, h * 0.3, h * 0.07, shade(room.style.accent));
  drawPlant(c, shade, w * 0.95, h * 0.85, h * 0.32, '#d8cbb5');
}

function kitchen(c: Canvas, room: Room, light: Light, shade: (colour: string) => string): void {
  const { width: w, height: h } = c;
  const floorY = h * 0.8;
  drawWallAndFloor(c, shade, { ...room.style, wall: mix(room.style.wall, '#ffffff', 0.3) }, floorY);
  // Tiles behind the counter.
  const tiles: string[] = [];
  for (let y = h * 0.36; y < h * 0.56; y += h * 0.04) tiles.push(`M0,${n(y)}H${n(w)}`);
  c.rect(0, h * 0.34, w, h * 0.22, shade(lighten(room.style.accent, 0.55)));
  c.path(tiles.join(''), 'none', `stroke="${shade('#ffffff')}" stroke-width="2" opacity="0.7"`);
  drawWindowView(c, room, shade, { x: w * 0.38, y: h * 0.12, w: w * 0.26, h: h * 0.34 }, false);
  // Upper cupboards either side of the window, lower cupboards and a counter.
  const cabinet = shade(room.style.fabric);
  for (const [x, width] of [
    [w * 0.03, w * 0.3],
    [w * 0.69, w * 0.28],
  ] as const) {
    c.rect(x, h * 0.08, width, h * 0.22, cabinet);
    for (let i = 1; i < 3; i++) c.rect(x + (width * i) / 3 - 1, h * 0.08, 3, h * 0.22, darken(cabinet, 0.2));
    c.rect(x, h * 0.29, width, h * 0.012, darken(cabinet, 0.25));
  }
  c.rect(0, h * 0.56, w, h * 0.03, shade('#e9e4dc'));
  c.rect(0, h * 0.59, w, h * 0.21, cabinet);
  for (let i = 1; i < 7; i++) c.rect((w * i) / 7 - 1, h * 0.6, 3, h * 0.2, darken(cabinet, 0.2));
  for (let i = 0; i < 7; i++) c.rect((w * i) / 7 + w * 0.06, h * 0.62, w * 0.025, h * 0.008, shade('#d9c7a0'));
  // Stove with a pot, a kettle, a bowl of fruit, hanging lamps.
  c.rect(w * 0.1, h * 0.545, w * 0.16, h * 0.016, shade('#3a3a3a'));
  c.rect(w * 0.12, h * 0.47, w * 0.08, h * 0.075, shade('#c0392b'), `rx="${n(h * 0.01)}"`);
  c.rect(w * 0.11, h * 0.465, w * 0.1, h * 0.012, darken(shade('#c0392b'), 0.2));
  c.path(`M${n(w * 0.76)},${n(h * 0.56)}a${n(w * 0.035)},${n(h * 0.06)} 0 0 1 ${n(w * 0.07)},0Z`, shade(room.style.accent));
  c.rect(w * 0.785, h * 0.49, w * 0.02, h * 0.01, darken(shade(room.style.accent), 0.3));
  c.path(`M${n(w * 0.86)},${n(h * 0.56)}a${n(w * 0.04)},${n(h * 0.025)} 0 0 0 ${n(w * 0.08)},0Z`, shade('#f3ede2'));
  for (const [dx, colour] of [
    [0.875, '#e2483d'],
    [0.895, '#f2a33a'],
    [0.915, '#8cbf4a'],
  ] as const)
    c.circle(w * dx, h * 0.55, h * 0.016, shade(colour));
  for (const x of [w * 0.3, w * 0.72]) {
    c.rect(x - 1, 0, 2, h * 0.12, darken(shade(room.style.wood), 0.4));
    c.path(`M${n(x - w * 0.035)},${n(h * 0.16)}a${n(w * 0.035)},${n(h * 0.05)} 0 0 1 ${n(w * 0.07)},0Z`, shade(room.style.wood));
    if (light.lampsOn)
      c.circle(
        x,
        h * 0.17,
        h * 0.25,
        c.radial(
          [
            [0, LAMP, 0.4],
            [1, LAMP, 0],
          ],
          x,
          h * 0.17,
          h * 0.25,
        ),
      );
  }
  drawPlant(c, shade, w * 0.68, h * 0.556, h * 0.12, '#f3ede2');
}

function balcony(c: Canvas, room: Room, light: Light, shade: (colour: string) => string): void {
  const { width: w, height: h } = c;
  drawScene(c, room.view, room.time);
  // The deck, a wooden railing, two chairs and a table laid for breakfast.
  const wood = tint(room.style.wood, light.tint, light.tintStrength * 0.6);
  const deckY = h * 0.8;
  c.rect(
    0,
    deckY,
    w,
    h - deckY,
    c.linear([
      [0, darken(wood, 0.3)],
      [1, darken(wood, 0.05)],
    ]),
  );
  const boards: string[] = [];
  for (let y = deckY; y < h; y += h * 0.035) boards.push(`M0,${n(y)}H${n(w)}`);
  c.path(boards.join(''), 'none', `stroke="${darken(wood, 0.4)}" stroke-width="2" opacity="0.5"`);
  c.rect(0, h * 0.6, w, h * 0.025, wood);
  c.rect(0, h * 0.78, w, h * 0.02, darken(wood, 0.1));
  for (let x = w * 0.01; x < w; x += w * 0.045) c.rect(x, h * 0.625, w * 0.014, h * 0.16, darken(wood, 0.08));
  // A wall and door frame at the left edge, as if stepping out.
  c.rect(0, 0, w * 0.08, h, shade(room.style.wall));
  c.rect(w * 0.08, 0, w * 0.015, h, darken(shade(room.style.wall), 0.2));
  const table = darken(wood, 0.25);
  c.ellipse(w * 0.5, h * 0.74, w * 0.12, h * 0.025, shade('#f6f1e8'));
  c.rect(w * 0.495, h * 0.76, w * 0.01, h * 0.14, table);
  c.rect(w * 0.45, h * 0.9, w * 0.1, h * 0.012, table);
  c.path(`M${n(w * 0.46)},${n(h * 0.735)}a${n(w * 0.025)},${n(h * 0.04)} 0 0 1 ${n(w * 0.05)},0Z`, shade(room.style.accent));
  c.rect(w * 0.535, h * 0.715, w * 0.018, h * 0.022, shade('#ffffff'));
  c.rect(w * 0.56, h * 0.715, w * 0.018, h * 0.022, shade('#ffffff'));
  const chair = shade(room.style.fabric);
  for (const [x, flip] of [
    [w * 0.28, 1],
    [w * 0.72, -1],
  ] as const) {
    c.rect(x - w * 0.06, h * 0.76, w * 0.12, h * 0.04, chair, `rx="${n(h * 0.01)}"`);
    c.rect(flip === 1 ? x - w * 0.07 : x + w * 0.05, h * 0.6, w * 0.02, h * 0.2, darken(chair, 0.1), `rx="${n(h * 0.01)}"`);
    c.rect(x - w * 0.05, h * 0.8, w * 0.008, h * 0.1, darken(chair, 0.3));
    c.rect(x + w * 0.042, h * 0.8, w * 0.008, h * 0.1, darken(chair, 0.3));
  }
  drawPlant(c, (colour) => tint(colour, light.tint, light.tintStrength), w * 0.92, h * 0.9, h * 0.3, '#c9744a');
  if (light.lampsOn || light.time === 'golden') {
    // String lights along the top.
    c.path(
      `M${n(w * 0.09)},${n(h * 0.06)}Q${n(w * 0.55)},${n(h * 0.2)} ${n(w)},${n(h * 0.04)}`,
      'none',
      'stroke="#3a3a3a" stroke-width="2"',
    );
    for (let i = 1; i < 16; i++) {
      const t = i / 16;
      const x = (1 - t) ** 2 * w * 0.09 + 2 * (1 - t) * t * w * 0.55 + t * t * w;
      const y = (1 - t) ** 2 * h * 0.06 + 2 * (1 - t) * t * h * 0.2 + t * t * h * 0.04;
      c.circle(
        x,
        y + 6,
        h * 0.03,
        c.radial(
          [
            [0, LAMP, 0.5],
            [1, LAMP, 0],
          ],
          x,
          y + 6,
          h * 0.03,
        ),
      );
      c.circle(x, y + 6, h * 0.007, '#fff1c4');
    }
  }
}

function study(c: Canvas, room: Room, light: Light, shade: (colour: string) => string): void {
  const { width: w, height: h } = c;
  const floorY = h * 0.76;
  drawWallAndFloor(c, shade, room.style, floorY);
  drawWindowView(c, room, shade, { x: w * 0.2, y: h * 0.08, w: w * 0.6, h: h * 0.44 }, false);
  const wood = shade(room.style.wood);
  // Desk along the window, a laptop, a lamp, a mug, a chair.
  c.rect(w * 0.12, h * 0.6, w * 0.76, h * 0.035, lighten(wood, 0.08));
  c.rect(w * 0.12, h * 0.635, w * 0.76, h * 0.01, darken(wood, 0.25));
  c.rect(w * 0.14, h * 0.645, w * 0.015, h * 0.2, darken(wood, 0.2));
  c.rect(w * 0.845, h * 0.645, w * 0.015, h * 0.2, darken(wood, 0.2));
  c.rect(w * 0.66, h * 0.645, w * 0.18, h * 0.12, darken(wood, 0.1));
  c.rect(w * 0.745, h * 0.69, w * 0.01, h * 0.03, shade('#d9c7a0'));
  const screen = light.lampsOn ? '#9fd0ff' : '#cfe6ff';
  c.poly(
    [
      [w * 0.4, h * 0.6],
      [w * 0.6, h * 0.6],
      [w * 0.62, h * 0.61],
      [w * 0.38, h * 0.61],
    ],
    shade('#9aa3ad'),
  );
  c.rect(w * 0.41, h * 0.46, w * 0.18, h * 0.14, shade('#3a3f47'), `rx="${n(h * 0.008)}"`);
  c.rect(w * 0.418, h * 0.47, w * 0.164, h * 0.12, screen);
  c.rect(w * 0.43, h * 0.49, w * 0.08, h * 0.01, '#ffffff', 'opacity="0.8"');
  c.rect(w * 0.43, h * 0.51, w * 0.12, h * 0.008, '#ffffff', 'opacity="0.6"');
  c.rect(w * 0.43, h * 0.53, w * 0.1, h * 0.008, '#ffffff', 'opacity="0.6"');
  if (light.lampsOn)
    c.circle(
      w * 0.5,
      h * 0.53,
      h * 0.3,
      c.radial(
        [
          [0, '#9fd0ff', 0.25],
          [1, '#9fd0ff', 0],
        ],
        w * 0.5,
        h * 0.53,
        h * 0.3,
      ),
    );
  c.rect(w * 0.23, h * 0.5, w * 0.006, h * 0.1, darken(wood, 0.4));
  drawLamp(c, light, w * 0.233, h * 0.49, h * 0.05, shade(room.style.accent));
  c.rect(w * 0.66, h * 0.565, w * 0.03, h * 0.035, shade(room.style.accent), `rx="${n(h * 0.005)}"`);
  c.rect(w * 0.28, h * 0.585, w * 0.08, h * 0.015, shade('#f3ede2'));
  c.rect(w * 0.285, h * 0.57, w * 0.07, h * 0.015, shade(room.style.fabric));
  drawPlant(c, shade, w * 0.82, h * 0.6, h * 0.14, '#f3ede2');
  const chair = shade(room.style.fabric);
  c.rect(w * 0.4, h * 0.66, w * 0.2, h * 0.22, chair, `rx="${n(h * 0.04)}"`);
  c.rect(w * 0.49, h * 0.88, w * 0.02, h * 0.06, darken(chair, 0.4));
  c.rect(w * 0.43, h * 0.94, w * 0.14, h * 0.012, darken(chair, 0.4));
}

const ROOMS: Record<RoomKind, (c: Canvas, room: Room, light: Light, shade: (colour: string) => string) => void> = {
  bedroom,
  living,
  kitchen,
  balcony,
  study,
};

export function drawRoom(c: Canvas, room: Room): void {
  const light = LIGHTS[room.time];
  // Half the rooms are drawn mirrored, so two bedrooms are not laid out alike.
  const mirrored = c.random.fork('mirror').chance(0.5);
  c.group(mirrored ? `transform="translate(${c.width} 0) scale(-1 1)"` : '', () => ROOMS[room.kind](c, room, light, roomShade(light)));
}
