import { describe, expect, it } from 'vitest';
import { lowerSpreadIn } from './vite.lowerSpread.ts';

/** Runs a script that leaves its results in `out` (no imports or exports), as written or lowered. */
function resultsOf(code: string): unknown[] {
  const out: unknown[] = [];
  new Function('out', code)(out);
  return out;
}

/** An object as spread makes it: its prototype and every own property with its descriptor, in order. */
function shapeOf(value: unknown) {
  if (typeof value !== 'object' || value === null) return value;
  return {
    prototype: Object.getPrototypeOf(value) === Object.prototype ? 'Object.prototype' : String(Object.getPrototypeOf(value)),
    // Accessors by kind: each run of a script makes functions of its own.
    descriptors: Reflect.ownKeys(value).map((key) => {
      const { get, set, ...rest } = Object.getOwnPropertyDescriptor(value, key)!;
      return { key: String(key), ...rest, get: typeof get, set: typeof set };
    }),
  };
}

const SPREADS = `
  const symbol = Symbol.for('hillnest.test');
  const options = { a: 1, b: 'two', nested: { c: 3 }, 10: 'ten', 2: 'two', [symbol]: 'symbol' };
  const withOwnProto = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}');
  const withGetter = { get computed() { return 'read'; }, plain: true };
  out.push({ ...options, b: 'changed', d: 4 });
  out.push({ first: 0, ...options });
  out.push({ ...options, ...{ a: 'over' }, last: true });
  out.push({ ...null, ...undefined, ...'ab', ...42, kept: 1 });
  out.push({ ...withOwnProto, y: 2 });
  out.push({ ...withOwnProto });
  out.push({ ...withGetter, after: 1 });
  out.push({ toString: 'own', ...{ constructor: 'also own', hasOwnProperty: 1 } });
  out.push({ ...[1, 2], length: 'not an array' });
`;

describe('object spreads written out for the server renderer', () => {
  it('copies through Object.assign and builds the very objects spread builds', async () => {
    const lowered = await lowerSpreadIn(SPREADS);
    expect(lowered.helpers).toBe('assign');
    expect(lowered.code).not.toMatch(/\.\.\.[a-z{]/);
    expect(lowered.code).toContain('Object.assign(');
    const native = resultsOf(SPREADS).map(shapeOf);
    const written = resultsOf(lowered.code).map(shapeOf);
    expect(written).toEqual(native);
    // A source's own `__proto__` is copied as a property, never made the new object's prototype.
    expect((resultsOf(lowered.code)[4] as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('keeps esbuild’s own helpers in a chunk where a getter sits beside a spread', async () => {
    const code = `
      const source = { a: 1 };
      out.push({ ...source, get twice() { return this.a * 2; } });
      out.push({ get first() { return 'getter'; }, ...{ other: 1 } });
    `;
    const lowered = await lowerSpreadIn(code);
    expect(lowered.helpers).toBe('esbuild');
    expect(lowered.code).not.toContain('Object.assign(');
    expect(resultsOf(lowered.code).map(shapeOf)).toEqual(resultsOf(code).map(shapeOf));
    expect(Object.getOwnPropertyDescriptor(resultsOf(lowered.code)[0], 'twice')?.get).toBeTypeOf('function');
  });

  it('leaves a chunk without spreads with no helpers', async () => {
    const lowered = await lowerSpreadIn('out.push(Object.assign({}, { a: 1 }));');
    expect(lowered.helpers).toBe('none');
    expect(resultsOf(lowered.code)).toEqual([{ a: 1 }]);
  });
});
