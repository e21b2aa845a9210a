/**
 * Uploaded SVGs are rasterized by sharp (librsvg) before they are stored, so no SVG ever reaches a
 * browser. Rasterizing still parses the file: an SVG may try to pull in other files or hosts (href,
 * xlink:href, XInclude, url(...), @import), define entities (XXE, "billion laughs") or carry active
 * content. Such files are refused before they reach the rasterizer, rather than cleaned: a
 * hand-made illustration never needs any of it, and refusing cannot leave a half-cleaned file.
 */
import { badRequest } from './http-errors';

export const UNSAFE_SVG_MESSAGE =
  'The SVG image contains scripts, event handlers or references to other files; please upload a plain SVG, PNG or JPEG';

/** Only a reference inside the file itself, or an embedded raster picture, may be followed. */
const SAFE_REFERENCE = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*)$/i;

/** What no illustration needs; any match refuses the file. */
const FORBIDDEN: readonly RegExp[] = [
  /<!ENTITY/i, // entity definitions: XXE, entity expansion
  /<!DOCTYPE[^>]*\[/i, // an internal DTD subset
  /<\s*(svg:)?script[\s>/]/i,
  /<\s*(svg:)?foreignObject[\s>/]/i,
  /<\s*(iframe|embed|object|audio|video|handler|listener)[\s>/]/i,
  /<\s*(xi:)?include[\s>/]/i, // XInclude
  /<\?xml-stylesheet/i,
  /@import/i,
  /\bjavascript\s*:/i,
];

/** Every attribute written name="value", name='value' or name=value. */
const ATTRIBUTE = /([\w.:-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+)/g;
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

/** Why these SVG bytes are unsafe to rasterize, or null when they are a plain drawing. */
export function svgProblem(svg: Buffer): string | null {
  const text = svg.toString('utf8');
  for (const pattern of FORBIDDEN) if (pattern.test(text)) return `forbidden markup ${pattern.source}`;
  for (const [, rawName, rawValue] of text.matchAll(ATTRIBUTE)) {
    const name = rawName!.toLowerCase();
    const value = rawValue!.replace(/^["']|["']$/g, '').trim();
    if (/^on/.test(name.replace(/^.*:/, ''))) return `event handler ${name}`;
    if (/(^|:)(href|src)$/.test(name) && !SAFE_REFERENCE.test(value)) return `reference ${name}`;
  }
  for (const [, , target] of text.matchAll(CSS_URL)) {
    if (!SAFE_REFERENCE.test(target!.trim())) return 'url() reference';
  }
  return null;
}

/** Throws a 400 unless the SVG is safe to rasterize. */
export function assertSafeSvg(svg: Buffer): void {
  if (svgProblem(svg)) throw badRequest(UNSAFE_SVG_MESSAGE);
}
