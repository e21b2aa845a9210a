import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import { findActiveHotel } from './queries';
import { toHotelResponse, type HotelResponse } from './serialize';

export const HOTEL_NOT_FOUND = 'Hotel not found';

/** A property on the site by id; a malformed or unknown id is the same 404. */
export async function getHotel(db: Database, id: string): Promise<HotelResponse> {
  const row = isUuid(id) ? await findActiveHotel(db, id) : undefined;
  if (!row) throw notFound(HOTEL_NOT_FOUND);
  return toHotelResponse(row);
}
