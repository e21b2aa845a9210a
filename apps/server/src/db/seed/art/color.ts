/** Colour arithmetic on #rrggbb strings, for palettes that shift with depth and light. */

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const byte = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** The colour `amount` of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);
export const darken = (color: string, amount: number) => mix(color, '#000000', amount);

/** Multiplies a colour by a light colour (a white light leaves it unchanged). */
export function tint(color: string, light: string, strength = 1): string {
  const c = channels(color);
  const l = channels(light);
  const lit = toHex([(c[0] * l[0]) / 255, (c[1] * l[1]) / 255, (c[2] * l[2]) / 255]);
  return mix(color, lit, strength);
}
