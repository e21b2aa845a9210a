import {
  addDays,
  HOME_LIST_SIZES,
  minimumStay,
  nightsBetween,
  pricedProperty,
  searchGuests,
  isNoRates,
  HOTEL_MESSAGES,
  imageCountProblem,
  newImageToken,
  PHOTO_MESSAGES,
  type PhotoText,
  orderedImages,
  pageCount,
  quoteStay,
  SEARCH_PAGE_SIZE,
  searchQuerySchema,
  type DestinationProperty,
  type Rates,
  type AdminHotelListQuery,
  type HomeHotels,
  type HotelFormValues,
  type HotelSummary,
  type ListOrPage,
  type Paginated,
  type Pagination,
  type SearchQuery,
  type SearchResponse,
} from '@hillnest/domain';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { UploadedFile } from '../../lib/multipart';
import type { Deps } from '../../deps';
import { reviewFiguresOf } from '../reviews/figures';
import { withWrittenJson, type ReadTopic } from '../../lib/read-cache';
import { isUuid } from '../../lib/validate';
import { listOrPage } from '../../lib/list-or-page';
import { siteSettings } from '../settings/service';
import { checkPhotos, removePhotos, storePhotos } from './images';
import {
  archiveHotel,
  findActiveHotel,
  insertHotel,
  listActiveHotelsAmong,
  listAdminHotels,
  listBestRatedHotels,
  listLatestHotels,
  listMostBookedHotelIds,
  setHotelRates,
  updateHotelLocked,
  type HotelValues,
  type PageOf,
} from './queries';
import {
  hotelSummaryOf,
  searchPageJson,
  toHotelResponse,
  type SearchPrice,
  toHotelSummary,
  type HotelResponse,
  type HotelRow,
  type HotelSummaryRow,
} from './serialize';

export const HOTEL_NOT_FOUND = 'Hotel not found';

/**
 * The "most booked" ranking only moves when a stay is confirmed (and this instance's confirmations
 * invalidate it at once), but computing it reads every confirmed booking: it is kept this many times
 * as long as the other public reads.
 */
const MOST_BOOKED_TTL_FACTOR = 6;

/** A property on the site by id, read from the database; a malformed or unknown id is the same 404. */
export async function getHotel(deps: Pick<Deps, 'db'>, id: string): Promise<HotelResponse> {
  const row = isUuid(id) ? await findActiveHotel(deps.db, id) : undefined;
  if (!row) throw notFound(HOTEL_NOT_FOUND);
  return toHotelResponse(row);
}

/**
 * GET /api/hotels/{id}: the property page, the same for every visitor, so cached; read from the
 * in-memory catalogue when there is one (then kept only once asked again, like a search).
 */
export function getPublicHotel(deps: Pick<Deps, 'cache' | 'catalogue'>, id: string): Promise<HotelResponse> {
  return deps.cache.readIfRepeated(`hotel ${id}`, ['hotels'], async () => {
    const row = isUuid(id) ? await deps.catalogue.hotel(id.toLowerCase()) : undefined;
    if (!row) throw notFound(HOTEL_NOT_FOUND);
    return toHotelResponse(row);
  });
}

/** Booked ones first, by number of confirmed bookings; when fewer have bookings (a new site), the best rated fill the list. */
async function listMostBookedHotels(deps: Pick<Deps, 'db' | 'cache' | 'now'>, limit: number): Promise<HotelSummaryRow[]> {
  // A few spare candidates, as some may have been taken off the site.
  const ranking = await deps.cache.read(
    'most-booked ranking',
    ['bookings'],
    () => listMostBookedHotelIds(deps.db, limit * 4),
    deps.cache.ttlSeconds * MOST_BOOKED_TTL_FACTOR,
  );
  const rank = new Map(ranking.map((id, index) => [id, index]));
  const booked = (await listActiveHotelsAmong(deps.db, ranking)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!).slice(0, limit);
  if (booked.length === limit) return booked;
  const rest = await listBestRatedHotels(
    deps.db,
    limit - booked.length,
    deps.now(),
    booked.map((row) => row.id),
  );
  return [...booked, ...rest];
}

