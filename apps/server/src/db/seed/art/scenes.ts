/**
 * Outdoor scenes, each composed back to front: sky, far land faded into the haze, nearer land in
 * fuller colour, then the subject (a town, a lake, a fall, the property itself).
 */
import { darken, lighten, mix, tint } from './color';
import { n, type Canvas } from './canvas';
import { drawBlock, drawBoat, drawChalet, drawDog, drawFence, drawHouse, drawPrayerFlags, drawTown, drawTrain, LAMP } from './buildings';
import {
  drawForest,
  drawHill,
  drawTrail,
  drawTreeLine,
  drawMist,
  drawPeaks,
  drawRiver,
  drawRocks,
  drawTeaRows,
  drawTree,
  drawWater,
  drawWaterfall,
  landColor,
  ridge,
  shaped,
  type Peak,
  type Ridge,
} from './land';
import { drawSky, LIGHTS, type Light, type TimeOfDay } from './sky';

export type SceneKind =
  | 'snow-peaks'
  | 'misty-hills'
  | 'tea-garden'
  | 'lake'
  | 'pine-forest'
  | 'waterfall'
  | 'hill-town'
  | 'river-valley'
  | 'starry-night'
  | 'toy-train'
  | 'monastery'
  | 'garden-cottage'
  | 'meadow'
  | 'seasons';

export type BuildingKind = 'cottage' | 'block' | 'chalet';

/** The property in its setting: what kind of building, in which colours. */
export interface Building {
  kind: BuildingKind;
  wall: string;
  roof: string;
  floors?: number;
  /** Which side of a hill town it stands on (right unless told). */
  side?: 'left' | 'right';
}

export interface SceneOptions {
  building?: Building;
  /** Extras a scene may carry: snow peaks behind tea or a train, tea below snow peaks, a church on the ridge, prayer flags. */
  peaksBehind?: boolean;
  teaBelow?: boolean;
  church?: boolean;
  flags?: boolean;
}

const GREEN = { pine: '#1d4636', deep: '#2b5e40', mid: '#3f7d45', light: '#71a653', tea: '#4f9f3a', meadow: '#7fb457', blue: '#3b5f86' };
const TOWN_WALLS = ['#f3e3c3', '#e9c79c', '#f1d7d0', '#dfe8ec', '#f6efe2', '#e6d3b3'];
const TOWN_ROOFS = ['#b5432f', '#2f7a6b', '#3a5a9c', '#9c3b2f', '#c9772f', '#4f6b3a'];

function drawBuilding(c: Canvas, light: Light, b: Building, x: number, ground: number, size: number): void {
  if (b.kind === 'chalet') drawChalet(c, light, x, ground, size * 1.1, b.wall, b.roof);
  else if (b.kind === 'block')
    drawBlock(c, light, {
      x,
      ground,
      width: size * 1.5,
      height: size * 1.35 * ((b.floors ?? 3) / 3),
      wall: b.wall,
      roof: b.roof,
      floors: b.floors ?? 3,
      depth: size * 0.5,
      roofStyle: 'pitched',
    });
  else
    drawHouse(c, light, {
      x,
      ground,
      width: size * 0.7,
      height: size * 0.55,
      depth: size * 0.9,
      wall: b.wall,
      roof: b.roof,
      chimney: true,
      floors: b.floors ?? 1,
    });
}

/** A few peaks spread across the width, the tallest near the middle. */
function range(c: Canvas, count: number, height: [number, number], width: [number, number]): Peak[] {
  const { random, width: w, height: h } = c;
  const peaks: Peak[] = [];
  for (let i = 0; i < count; i++) {
    const centre = (i + 0.5) / count;
    peaks.push({
      x: (centre + random.range(-0.08, 0.08)) * w,
      height: random.range(...height) * h * (1 - Math.abs(centre - 0.5) * 0.6),
      width: random.range(...width) * w,
    });
  }
  // Lower peaks first, so the tallest stands in front of its neighbours' shoulders.
  return peaks.sort((a, b) => a.height - b.height);
}

/** Rolling layers of hills from far (faded) to near (full colour), with mist between them. */
function hillLayers(
  c: Canvas,
  light: Light,
  from: number,
  to: number,
  count: number,
  colour: string,
  mist: number,
  nearest = 0.6,
): Ridge[] {
  const { random, width: w, height: h } = c;
  const ridges: Ridge[] = [];
  for (let i = 0; i < count; i++) {
    const t = i / Math.max(1, count - 1);
    const r = ridge(random, w, from + (to - from) * t, h * (0.05 - t * 0.02), 1);
    drawHill(c, r, landColor(light, colour, 0.15 + (nearest - 0.15) * t));
    if (mist && i < count - 1) drawMist(c, from + (to - from) * (t + 0.5 / count) + h * 0.04, h * 0.08, light.haze, mist);
    ridges.push(r);
  }
  return ridges;
}

