import { DESTINATION_MESSAGES, type AdminDestination, type Destination, type DestinationInput } from '@hillnest/domain';
import { conflict, notFound } from '../../lib/http-errors';
import type { Deps } from '../../deps';
import { discardImage, storeUpload, type UploadSpec } from '../../lib/uploads';
import { isUuid } from '../../lib/validate';
import {
  deleteDestination,
  findDestination,
  insertDestination,
  listDestinationsWithCounts,
  updateDestination,
  type DestinationRow,
} from './queries';

export const ILLUSTRATION_UPLOAD: UploadSpec = {
  field: 'illustrationImage',
  label: 'illustration',
  kinds: ['png', 'jpeg', 'svg'],
  folder: 'destinations',
};

function toDestination(row: Pick<DestinationRow, 'id' | 'name' | 'illustrationImageUrl'>): Destination {
  return { _id: row.id, name: row.name, illustrationImageUrl: row.illustrationImageUrl ?? '' };
}

/**
 * The search bar's suggestions, by name: only destinations where a search finds a property, so no
 * suggestion leads a guest to an empty result (cached; properties changing changes the list).
 */
export function getDestinations(deps: Pick<Deps, 'db' | 'cache'>): Promise<Destination[]> {
  return deps.cache.read('destinations', ['destinations', 'hotels'], async () =>
    (await listDestinationsWithCounts(deps.db)).filter((row) => row.propertyCount > 0).map(toDestination),
  );
}

/** Every destination with its number of properties: the admin's list (never cached). */
export async function getAdminDestinations(deps: Pick<Deps, 'db' | 'cache'>): Promise<AdminDestination[]> {
  return (await listDestinationsWithCounts(deps.db)).map((row) => ({ ...toDestination(row), propertyCount: row.propertyCount }));
}

/** Adds a destination with its (already checked) illustration, if any. */
export async function createDestination(
  deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>,
  input: DestinationInput,
  illustration?: Buffer,
): Promise<Destination> {
  const illustrationImageUrl = illustration ? await storeUpload(deps.storage, illustration, ILLUSTRATION_UPLOAD) : null;
  const row = await insertDestination(deps.db, { name: input.name, illustrationImageUrl });
  if (!row) {
    if (illustrationImageUrl) await discardImage(deps, illustrationImageUrl);
    throw conflict(DESTINATION_MESSAGES.duplicate);
  }
  deps.cache.invalidate('destinations');
  return toDestination(row);
}

export async function removeDestination(deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>, id: string): Promise<void> {
  const row = isUuid(id) ? await deleteDestination(deps.db, id) : undefined;
  if (!row) throw notFound(DESTINATION_MESSAGES.notFound);
  deps.cache.invalidate('destinations');
  if (row.illustrationImageUrl) await discardImage(deps, row.illustrationImageUrl);
}

/** Renames a destination and, when a new picture is sent, replaces its illustration (the old file is removed). */
export async function editDestination(
  deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>,
  id: string,
  input: DestinationInput,
  illustration?: Buffer,
): Promise<Destination> {
  const existing = isUuid(id) ? await findDestination(deps.db, id) : undefined;
  if (!existing) throw notFound(DESTINATION_MESSAGES.notFound);
  const newUrl = illustration ? await storeUpload(deps.storage, illustration, ILLUSTRATION_UPLOAD) : null;
  const row = await updateDestination(deps.db, id, { name: input.name, illustrationImageUrl: newUrl ?? existing.illustrationImageUrl });
  if (!row || row === 'duplicate') {
    if (newUrl) await discardImage(deps, newUrl);
    throw row ? conflict(DESTINATION_MESSAGES.duplicate) : notFound(DESTINATION_MESSAGES.notFound);
  }
  deps.cache.invalidate('destinations');
  if (newUrl && existing.illustrationImageUrl) await discardImage(deps, existing.illustrationImageUrl);
  return toDestination(row);
}