/** GET /api/hotels: the home page's lists, cached. */
export function getHomeHotels(deps: Pick<Deps, 'db' | 'cache' | 'now'>): Promise<HomeHotels> {
  return deps.cache.read('home', ['hotels', 'bookings', 'reviews'], async () => {
    const now = deps.now();
    const [latest, bestRated, mostBooked] = await Promise.all([
      listLatestHotels(deps.db, HOME_LIST_SIZES.latestHotels),
      listBestRatedHotels(deps.db, HOME_LIST_SIZES.bestRatedHotels, now),
      listMostBookedHotels(deps, HOME_LIST_SIZES.mostBookedHotels),
    ]);
    const figures = await reviewFiguresOf(deps.db, [...new Set([...latest, ...bestRated, ...mostBooked].map((row) => row.id))], now);
    const card = (row: HotelSummaryRow) => ({ ...toHotelSummary(row), reviews: figures.get(row.id) ?? null });
    return { latestHotels: latest.map(card), bestRatedHotels: bestRated.map(card), mostBookedHotels: mostBooked.map(card) };
  });
}

const paginationOf = (total: number, page: number, pageSize: number): Pagination => ({ total, page, pages: pageCount(total, pageSize) });

function paginated(result: PageOf<HotelSummaryRow>, page: number, pageSize: number): Paginated<HotelSummary> {
  return { data: result.rows.map(toHotelSummary), pagination: paginationOf(result.total, page, pageSize) };
}

/**
 * One key per different search: the list filters are sets and the destination is matched in lower
 * case, so the order of parameters, repeated values and letter case do not make new keys (the
 * defaults are already filled in by the schema). A guest count of 0 filters nothing, like none.
 */
function searchKey(query: SearchQuery): string {
  // Every field of the query, by the type (a new field must be added here); the free text last, so
  // the separators cannot be confused. Joined, not JSON: this runs for every search.
  const parts: { [K in keyof Required<SearchQuery>]: string | number | undefined } = {
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    adultCount: query.adultCount || undefined,
    childCount: query.childCount || undefined,
    page: query.page,
    maxPrice: query.maxPrice,
    bedrooms: query.bedrooms,
    sortOption: query.sortOption,
    stars: asSet(query.stars),
    types: asSet(query.types),
    facilities: asSet(query.facilities),
    amenities: asSet(query.amenities),
    destination: query.destination.toLowerCase(),
  };
  return Object.values(parts).join('\u0001');
}

/** A list's values in one order, as one string. */
const asSet = (list: readonly (string | number)[]) => (list.length > 1 ? [...list].sort().join('|') : list.join('|'));

/**
 * GET /api/hotels/search, cached; with dates the result also depends on the bookings and calendar
 * blocks, and each result carries the stay's total for the searched guests (at least one adult) with
 * the property's cleaning fee, priced by the domain's quoteStay like the booking page (the catalogue
 * sorts by the same number); without dates, its "from" price.
 */
export function searchHotels(deps: Pick<Deps, 'cache' | 'catalogue'>, query: SearchQuery): Promise<SearchResponse> {
  const { checkIn, checkOut } = query;
  const load = async (): Promise<SearchResponse> => {
    const { rows, total, fromPrices, reviews } = await deps.catalogue.search(query, SEARCH_PAGE_SIZE);
    const pagination = paginationOf(total, query.page, SEARCH_PAGE_SIZE);
    const guests = searchGuests(query);
    const priceOf = (row: (typeof rows)[number], index: number): SearchPrice => {
      if (!checkIn || !checkOut) return { fromPricePerNight: fromPrices[index]! };
      // Shorter than the property's minimum from this check-in: listed, and priced, for its minimum stay.
      const minimum = minimumStay(row.rates, checkIn);
      const longer = minimum > nightsBetween(checkIn, checkOut);
      const stayEnd = longer ? addDays(checkIn, minimum) : checkOut;
      // The cleaning fee is part of the stay's total a guest sees before checkout (decision 0100).
      const { totalPaise } = quoteStay({
        ...pricedProperty(row),
        cleaningFeePaise: row.cleaningFeePaise,
        checkIn,
        checkOut: stayEnd,
        guests,
        today: checkIn,
      });
      return longer ? { stayTotalPaise: totalPaise, minimumNights: minimum } : { stayTotalPaise: totalPaise };
    };
    const prices: SearchPrice[] = rows.map((row, index) => ({ ...priceOf(row, index), ...placeOf(row) }));
    const data = rows.map((row, index) => ({ ...hotelSummaryOf(row), ...prices[index], reviews: reviews[index]! }));
    return withWrittenJson({ data, pagination }, searchPageJson(rows, prices, reviews, pagination));
  };
  const key = `search ${searchKey(query)}`;
  const dependsOn: ReadTopic[] = checkIn && checkOut ? ['hotels', 'bookings', 'blocks', 'reviews'] : ['hotels', 'reviews'];
  // Answered from memory a search is cheap: kept only once asked again.
  return deps.cache.readIfRepeated(key, dependsOn, load);
}

