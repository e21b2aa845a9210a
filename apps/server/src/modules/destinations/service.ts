import { DESTINATION_MESSAGES, type Destination, type DestinationInput } from '@hillnest/domain';
import { conflict, notFound } from '../../lib/http-errors';
import type { ReadDeps } from '../../lib/read-cache';
import { discardImage, storeUpload, type ServiceDeps, type UploadSpec } from '../../lib/uploads';
import { isUuid } from '../../lib/validate';
import { deleteDestination, insertDestination, listDestinations, type DestinationRow } from './queries';

export const ILLUSTRATION_UPLOAD: UploadSpec = {
  field: 'illustrationImage',
  label: 'illustration',
  kinds: ['png', 'jpeg', 'svg'],
  folder: 'destinations',
};

function toDestination(row: DestinationRow): Destination {
  return { _id: row.id, name: row.name, illustrationImageUrl: row.illustrationImageUrl ?? '' };
}

/** Every destination, by name: the search bar's suggestions and the admin's list (cached). */
export function getDestinations(deps: ReadDeps): Promise<Destination[]> {
  return deps.cache.read('destinations', ['destinations'], async () => (await listDestinations(deps.db)).map(toDestination));
}

/** Adds a destination with its (already checked) illustration, if any. */
export async function createDestination(deps: ServiceDeps, input: DestinationInput, illustration?: Buffer): Promise<Destination> {
  const illustrationImageUrl = illustration ? await storeUpload(deps.storage, illustration, ILLUSTRATION_UPLOAD) : null;
  const row = await insertDestination(deps.db, { name: input.name, illustrationImageUrl });
  if (!row) {
    if (illustrationImageUrl) await discardImage(deps, illustrationImageUrl);
    throw conflict(DESTINATION_MESSAGES.duplicate);
  }
  deps.cache.invalidate('destinations');
  return toDestination(row);
}

export async function removeDestination(deps: ServiceDeps, id: string): Promise<void> {
  const row = isUuid(id) ? await deleteDestination(deps.db, id) : undefined;
  if (!row) throw notFound(DESTINATION_MESSAGES.notFound);
  deps.cache.invalidate('destinations');
  if (row.illustrationImageUrl) await discardImage(deps, row.illustrationImageUrl);
}
