/** The read cache as its callers (the services) see it, on a clock the test moves. */
import { describe, expect, it } from 'vitest';
import { createLocalBusNetwork } from './invalidation-bus';
import { cachedJson, createReadCache, type ReadCacheOptions } from './read-cache';

function setup(options: Partial<ReadCacheOptions> = {}) {
  let now = 1_000;
  const cache = createReadCache({ ttlSeconds: 10, now: () => now, ...options });
  let loads = 0;
  /** A load that counts itself and answers which load it was. */
  const load = async () => ({ load: ++loads });
  return {
    cache,
    load,
    loads: () => loads,
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

/** Lets background loads (promises already settled) run to their end. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A load that waits until the test lets it finish. */
function gate<T>(value: T) {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      await opened;
      return value;
    },
    release: () => release(),
    calls: () => calls,
  };
}

describe('read cache', () => {
  it('answers a repeated read from memory until its TTL has passed', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.read('k', ['hotels'], load)).toEqual({ load: 1 });
    advance(9.9);
    expect(await cache.read('k', ['hotels'], load)).toEqual({ load: 1 });
    expect(loads()).toBe(1);
  });

  it('answers a just-expired entry while one background load replaces it; an older one waits for a fresh load', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.read('k', ['hotels'], load)).toEqual({ load: 1 });
    advance(10.2);
    // Expired 0.2 s ago: the old answer at once, the new one loading behind it.
    expect(await Promise.all([cache.read('k', ['hotels'], load), cache.read('k', ['hotels'], load)])).toEqual([{ load: 1 }, { load: 1 }]);
    await flush();
    expect(loads()).toBe(2);
    expect(await cache.read('k', ['hotels'], load)).toEqual({ load: 2 });
    // Expired more than a TTL ago: never answered, a fresh load instead.
    advance(25);
    expect(await cache.read('k', ['hotels'], load)).toEqual({ load: 3 });
  });

  it('a failed background load leaves the next read to load again, and tells that caller', async () => {
    const { cache, advance } = setup();
    expect(await cache.read('k', ['hotels'], async () => ({ v: 1 }))).toEqual({ v: 1 });
    advance(10.5);
    const failing = async () => Promise.reject(new Error('database down'));
    expect(await cache.read('k', ['hotels'], failing)).toEqual({ v: 1 });
    await flush();
    await expect(cache.read('k', ['hotels'], failing)).rejects.toThrow('database down');
    expect(await cache.read('k', ['hotels'], async () => ({ v: 2 }))).toEqual({ v: 2 });
  });

  it('readIfRepeated keeps a key only from its second read on, then answers it from memory', async () => {
    const { cache, load, loads } = setup();
    expect(await cache.readIfRepeated('k', ['hotels'], load)).toEqual({ load: 1 });
    expect(await cache.readIfRepeated('k', ['hotels'], load)).toEqual({ load: 2 });
    expect(await cache.readIfRepeated('k', ['hotels'], load)).toEqual({ load: 2 });
    expect(loads()).toBe(2);
    // Another key asked once is not kept; an invalidation makes the kept one new again.
    expect(await cache.readIfRepeated('other', ['hotels'], load)).toEqual({ load: 3 });
    cache.invalidate('hotels');
    expect(await cache.readIfRepeated('k', ['hotels'], load)).toEqual({ load: 4 });
    expect(await cache.readIfRepeated('k', ['hotels'], load)).toEqual({ load: 5 });
    expect(await cache.readIfRepeated('k', ['hotels'], load)).toEqual({ load: 5 });
  });

  it("tells its subscribers of every invalidation, its own and (through the bus) the other instances'", async () => {
    const network = createLocalBusNetwork();
    const here = createReadCache({ ttlSeconds: 10, bus: network.join() });
    const there = createReadCache({ ttlSeconds: 10, bus: network.join() });
    const heard: unknown[] = [];
    here.subscribe((change) => heard.push(change));
    here.invalidate('hotels');
    there.invalidate('bookings', 'blocks');
    there.invalidateNights('blocks', ['a-property']);
    expect(heard).toEqual([{ topics: ['hotels'] }, { topics: ['bookings', 'blocks'] }, { topics: ['blocks'], hotelIds: ['a-property'] }]);
  });

  it('a shorter lifetime for one read (availability) expires first', async () => {
    const { cache, load, advance } = setup();
    expect(await cache.read('short', ['bookings'], load, 2)).toEqual({ load: 1 });
    expect(await cache.read('long', ['bookings'], load)).toEqual({ load: 2 });
    advance(2.1);
    expect(await cache.read('short', ['bookings'], load, 2)).toEqual({ load: 1 });
    await flush();
    expect(await cache.read('short', ['bookings'], load, 2)).toEqual({ load: 3 });
    expect(await cache.read('long', ['bookings'], load)).toEqual({ load: 2 });
  });

  it('takes a TTL of any fraction of a second', async () => {
    const { cache, load, advance } = setup({ ttlSeconds: 0.0001 });
    expect(await cache.read('k', ['hotels'], load)).toEqual({ load: 1 });
    expect(await cache.read('k', ['hotels'], load)).toEqual({ load: 1 });
    advance(0.002);
    expect(await cache.read('k', ['hotels'], load)).toEqual({ load: 2 });
  });

  it('concurrent misses of one key share one load', async () => {
    const { cache } = setup();
    const slow = gate({ rows: [1, 2, 3] });
    const reads = Array.from({ length: 20 }, () => cache.read('k', ['hotels'], slow.load));
    slow.release();
    const values = await Promise.all(reads);
    expect(slow.calls()).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toEqual({ rows: [1, 2, 3] });
  });

  it('invalidating a topic reloads the reads that depend on it, and only those', async () => {
    const { cache, load } = setup();
    expect(await cache.read('search', ['hotels'], load)).toEqual({ load: 1 });
    expect(await cache.read('dated search', ['hotels', 'bookings'], load)).toEqual({ load: 2 });
    expect(await cache.read('slides', ['carousel'], load)).toEqual({ load: 3 });

    cache.invalidate('bookings');
    expect(await cache.read('search', ['hotels'], load)).toEqual({ load: 1 });
    expect(await cache.read('dated search', ['hotels', 'bookings'], load)).toEqual({ load: 4 });

    cache.invalidate('hotels');
    expect(await cache.read('search', ['hotels'], load)).toEqual({ load: 5 });
    expect(await cache.read('dated search', ['hotels', 'bookings'], load)).toEqual({ load: 6 });
    expect(await cache.read('slides', ['carousel'], load)).toEqual({ load: 3 });
  });

  it('a load that started before an invalidation is not served after it', async () => {
    const { cache } = setup();
    const before = gate({ state: 'before the write' });
    const pending = cache.read('k', ['bookings'], before.load);
    cache.invalidate('bookings');
    const after = cache.read('k', ['bookings'], async () => ({ state: 'after the write' }));
    before.release();
    // The read that overlapped the write may see either state; the one after it sees the new one.
    expect(await pending).toEqual({ state: 'before the write' });
    expect(await after).toEqual({ state: 'after the write' });
    expect(await cache.read('k', ['bookings'], async () => ({ state: 'not asked' }))).toEqual({ state: 'after the write' });
  });

  it('does not keep a failed load: every waiting caller gets the error, the next read tries again', async () => {
    const { cache } = setup();
    let calls = 0;
    const failing = async (): Promise<object> => {
      calls += 1;
      throw Object.assign(new Error('Hotel not found'), { statusCode: 404 });
    };
    const results = await Promise.allSettled([cache.read('k', ['hotels'], failing), cache.read('k', ['hotels'], failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ message: 'Hotel not found', statusCode: 404 });
    expect(calls).toBe(1);
    await expect(cache.read('k', ['hotels'], failing)).rejects.toThrow('Hotel not found');
    expect(calls).toBe(2);
    expect(await cache.read('k', ['hotels'], async () => ({ found: true }))).toEqual({ found: true });
  });

  it('with a TTL of 0 every read loads (and a read may turn caching off for itself)', async () => {
    const off = setup({ ttlSeconds: 0 });
    await off.cache.read('k', ['hotels'], off.load);
    await off.cache.read('k', ['hotels'], off.load);
    expect(off.loads()).toBe(2);

    const on = setup();
    await on.cache.read('k', ['hotels'], on.load, 0);
    await on.cache.read('k', ['hotels'], on.load, 0);
    expect(on.loads()).toBe(2);
  });

  it('keeps a bounded number of entries, least recently used out first', async () => {
    const { cache, load } = setup({ maxEntries: 2 });
    await cache.read('a', ['hotels'], load);
    await cache.read('b', ['hotels'], load);
    await cache.read('a', ['hotels'], load);
    await cache.read('c', ['hotels'], load);
    expect(await cache.read('a', ['hotels'], load)).toEqual({ load: 1 });
    expect(await cache.read('b', ['hotels'], load)).toEqual({ load: 4 });
  });

  it('a load pushed out by other keys while running still answers its callers', async () => {
    const { cache, load } = setup({ maxEntries: 1 });
    const slow = gate({ name: 'Cedar Crest' });
    const pending = cache.read('a', ['hotels'], slow.load);
    await cache.read('b', ['hotels'], load);
    slow.release();
    expect(await pending).toEqual({ name: 'Cedar Crest' });
  });

  it('shares frozen values, so no caller can change what the next one gets', async () => {
    const { cache } = setup();
    const value = await cache.read('k', ['hotels'], async () => ({ data: [{ name: 'Cedar Crest', facilities: ['Elevator'] }] }));
    expect(() => value.data.push({ name: 'Intruder', facilities: [] })).toThrow(TypeError);
    expect(() => {
      value.data[0]!.name = 'Changed';
    }).toThrow(TypeError);
    expect(() => value.data[0]!.facilities.pop()).toThrow(TypeError);
    expect(await cache.read('k', ['hotels'], async () => ({ data: [] }))).toEqual({
      data: [{ name: 'Cedar Crest', facilities: ['Elevator'] }],
    });
  });

  it('makes the JSON of a cached value once; other payloads serialize as usual', async () => {
    const { cache } = setup();
    const value = await cache.read('k', ['hotels'], async () => ({ name: 'Cedar Crest', price: 4200 }));
    expect(cachedJson(value)).toBe('{"name":"Cedar Crest","price":4200}');
    expect(cachedJson(value)).toBe(cachedJson(value));
    expect(cachedJson({ message: 'Hotel not found' })).toBe('{"message":"Hotel not found"}');
  });

  it('with a bus, an invalidation on one instance reloads the dependent reads on the others, and nothing else', async () => {
    const network = createLocalBusNetwork();
    const here = createReadCache({ ttlSeconds: 3600, bus: network.join() });
    const there = createReadCache({ ttlSeconds: 3600, bus: network.join() });
    let price = 4200;
    const hotel = async () => ({ price });
    const coupons = async () => ({ codes: [price] });
    expect(await there.read('hotel', ['hotels'], hotel)).toEqual({ price: 4200 });
    expect(await there.read('coupons', ['coupons'], coupons)).toEqual({ codes: [4200] });
    price = 5100;
    here.invalidate('hotels');
    expect(await there.read('hotel', ['hotels'], hotel)).toEqual({ price: 5100 });
    // Another topic's reads are kept until their own change.
    expect(await there.read('coupons', ['coupons'], coupons)).toEqual({ codes: [4200] });
  });
});