/** A search card's place on the map, when the owner gave coordinates. */
function placeOf(row: { latitude: number | null; longitude: number | null }): Pick<SearchPrice, 'latitude' | 'longitude'> {
  return row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : {};
}

/** Most properties a destination's page lists: the first page of its search, best rated first. */
const DESTINATION_PAGE_PROPERTIES = 60;

/**
 * The properties a search for a destination's name finds (the site's one search), best rated first,
 * each with its coordinates: a destination's page (modules/destinations).
 */
export async function propertiesIn(deps: Pick<Deps, 'catalogue'>, destination: string): Promise<DestinationProperty[]> {
  const query = searchQuerySchema.parse({ destination, sortOption: 'starRating' });
  const { rows, reviews } = await deps.catalogue.search(query, DESTINATION_PAGE_PROPERTIES);
  return rows.map((row, i) => ({ ...hotelSummaryOf(row), latitude: row.latitude, longitude: row.longitude, reviews: reviews[i]! }));
}

/** The administrator's properties, filtered: a page when asked with one, else a plain array. */
export async function listHotelsForAdmin(deps: Pick<Deps, 'db'>, query: AdminHotelListQuery): Promise<ListOrPage<HotelSummary>> {
  return listOrPage(query.page, { page: query.pageSize }, async (page, pageSize) =>
    paginated(await listAdminHotels(deps.db, { ...query, page, pageSize }), page, pageSize),
  );
}

/** The stored columns for the form's fields (empty outside links are stored as null). */
function hotelValues(input: HotelFormValues): Omit<HotelValues, 'imageUrls' | 'imageTexts' | 'createdBy'> {
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
    latitude: input.latitude,
    cancellationPolicy: input.cancellationPolicy,
    longitude: input.longitude,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    beds: input.beds,
    sizeSquareMetres: input.sizeSquareMetres,
    streetAddress: input.streetAddress,
    postalCode: input.postalCode,
    extraAmenities: input.extraAmenities,
    reviews: input.reviews,
    ...priceModelValues(input),
  };
}

/** A per-person price keeps no included guests or fees (the database's check), whatever the form held. */
function priceModelValues(
  input: HotelFormValues,
): Pick<HotelValues, 'priceModel' | 'includedGuests' | 'extraAdultPrice' | 'extraChildPrice'> {
  if (input.priceModel === 'perPerson') return { priceModel: 'perPerson', includedGuests: null, extraAdultPrice: 0, extraChildPrice: 0 };
  return {
    priceModel: 'perProperty',
    includedGuests: input.includedGuests!,
    extraAdultPrice: input.extraAdultPrice,
    extraChildPrice: input.extraChildPrice,
  };
}

export async function createHotel(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'storage' | 'log'>,
  createdBy: string,
  input: HotelFormValues,
  files: readonly UploadedFile[],
): Promise<HotelResponse> {
  if (input.imageUrls.length > 0) throw badRequest('A new property has no images to keep', 'imageUrls');
  checkImageOrder(input.imageOrder, [], files);
  await checkPhotoLimit(deps, files.length, files.length);
  const textsFor = imageTextsOf(input, [], files);
  await checkPhotos(files);
  const added = await storePhotos(deps.storage, files);
  const imageUrls = orderedImages(input.imageOrder, [], added)!;
  let row: HotelRow;
  try {
    row = await insertHotel(deps.db, { ...hotelValues(input), imageUrls, imageTexts: textsFor(added, {}), createdBy });
  } catch (error) {
    await removePhotos(deps.storage, imageUrls, deps.log);
    throw error;
  }
  deps.cache.invalidate('hotels');
  return toHotelResponse(row);
}

/** 400 unless `order` is empty or lists each kept image and each new file exactly once. */
function checkImageOrder(order: readonly string[], kept: readonly string[], files: readonly UploadedFile[]) {
  const placeholders = files.map((_, i) => newImageToken(i));
  if (!orderedImages(order, kept, placeholders)) throw badRequest(HOTEL_MESSAGES.imageOrder, 'imageOrder');
}

/** 400 when the save adds photos beyond Settings → Site "Photos per property" (a property kept above a lowered limit may still remove some). */
async function checkPhotoLimit(deps: Pick<Deps, 'db' | 'config' | 'cache'>, total: number, added: number) {
  const { photosPerProperty } = (await siteSettings(deps)).values.site;
  const problem = imageCountProblem(total, photosPerProperty, added);
  if (problem) throw badRequest(problem, 'imageFiles');
}