function snowPeaks(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  const horizon = h * 0.68;
  drawSky(c, light, horizon, { clouds: 2 });
  drawPeaks(c, light, range(c, 4, [0.3, 0.44], [0.34, 0.52]), horizon, { rock: '#5d6780', depth: 0.35, snow: 0.45 });
  drawMist(c, horizon - h * 0.02, h * 0.1, light.haze, 0.7);
  drawPeaks(c, light, range(c, 3, [0.14, 0.2], [0.3, 0.45]), h * 0.74, { rock: '#4d5e5c', depth: 0.55, snow: 0.22 });
  drawMist(c, h * 0.72, h * 0.06, light.haze, 0.5);
  const forest = ridge(random, w, h * 0.76, h * 0.025);
  drawHill(c, forest, landColor(light, GREEN.pine, 0.7));
  drawTreeLine(c, forest, { kind: 'pointed', color: landColor(light, GREEN.pine, 0.72), height: [h * 0.04, h * 0.08], spacing: w * 0.016 });
  const near = ridge(random, w, h * 0.86, h * 0.025);
  if (o.teaBelow) {
    drawHill(c, near, landColor(light, GREEN.deep, 1));
    drawTeaRows(c, near, light, { rows: 7, depth: h * 0.16, bush: GREEN.tea });
  } else {
    drawHill(c, near, landColor(light, GREEN.meadow, 1), { crestLight: 0.2 });
  }
  if (o.building) drawBuilding(c, light, o.building, w * 0.56, near.y(w * 0.62) + h * 0.03, h * 0.2);
  drawForest(c, near, {
    kind: 'deodar',
    color: landColor(light, GREEN.pine, 0.95),
    height: [h * 0.16, h * 0.24],
    spacing: w * 0.05,
    from: -w * 0.02,
    to: w * 0.16,
    sink: 0.2,
  });
  if (o.flags) drawPrayerFlags(c, light, [w * 0.02, h * 0.62], [w * 0.4, h * 0.74], h * 0.05, h * 0.028);
}

function mistyHills(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  drawSky(c, light, h * 0.52, { clouds: 2 });
  const ridges = hillLayers(c, light, h * 0.48, h * 0.74, 5, GREEN.blue, 0.75, 0.85);
  const near = ridge(random, w, h * 0.84, h * 0.04);
  drawHill(c, near, landColor(light, GREEN.deep, 1));
  drawTrail(c, light, [w * 0.42, h * 1.02], [w * 0.62, near.y(w * 0.62) + h * 0.01], -w * 0.16, w * 0.16, '#c9b48a');
  // Tall eucalyptus on the nearest far ridge, silhouetted against the mist.
  drawForest(c, ridges[3]!, {
    kind: 'eucalyptus',
    color: landColor(light, GREEN.deep, 0.75),
    height: [h * 0.1, h * 0.16],
    spacing: w * 0.06,
    from: w * 0.55,
    to: w * 1.05,
  });
  if (o.building) drawBuilding(c, light, o.building, w * 0.16, near.y(w * 0.22) + h * 0.04, h * 0.19);
  drawForest(c, near, {
    kind: 'eucalyptus',
    color: landColor(light, GREEN.deep, 1),
    height: [h * 0.34, h * 0.48],
    spacing: w * 0.11,
    from: w * 0.74,
    to: w * 1.05,
    sink: 0.06,
  });
}

function teaGarden(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  const horizon = h * 0.5;
  drawSky(c, light, horizon, { clouds: 3 });
  if (o.peaksBehind)
    drawPeaks(c, light, range(c, 3, [0.22, 0.3], [0.35, 0.5]), horizon + h * 0.02, { rock: '#617090', depth: 0.25, snow: 0.5 });
  hillLayers(c, light, h * 0.44, h * 0.52, 2, GREEN.blue, 0.6);
  const mid = shaped(ridge(random, w, h * 0.56, h * 0.05), (x) => -Math.exp(-(((x / w - 0.35) / 0.25) ** 2)) * h * 0.06);
  drawHill(c, mid, landColor(light, darken(GREEN.tea, 0.35), 0.65));
  drawTeaRows(c, mid, light, { rows: 12, depth: h * 0.3, bush: GREEN.tea, tilt: 0.3, nearness: 0.6 });
  drawForest(c, mid, { kind: 'oak', color: landColor(light, GREEN.deep, 0.7), height: [h * 0.1, h * 0.14], spacing: w * 0.16, sink: 0.9 });
  if (o.building) drawBuilding(c, light, o.building, w * 0.3, mid.y(w * 0.35) + h * 0.02, h * 0.13);
  drawMist(c, h * 0.7, h * 0.08, light.haze, light.time === 'mist' ? 0.6 : 0.35);
  const near = ridge(random, w, h * 0.74, h * 0.035);
  drawHill(c, near, landColor(light, darken(GREEN.tea, 0.4), 0.95));
  drawTeaRows(c, near, light, { rows: 8, depth: h * 0.3, bush: GREEN.tea, tilt: -0.3 });
  drawForest(c, near, {
    kind: 'oak',
    color: landColor(light, GREEN.deep, 1),
    height: [h * 0.3, h * 0.42],
    spacing: w * 0.3,
    from: w * 0.78,
    to: w * 1.05,
    sink: 0.3,
  });
  if (light.time === 'mist') drawMist(c, h * 0.5, h * 0.2, light.haze, 0.5);
}

