import type { RatingLinks, RatingsInput } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { findRatings, upsertRatings, type RatingsRow } from './queries';

function toLinks(row: RatingsRow | undefined): RatingLinks {
  return {
    bookingdotcom: row?.bookingdotcom ?? '',
    airbnb: row?.airbnb ?? '',
    makemytrip: row?.makemytrip ?? '',
    googleTravel: row?.googleTravel ?? '',
    agoda: row?.agoda ?? '',
  };
}

/** The links to the site's reviews on outside platforms; '' where there is none. */
export async function getRatingLinks(db: Database): Promise<RatingLinks> {
  return toLinks(await findRatings(db));
}

/** Replaces all five links at once: a platform left out or blank loses its link. */
export async function saveRatingLinks(db: Database, input: RatingsInput): Promise<RatingLinks> {
  return toLinks(await upsertRatings(db, input));
}