/**
 * The stored texts by URL once the new files have their URLs: each photo's from the form when it sends
 * `imageTexts` (a photo it leaves out has none), else a kept photo keeps its own. Checked (400) before
 * anything is stored: each entry names a kept image or a new file's token.
 */
function imageTextsOf(input: HotelFormValues, kept: readonly string[], files: readonly UploadedFile[]) {
  const sent = input.imageTexts;
  const tokens = new Set([...kept, ...files.map((_, i) => newImageToken(i))]);
  if (sent?.some((entry) => !tokens.has(entry.image))) throw badRequest(PHOTO_MESSAGES.image, 'imageTexts');
  return (added: readonly string[], stored: Readonly<Record<string, PhotoText>>): Record<string, PhotoText> => {
    const texts: Record<string, PhotoText> = {};
    if (!sent) {
      for (const url of kept) if (stored[url]) texts[url] = stored[url];
      return texts;
    }
    for (const { image, caption, alt } of sent) {
      const url = kept.includes(image) ? image : added[Number(image.slice('new:'.length))]!;
      if (caption || alt) texts[url] = { caption, alt };
    }
    return texts;
  };
}

/**
 * Replaces a property's fields. Its images become the kept `imageUrls` (each must be one of its
 * current images) and the new files, in `imageOrder` when given (first = cover), else kept then new;
 * the files of images no longer kept are deleted once the change is committed.
 */
export async function updateHotel(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'storage' | 'log'>,
  id: string,
  input: HotelFormValues,
  files: readonly UploadedFile[],
): Promise<HotelResponse> {
  const current = isUuid(id) ? await findActiveHotel(deps.db, id) : undefined;
  if (!current) throw notFound(HOTEL_NOT_FOUND);
  const kept = [...new Set(input.imageUrls)];
  const foreign = kept.find((url) => !current.imageUrls.includes(url));
  if (foreign !== undefined) throw badRequest('Only images of this property can be kept', 'imageUrls');
  checkImageOrder(input.imageOrder, kept, files);
  await checkPhotoLimit(deps, kept.length + files.length, files.length);
  const textsFor = imageTextsOf(input, kept, files);
  await checkPhotos(files);

  const added = await storePhotos(deps.storage, files);
  let result: Awaited<ReturnType<typeof updateHotelLocked>>;
  try {
    result = await updateHotelLocked(deps.db, current.id, (now) => {
      // Another save removed an image this one keeps: the form was out of date.
      if (kept.some((url) => !now.imageUrls.includes(url))) {
        throw conflict('This property was changed meanwhile. Please reload it and save again');
      }
      return {
        ...hotelValues(input),
        imageUrls: orderedImages(input.imageOrder, kept, added)!,
        imageTexts: textsFor(added, now.imageTexts),
      };
    });
  } catch (error) {
    await removePhotos(deps.storage, added, deps.log);
    throw error;
  }
  if (!result) {
    await removePhotos(deps.storage, added, deps.log);
    throw notFound(HOTEL_NOT_FOUND);
  }
  // Before the old files go: no cached page may keep pointing at them.
  deps.cache.invalidate('hotels');
  const removed = result.before.imageUrls.filter((url) => !kept.includes(url));
  await removePhotos(deps.storage, removed, deps.log);
  return toHotelResponse(result.after);
}

/** GET /api/my-hotels/{id}/rates: the property's rates (NO_RATES when none were set). */
export async function getHotelRates(deps: Pick<Deps, 'db'>, id: string): Promise<Rates> {
  return (await getHotel(deps, id)).rates;
}

/**
 * PUT /api/my-hotels/{id}/rates: replaces the property's rates. Rates that change nothing are stored as
 * none, so the property is priced and searched exactly as one that never had rates. Bookings already
 * held or paid keep the total they were charged (it is stored with them).
 */
export async function updateHotelRates(deps: Pick<Deps, 'db' | 'cache'>, id: string, rates: Rates): Promise<Rates> {
  await getHotel(deps, id);
  if (!(await setHotelRates(deps.db, id, isNoRates(rates) ? null : rates))) throw notFound(HOTEL_NOT_FOUND);
  deps.cache.invalidate('hotels');
  return rates;
}

/** Archives a property: it leaves every list and read; its bookings and image files stay. */
export async function deleteHotel(deps: Pick<Deps, 'db' | 'cache'>, id: string): Promise<void> {
  if (!isUuid(id) || !(await archiveHotel(deps.db, id))) throw notFound(HOTEL_NOT_FOUND);
  deps.cache.invalidate('hotels');
}
