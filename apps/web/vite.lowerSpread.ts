import { transform } from 'esbuild';
import { parseSync, type Plugin } from 'vite';

/**
 * For the server renderer's bundle only: object spread (`{ ...options, key }`) written out as esbuild
 * writes it for engines without it. Node 20's V8 builds a spread followed by anything else on its slow
 * path (0.6–3 µs each, where the same copy with Object.assign takes 0.09 µs), and TanStack Query, React
 * Router and Preact's React layer spread options and props for every query and element of a page:
 * rendered this way a property page cost 7 % less CPU, a search page 6 % (bench/render.ts inputs, the
 * two builds alternating in one process). Copying through Object.assign rather than esbuild's own helpers
 * (lowerSpreadIn) took another 18 % off a property page's render and 11 % off a search page's (3,000
 * captured inputs each, the two builds in alternating processes, median of six). The browser's bundle
 * keeps its spreads.
 */
export function lowerObjectSpread(): Plugin {
  return {
    name: 'hillnest:lower-object-spread',
    apply: 'build',
    async renderChunk(code, chunk) {
      const lowered = await lowerSpreadIn(code, chunk.fileName);
      if (lowered.helpers === 'unexpected')
        this.warn(`${chunk.fileName}: esbuild's spread helpers were not in the form expected; kept as they are (slower)`);
      return { code: lowered.code, map: null };
    },
  };
}

/**
 * The chunk's spreads written out, and whether they copy through Object.assign: esbuild's own helpers
 * copy property by property (`key in target`, defineProperty, a property-descriptor object for each
 * `{ ...a, key }`), about 7 % of the render thread. Object.assign gives the same object whenever the
 * target has no setter to run, which holds for what esbuild passes it (a new object, or an object
 * literal), except for two cases, which keep esbuild's way: a source with its own `__proto__` key
 * (checked as it is copied), and an object literal with a getter or setter beside a spread (checked
 * here: the whole chunk keeps esbuild's helpers). `helpers` says which the chunk got: 'unexpected' when
 * it needed a helper that was not in the form replaced here (a new esbuild): its spreads are still right.
 */
export async function lowerSpreadIn(
  code: string,
  fileName = 'chunk.js',
): Promise<{ code: string; helpers: 'assign' | 'esbuild' | 'unexpected' | 'none' }> {
  const lowered = (await transform(code, { loader: 'js', format: 'esm', target: 'node20', supported: { 'object-rest-spread': false } }))
    .code;
  const needed = SPREAD_HELPERS.filter((helper) => lowered.includes(helper.opening));
  if (needed.length === 0) return { code: lowered, helpers: 'none' };
  if (hasAccessorBesideSpread(code, fileName)) return { code: lowered, helpers: 'esbuild' };
  let replaced = lowered;
  let unexpected = false;
  for (const { written, assigning } of needed) {
    const match = written.exec(replaced);
    if (match) replaced = replaced.replace(match[0], () => assigning(match[0], match[1]!, match[2]!));
    else unexpected = true;
  }
  return { code: replaced, helpers: unexpected ? 'unexpected' : 'assign' };
}

/** esbuild's two spread helpers (0.28), as they open every chunk that spreads, and what replaces each. */
const SPREAD_HELPERS: { opening: string; written: RegExp; assigning: (helper: string, target: string, source: string) => string }[] = [
  {
    opening: 'var __spreadValues = (',
    written: /var __spreadValues = \((\w+), (\w+)\) => \{\n[\s\S]*?\n\s*return \1;\n\};/,
    // esbuild's, renamed, for the sources Object.assign would copy differently.
    assigning: (helper, target, source) =>
      `${helper.replace('var __spreadValues =', 'var __spreadValuesOneByOne =')}\nvar __spreadValues = (${target}, ${source}) => ${source} == null || __hasOwnProp.call(${source}, "__proto__") ? __spreadValuesOneByOne(${target}, ${source}) : Object.assign(${target}, ${source});`,
  },
  {
    opening: 'var __spreadProps = (',
    written: /var __spreadProps = \((\w+), (\w+)\) => __defProps\(\1, __getOwnPropDescs\(\2\)\);/,
    assigning: (_helper, target, source) =>
      `var __spreadProps = (${target}, ${source}) => __hasOwnProp.call(${source}, "__proto__") ? __defProps(${target}, __getOwnPropDescs(${source})) : Object.assign(${target}, ${source});`,
  },
];

/** Whether any object literal in `code` has both a spread and a getter or setter. */
function hasAccessorBesideSpread(code: string, fileName: string): boolean {
  const { program, errors } = parseSync(fileName, code);
  // Unparsed, it is assumed to have one: esbuild's helpers are always right.
  if (errors.length > 0) return true;
  const pending: unknown[] = [program];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const { type, properties } = node as { type?: string; properties?: { type: string; kind?: string }[] };
    if (
      type === 'ObjectExpression' &&
      properties?.some((property) => property.type === 'SpreadElement') &&
      properties.some((property) => property.kind === 'get' || property.kind === 'set')
    ) {
      return true;
    }
    pending.push(...Object.values(node));
  }
  return false;
}
