/**
 * Verified reviews (issue 37, docs/product/reviews.md, decision 0087): the guest of a paid, not
 * cancelled stay that has ended writes one through the booking's private link; the property page
 * shows the published ones; the owner replies once, or hides one for a listed reason, never edits.
 */
import {
  REVIEW_ASPECTS,
  REVIEW_MESSAGES,
  REVIEW_PUBLISH_DELAY_HOURS,
  type AdminReview,
  type GuestReviewState,
  type PropertyReviews,
  type PublicReview,
  type ReviewHideReason,
  type ReviewInput,
} from '@hillnest/domain';
import { propertyToday, type Deps } from '../../deps';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import { checkManageLink, paidBooking } from '../bookings/confirmation';
import { userPaidBooking } from '../bookings/service';
import { BOOKING_NOT_FOUND } from '../booking-admin/service';
import {
  activeHotelExists,
  findReview,
  findReviewOfBooking,
  insertReview,
  listAllReviews,
  listShownReviews,
  setHidden,
  setReply,
  type ReviewRow,
} from './queries';

const HOUR = 60 * 60_000;

function toPublic(row: ReviewRow): PublicReview {
  return {
    _id: row.id,
    rating: row.rating,
    aspects: Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, row[aspect]])) as PublicReview['aspects'],
    text: row.text,
    firstName: row.firstName,
    stayMonth: row.stayMonth,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
  };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const averageOf = (values: number[]) => (values.length ? oneDecimal(values.reduce((a, b) => a + b, 0) / values.length) : null);

/** GET /api/hotels/{id}/reviews: the shown reviews, newest first, with their average, distribution and sub-ratings. */
export async function propertyReviews(deps: Pick<Deps, 'db' | 'now'>, hotelId: string): Promise<PropertyReviews> {
  if (!isUuid(hotelId) || !(await activeHotelExists(deps.db, hotelId))) throw notFound('Hotel not found');
  const rows = await listShownReviews(deps.db, hotelId, deps.now());
  const distribution = [1, 2, 3, 4, 5].map((stars) => rows.filter((row) => row.rating === stars).length);
  return {
    average: averageOf(rows.map((row) => row.rating)),
    count: rows.length,
    distribution,
    aspects: Object.fromEntries(
      REVIEW_ASPECTS.map((aspect) => [aspect, averageOf(rows.flatMap((row) => (row[aspect] === null ? [] : [row[aspect]])))]),
    ) as PropertyReviews['aspects'],
    reviews: rows.map(toPublic),
  };
}

type GuestDeps = Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>;

/** The booking a link names, checked as the manage page checks it (404 forged or revoked, 410 expired). */
async function linkedBooking(deps: GuestDeps, token: string) {
  const bookingId = deps.manageLinks.bookingIdOf(token);
  const found = bookingId ? await paidBooking(deps.db, bookingId) : undefined;
  checkManageLink(deps, token, found?.booking, await propertyToday(deps));
  return found!;
}

/** Why this stay cannot be reviewed now, or null. */
async function refusal(deps: GuestDeps, booking: { status: string; checkOut: string }): Promise<string | null> {
  if (booking.status !== 'confirmed') return REVIEW_MESSAGES.notConfirmed;
  if ((await propertyToday(deps)) < booking.checkOut) return REVIEW_MESSAGES.notEnded;
  return null;
}

/**
 * POST /api/bookings/{id}/review-link: the review page of one of the signed-in guest's stays, reached
 * from My Bookings: the booking's own link's review page, valid while the link is (404 for anyone
 * else's booking; 409 before check-out or for a cancelled stay).
 */
export async function reviewLinkOf(deps: GuestDeps, userId: string, bookingId: string): Promise<{ path: string }> {
  const found = await userPaidBooking(deps, userId, bookingId);
  if (!found) throw notFound(BOOKING_NOT_FOUND);
  const refused = await refusal(deps, found.booking);
  if (refused) throw conflict(refused);
  const token = deps.manageLinks.sign(found.booking.id, found.booking.manageLinkVersion);
  checkManageLink(deps, token, found.booking, await propertyToday(deps));
  return { path: `/manage-booking/${token}/review` };
}

/** GET /api/bookings/manage/{token}/review: may the guest review, and the review once written. */
export async function guestReviewState(deps: GuestDeps, token: string): Promise<GuestReviewState> {
  const { booking, hotel } = await linkedBooking(deps, token);
  const review = await findReviewOfBooking(deps.db, booking.id);
  const refused = review ? null : await refusal(deps, booking);
  return {
    hotelName: hotel.name,
    canReview: !review && refused === null,
    reason: refused,
    review: review ? toPublic(review) : null,
  };
}

/** POST /api/bookings/manage/{token}/review: the guest's review, once; 409 before check-out, for a cancelled stay or a second one. */
export async function submitReview(deps: GuestDeps, token: string, input: ReviewInput): Promise<PublicReview> {
  const { booking } = await linkedBooking(deps, token);
  const refused = await refusal(deps, booking);
  if (refused) throw conflict(refused);
  const now = deps.now();
  const row = await insertReview(deps.db, {
    bookingId: booking.id,
    hotelId: booking.hotelId,
    ...input,
    firstName: booking.firstName,
    stayMonth: booking.checkIn.slice(0, 7),
    createdAt: now,
    publishAt: new Date(now.getTime() + REVIEW_PUBLISH_DELAY_HOURS * HOUR),
  });
  if (!row) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
  return toPublic(row);
}

function toAdmin(entry: Awaited<ReturnType<typeof listAllReviews>>[number]): AdminReview {
  return {
    ...toPublic(entry.review),
    hotelId: entry.review.hotelId,
    hotelName: entry.hotelName,
    reference: entry.reference,
    publishAt: entry.review.publishAt.toISOString(),
    hiddenReason: entry.review.hiddenReason,
  };
}

export async function listReviewsForOwner(deps: Pick<Deps, 'db'>): Promise<AdminReview[]> {
  return (await listAllReviews(deps.db)).map(toAdmin);
}

async function existing(deps: Pick<Deps, 'db'>, id: string): Promise<ReviewRow> {
  const row = isUuid(id) ? await findReview(deps.db, id) : undefined;
  if (!row) throw notFound('Review not found');
  return row;
}

/** The owner's one public reply; the review shows at once. */
export async function replyToReview(deps: Pick<Deps, 'db' | 'cache' | 'now'>, id: string, reply: string): Promise<PublicReview> {
  await existing(deps, id);
  const row = await setReply(deps.db, id, reply, deps.now());
  if (!row) throw conflict(REVIEW_MESSAGES.alreadyReplied);
  deps.cache.invalidate('reviews');
  return toPublic(row);
}

/** Hides a review for a listed reason, which is recorded; the guest's words stay as written. */
export async function hideReview(deps: Pick<Deps, 'db' | 'cache' | 'now'>, id: string, reason: ReviewHideReason): Promise<PublicReview> {
  await existing(deps, id);
  const row = (await setHidden(deps.db, id, reason, deps.now()))!;
  deps.cache.invalidate('reviews');
  return toPublic(row);
}
