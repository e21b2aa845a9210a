/** A small SVG builder: shapes in drawing order, gradients and clips collected as defs with unique ids. */
import type { Random } from './random';

export type Point = readonly [number, number];
/** A gradient stop: offset 0..1, colour, opacity (1 when left out). */
export type Stop = readonly [number, string, number?];

/** Rounds coordinates to a tenth: smaller markup, no visible difference. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/** Opacities and offsets to two decimals. */
export const fraction = (value: number) => String(Math.round(value * 100) / 100);

export const points = (list: readonly Point[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** A smooth closed-or-open curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(list: readonly Point[]): string {
  if (list.length < 2) return '';
  let d = `M${n(list[0]![0])},${n(list[0]![1])}`;
  for (let i = 0; i < list.length - 1; i++) {
    const p0 = list[Math.max(0, i - 1)]!;
    const p1 = list[i]!;
    const p2 = list[i + 1]!;
    const p3 = list[Math.min(list.length - 1, i + 2)]!;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

interface Shared {
  defs: string[];
  count: number;
}

export class Canvas {
  private readonly parts: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly random: Random,
    private readonly shared: Shared = { defs: [], count: 0 },
  ) {}

  private id(): string {
    return `d${this.shared.count++}`;
  }

  private stops(list: readonly Stop[]): string {
    return list
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${fraction(offset)}" stop-color="${color}"${opacity < 1 ? ` stop-opacity="${fraction(opacity)}"` : ''}/>`,
      )
      .join('');
  }

  /** A linear gradient across the shape it fills (top to bottom unless told), returned as a fill value. */
  linear(list: readonly Stop[], from: Point = [0, 0], to: Point = [0, 1]): string {
    const id = this.id();
    this.shared.defs.push(
      `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${this.stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in this canvas's coordinates (a glow, a pool of light). */
  radial(list: readonly Stop[], cx: number, cy: number, r: number, scaleY = 1): string {
    const id = this.id();
    const transform = scaleY === 1 ? '' : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${scaleY}) translate(0 ${n(-cy)})"`;
    this.shared.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${this.stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  add(...fragments: string[]): void {
    this.parts.push(...fragments);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  poly(list: readonly Point[], fill: string, extra = ''): void {
    this.parts.push(`<polygon points="${points(list)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.parts.push(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  /** Shapes drawn by `draw` share one group (one opacity, one transform). */
  group(attributes: string, draw: () => void): void {
    this.parts.push(`<g ${attributes}>`);
    draw();
    this.parts.push('</g>');
  }

  /**
   * Draws a w×h picture of its own (a view through a window) into this one at x,y, clipped to its
   * rectangle.
   */
  region(x: number, y: number, w: number, h: number, draw: (inner: Canvas) => void, random: Random = this.random): void {
    const inner = new Canvas(w, h, random, this.shared);
    draw(inner);
    const clip = this.id();
    this.shared.defs.push(`<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`);
    this.parts.push(`<g clip-path="url(#${clip})"><g transform="translate(${n(x)} ${n(y)})">${inner.body()}</g></g>`);
  }

  /** Shapes drawn by `draw`, in this canvas's coordinates, seen only inside the rectangle. */
  clip(x: number, y: number, w: number, h: number, draw: () => void): void {
    const clip = this.id();
    this.shared.defs.push(`<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`);
    this.group(`clip-path="url(#${clip})"`, draw);
  }

  /** Everything drawn in a shape: used for reflections, which repeat the land upside down. */
  capture(draw: () => void): string {
    const start = this.parts.length;
    draw();
    return this.parts.splice(start).join('');
  }

  body(): string {
    return this.parts.join('');
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.shared.defs.join('')}</defs>${this.body()}</svg>`;
  }
}