function lake(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  const waterline = h * 0.6;
  drawSky(c, light, waterline, { clouds: 2 });
  const land = c.capture(() => {
    const far = ridge(random, w, h * 0.42, h * 0.05);
    drawHill(c, far, landColor(light, GREEN.blue, 0.35), { bottom: waterline });
    const shore = ridge(random, w, h * 0.5, h * 0.05);
    drawHill(c, shore, landColor(light, GREEN.deep, 0.6), { bottom: waterline });
    drawTreeLine(c, shore, {
      kind: 'pointed',
      color: landColor(light, GREEN.pine, 0.62),
      height: [h * 0.04, h * 0.07],
      spacing: w * 0.02,
      to: w * 0.3,
    });
    drawTreeLine(c, shore, {
      kind: 'pointed',
      color: landColor(light, GREEN.pine, 0.62),
      height: [h * 0.04, h * 0.07],
      spacing: w * 0.02,
      from: w * 0.62,
    });
    drawTown(
      c,
      light,
      shaped(shore, () => h * 0.01),
      { from: w * 0.3, to: w * 0.62, rows: 3, size: h * 0.022, walls: TOWN_WALLS, roofs: TOWN_ROOFS, depth: 0.6, haze: light.haze },
    );
  });
  c.add(land);
  drawWater(c, light, waterline, h, { reflection: land, ripples: 24 });
  const canopies = ['#d8403a', '#f2c230', '#2f6fd6', '#2f9e5a', '#f28c38'];
  const boatsFrom = o.building ? 0.5 : 0.2;
  for (let i = 0; i < 4; i++) {
    const depth = random.range(0.1, 0.32);
    drawBoat(c, light, random.range(boatsFrom, 0.95) * w, waterline + depth * h, h * (0.025 + depth * 0.12), canopies[i]!);
  }
  if (o.building) {
    // The near shore: a promenade edge, a lawn and the property on it.
    const shore = `M0,${n(h * 0.66)}L${n(w * 0.3)},${n(h * 0.68)}Q${n(w * 0.4)},${n(h * 0.7)} ${n(w * 0.44)},${n(h * 0.8)}L${n(w * 0.5)},${n(h)}L0,${n(h)}Z`;
    c.path(shore, tint('#d9cdb8', light.tint, light.tintStrength));
    c.add(`<g transform="translate(0 ${n(h * 0.015)})">`);
    c.path(
      shore,
      c.linear([
        [0, landColor(light, GREEN.mid, 0.95)],
        [1, darken(landColor(light, GREEN.mid, 1), 0.2)],
      ]),
    );
    c.add('</g>');
    drawBuilding(c, light, o.building, w * 0.05, h * 0.72, h * 0.2);
    drawTree(c, 'round', w * 0.4, h * 0.75, h * 0.16, landColor(light, GREEN.mid, 1));
  } else {
    drawForest(
      c,
      { y: (x) => h * 0.62 + x * 0.1 },
      {
        kind: 'pine',
        color: landColor(light, GREEN.pine, 1),
        height: [h * 0.25, h * 0.4],
        spacing: w * 0.04,
        from: -w * 0.02,
        to: w * 0.1,
        sink: 0,
      },
    );
  }
}

function pineForest(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  drawSky(c, light, h * 0.55, { clouds: 1 });
  hillLayers(c, light, h * 0.42, h * 0.52, 2, GREEN.blue, 0.5);
  const back = ridge(random, w, h * 0.56, h * 0.03);
  drawHill(c, back, landColor(light, GREEN.pine, 0.55));
  drawTreeLine(c, back, { kind: 'pointed', color: landColor(light, GREEN.pine, 0.55), height: [h * 0.1, h * 0.16], spacing: w * 0.022 });
  drawMist(c, h * 0.6, h * 0.1, light.haze, 0.5);
  const mid = ridge(random, w, h * 0.66, h * 0.025);
  drawHill(c, mid, landColor(light, GREEN.deep, 0.8));
  drawForest(c, mid, {
    kind: 'pine',
    color: landColor(light, GREEN.pine, 0.78),
    height: [h * 0.16, h * 0.24],
    spacing: w * 0.045,
    skip: (x) => Math.abs(x - w * 0.5) < w * 0.08,
  });
  const floor = ridge(random, w, h * 0.8, h * 0.015);
  drawHill(c, floor, landColor(light, GREEN.mid, 1), { crestLight: 0.18 });
  // A trail winding up into the trees.
  drawTrail(c, light, [w * 0.5, h * 1.02], [w * 0.51, h * 0.74], w * 0.1, w * 0.24);
  if (o.building) drawBuilding(c, light, o.building, w * 0.64, floor.y(w * 0.7) + h * 0.02, h * 0.19);
  // Shafts of light between the trunks.
  if (!light.lampsOn) {
    for (let i = 0; i < 4; i++) {
      const x = w * (0.18 + i * 0.2 + random.range(-0.04, 0.04));
      c.poly(
        [
          [x, 0],
          [x + w * 0.05, 0],
          [x - w * 0.08, h],
          [x - w * 0.17, h],
        ],
        light.body?.glow ?? '#ffffff',
        'opacity="0.1"',
      );
    }
  }
  for (const [x, s] of [
    [w * 0.04, 1.2],
    [w * 0.15, 0.95],
    [w * 0.9, 1.15],
    [w * 0.99, 1.3],
  ] as const) {
    drawTree(c, 'deodar', x, h * 1.02, h * 0.7 * s, landColor(light, GREEN.pine, 1));
  }
}

