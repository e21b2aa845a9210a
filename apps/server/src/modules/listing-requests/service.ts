import { normalizeEmail, type ListingRequest, type ListingRequestInput } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { insertListingRequest, listListingRequests, type ListingRequestRow } from './queries';

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

/** Records a signed-in user's request to list their property. */
export async function createListingRequest(db: Database, userId: string, input: ListingRequestInput): Promise<ListingRequest> {
  const row = await insertListingRequest(db, { ...input, email: normalizeEmail(input.email), userId });
  return toListingRequest(row);
}

/** Every request, newest first: the admin's list. */
export async function getListingRequests(db: Database): Promise<ListingRequest[]> {
  return (await listListingRequests(db)).map(toListingRequest);
}
