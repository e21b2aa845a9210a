/**
 * Up to 30 photos with a caption and alt text each (issue 38): Settings → Site "Photos per property"
 * (the specification's 6 by default) limits what a save may add; captions and alt texts go through
 * the one hotel form schema, are stored with their photo and come back from the public read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldError, setUpSignedInApp, type TestApp } from '../../test/harness';
import { hotelForm, imageBytes, type FormParts } from './test-support';

let t: TestApp;
let admin: string;
let png: Buffer;

setUpSignedInApp((s) => ({ t, admin } = s));
beforeAll(async () => {
  png = await imageBytes('png');
});

const files = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `${i}.png`, bytes: png }));
const create = (parts: FormParts) =>
  t.app.inject({ method: 'POST', url: '/api/my-hotels', payload: hotelForm(parts), headers: { cookie: admin } });
const update = (hotelId: string, parts: FormParts) =>
  t.app.inject({ method: 'PUT', url: `/api/my-hotels/${hotelId}`, payload: hotelForm(parts), headers: { cookie: admin } });
const getPublic = (hotelId: string) => t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}` });
const texts = (list: { image: string; caption?: string; alt?: string }[]) => ({ imageTexts: JSON.stringify(list) });

async function setPhotoLimit(photosPerProperty: number) {
  const current = await t.app.inject({ method: 'GET', url: '/api/admin/settings/site', headers: { cookie: admin } });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/site',
    payload: { ...current.json().values, photosPerProperty },
    headers: { cookie: admin },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().values.photosPerProperty).toBe(photosPerProperty);
}

describe('Photos per property', () => {
  it('is 6 by default: 8 photos are refused with the specification’s message, and accepted once the owner allows 30', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/admin/settings/site', headers: { cookie: admin } });
    expect(site.json().values.photosPerProperty).toBe(6);
    const refused = await create({ files: files(8) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Total number of images cannot be more than 6', field: 'imageFiles' });

    await setPhotoLimit(30);
    const accepted = await create({ files: files(8) });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await getPublic(accepted.json()._id)).json().imageUrls).toHaveLength(8);

    const tooMany = await create({ files: files(31) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'Total number of images cannot be more than 30', field: 'imageFiles' });

    await setPhotoLimit(10);
    expect((await create({ files: files(11) })).json()).toEqual({
      message: 'Total number of images cannot be more than 10',
      field: 'imageFiles',
    });
    await setPhotoLimit(6);
  });

  it('is a whole number from 1 to 30', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings/site', headers: { cookie: admin } })).json().values;
    for (const photosPerProperty of [0, 31, 2.5, '8']) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/site',
        payload: { ...current, photosPerProperty },
        headers: { cookie: admin },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'photosPerProperty must be a whole number from 1 to 30' });
    }
  });

  it('lowered, deletes no photo: the property keeps them, may remove some, and adds none until under the limit', async () => {
    await setPhotoLimit(30);
    const hotel = (await create({ files: files(8) })).json();
    await setPhotoLimit(6);

    // Saved without a change to its photos: all 8 stay.
    const kept = await update(hotel._id, { imageUrls: hotel.imageUrls });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await getPublic(hotel._id)).json().imageUrls).toEqual(hotel.imageUrls);

    // One removed but one added: still above 6, so refused and nothing changes.
    const added = await update(hotel._id, { imageUrls: hotel.imageUrls.slice(1), files: files(1) });
    expect(added.json()).toEqual(fieldError('imageFiles: Total number of images cannot be more than 6'));
    expect((await getPublic(hotel._id)).json().imageUrls).toEqual(hotel.imageUrls);

    // Under the limit again, a new photo is welcome.
    const under = await update(hotel._id, { imageUrls: hotel.imageUrls.slice(0, 5), files: files(1) });
    expect(under.statusCode, under.body).toBe(200);
    expect(under.json().imageUrls).toHaveLength(6);
  });
});

describe('a photo’s caption and alt text', () => {
  it('are stored with their photo, follow it when reordered, go when it is removed, and stay when a client sends none', async () => {
    const created = await create({
      files: files(3),
      fields: texts([
        { image: 'new:0', caption: '  Living room at dusk ', alt: 'Sofa facing a window onto pine hills' },
        { image: 'new:2', caption: 'Rooftop </script><b>view</b>', alt: '' },
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const hotel = created.json();
    const [living, bare, roof] = hotel.imageUrls as [string, string, string];
    const expected = [
      { url: living, caption: 'Living room at dusk', alt: 'Sofa facing a window onto pine hills' },
      { url: bare, caption: '', alt: '' },
      { url: roof, caption: 'Rooftop </script><b>view</b>', alt: '' },
    ];
    expect(hotel.photos).toEqual(expected);
    expect((await getPublic(hotel._id)).json().photos).toEqual(expected);

    // Roof first, the bare one removed: the texts stay with their photos.
    const moved = await update(hotel._id, { imageUrls: [living, roof], imageOrder: [roof, living] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await getPublic(hotel._id)).json().photos).toEqual([expected[2], expected[0]]);

    // Edited with a new photo in between.
    const edited = await update(hotel._id, {
      imageUrls: [roof, living],
      imageOrder: [roof, 'new:0', living],
      files: files(1),
      fields: texts([
        { image: roof, caption: 'Rooftop view', alt: 'Terrace with chairs' },
        { image: 'new:0', caption: 'Kitchen', alt: 'Kitchen with a gas hob' },
        { image: living, caption: '', alt: '' },
      ]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const kitchen = edited.json().imageUrls[1];
    expect((await getPublic(hotel._id)).json().photos).toEqual([
      { url: roof, caption: 'Rooftop view', alt: 'Terrace with chairs' },
      { url: kitchen, caption: 'Kitchen', alt: 'Kitchen with a gas hob' },
      { url: living, caption: '', alt: '' },
    ]);
  });

  it('are refused with a 400 naming the field when too long, on two lines, or for an image not in the form', async () => {
    const hotel = (await create({ files: files(1) })).json();
    const [url] = hotel.imageUrls as string[];
    const cases: [FormParts, string][] = [
      [
        { fields: texts([{ image: url!, caption: 'x'.repeat(201) }]) },
        'imageTexts.0.caption: A caption can be at most 200 characters, on one line',
      ],
      [{ fields: texts([{ image: url!, alt: 'first\nsecond' }]) }, 'imageTexts.0.alt: Alt text can be at most 150 characters, on one line'],
      [
        { fields: texts([{ image: '/uploads/hotels/other.webp', caption: 'Elsewhere' }]) },
        'imageTexts: Each caption must belong to one image of the form, once',
      ],
      [{ fields: { imageTexts: 'not json' } }, 'imageTexts: imageTexts must be a list of {image, caption, alt}'],
    ];
    for (const [parts, message] of cases) {
      const response = await update(hotel._id, { imageUrls: [url!], ...parts });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual(fieldError(message));
    }
    expect((await getPublic(hotel._id)).json().photos).toEqual([{ url, caption: '', alt: '' }]);
  });
});
