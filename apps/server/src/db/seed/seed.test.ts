/**
 * Demo data is seeded once even when two instances start together on one database: on PostgreSQL
 * the second instance (its own connection pool) waits for the first one's advisory lock. Every demo
 * item gets a picture of its own, from the drawings kept in demo-pictures/.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DEFAULT_TIME_ZONE, storedImageSizes, thumbnailUrl, todayIn } from '@hillnest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, LOCAL_UPLOADS_PREFIX, type FileStorage } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from '../client';
import { blogs, carouselSlides, coupons, destinations, hotels } from '../schema';
import { DEMO_BLOGS, DEMO_DESTINATIONS, DEMO_HOTELS, DEMO_SLIDES } from './data';
import { DEMO_PICTURES_DIR, demoPictureFile, PHOTOS_PER_HOTEL, seedDemoData } from '.';

const read = async (storage: FileStorage, url: string) => {
  const bytes = await storage.get(url.slice(LOCAL_UPLOADS_PREFIX.length));
  if (!bytes) throw new Error(`${url} is not stored`);
  return bytes;
};

/** A picture reduced to 24×16 colours: what a glance at it takes in. */
const glance = async (bytes: Buffer) => sharp(bytes).resize(24, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();

/** Mean difference per colour channel (0–255) between two glances. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('demo data seeding', () => {
  let t: TestApp;
  let storage: FileStorage;
  let second: DatabaseHandle | undefined;
  let results: boolean[];
  beforeAll(async () => {
    t = await createTestApp();
    storage = createStorage(t.config);
    // On PostgreSQL a second pool stands for a second instance; PGlite has one connection, so the same handle.
    if (t.config.databaseUrl) second = await openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 2 });
    results = await Promise.all([
      seedDemoData(t.database.db, storage, todayIn(DEFAULT_TIME_ZONE)),
      seedDemoData((second ?? t.database).db, storage, todayIn(DEFAULT_TIME_ZONE)),
    ]);
    // Seeding draws and encodes every demo picture: seconds alone, longer beside a parallel suite.
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** The recorded picture URLs, in the order of the demo data. */
  async function seededPictureUrls() {
    const db = t.database.db;
    const byName = <T extends { name: string }>(rows: T[], names: string[]) => names.map((name) => rows.find((row) => row.name === name)!);
    const hotelRows = byName(
      await db.select({ name: hotels.name, urls: hotels.imageUrls }).from(hotels),
      DEMO_HOTELS.map((hotel) => hotel.name),
    );
    const destinationRows = byName(
      await db.select({ name: destinations.name, url: destinations.illustrationImageUrl }).from(destinations),
      DEMO_DESTINATIONS,
    );
    const blogRows = byName(
      await db.select({ name: blogs.title, url: blogs.thumbnailImageUrl }).from(blogs),
      DEMO_BLOGS.map((blog) => blog.title),
    );
    const slideRows = byName(
      await db.select({ name: carouselSlides.buttonLink, url: carouselSlides.imageUrl }).from(carouselSlides),
      DEMO_SLIDES.map((slide) => slide.buttonLink),
    );
    return {
      hotels: hotelRows.map((row) => row.urls),
      destinations: destinationRows.map((row) => row.url!),
      blogs: blogRows.map((row) => row.url!),
      slides: slideRows.map((row) => row.url!),
    };
  }

  it('two instances starting at once seed the catalogue exactly once', async () => {
    expect(results.filter(Boolean)).toHaveLength(1);
    const count = async (table: typeof hotels | typeof coupons) =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    expect(await count(hotels)).toBe(DEMO_HOTELS.length);
    expect(await count(coupons)).toBe(3);
    // A later start finds the catalogue filled and leaves it alone.
    expect(await seedDemoData(t.database.db, storage, todayIn(DEFAULT_TIME_ZONE))).toBe(false);
  });

  it('gives every property, destination, blog and slide a picture that looks unlike all the others', async () => {
    const seeded = await seededPictureUrls();
    expect(seeded.hotels.every((urls) => urls.length === PHOTOS_PER_HOTEL)).toBe(true);
    const urls = [...seeded.hotels.flat(), ...seeded.destinations, ...seeded.blogs, ...seeded.slides];
    expect(urls).toHaveLength(DEMO_HOTELS.length * PHOTOS_PER_HOTEL + DEMO_DESTINATIONS.length + DEMO_BLOGS.length + DEMO_SLIDES.length);
    // Stored in every size the pages ask for.
    for (const url of urls) for (const size of storedImageSizes(url)) expect((await read(storage, size.url)).length).toBeGreaterThan(0);

    const thumbnails = await Promise.all(urls.map((url) => read(storage, thumbnailUrl(url))));
    expect(new Set(thumbnails.map((bytes) => bytes.toString('base64'))).size).toBe(urls.length);
    // Not merely different bytes: at a glance every picture differs from every other one by a
    // tenth of the colour range on average (one drawing in different palettes would fail this).
    const glances = await Promise.all(thumbnails.map(glance));
    let closest = Infinity;
    for (let i = 0; i < glances.length; i++) {
      for (let j = i + 1; j < glances.length; j++) closest = Math.min(closest, difference(glances[i]!, glances[j]!));
    }
    expect(closest).toBeGreaterThan(10);
  });

  it('has a picture file for every demo item, and none left over', () => {
    const expected = [
      ...DEMO_HOTELS.flatMap(({ name }) =>
        Array.from({ length: PHOTOS_PER_HOTEL }, (_, index) => demoPictureFile('hotels', `${name} ${index + 1}`)),
      ),
      ...DEMO_DESTINATIONS.map((name) => demoPictureFile('destinations', name)),
      ...DEMO_BLOGS.map(({ title }) => demoPictureFile('blogs', title)),
      ...DEMO_SLIDES.map(({ buttonLink }) => demoPictureFile('carousel', buttonLink)),
    ];
    const files = readdirSync(DEMO_PICTURES_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.svg'))
      .map((file) => path.join(DEMO_PICTURES_DIR, file));
    expect(new Set(expected).size).toBe(expected.length);
    expect(files.sort()).toEqual(expected.sort());
  });
});