function waterfall(c: Canvas, light: Light): void {
  const { width: w, height: h, random } = c;
  drawSky(c, light, h * 0.35, { clouds: 2 });
  hillLayers(c, light, h * 0.22, h * 0.3, 2, GREEN.blue, 0.4);
  const rock = landColor(light, '#5d5a4f', 0.85);
  const cliffTop = h * 0.22;
  c.poly(
    [
      [w * 0.2, h],
      [w * 0.22, cliffTop + h * 0.05],
      [w * 0.34, cliffTop],
      [w * 0.66, cliffTop],
      [w * 0.78, cliffTop + h * 0.08],
      [w * 0.8, h],
    ],
    c.linear([
      [0, lighten(rock, 0.05)],
      [1, darken(rock, 0.25)],
    ]),
  );
  for (let i = 0; i < 7; i++) {
    const y = cliffTop + h * 0.08 + i * h * 0.08;
    c.rect(w * 0.26 + random.range(0, w * 0.05), y, w * random.range(0.12, 0.4), h * 0.012, darken(rock, 0.2), 'opacity="0.5"');
  }
  const moss = landColor(light, GREEN.mid, 0.9);
  drawTreeLine(
    c,
    { y: () => cliffTop + h * 0.02 },
    { kind: 'round', color: moss, height: [h * 0.05, h * 0.08], spacing: w * 0.04, from: w * 0.22, to: w * 0.76 },
  );
  drawWaterfall(c, light, w * 0.5, cliffTop + h * 0.01, h * 0.8, w * 0.1);
  drawWaterfall(c, light, w * 0.64, cliffTop + h * 0.12, h * 0.8, w * 0.035);
  c.path(`M0,${n(h * 0.3)}L${n(w * 0.3)},${n(h * 0.55)}L${n(w * 0.34)},${n(h)}L0,${n(h)}Z`, landColor(light, GREEN.deep, 0.95));
  c.path(
    `M${n(w)},${n(h * 0.34)}L${n(w * 0.72)},${n(h * 0.58)}L${n(w * 0.68)},${n(h)}L${n(w)},${n(h)}Z`,
    landColor(light, GREEN.deep, 0.95),
  );
  drawForest(
    c,
    { y: (x) => h * 0.3 + (x / (w * 0.3)) * h * 0.25 },
    {
      kind: 'round',
      color: landColor(light, GREEN.mid, 1),
      height: [h * 0.16, h * 0.24],
      spacing: w * 0.06,
      from: -w * 0.02,
      to: w * 0.28,
      sink: 0.3,
    },
  );
  drawForest(
    c,
    { y: (x) => h * 0.34 + ((w - x) / (w * 0.28)) * h * 0.24 },
    {
      kind: 'round',
      color: landColor(light, GREEN.mid, 1),
      height: [h * 0.16, h * 0.24],
      spacing: w * 0.06,
      from: w * 0.74,
      to: w * 1.02,
      sink: 0.3,
    },
  );
  c.rect(
    w * 0.3,
    h * 0.8,
    w * 0.42,
    h * 0.2,
    c.linear([
      [0, mix('#8cc4d8', light.haze, 0.3)],
      [1, darken(mix('#4f8fae', light.haze, 0.2), 0.2)],
    ]),
  );
  drawMist(c, h * 0.8, h * 0.12, '#ffffff', 0.55);
  drawRocks(
    c,
    light,
    [
      [w * 0.36, h * 0.96, h * 0.06],
      [w * 0.62, h * 0.98, h * 0.08],
      [w * 0.7, h * 0.93, h * 0.05],
    ],
    '#6b675c',
    1,
  );
}

