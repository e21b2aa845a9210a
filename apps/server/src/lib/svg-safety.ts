/**
 * Uploaded SVGs are rasterized by sharp (librsvg) before they are stored, so no SVG ever reaches a
 * browser. Rasterizing still parses the file: an SVG may try to pull in other files or hosts (href,
 * xlink:href, XInclude, url(...), @import), define entities (XXE, "billion laughs") or carry active
 * content. Such files are refused before they reach the rasterizer, rather than cleaned: a
 * hand-made illustration never needs any of it, and refusing cannot leave a half-cleaned file.
 *
 * Drawing work is bounded too. References multiply: a <use> of a group that itself uses a group ten
 * times, nested six deep, makes the rasterizer draw a million elements from a few hundred bytes
 * (seconds of CPU per upload). Before rasterizing, the elements the file would draw are counted with
 * every reference followed; a file over MAX_DRAWN_ELEMENTS is refused in milliseconds.
 */
import { badRequest } from './http-errors';

export const UNSAFE_SVG_MESSAGE =
  'The SVG image contains scripts, event handlers or references to other files; please upload a plain SVG, PNG or JPEG';

export const COMPLEX_SVG_MESSAGE = 'The SVG image is too complex to convert; please upload a simpler SVG, or a PNG or JPEG';

/**
 * Elements an SVG may draw, references followed (an illustration has hundreds, a detailed map a few
 * thousand). librsvg draws about 100,000 a second, so this bounds one rendering to a fraction of one.
 */
export const MAX_DRAWN_ELEMENTS = 20_000;

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

interface SvgElement {
  children: SvgElement[];
  /** Ids this element draws again: <use href="#id">, url(#id) in its attributes. */
  references: string[];
  /** Elements drawn for it, references followed; computed once. */
  drawn?: number;
}

/** Markup that holds no elements: comments, CDATA (style sheets), processing instructions, the DOCTYPE. */
const NOT_ELEMENTS = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/gi;
// '<' never appears inside a tag (XML forbids it in attribute values), so every match attempt stops at
// the next '<': scanning stays linear in the file's size whatever it holds.
const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:[^<>"']|"[^"<]*"|'[^'<]*')*)>/g;
const LOCAL_REFERENCE = /^#([\w.:-]+)$/;
const CSS_LOCAL_URL = /url\(\s*['"]?#([\w.:-]+)['"]?\s*\)/gi;

/**
 * How many elements drawing this SVG takes, every reference followed (a reference cycle counts as
 * too many); stops counting past `limit`. The markup is only tag-scanned: what a rasterizer would
 * parse differently is at worst counted differently, never drawn without being counted.
 */
export function drawnElementCount(text: string, limit = MAX_DRAWN_ELEMENTS): number {
  const root: SvgElement = { children: [], references: [] };
  const byId = new Map<string, SvgElement>();
  const open: SvgElement[] = [root];
  let elements = 0;
  for (const [tag, closing, , attributes = ''] of text.replace(NOT_ELEMENTS, ' ').matchAll(TAG)) {
    if (closing) {
      if (open.length > 1) open.pop();
      continue;
    }
    // Counted as written too: a flat file of a million elements is as much work as a nested one.
    if (++elements > limit) return elements;
    const element: SvgElement = { children: [], references: [] };
    open.at(-1)!.children.push(element);
    for (const [, rawName, rawValue] of attributes.matchAll(ATTRIBUTE)) {
      const name = rawName!.toLowerCase();
      const value = rawValue!.replace(/^["']|["']$/g, '').trim();
      if (name === 'id' && !byId.has(value)) byId.set(value, element);
      const local = /(^|:)href$/.test(name) ? LOCAL_REFERENCE.exec(value) : null;
      if (local) element.references.push(local[1]!);
      for (const [, id] of value.matchAll(CSS_LOCAL_URL)) element.references.push(id!);
    }
    if (!tag.endsWith('/>')) open.push(element);
  }
  return drawn(root, byId, limit);
}

/** Elements drawn for `start`, children and references followed, without recursion (files may nest deeply). */
function drawn(start: SvgElement, byId: Map<string, SvgElement>, limit: number): number {
  const TOO_MANY = limit + 1;
  const visiting = new Set<SvgElement>();
  const stack: SvgElement[] = [start];
  while (stack.length > 0) {
    const element = stack.at(-1)!;
    if (element.drawn !== undefined) {
      stack.pop();
      continue;
    }
    const parts = [...element.children, ...element.references.map((id) => byId.get(id)).filter((e): e is SvgElement => e !== undefined)];
    const pending = parts.filter((part) => part.drawn === undefined);
    if (pending.length === 0 || visiting.has(element)) {
      // Second visit: every part is counted, unless one of them leads back here (a cycle).
      const cycle = pending.length > 0;
      // The document itself (the start) is not an element.
      const own = element === start ? 0 : 1;
      element.drawn = cycle
        ? TOO_MANY
        : Math.min(
            TOO_MANY,
            parts.reduce((sum, part) => sum + part.drawn!, own),
          );
      visiting.delete(element);
      stack.pop();
      continue;
    }
    visiting.add(element);
    for (const part of pending) {
      if (visiting.has(part)) {
        element.drawn = TOO_MANY; // a reference cycle
        break;
      }
      stack.push(part);
    }
  }
  return start.drawn!;
}

/** Throws a 400 unless the SVG is safe to rasterize and cheap enough to draw. */
export function assertSafeSvg(svg: Buffer): void {
  if (svgProblem(svg)) throw badRequest(UNSAFE_SVG_MESSAGE);
  if (drawnElementCount(svg.toString('utf8')) > MAX_DRAWN_ELEMENTS) throw badRequest(COMPLEX_SVG_MESSAGE);
}
