import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogs, bookings, carouselSlides, coupons, destinations, hotels } from '../../db/schema';
import { DEMO_BLOGS, DEMO_COUPON_CODES, DEMO_DESTINATIONS, DEMO_HOTELS, DEMO_SLIDES } from '../../db/seed/data';

/**
 * The demo catalogue still on the site, known by what the seed wrote (no column marks it): properties
 * by name that no account created, blogs by title, coupons by code, slides by text and link, and
 * destinations by name unless one of the owner's own properties is in that town.
 */
const demoHotel = and(
  isNull(hotels.createdBy),
  isNull(hotels.archivedAt),
  inArray(
    hotels.name,
    DEMO_HOTELS.map((hotel) => hotel.name),
  ),
);
const hasBookings = sql`exists (select 1 from ${bookings} where ${bookings.hotelId} = ${hotels.id})`;
const demoBlog = inArray(
  blogs.title,
  DEMO_BLOGS.map((blog) => blog.title),
);
const demoCoupon = inArray(sql`upper(${coupons.couponCode})`, DEMO_COUPON_CODES);
const demoSlide = or(
  ...DEMO_SLIDES.map((slide) => and(eq(carouselSlides.featuredText, slide.featuredText), eq(carouselSlides.buttonLink, slide.buttonLink))),
);
const ownersProperty = sql`exists (select 1 from ${hotels} where ${hotels.archivedAt} is null and lower(${hotels.city}) = lower(${destinations.name}) and not (${demoHotel}))`;
const demoDestination = and(
  inArray(
    sql`lower(${destinations.name})`,
    DEMO_DESTINATIONS.map((name) => name.toLowerCase()),
  ),
  sql`not ${ownersProperty}`,
);

export interface DemoRows {
  /** Demo properties without bookings: deleted with their photos. */
  hotels: { id: string; name: string; imageUrls: string[] }[];
  /** Demo properties with bookings: archived, so the bookings keep their property. */
  kept: { id: string; name: string }[];
  destinations: { id: string; name: string; imageUrl: string | null }[];
  blogs: { id: string; title: string; imageUrl: string }[];
  coupons: { id: string; code: string }[];
  slides: { id: string; imageUrl: string }[];
}

export async function findDemoRows(db: Database): Promise<DemoRows> {
  const [free, kept, destinationRows, blogRows, couponRows, slideRows] = await Promise.all([
    db
      .select({ id: hotels.id, name: hotels.name, imageUrls: hotels.imageUrls })
      .from(hotels)
      .where(and(demoHotel, sql`not ${hasBookings}`))
      .orderBy(hotels.name),
    db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(and(demoHotel, hasBookings)).orderBy(hotels.name),
    db
      .select({ id: destinations.id, name: destinations.name, imageUrl: destinations.illustrationImageUrl })
      .from(destinations)
      .where(demoDestination)
      .orderBy(destinations.name),
    db.select({ id: blogs.id, title: blogs.title, imageUrl: blogs.thumbnailImageUrl }).from(blogs).where(demoBlog).orderBy(blogs.title),
    db.select({ id: coupons.id, code: coupons.couponCode }).from(coupons).where(demoCoupon).orderBy(coupons.couponCode),
    db.select({ id: carouselSlides.id, imageUrl: carouselSlides.imageUrl }).from(carouselSlides).where(demoSlide),
  ]);
  return { hotels: free, kept, destinations: destinationRows, blogs: blogRows, coupons: couponRows, slides: slideRows };
}

/** Deletes the rows found (archiving the demo properties with bookings), in the caller's transaction. */
export async function deleteDemoRows(db: Database, rows: DemoRows, at: Date): Promise<void> {
  const ids = <T extends { id: string }>(list: T[]) => list.map((row) => row.id);
  if (rows.hotels.length > 0) await db.delete(hotels).where(inArray(hotels.id, ids(rows.hotels)));
  if (rows.kept.length > 0)
    await db
      .update(hotels)
      .set({ archivedAt: at })
      .where(inArray(hotels.id, ids(rows.kept)));
  if (rows.destinations.length > 0) await db.delete(destinations).where(inArray(destinations.id, ids(rows.destinations)));
  if (rows.blogs.length > 0) await db.delete(blogs).where(inArray(blogs.id, ids(rows.blogs)));
  if (rows.coupons.length > 0) await db.delete(coupons).where(inArray(coupons.id, ids(rows.coupons)));
  if (rows.slides.length > 0) await db.delete(carouselSlides).where(inArray(carouselSlides.id, ids(rows.slides)));
}