function hillTown(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  drawSky(c, light, h * 0.5, { clouds: 2 });
  hillLayers(c, light, h * 0.36, h * 0.44, 3, GREEN.blue, 0.5);
  const crest = shaped(ridge(random, w, h * 0.5, h * 0.03), (x) => -Math.exp(-(((x / w - 0.45) / 0.28) ** 2)) * h * 0.12);
  drawHill(c, crest, landColor(light, GREEN.deep, 0.75));
  drawTreeLine(c, crest, {
    kind: 'pointed',
    color: landColor(light, GREEN.pine, 0.72),
    height: [h * 0.05, h * 0.08],
    spacing: w * 0.02,
    to: w * 0.1,
  });
  drawTreeLine(c, crest, {
    kind: 'pointed',
    color: landColor(light, GREEN.pine, 0.72),
    height: [h * 0.05, h * 0.08],
    spacing: w * 0.02,
    from: w * 0.85,
  });
  if (o.church) {
    // A tall yellow church on the ridge, the town's landmark.
    const x = w * 0.45;
    const y = crest.y(x) + h * 0.02;
    const wall = tint('#e8c66a', light.tint, light.tintStrength);
    c.rect(x - h * 0.05, y - h * 0.09, h * 0.1, h * 0.09, wall);
    c.rect(x + h * 0.03, y - h * 0.17, h * 0.04, h * 0.17, lighten(wall, 0.08));
    c.poly(
      [
        [x + h * 0.025, y - h * 0.17],
        [x + h * 0.05, y - h * 0.23],
        [x + h * 0.075, y - h * 0.17],
      ],
      tint('#7a3b2a', light.tint, light.tintStrength),
    );
    c.poly(
      [
        [x - h * 0.06, y - h * 0.09],
        [x, y - h * 0.13],
        [x + h * 0.035, y - h * 0.09],
      ],
      tint('#7a3b2a', light.tint, light.tintStrength),
    );
    c.rect(x - h * 0.02, y - h * 0.065, h * 0.02, h * 0.035, light.lampsOn ? LAMP : darken(wall, 0.35));
  }
  drawTown(c, light, crest, {
    from: w * 0.08,
    to: w * 0.92,
    rows: 5,
    size: h * 0.048,
    walls: TOWN_WALLS,
    roofs: TOWN_ROOFS,
    depth: 0.8,
    haze: light.haze,
  });
  const near = ridge(random, w, h * 0.86, h * 0.03);
  drawHill(c, near, landColor(light, GREEN.deep, 1));
  const left = o.building?.side === 'left';
  if (o.building) drawBuilding(c, light, o.building, left ? w * 0.06 : w * 0.6, near.y(left ? w * 0.14 : w * 0.68) + h * 0.04, h * 0.24);
  drawForest(c, near, {
    kind: 'deodar',
    color: landColor(light, GREEN.pine, 1),
    height: [h * 0.2, h * 0.32],
    spacing: w * 0.06,
    from: left ? w * 0.8 : -w * 0.03,
    to: left ? w * 1.03 : w * 0.2,
    sink: 0.15,
  });
  if (light.lampsOn)
    c.rect(
      0,
      h * 0.5,
      w,
      h * 0.5,
      c.linear([
        [0, LAMP, 0],
        [1, LAMP, 0.08],
      ]),
    );
}

function riverValley(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  const horizon = h * 0.5;
  drawSky(c, light, horizon, { clouds: 2 });
  drawPeaks(c, light, range(c, 3, [0.26, 0.36], [0.4, 0.55]), horizon + h * 0.04, { rock: '#5d6780', depth: 0.35, snow: 0.5 });
  drawMist(c, horizon, h * 0.1, light.haze, 0.6);
  drawHill(c, ridge(random, w, h * 0.535, h * 0.01), landColor(light, GREEN.deep, 0.45));
  // Two slopes falling into the valley from either side.
  const left = (x: number) => h * 0.46 + (x / w) * h * 0.55;
  const right = (x: number) => h * 0.46 + ((w - x) / w) * h * 0.55;
  c.path(
    `M0,${n(h * 0.44)}Q${n(w * 0.25)},${n(h * 0.5)} ${n(w * 0.52)},${n(h * 0.72)}L${n(w * 0.52)},${n(h)}L0,${n(h)}Z`,
    c.linear([
      [0, landColor(light, GREEN.mid, 0.75)],
      [1, landColor(light, GREEN.deep, 1)],
    ]),
  );
  c.path(
    `M${n(w)},${n(h * 0.4)}Q${n(w * 0.75)},${n(h * 0.48)} ${n(w * 0.48)},${n(h * 0.72)}L${n(w * 0.48)},${n(h)}L${n(w)},${n(h)}Z`,
    c.linear([
      [0, landColor(light, GREEN.deep, 0.7)],
      [1, landColor(light, GREEN.pine, 1)],
    ]),
  );
  drawTreeLine(
    c,
    { y: (x) => left(x) - h * 0.01 },
    {
      kind: 'pointed',
      color: landColor(light, GREEN.pine, 0.85),
      height: [h * 0.07, h * 0.11],
      spacing: w * 0.03,
      from: -w * 0.02,
      to: w * 0.38,
    },
  );
  drawTreeLine(
    c,
    { y: (x) => right(x) - h * 0.02 },
    {
      kind: 'pointed',
      color: landColor(light, GREEN.pine, 0.85),
      height: [h * 0.07, h * 0.12],
      spacing: w * 0.028,
      from: w * 0.62,
      to: w * 1.02,
    },
  );
  drawRiver(c, light, w * 0.5, h * 0.7, { bend: w * 0.06, width: w * 0.16 });
  drawRocks(
    c,
    light,
    [
      [w * 0.3, h * 0.97, h * 0.05],
      [w * 0.72, h * 0.95, h * 0.06],
      [w * 0.46, h * 0.84, h * 0.02],
      [w * 0.56, h * 0.88, h * 0.03],
    ],
    '#8a8678',
    1,
  );
  if (o.building) drawBuilding(c, light, o.building, w * 0.7, h * 0.76, h * 0.2);
  drawTree(c, 'deodar', w * 0.06, h * 1.02, h * 0.6, landColor(light, GREEN.pine, 1));
}

