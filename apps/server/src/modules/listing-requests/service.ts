import {
  LISTING_REQUEST_MESSAGES,
  normalizeEmail,
  pageCount,
  PAGE_SIZES,
  type ListingRequest,
  type ListingRequestInput,
  type ListingRequestPage,
  type ListOrPage,
} from '@hillnest/domain';
import type { Deps } from '../../deps';
import { forbidden } from '../../lib/http-errors';
import { listOrPage } from '../../lib/list-or-page';
import { getCurrentUser } from '../auth/service';
import { formatWait, secondsUntil, TooManyRequests } from '../../lib/rate-limit';
import {
  countListingRequests,
  insertListingRequest,
  listListingRequests,
  lockAccountRequests,
  recentRequestsOf,
  type ListingRequestRow,
} from './queries';

function toListingRequest(row: ListingRequestRow): ListingRequest {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    propertyName: row.propertyName,
    propertyLocation: row.propertyLocation,
    propertyType: row.propertyType,
    rooms: row.rooms,
    hearAbout: row.hearAbout,
    photosLink: row.photosLink,
    propertyDescription: row.propertyDescription,
    createdAt: row.createdAt.toISOString(),
  };
}

const HOUR_MINUTES = 60;

/**
 * Records a signed-in user's request to list their property. An account sends at most `perHour` in
 * an hour (LISTING_REQUESTS_PER_HOUR): the owner reads each one, so a script cannot bury the real ones.
 * Counted in the database, so every instance agrees.
 */
export async function createListingRequest(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  userId: string,
  input: ListingRequestInput,
): Promise<ListingRequest> {
  // Only an owner who proved their address: free unverified accounts cannot flood the requests.
  if (!(await getCurrentUser(deps, userId)).emailVerified) throw forbidden(LISTING_REQUEST_MESSAGES.verifyFirst);
  const perHour = deps.config.LISTING_REQUESTS_PER_HOUR;
  const row = await deps.db.transaction(async (tx) => {
    await lockAccountRequests(tx, userId);
    const recent = await recentRequestsOf(tx, userId, HOUR_MINUTES);
    if (recent.count >= perHour) {
      const now = deps.now().getTime();
      const seconds = secondsUntil((recent.oldest?.getTime() ?? now) + HOUR_MINUTES * 60_000 - now);
      throw new TooManyRequests(LISTING_REQUEST_MESSAGES.tooMany(perHour, formatWait(seconds)), seconds);
    }
    return insertListingRequest(tx, { ...input, email: normalizeEmail(input.email), userId });
  });
  return toListingRequest(row);
}

/** Newest first: a page when asked with one, else a plain array. */
export async function getListingRequests(deps: Pick<Deps, 'db'>, page: number | undefined): Promise<ListOrPage<ListingRequest>> {
  return listOrPage(page, { page: PAGE_SIZES.listingRequests }, async (page, limit): Promise<ListingRequestPage> => {
    const [rows, total] = await Promise.all([
      listListingRequests(deps.db, { limit, offset: (page - 1) * limit }),
      countListingRequests(deps.db),
    ]);
    return { data: rows.map(toListingRequest), pagination: { total, page, pages: pageCount(total, limit) } };
  });
}
