/**
 * Demo data for a first start (SEED_DEMO, on by default): properties in Indian hill stations with
 * drawn pictures, destinations, blogs, coupons, home carousel slides and review-platform links.
 * Runs only on an empty catalogue, so it never touches an owner's real data.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays, type IsoDate } from '@hillnest/domain';
import { SERVER_ROOT } from '../../config';
import { storeImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import type { Database } from '../client';
import { blogs, carouselSlides, coupons, destinations, hotels, ratings } from '../schema';
import { DEMO_BLOGS, DEMO_DESTINATIONS, DEMO_HOTELS, DEMO_SLIDES, demoCoupons, demoRates } from './data';

/** The demo pictures: drawings kept as SVG files beside the server's source (demo-pictures/README.md). */
export const DEMO_PICTURES_DIR = path.join(SERVER_ROOT, 'demo-pictures');

/** Photos per demo property: its exterior, then two of its rooms. */
export const PHOTOS_PER_HOTEL = 3;

/** The file of an item's picture: `demo-pictures/{folder}/{the name in lower case, words joined by -}.svg`. */
export function demoPictureFile(folder: string, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return path.join(DEMO_PICTURES_DIR, folder, `${slug}.svg`);
}

/** An item's picture as PNG: rasterized here, so the upload pipeline takes it like any raster upload. */
export async function demoPicture(folder: string, name: string): Promise<Buffer> {
  return sharp(await readFile(demoPictureFile(folder, name)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Any fixed number: instances starting together on one PostgreSQL seed one at a time. */
const SEED_LOCK = 72_411_904;

/**
 * Seeds in one transaction under an advisory lock: a second instance starting at the same moment
 * waits, then finds the catalogue filled and seeds nothing; a crash mid-seed leaves no half catalogue.
 * `today` is the site's (in Settings → Business's time zone): demo seasons and blog dates are placed around it.
 */
export async function seedDemoData(database: Database, storage: FileStorage, today: IsoDate): Promise<boolean> {
  return database.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK}::bigint)`);
    return seedEmptyCatalogue(db, storage, today);
  });
}

async function seedEmptyCatalogue(db: Database, storage: FileStorage, today: IsoDate): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(hotels);
  if (count > 0) return false;

  // Stored through the upload pipeline, all at once (sharp works on its own threads).
  const upload = async (folder: string, name: string) => (await storeImage(storage, await demoPicture(folder, name), folder)).url;
  const photos = (name: string) => Array.from({ length: PHOTOS_PER_HOTEL }, (_, index) => upload('hotels', `${name} ${index + 1}`));
  const [hotelImages, destinationImages, blogImages, slideImages] = await Promise.all([
    Promise.all(DEMO_HOTELS.map(({ name }) => Promise.all(photos(name)))),
    Promise.all(DEMO_DESTINATIONS.map((name) => upload('destinations', name))),
    Promise.all(DEMO_BLOGS.map(({ title }) => upload('blogs', title))),
    Promise.all(DEMO_SLIDES.map(({ buttonLink }) => upload('carousel', buttonLink))),
  ]);
  const rates = demoRates(today);
  await db.insert(hotels).values(
    DEMO_HOTELS.map((hotel, index) => ({
      ...hotel,
      rates: rates[hotel.name] ?? null,
      imageUrls: hotelImages[index]!,
      // Spread creation times so "latest" has a stable order.
      createdAt: new Date(Date.now() - (DEMO_HOTELS.length - index) * 3_600_000),
    })),
  );

  for (const [index, name] of DEMO_DESTINATIONS.entries()) {
    await db.insert(destinations).values({ name, illustrationImageUrl: destinationImages[index]! }).onConflictDoNothing();
  }

  for (const [index, blog] of DEMO_BLOGS.entries()) {
    await db.insert(blogs).values({
      ...blog,
      thumbnailImageUrl: blogImages[index]!,
      publishDate: addDays(today, -7 * (index + 1)),
    });
  }

  for (const [index, slide] of DEMO_SLIDES.entries()) {
    await db.insert(carouselSlides).values({ ...slide, imageUrl: slideImages[index]! });
  }

  await db.insert(coupons).values(demoCoupons(today)).onConflictDoNothing();

  await db
    .insert(ratings)
    .values({
      id: 1,
      bookingdotcom: 'https://www.booking.com/',
      airbnb: 'https://www.airbnb.co.in/',
      makemytrip: 'https://www.makemytrip.com/',
      googleTravel: 'https://www.google.com/travel/',
      agoda: null,
    })
    .onConflictDoNothing();
  return true;
}