function starryNight(c: Canvas): void {
  const light = LIGHTS.night;
  const { width: w, height: h, random } = c;
  drawSky(c, { ...light, stars: 160 }, h * 0.62, { clouds: 0, milkyWay: true });
  hillLayers(c, light, h * 0.55, h * 0.66, 3, '#23335e', 0.3);
  const near = ridge(random, w, h * 0.8, h * 0.05);
  drawHill(c, near, '#0f1a33');
  drawTreeLine(c, near, {
    kind: 'pointed',
    color: '#0c1529',
    height: [h * 0.12, h * 0.22],
    spacing: w * 0.025,
    from: w * 0.62,
    to: w * 1.05,
  });
  drawChalet(c, light, w * 0.3, near.y(w * 0.34) + h * 0.04, h * 0.18, '#8a5a3a', '#3b2a2a');
  c.circle(
    w * 0.34,
    near.y(w * 0.34),
    h * 0.35,
    c.radial(
      [
        [0, LAMP, 0.2],
        [1, LAMP, 0],
      ],
      w * 0.34,
      near.y(w * 0.34),
      h * 0.35,
    ),
  );
  drawForest(c, near, {
    kind: 'pine',
    color: '#0a1226',
    height: [h * 0.2, h * 0.3],
    spacing: w * 0.05,
    from: -w * 0.02,
    to: w * 0.14,
    sink: 0.1,
  });
}

function toyTrain(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  drawSky(c, light, h * 0.5, { clouds: 3 });
  if (o.peaksBehind) drawPeaks(c, light, range(c, 3, [0.26, 0.34], [0.35, 0.5]), h * 0.5, { rock: '#617090', depth: 0.25, snow: 0.5 });
  hillLayers(c, light, h * 0.46, h * 0.56, 2, GREEN.blue, 0.5);
  const track = ridge(random, w, h * 0.68, h * 0.05, 0.4);
  drawHill(c, track, landColor(light, GREEN.mid, 0.85));
  drawTeaRows(
    c,
    shaped(track, () => h * 0.03),
    light,
    { rows: 6, depth: h * 0.16, bush: GREEN.tea, nearness: 0.7 },
  );
  c.path(`${trackPath(c, track)}`, 'none', `stroke="${darken(landColor(light, '#6b5a4a', 0.9), 0.2)}" stroke-width="${n(h * 0.008)}"`);
  drawTrain(c, light, track, w * 0.3, 4, h * 0.07, '#2f5fa8');
  drawTown(
    c,
    light,
    shaped(track, () => h * 0.005),
    { from: w * 0.72, to: w * 0.98, rows: 1, size: h * 0.035, walls: TOWN_WALLS, roofs: TOWN_ROOFS, depth: 0.85, haze: light.haze },
  );
  const near = ridge(random, w, h * 0.9, h * 0.03);
  drawHill(c, near, landColor(light, GREEN.deep, 1));
  drawForest(c, near, {
    kind: 'round',
    color: landColor(light, GREEN.mid, 1),
    height: [h * 0.16, h * 0.26],
    spacing: w * 0.08,
    from: -w * 0.02,
    to: w * 0.2,
    sink: 0.2,
  });
}

function trackPath(c: Canvas, r: Ridge): string {
  let d = '';
  for (let x = -10; x <= c.width + 10; x += c.width / 40) d += `${d ? 'L' : 'M'}${n(x)},${n(r.y(x))}`;
  return d;
}

