import type { RatingLinks, RatingsInput } from '@hillnest/domain';
import type { Deps } from '../../deps';
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

/** The links to the site's reviews on outside platforms; '' where there is none. Cached. */
export function getRatingLinks(deps: Pick<Deps, 'db' | 'cache'>): Promise<RatingLinks> {
  return deps.cache.read('ratings', ['ratings'], async () => toLinks(await findRatings(deps.db)));
}

/** Replaces all five links at once: a platform left out or blank loses its link. */
export async function saveRatingLinks(deps: Pick<Deps, 'db' | 'cache'>, input: RatingsInput): Promise<RatingLinks> {
  const row = await upsertRatings(deps.db, input);
  deps.cache.invalidate('ratings');
  return toLinks(row);
}
