/**
 * Demo data for a first start (SEED_DEMO, on by default): properties in Indian hill stations with
 * drawn pictures, destinations, blogs, coupons, home carousel slides and review-platform links.
 * Runs only on an empty catalogue, so it never touches an owner's real data.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@hillnest/domain';
import type { AppConfig } from '../../config';
import { storeImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import type { Database } from '../client';
import { blogs, carouselSlides, coupons, destinations, hotels, ratings } from '../schema';
import { renderPicture } from './art';
import { DEMO_BLOGS, DEMO_DESTINATIONS, DEMO_HOTELS, DEMO_SLIDES, demoRates } from './data';
import { demoPictures, type DemoPicture } from './pictures';

/** Any fixed number: instances starting together on one PostgreSQL seed one at a time. */
const SEED_LOCK = 72_411_904;

/**
 * Seeds in one transaction under an advisory lock: a second instance starting at the same moment
 * waits, then finds the catalogue filled and seeds nothing; a crash mid-seed leaves no half catalogue.
 */
export async function seedDemoData(database: Database, storage: FileStorage, config: AppConfig): Promise<boolean> {
  return database.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK}::bigint)`);
    return seedEmptyCatalogue(db, storage, config);
  });
}

async function seedEmptyCatalogue(db: Database, storage: FileStorage, config: AppConfig): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(hotels);
  if (count > 0) return false;

  // Drawn and stored through the upload pipeline, all at once (sharp works on its own threads).
  const upload = async (folder: string, { picture, key, size }: DemoPicture) =>
    (await storeImage(storage, await renderPicture(picture, key, size), folder)).url;
  const pictures = demoPictures();
  const [hotelImages, destinationImages, blogImages, slideImages] = await Promise.all([
    Promise.all(pictures.hotels.map((photos) => Promise.all(photos.map((photo) => upload('hotels', photo))))),
    Promise.all(pictures.destinations.map((picture) => upload('destinations', picture))),
    Promise.all(pictures.blogs.map((picture) => upload('blogs', picture))),
    Promise.all(pictures.slides.map((picture) => upload('carousel', picture))),
  ]);
  const rates = demoRates(todayIn(config.PROPERTY_TIMEZONE));
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

  const today = todayIn(config.PROPERTY_TIMEZONE);
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

  await db
    .insert(coupons)
    .values([
      {
        couponType: 'Percentage',
        amount: 10,
        couponCode: 'WELCOME10',
        couponMessage: '10% off your first stay with us',
        minNights: 1,
        neverExpires: true,
        expiryDate: null,
      },
      {
        couponType: 'Direct Money Off',
        amount: 500,
        couponCode: 'HILLS500',
        couponMessage: '₹500 off stays of two nights or more',
        minNights: 2,
        neverExpires: false,
        expiryDate: addDays(today, 90),
      },
      {
        couponType: 'Percentage',
        amount: 20,
        couponCode: 'LONGSTAY20',
        couponMessage: '20% off when you stay a week',
        minNights: 7,
        neverExpires: false,
        expiryDate: addDays(today, 180),
      },
    ])
    .onConflictDoNothing();

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
