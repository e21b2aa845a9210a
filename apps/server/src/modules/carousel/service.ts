import { CAROUSEL_MESSAGES, type CarouselSlide, type CarouselSlideInput } from '@hillnest/domain';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../../deps';
import { discardImage, storeUpload, type UploadSpec } from '../../lib/uploads';
import { isUuid } from '../../lib/validate';
import { deleteSlide, findSlide, insertSlide, listSlides, updateSlide, type CarouselSlideRow } from './queries';

export const SLIDE_UPLOAD = {
  field: 'carouselImage',
  label: 'carousel image',
  kinds: ['png', 'jpeg', 'svg'],
  folder: 'carousel',
  requiredMessage: CAROUSEL_MESSAGES.incomplete,
} satisfies UploadSpec;

function toSlide(row: CarouselSlideRow): CarouselSlide {
  return { _id: row.id, imageUrl: row.imageUrl, featuredText: row.featuredText, ButtonLink: row.buttonLink };
}

/** The home page's slides, oldest first (cached). */
export function getSlides(deps: Pick<Deps, 'db' | 'cache'>): Promise<CarouselSlide[]> {
  return deps.cache.read('carousel', ['carousel'], async () => (await listSlides(deps.db)).map(toSlide));
}

/** Adds a slide with its (already checked) picture. */
export async function createSlide(
  deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>,
  input: CarouselSlideInput,
  image: Buffer,
): Promise<CarouselSlide> {
  const imageUrl = await storeUpload(deps.storage, image, SLIDE_UPLOAD);
  let row: CarouselSlideRow;
  try {
    row = await insertSlide(deps.db, { imageUrl, featuredText: input.featuredText, buttonLink: input.ButtonLink });
  } catch (error) {
    await discardImage(deps, imageUrl);
    throw error;
  }
  deps.cache.invalidate('carousel');
  return toSlide(row);
}

export async function removeSlide(deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>, id: string): Promise<void> {
  const row = isUuid(id) ? await deleteSlide(deps.db, id) : undefined;
  if (!row) throw notFound(CAROUSEL_MESSAGES.notFound);
  deps.cache.invalidate('carousel');
  await discardImage(deps, row.imageUrl);
}

/** Edits a slide's text and link, and its picture when a new one is sent; it keeps its id and place. */
export async function editSlide(
  deps: Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>,
  id: string,
  input: CarouselSlideInput,
  image?: Buffer,
): Promise<CarouselSlide> {
  const existing = isUuid(id) ? await findSlide(deps.db, id) : undefined;
  if (!existing) throw notFound(CAROUSEL_MESSAGES.notFound);
  const newUrl = image ? await storeUpload(deps.storage, image, SLIDE_UPLOAD) : null;
  const row = await updateSlide(deps.db, id, {
    imageUrl: newUrl ?? existing.imageUrl,
    featuredText: input.featuredText,
    buttonLink: input.ButtonLink,
  });
  if (!row) {
    if (newUrl) await discardImage(deps, newUrl);
    throw notFound(CAROUSEL_MESSAGES.notFound);
  }
  deps.cache.invalidate('carousel');
  if (newUrl) await discardImage(deps, existing.imageUrl);
  return toSlide(row);
}
