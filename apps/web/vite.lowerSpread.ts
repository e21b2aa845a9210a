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
 * `{ ...a, key }`), which was a tenth of a page's render. Object.assign gives the same object whenever
 * the target has no setter to run, which holds for what esbuild passes it (a new object, or an object
 * literal), except for two cases, which keep esbuild's way: a source with its own `__proto__` key
 * (checked as it is copied), and an object literal with a getter or setter beside a spread (checked
 * here: the whole chunk keeps esbuild's helpers). `helpers` says which the chunk got: 'unexpected' when
 * it needed helpers that were not in the form replaced here (a new esbuild): its spreads are still right.
 */
export async function lowerSpreadIn(
  code: string,
  fileName = 'chunk.js',
): Promise<{ code: string; helpers: 'assign' | 'esbuild' | 'unexpected' | 'none' }> {
  const lowered = (await transform(code, { loader: 'js', format: 'esm', target: 'node20', supported: { 'object-rest-spread': false } }))
    .code;
  if (!HELPER_OPENINGS.some((opening) => lowered.includes(opening))) return { code: lowered, helpers: 'none' };
  if (hasAccessorBesideSpread(code, fileName)) return { code: lowered, helpers: 'esbuild' };
  let replaced = lowered.replace(SPREAD_VALUES, (helper: string, target: string, source: string) => {
    const own = helper.replace('var __spreadValues =', 'var __spreadValuesOneByOne =');
    return `${own}\nvar __spreadValues = (${target}, ${source}) => ${source} == null || __hasOwnProp.call(${source}, "__proto__") ? __spreadValuesOneByOne(${target}, ${source}) : Object.assign(${target}, ${source});`;
  });
  replaced = replaced.replace(
    SPREAD_PROPS,
    (_helper: string, target: string, source: string) =>
      `var __spreadProps = (${target}, ${source}) => __hasOwnProp.call(${source}, "__proto__") ? __defProps(${target}, __getOwnPropDescs(${source})) : Object.assign(${target}, ${source});`,
  );
  const unexpected = [SPREAD_VALUES, SPREAD_PROPS].some((helper, i) => lowered.includes(HELPER_OPENINGS[i]!) && !helper.test(lowered));
  return { code: replaced, helpers: unexpected ? 'unexpected' : 'assign' };
}

/** esbuild's helpers (0.28), as they open every chunk that spreads. */
const SPREAD_VALUES = /var __spreadValues = \((\w+), (\w+)\) => \{\n[\s\S]*?\n\s*return \1;\n\};/;
const SPREAD_PROPS = /var __spreadProps = \((\w+), (\w+)\) => __defProps\(\1, __getOwnPropDescs\(\2\)\);/;
const HELPER_OPENINGS = ['var __spreadValues = (', 'var __spreadProps = ('];

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