function monastery(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  const horizon = h * 0.6;
  drawSky(c, light, horizon, { clouds: 2 });
  drawPeaks(c, light, range(c, 5, [0.3, 0.42], [0.26, 0.4]), horizon, { rock: '#5d6780', depth: 0.3, snow: 0.5 });
  drawMist(c, horizon, h * 0.1, light.haze, 0.6);
  const hill = shaped(ridge(random, w, h * 0.68, h * 0.03), (x) => -Math.exp(-(((x / w - 0.62) / 0.18) ** 2)) * h * 0.1);
  drawHill(c, hill, landColor(light, GREEN.deep, 0.8));
  drawTreeLine(c, hill, {
    kind: 'pointed',
    color: landColor(light, GREEN.pine, 0.8),
    height: [h * 0.06, h * 0.1],
    spacing: w * 0.025,
    to: w * 0.5,
  });
  drawTreeLine(c, hill, {
    kind: 'pointed',
    color: landColor(light, GREEN.pine, 0.8),
    height: [h * 0.06, h * 0.1],
    spacing: w * 0.025,
    from: w * 0.74,
  });
  // A monastery: white walls, a red band and tiers of golden roof.
  const x = w * 0.62;
  const y = hill.y(x) + h * 0.03;
  const size = h * 0.16;
  const wall = tint('#f3efe6', light.tint, light.tintStrength);
  const gold = tint('#e0a93a', light.tint, light.tintStrength);
  const red = tint('#9e2b25', light.tint, light.tintStrength);
  c.rect(x - size, y - size * 0.55, size * 2, size * 0.55, wall);
  c.rect(x - size, y - size * 0.55, size * 2, size * 0.1, red);
  c.poly(
    [
      [x - size * 1.15, y - size * 0.55],
      [x - size * 0.8, y - size * 0.78],
      [x + size * 0.8, y - size * 0.78],
      [x + size * 1.15, y - size * 0.55],
    ],
    gold,
  );
  c.rect(x - size * 0.5, y - size * 1.05, size, size * 0.27, wall);
  c.poly(
    [
      [x - size * 0.65, y - size * 1.05],
      [x - size * 0.35, y - size * 1.25],
      [x + size * 0.35, y - size * 1.25],
      [x + size * 0.65, y - size * 1.05],
    ],
    gold,
  );
  c.rect(x - size * 0.04, y - size * 1.45, size * 0.08, size * 0.2, gold);
  for (let i = 0; i < 6; i++)
    c.rect(x - size * 0.85 + i * size * 0.3, y - size * 0.35, size * 0.12, size * 0.18, light.lampsOn ? LAMP : darken(red, 0.2));
  const near = ridge(random, w, h * 0.86, h * 0.03);
  drawHill(c, near, landColor(light, GREEN.mid, 1), { crestLight: 0.2 });
  if (o.building) drawBuilding(c, light, o.building, w * 0.12, near.y(w * 0.2) + h * 0.04, h * 0.18);
  drawPrayerFlags(c, light, [w * 0.0, h * 0.52], [w * 0.55, h * 0.7], h * 0.06, h * 0.03);
  drawPrayerFlags(c, light, [w * 0.45, h * 0.86], [w * 1.0, h * 0.64], h * 0.04, h * 0.035);
}

function gardenCottage(c: Canvas, light: Light, o: SceneOptions): void {
  const { width: w, height: h, random } = c;
  drawSky(c, light, h * 0.55, { clouds: 3 });
  hillLayers(c, light, h * 0.42, h * 0.5, 2, GREEN.blue, 0.5);
  const back = ridge(random, w, h * 0.56, h * 0.02);
  drawHill(c, back, landColor(light, GREEN.pine, 0.7));
  drawTreeLine(c, back, { kind: 'pointed', color: landColor(light, GREEN.pine, 0.7), height: [h * 0.14, h * 0.24], spacing: w * 0.026 });
  const lawn = ridge(random, w, h * 0.72, h * 0.015);
  drawHill(c, lawn, landColor(light, GREEN.meadow, 1), { crestLight: 0.2 });
  const building = o.building ?? { kind: 'cottage' as const, wall: '#f2e6cf', roof: '#a8452f' };
  drawBuilding(c, light, building, w * 0.3, lawn.y(w * 0.4) + h * 0.06, h * 0.38);
  for (let i = 0; i < 40; i++) {
    const x = random.range(0, w);
    const y = random.range(h * 0.8, h * 0.98);
    c.circle(x, y, h * 0.007, tint(random.pick(['#f2c230', '#f28cb0', '#ffffff', '#e25b45']), light.tint, light.tintStrength));
  }
  drawFence(c, light, -10, w + 10, (x) => h * 0.9 + (x / w) * h * 0.02, h * 0.1);
  drawDog(c, light, w * 0.7, h * 0.88, h * 0.12, '#c98a4b');
  drawTree(c, 'round', w * 0.92, h * 0.86, h * 0.4, landColor(light, GREEN.mid, 1));
}

function meadow(c: Canvas, light: Light): void {
  const { width: w, height: h, random } = c;
  drawSky(c, light, h * 0.55, { clouds: 3 });
  hillLayers(c, light, h * 0.46, h * 0.6, 3, GREEN.mid, 0.4, 0.8);
  const near = ridge(random, w, h * 0.76, h * 0.04);
  drawHill(c, near, landColor(light, GREEN.meadow, 1), { crestLight: 0.2 });
  // A big tree with a swing, and kites in the sky.
  const x = w * 0.3;
  const y = near.y(x) + h * 0.04;
  drawTree(c, 'oak', x, y, h * 0.55, landColor(light, GREEN.deep, 1));
  c.path(
    `M${n(x + h * 0.08)},${n(y - h * 0.33)}L${n(x + h * 0.08)},${n(y - h * 0.1)}M${n(x + h * 0.16)},${n(y - h * 0.33)}L${n(x + h * 0.16)},${n(y - h * 0.1)}`,
    'none',
    'stroke="#5a4632" stroke-width="2"',
  );
  c.rect(x + h * 0.07, y - h * 0.1, h * 0.1, h * 0.015, '#8a5a3a');
  const kites = [
    ['#e2483d', w * 0.62, h * 0.2],
    ['#f2c230', w * 0.78, h * 0.3],
    ['#2f6fd6', w * 0.54, h * 0.34],
  ] as const;
  for (const [colour, kx, ky] of kites) {
    const s = h * 0.05;
    c.poly(
      [
        [kx, ky - s],
        [kx + s * 0.7, ky],
        [kx, ky + s * 1.3],
        [kx - s * 0.7, ky],
      ],
      tint(colour, light.tint, light.tintStrength),
    );
    c.poly(
      [
        [kx, ky - s],
        [kx + s * 0.7, ky],
        [kx, ky],
      ],
      '#ffffff',
      'opacity="0.3"',
    );
    c.path(
      `M${n(kx)},${n(ky + s * 1.3)}Q${n(kx - s)},${n(ky + s * 3)} ${n(kx - s * 0.2)},${n(h * 0.8)}`,
      'none',
      'stroke="#ffffff" stroke-width="1.5" opacity="0.7"',
    );
  }
  drawTent(c, light, w * 0.74, near.y(w * 0.78) + h * 0.05, h * 0.16);
  for (let i = 0; i < 30; i++)
    c.circle(
      random.range(0, w),
      random.range(h * 0.82, h),
      h * 0.006,
      tint(random.pick(['#f2c230', '#ffffff', '#f28cb0']), light.tint, light.tintStrength),
    );
}

