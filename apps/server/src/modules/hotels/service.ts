import {
  HOME_LIST_SIZES,
  pageCount,
  SEARCH_PAGE_SIZE,
  type AdminHotelListQuery,
  type HomeHotels,
  type HotelFormValues,
  type HotelSummary,
  type Paginated,
  type SearchQuery,
  type SearchResponse,
} from '@hillnest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { UploadedFile } from '../../lib/multipart';
import type { FileStorage } from '../../lib/storage';
import { isUuid } from '../../lib/validate';
import { checkPhotos, removePhotos, storePhotos } from './images';
import {
  archiveHotel,
  findActiveHotel,
  insertHotel,
  listAdminHotels,
  listBestRatedHotels,
  listLatestHotels,
  listMostBookedHotels,
  searchActiveHotels,
  updateHotelLocked,
  type HotelValues,
  type PageOf,
} from './queries';
import { toHotelResponse, toHotelSummary, type HotelResponse, type HotelSummaryRow } from './serialize';

export const HOTEL_NOT_FOUND = 'Hotel not found';

/** What changing a property needs besides the database. */
export interface HotelContext {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** A property on the site by id; a malformed or unknown id is the same 404. */
export async function getHotel(db: Database, id: string): Promise<HotelResponse> {
  const row = isUuid(id) ? await findActiveHotel(db, id) : undefined;
  if (!row) throw notFound(HOTEL_NOT_FOUND);
  return toHotelResponse(row);
}

export async function getHomeHotels(db: Database): Promise<HomeHotels> {
  const [latest, bestRated, mostBooked] = await Promise.all([
    listLatestHotels(db, HOME_LIST_SIZES.latestHotels),
    listBestRatedHotels(db, HOME_LIST_SIZES.bestRatedHotels),
    listMostBookedHotels(db, HOME_LIST_SIZES.mostBookedHotels),
  ]);
  return {
    latestHotels: latest.map(toHotelSummary),
    bestRatedHotels: bestRated.map(toHotelSummary),
    mostBookedHotels: mostBooked.map(toHotelSummary),
  };
}

function paginated(result: PageOf<HotelSummaryRow>, page: number, pageSize: number): Paginated<HotelSummary> {
  return {
    data: result.rows.map(toHotelSummary),
    pagination: { total: result.total, page, pages: pageCount(result.total, pageSize) },
  };
}

export async function searchHotels(db: Database, query: SearchQuery): Promise<SearchResponse> {
  return paginated(await searchActiveHotels(db, query, SEARCH_PAGE_SIZE), query.page, SEARCH_PAGE_SIZE);
}

export async function listHotelsForAdmin(db: Database, query: AdminHotelListQuery): Promise<Paginated<HotelSummary>> {
  return paginated(await listAdminHotels(db, query), query.page, query.pageSize);
}

/** The stored columns for the form's fields (empty outside links are stored as null). */
function hotelValues(input: HotelFormValues): Omit<HotelValues, 'imageUrls' | 'createdBy'> {
  return {
    name: input.name,
    description: input.description,
    city: input.city,
    country: input.country,
    type: input.type,
    pricePerNight: input.pricePerNight,
    adultCount: input.adultCount,
    childCount: input.childCount,
    starRating: input.starRating,
    facilities: input.facilities,
    amenities: input.amenities,
    bookingdotcom: input.bookingdotcom || null,
    airbnb: input.airbnb || null,
    makemytrip: input.makemytrip || null,
    googleTravels: input.googleTravels || null,
    agoda: input.agoda || null,
    reviews: input.reviews,
  };
}

export async function createHotel(
  ctx: HotelContext,
  createdBy: string,
  input: HotelFormValues,
  files: readonly UploadedFile[],
): Promise<HotelResponse> {
  if (input.imageUrls.length > 0) throw badRequest('imageUrls: A new property has no images to keep');
  await checkPhotos(files);
  const imageUrls = await storePhotos(ctx.storage, files);
  try {
    return toHotelResponse(await insertHotel(ctx.db, { ...hotelValues(input), imageUrls, createdBy }));
  } catch (error) {
    await removePhotos(ctx.storage, imageUrls, ctx.log);
    throw error;
  }
}

/**
 * Replaces a property's fields. Its images become the kept `imageUrls` (each must be one of its
 * current images) followed by the new files; the files of images no longer kept are deleted once the
 * change is committed.
 */
export async function updateHotel(
  ctx: HotelContext,
  id: string,
  input: HotelFormValues,
  files: readonly UploadedFile[],
): Promise<HotelResponse> {
  const current = isUuid(id) ? await findActiveHotel(ctx.db, id) : undefined;
  if (!current) throw notFound(HOTEL_NOT_FOUND);
  const kept = [...new Set(input.imageUrls)];
  const foreign = kept.find((url) => !current.imageUrls.includes(url));
  if (foreign !== undefined) throw badRequest('imageUrls: Only images of this property can be kept');
  await checkPhotos(files);

  const added = await storePhotos(ctx.storage, files);
  let result: Awaited<ReturnType<typeof updateHotelLocked>>;
  try {
    result = await updateHotelLocked(ctx.db, current.id, (now) => {
      // Another save removed an image this one keeps: the form was out of date.
      if (kept.some((url) => !now.imageUrls.includes(url))) {
        throw conflict('This property was changed meanwhile. Please reload it and save again');
      }
      return { ...hotelValues(input), imageUrls: [...kept, ...added] };
    });
  } catch (error) {
    await removePhotos(ctx.storage, added, ctx.log);
    throw error;
  }
  if (!result) {
    await removePhotos(ctx.storage, added, ctx.log);
    throw notFound(HOTEL_NOT_FOUND);
  }
  const removed = result.before.imageUrls.filter((url) => !kept.includes(url));
  await removePhotos(ctx.storage, removed, ctx.log);
  return toHotelResponse(result.after);
}

/** Archives a property: it leaves every list and read; its bookings and image files stay. */
export async function deleteHotel(db: Database, id: string): Promise<void> {
  if (!isUuid(id) || !(await archiveHotel(db, id))) throw notFound(HOTEL_NOT_FOUND);
}
