import type { Page } from '@playwright/test';
import { VIEWPORTS } from './admin-support';
import { unique } from './content-support';
import { expect, signInAsAdmin, test } from './support';

/**
 * The property form (issue 20): the cover photo and the photos' order chosen with the keyboard (and by
 * dragging on a desktop), saved as the order of imageUrls that the guest pages use; the star rating
 * as stars changed with the arrow keys. Issue 38: the owner raises Photos per property, and a
 * property takes 8 photos with captions and alt texts that its page shows. On a phone and a desktop.
 * The properties are in 'Testland', priced above those other tests pick by price, and deleted at the end.
 */

/** Small real PNGs (8×6 px) of different colours, so each upload is its own picture. */
const PNG = {
  teal: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQmtuPFTEMpAQAuBRAIRjV/tcAAAAASUVORK5CYII=',
  orange:
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4nh+IFTEMpAQAWn9PUTDSKyAAAAAASUVORK5CYII=',
};
const pngFile = (name: string, colour: keyof typeof PNG) => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG[colour], 'base64') });

/** A property of the test's own with two photos (teal first, then orange) and 3 stars. */
async function newProperty(page: Page): Promise<{ id: string; imageUrls: string[] }> {
  const response = await page.request.post('/api/my-hotels', {
    multipart: {
      name: `Photo Lodge ${unique('')}`,
      city: 'Photoville',
      country: 'Testland',
      description: 'A lodge whose photos the browser tests reorder.',
      type: 'Family Apartment',
      pricePerNight: '7000',
      starRating: '3',
      adultCount: '2',
      childCount: '0',
      'facilities[0]': 'Elevator',
      'amenities[0]': 'Linen',
      imageFiles: pngFile('teal.png', 'teal'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { _id } = (await response.json()) as { _id: string };
  // A second photo through the same form's PUT (kept image + one new file).
  const created = (await (await page.request.get(`/api/my-hotels/${_id}`)).json()) as Record<string, unknown> & { imageUrls: string[] };
  const update = await page.request.put(`/api/my-hotels/${_id}`, {
    multipart: {
      hotelId: _id,
      name: String(created.name),
      city: 'Photoville',
      country: 'Testland',
      description: String(created.description),
      type: 'Family Apartment',
      pricePerNight: '7000',
      starRating: '3',
      adultCount: '2',
      childCount: '0',
      'facilities[0]': 'Elevator',
      'amenities[0]': 'Linen',
      'imageUrls[0]': created.imageUrls[0]!,
      imageFiles: pngFile('orange.png', 'orange'),
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  return { id: _id, imageUrls: ((await update.json()) as { imageUrls: string[] }).imageUrls };
}

const savedImages = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/hotels/${id}`)).json()) as { imageUrls: string[]; starRating: number };

for (const viewport of VIEWPORTS) {
  test(`photos are reordered and a new one made the cover with the keyboard; stars change with arrows (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    const hotel = await newProperty(page);
    const [teal, orange] = hotel.imageUrls as [string, string];

    await page.goto(`/edit-hotel/${hotel.id}`);
    const order = page.getByRole('list', { name: 'Image order' });
    await expect(order.getByRole('listitem')).toHaveCount(2);
    await expect(order.getByRole('listitem').first()).toHaveAccessibleName('Current image 1, place 1 of 2, cover photo');

    // Keyboard only: focus the new photo's "Make cover" button and press Enter, then move the old cover later with Space.
    await page.getByLabel('Add images').setInputFiles([pngFile('garden.png', 'orange')]);
    await page.getByRole('button', { name: 'Make new image garden.png the cover' }).focus();
    await page.keyboard.press('Enter');
    await expect(order.getByRole('listitem').first()).toHaveAccessibleName('New image garden.png, place 1 of 3, cover photo');
    // Focus stays on the moved photo (its Make cover is now off, so on its Move later).
    await expect(page.getByRole('button', { name: 'Move new image garden.png later' })).toBeFocused();
    await page.getByRole('button', { name: 'Move current image 1 later' }).focus();
    await page.keyboard.press('Space');
    await expect(order.getByRole('listitem').nth(2)).toHaveAccessibleName('Current image 2, place 3 of 3');
    await expect(page.getByRole('button', { name: 'Move current image 2 later' })).toBeDisabled();

    // The star rating: a radio group of stars; the arrow key moves from 3 to 4 stars.
    const stars = page.getByRole('group', { name: 'Star Rating' });
    await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await stars.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(stars.getByText('4 stars of 5')).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Hotel Saved!')).toBeVisible();
    const saved = await savedImages(page, hotel.id);
    expect(saved.starRating).toBe(4);
    expect(saved.imageUrls).toHaveLength(3);
    const garden = saved.imageUrls[0]!;
    expect([teal, orange]).not.toContain(garden);
    expect(saved.imageUrls.slice(1)).toEqual([orange, teal]);

    // The guest's detail page leads with the cover.
    await page.goto(`/detail/${hotel.id}`);
    const stem = garden.replace(/(-1600)?\.webp$/, '');
    await expect(page.locator(`main img[src*="${stem.split('/').pop()}"]`).first()).toBeVisible();
    expect((await page.request.delete(`/api/my-hotels/${hotel.id}`)).status()).toBe(204);
  });
}

test('a photo dragged onto the first place becomes the cover (desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const hotel = await newProperty(page);
  const [teal, orange] = hotel.imageUrls as [string, string];
  await page.goto(`/edit-hotel/${hotel.id}`);
  const items = page.getByRole('list', { name: 'Image order' }).getByRole('listitem');
  // The picture drags (the caption and alt text fields beside it keep their text selectable).
  await items.nth(1).getByRole('img').dragTo(items.nth(0));
  await expect(items.first()).toHaveAccessibleName('Current image 1, place 1 of 2, cover photo');
  await expect(items.first().getByRole('img')).toHaveAttribute('src', /./);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Hotel Saved!')).toBeVisible();
  expect((await savedImages(page, hotel.id)).imageUrls).toEqual([orange, teal]);
  expect((await page.request.delete(`/api/my-hotels/${hotel.id}`)).status()).toBe(204);
});

/** Settings → Site "Photos per property", through its page. */
async function setPhotosPerProperty(page: Page, count: number) {
  await page.goto('/settings/site');
  await page.getByLabel('Photos per property').fill(String(count));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test(`the owner allows more photos, and 8 photos with captions and alt texts show on the property page (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    const hotel = await newProperty(page);
    try {
      await setPhotosPerProperty(page, 10);
      await page.goto(`/edit-hotel/${hotel.id}`);
      await expect(page.getByText(/^2 of 10 images\./)).toBeVisible();
      await page.getByLabel('Caption of current image 1').fill('Teal wall in the living room');
      await page.getByLabel('Alt text of current image 1').fill('A teal wall behind a low sofa');
      await page.getByLabel('Add images').setInputFiles([1, 2, 3, 4, 5, 6].map((n) => pngFile(`room-${n}.png`, n % 2 ? 'orange' : 'teal')));
      await expect(page.getByText(/^8 of 10 images\./)).toBeVisible();
      for (const n of [1, 2, 3, 4, 5, 6]) {
        await page.getByLabel(`Caption of new image room-${n}.png`).fill(`Room ${n}`);
        await page.getByLabel(`Alt text of new image room-${n}.png`).fill(`Photo of room ${n}`);
      }
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Hotel Saved!')).toBeVisible();

      const saved = (await (await page.request.get(`/api/hotels/${hotel.id}`)).json()) as {
        photos: { url: string; caption: string; alt: string }[];
      };
      expect(saved.photos.map(({ caption, alt }) => [caption, alt])).toEqual([
        ['Teal wall in the living room', 'A teal wall behind a low sofa'],
        ['', ''],
        ...[1, 2, 3, 4, 5, 6].map((n) => [`Room ${n}`, `Photo of room ${n}`]),
      ]);

      // The guest's page: the photos described by their alt text, the gallery with the captions.
      await page.goto(`/detail/${hotel.id}`);
      const mosaic = page.getByRole('region', { name: /^Photos of Photo Lodge/ });
      await expect(mosaic.getByRole('img', { name: 'A teal wall behind a low sofa' })).toBeVisible();
      await page.getByRole('button', { name: 'Show all 8 photos' }).click();
      const gallery = page.getByRole('dialog', { name: /^Photos of Photo Lodge/ });
      await expect(gallery.getByText('1 / 8')).toBeVisible();
      await expect(gallery.getByText('Teal wall in the living room')).toBeVisible();
      await gallery.getByRole('button', { name: 'Previous photo' }).click();
      await expect(gallery.getByText('8 / 8')).toBeVisible();
      await expect(gallery.getByRole('img', { name: 'Photo of room 6' })).toBeVisible();
      await expect(gallery.getByText('Room 6', { exact: true })).toBeVisible();
    } finally {
      await setPhotosPerProperty(page, 6);
      expect((await page.request.delete(`/api/my-hotels/${hotel.id}`)).status()).toBe(204);
    }
  });
}
