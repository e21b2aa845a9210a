import {
  DESTINATION_MESSAGES,
  destinationSlug,
  type AdminDestination,
  type Destination,
  type DestinationInput,
  type DestinationPage,
  type DestinationQuestion,
} from '@hillnest/domain';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import type { Deps } from '../../deps';
import { discardImage, storeUpload, type UploadSpec } from '../../lib/uploads';
import { isUuid } from '../../lib/validate';
import {
  deleteDestination,
  findDestination,
  findDestinationBySlug,
  insertDestination,
  isSlugTaken,
  listDestinationsWithCounts,
  updateDestination,
  type DestinationListRow,
} from './queries';
import { propertiesIn } from '../hotels/service';

export const ILLUSTRATION_UPLOAD: UploadSpec = {
  field: 'illustrationImage',
  label: 'illustration',
  kinds: ['png', 'jpeg', 'svg'],
  folder: 'destinations',
};

function toDestination(row: Pick<DestinationListRow, 'id' | 'name' | 'slug' | 'illustrationImageUrl'>): Destination {
  return { _id: row.id, name: row.name, illustrationImageUrl: row.illustrationImageUrl ?? '', slug: row.slug };
}

/** What the owner wrote for the page (the column is jsonb; only the form's schema writes it). */
function writingOf(row: Pick<DestinationListRow, 'introduction' | 'questions'>) {
  return { introduction: row.introduction, questions: row.questions as DestinationQuestion[] };
}

/** The stored values of a destination's form. */
function valuesOf(deps: Pick<Deps, 'now'>, input: DestinationInput, illustrationImageUrl: string | null) {
  return { name: input.name, illustrationImageUrl, introduction: input.introduction, questions: input.questions, updatedAt: deps.now() };
}

/** Refuses (409, naming `name`) a name whose page address another destination has. */
async function requireFreeSlug(deps: Pick<Deps, 'db'>, name: string, exceptId?: string): Promise<void> {
  const slug = destinationSlug(name);
  if (slug && (await isSlugTaken(deps.db, slug, name, exceptId))) throw new HttpError(409, DESTINATION_MESSAGES.slugTaken, {}, 'name');
}

/**
 * GET /api/destination-pages/{slug}: the destination, what the owner wrote for it, and the properties a
 * search for it finds (the site's one search), cached. Unknown, or without properties: 404.
 */
export function getDestinationPage(deps: Pick<Deps, 'db' | 'cache' | 'catalogue'>, slug: string): Promise<DestinationPage> {
  return deps.cache.read(`destination page ${slug}`, ['destinations', 'hotels', 'reviews'], async () => {
    const row = slug.length <= 200 ? await findDestinationBySlug(deps.db, slug) : undefined;
    const properties = row ? await propertiesIn(deps, row.name) : [];
    if (!row || properties.length === 0) throw notFound(DESTINATION_MESSAGES.notFound);
    return { ...toDestination(row), ...writingOf(row), updatedAt: row.updatedAt.toISOString(), properties };
  });
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

/** The destinations that have a page (a property a search finds), with its address and last edit: the sitemap. */
export async function destinationPagesForSitemap(deps: Pick<Deps, 'db'>): Promise<{ slug: string; updatedAt: Date }[]> {
  return (await listDestinationsWithCounts(deps.db))
    .filter((row) => row.propertyCount > 0)
    .map((row) => ({ slug: row.slug, updatedAt: row.updatedAt }));
}

/** Every destination with its number of properties: the admin's list (never cached). */
export async function getAdminDestinations(deps: Pick<Deps, 'db' | 'cache'>): Promise<AdminDestination[]> {
  return (await listDestinationsWithCounts(deps.db)).map((row) => ({
    ...toDestination(row),
    ...writingOf(row),
    propertyCount: row.propertyCount,
  }));
}

/** Adds a destination with its (already checked) illustration, if any. */
export async function createDestination(
  deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log' | 'now'>,
  input: DestinationInput,
  illustration?: Buffer,
): Promise<Destination> {
  await requireFreeSlug(deps, input.name);
  const illustrationImageUrl = illustration ? await storeUpload(deps.storage, illustration, ILLUSTRATION_UPLOAD) : null;
  const row = await insertDestination(deps.db, valuesOf(deps, input, illustrationImageUrl));
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
  deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log' | 'now'>,
  id: string,
  input: DestinationInput,
  illustration?: Buffer,
): Promise<Destination> {
  const existing = isUuid(id) ? await findDestination(deps.db, id) : undefined;
  if (!existing) throw notFound(DESTINATION_MESSAGES.notFound);
  await requireFreeSlug(deps, input.name, id);
  const newUrl = illustration ? await storeUpload(deps.storage, illustration, ILLUSTRATION_UPLOAD) : null;
  const row = await updateDestination(deps.db, id, valuesOf(deps, input, newUrl ?? existing.illustrationImageUrl));
  if (!row || row === 'duplicate') {
    if (newUrl) await discardImage(deps, newUrl);
    throw row ? conflict(DESTINATION_MESSAGES.duplicate) : notFound(DESTINATION_MESSAGES.notFound);
  }
  deps.cache.invalidate('destinations');
  if (newUrl && existing.illustrationImageUrl) await discardImage(deps, existing.illustrationImageUrl);
  return toDestination(row);
}