function drawTent(c: Canvas, light: Light, x: number, ground: number, size: number): void {
  const cloth = tint('#f28c38', light.tint, light.tintStrength);
  c.poly(
    [
      [x, ground - size],
      [x + size * 0.7, ground],
      [x - size * 0.7, ground],
    ],
    cloth,
  );
  c.poly(
    [
      [x, ground - size],
      [x + size * 0.7, ground],
      [x + size * 1.3, ground - size * 0.1],
      [x + size * 0.6, ground - size * 1.05],
    ],
    darken(cloth, 0.2),
  );
  c.poly(
    [
      [x, ground - size * 0.75],
      [x + size * 0.2, ground],
      [x - size * 0.2, ground],
    ],
    darken(cloth, 0.45),
  );
}

/** The same hills in four panels: spring, monsoon, autumn and winter. */
function seasons(c: Canvas): void {
  const { width: w, height: h, random } = c;
  const panels: { time: TimeOfDay; hills: string; trees: string; snow?: boolean; rain?: boolean }[] = [
    { time: 'morning', hills: GREEN.meadow, trees: '#e88fb0' },
    { time: 'mist', hills: GREEN.deep, trees: GREEN.deep, rain: true },
    { time: 'golden', hills: '#b08a3e', trees: '#d9672c' },
    { time: 'dusk', hills: '#dfe6f2', trees: GREEN.pine, snow: true },
  ];
  const panelWidth = w / panels.length;
  panels.forEach((panel, index) => {
    const light = LIGHTS[panel.time];
    const left = index * panelWidth;
    c.clip(left, 0, panelWidth, h, () => {
      drawSky(c, light, h * 0.55, { clouds: 2 });
      drawHill(c, ridge(random, w, h * 0.48, h * 0.05), panel.snow ? mix('#c5cfe6', light.haze, 0.3) : landColor(light, GREEN.blue, 0.3));
      const mid = ridge(random, w, h * 0.62, h * 0.05);
      drawHill(c, mid, panel.snow ? tint('#e8eef8', light.tint, 0.4) : landColor(light, panel.hills, 0.7));
      drawTreeLine(c, mid, {
        kind: panel.snow ? 'pointed' : 'round',
        color: panel.snow ? landColor(light, panel.trees, 0.8) : tint(panel.trees, light.tint, light.tintStrength),
        height: [h * 0.06, h * 0.1],
        spacing: w * 0.035,
        from: left - w * 0.03,
        to: left + panelWidth + w * 0.03,
      });
      drawHill(c, ridge(random, w, h * 0.82, h * 0.03), panel.snow ? tint('#f4f7fc', light.tint, 0.4) : landColor(light, panel.hills, 1));
      if (panel.rain)
        for (let i = 0; i < 60; i++)
          c.rect(left + random.range(0, panelWidth), random.range(0, h), 1.5, h * 0.05, '#ffffff', 'opacity="0.45"');
      if (panel.snow)
        for (let i = 0; i < 60; i++)
          c.circle(left + random.range(0, panelWidth), random.range(0, h), random.range(1.5, 3.5), '#ffffff', 'opacity="0.85"');
    });
    if (index > 0) c.rect(left - 3, 0, 6, h, '#ffffff');
  });
}

const SCENES: Record<SceneKind, (c: Canvas, light: Light, options: SceneOptions) => void> = {
  'snow-peaks': snowPeaks,
  'misty-hills': mistyHills,
  'tea-garden': teaGarden,
  lake,
  'pine-forest': pineForest,
  waterfall,
  'hill-town': hillTown,
  'river-valley': riverValley,
  'starry-night': starryNight,
  'toy-train': toyTrain,
  monastery,
  'garden-cottage': gardenCottage,
  meadow,
  seasons,
};

export function drawScene(c: Canvas, kind: SceneKind, time: TimeOfDay, options: SceneOptions = {}): void {
  SCENES[kind](c, LIGHTS[time], options);
}
