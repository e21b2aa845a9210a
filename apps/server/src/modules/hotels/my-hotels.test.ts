import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImageSizes } from '@hillnest/domain';
import { bookings } from '../../db/schema';
import { createTestApp, fieldError, registerUser, signInAdmin, setUpSignedInApp, type TestApp } from '../../test/harness';
import { hotelForm, imageBytes, insertBooking, insertHotels, type FormParts } from './test-support';

let t: TestApp;
let admin: string;
let png: Buffer;
let jpeg: Buffer;

setUpSignedInApp((s) => ({ t, admin } = s));
beforeAll(async () => {
  png = await imageBytes('png');
  jpeg = await imageBytes('jpeg');
});

const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'hotels');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);

function create(parts: FormParts, cookie = admin) {
  return t.app.inject({ method: 'POST', url: '/api/my-hotels', payload: hotelForm(parts), headers: { cookie } });
}
function update(hotelId: string, parts: FormParts, cookie = admin) {
  return t.app.inject({ method: 'PUT', url: `/api/my-hotels/${hotelId}`, payload: hotelForm(parts), headers: { cookie } });
}
const getPublic = (hotelId: string) => t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}` });
const getFile = (url: string) => t.app.inject({ method: 'GET', url });

async function createValid(parts: FormParts = {}) {
  const response = await create({
    files: [
      { name: 'a.png', bytes: png },
      { name: 'b.jpg', bytes: jpeg, type: 'image/jpeg' },
    ],
    ...parts,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('access to /api/my-hotels', () => {
  it('answers 401 to visitors and 403 to signed-in users on every call, and changes nothing', async () => {
    const { cookie: user } = await registerUser(t.app);
    const hotelId = (await createValid())._id;
    const before = (await getPublic(hotelId)).json();
    const filesBefore = storedFiles();
    const calls = [
      { method: 'GET' as const, url: '/api/my-hotels' },
      { method: 'GET' as const, url: `/api/my-hotels/${hotelId}` },
      { method: 'POST' as const, url: '/api/my-hotels', payload: hotelForm({ files: [{ name: 'a.png', bytes: png }] }) },
      {
        method: 'PUT' as const,
        url: `/api/my-hotels/${hotelId}`,
        payload: hotelForm({ fields: { name: 'Taken over' }, imageUrls: before.imageUrls }),
      },
      { method: 'DELETE' as const, url: `/api/my-hotels/${hotelId}` },
    ];
    for (const call of calls) {
      const visitor = await t.app.inject(call);
      expect(visitor.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Unauthorized' });
      const signedIn = await t.app.inject({ ...call, headers: { cookie: user } });
      expect(signedIn.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(signedIn.json()).toEqual({ message: 'Forbidden' });
    }
    expect((await getPublic(hotelId)).json()).toEqual(before);
    expect(storedFiles()).toEqual(filesBefore);
  });
});

describe('POST /api/my-hotels', () => {
  it('creates the property with its images re-encoded as WebP plus thumbnails', async () => {
    const hotel = await createValid({
      fields: { name: '  Deodar Heights  ', agoda: 'https://www.agoda.com/deodar' },
      facilities: ['High Speed Internet WiFi', 'Elevator', 'Elevator'],
      reviews: [{ name: 'Meera', rating: 5, platform: 'Google', review: 'Lovely views.' }],
    });
    expect(hotel).toMatchObject({
      name: 'Deodar Heights',
      city: 'Shimla',
      country: 'India',
      type: 'Hill view apartment',
      pricePerNight: 3200,
      starRating: 4,
      adultCount: 4,
      childCount: 2,
      facilities: ['High Speed Internet WiFi', 'Elevator'],
      amenities: ['Linen', 'Hot Water'],
      bookingdotcom: 'https://www.booking.com/hotel/deodar',
      airbnb: '',
      agoda: 'https://www.agoda.com/deodar',
      reviews: [{ name: 'Meera', rating: 5, platform: 'Google', review: 'Lovely views.' }],
    });
    expect(hotel.imageUrls).toHaveLength(2);
    for (const url of hotel.imageUrls as string[]) {
      expect(url).toMatch(/^\/uploads\/hotels\/[0-9a-f-]{36}-1600\.webp$/);
      const full = await getFile(url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      expect(full.headers['cache-control']).toContain('immutable');
      for (const size of storedImageSizes(url)) expect((await getFile(size.url)).statusCode, size.url).toBe(200);
    }
    expect((await getPublic(hotel._id)).json()).toEqual(hotel);
    const mine = await t.app.inject({ method: 'GET', url: `/api/my-hotels/${hotel._id}`, headers: { cookie: admin } });
    // The administrator's answer adds the address of the property's iCal export feed (issue 18).
    expect(mine.json()).toEqual({
      ...hotel,
      icalExportUrl: expect.stringMatching(new RegExp(`^http://localhost:80/api/hotels/${hotel._id}/calendar\\.ics\\?token=[0-9a-f]{64}$`)),
    });
  });

  it('auto-rotates, strips metadata and caps the width at 1600 px (960 and 480 px for the copies)', async () => {
    const sideways = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const panorama = await sharp({ create: { width: 3200, height: 800, channels: 3, background: '#996633' } })
      .png()
      .toBuffer();
    const hotel = await createValid({
      files: [
        { name: 'camera.jpg', bytes: sideways, type: 'image/jpeg' },
        { name: 'panorama.png', bytes: panorama },
      ],
    });
    const read = async (url: string) => sharp((await getFile(url)).rawPayload).metadata();
    // Orientation 6 means "turn 90°": the camera's landscape pixels are a portrait picture.
    const turned = await read(hotel.imageUrls[0]);
    expect(turned).toMatchObject({ format: 'webp', width: 700, height: 1400 });
    expect(turned.exif).toBeUndefined();
    expect(turned.orientation).toBeUndefined();
    expect(await read(hotel.imageUrls[1])).toMatchObject({ format: 'webp', width: 1600, height: 400 });
    const [thumb, medium] = storedImageSizes(hotel.imageUrls[1]);
    expect(await read(medium!.url)).toMatchObject({ width: 960, height: 240 });
    expect(await read(thumb!.url)).toMatchObject({ width: 480, height: 120 });
    // A picture narrower than a copy's width is never enlarged.
    expect(await read(storedImageSizes(hotel.imageUrls[0])[1]!.url)).toMatchObject({ width: 700, height: 1400 });
  });

  it.each<[string, FormParts, string]>([
    ['a missing name', { fields: { name: '' } }, 'name: This field is required'],
    ['a blank city', { fields: { city: '   ' } }, 'city: This field is required'],
    ['no country', { fields: { country: undefined } }, 'country: This field is required'],
    ['no description', { fields: { description: '' } }, 'description: This field is required'],
    ['no type', { fields: { type: '' } }, 'type: This field is required'],
    ['an unknown type', { fields: { type: 'Castle' } }, 'type: Please choose a property type from the list'],
    ['no price', { fields: { pricePerNight: '' } }, 'pricePerNight: This field is required'],
    ['a price of 0', { fields: { pricePerNight: '0' } }, 'pricePerNight: Price per night must be at least 1'],
    ['a price in words', { fields: { pricePerNight: 'cheap' } }, 'pricePerNight: Please enter a whole number'],
    ['no star rating', { fields: { starRating: '' } }, 'starRating: This field is required'],
    ['6 stars', { fields: { starRating: '6' } }, 'starRating: Star rating must be between 1 and 5'],
    ['0 adults', { fields: { adultCount: '0' } }, 'adultCount: There must be at least one adult'],
    ['no adult count', { fields: { adultCount: '' } }, 'adultCount: This field is required'],
    ['negative children', { fields: { childCount: '-1' } }, 'childCount: Children cannot be negative'],
    ['no facility', { facilities: [] }, 'facilities: At least one facility is required'],
    ['an unknown facility', { facilities: ['Helipad'] }, 'facilities.0: Unknown facility'],
    ['no amenity', { amenities: [] }, 'amenities: At least one amenity is required'],
    ['a javascript: link', { fields: { airbnb: 'javascript:alert(1)' } }, 'airbnb: Please enter a link starting with http:// or https://'],
    [
      'a link without scheme',
      { fields: { makemytrip: 'www.makemytrip.com' } },
      'makemytrip: Please enter a link starting with http:// or https://',
    ],
    [
      'a review rated 9',
      { reviews: [{ name: 'A', rating: 9, platform: 'Google', review: 'x' }] },
      'reviews.0.rating: Rating must be between 1 and 5',
    ],
    [
      'a review of an unknown platform',
      { reviews: [{ name: 'A', rating: 4, platform: 'Yelp', review: 'x' }] },
      'reviews.0.platform: Please choose a platform',
    ],
    ['reviews that are not JSON', { reviews: 'great!' }, 'reviews: Reviews could not be read'],
  ])('refuses %s', async (_label, parts, message) => {
    const files = storedFiles();
    const response = await create({ files: [{ name: 'a.png', bytes: png }], ...parts });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(message));
    expect(storedFiles()).toEqual(files);
  });

  it('needs 1 to 6 images', async () => {
    const none = await create({ files: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'At least one image should be added', field: 'imageFiles' });
    const seven = await create({ files: Array.from({ length: 7 }, (_, i) => ({ name: `${i}.png`, bytes: png })) });
    expect(seven.statusCode).toBe(400);
    expect(seven.json()).toEqual({ message: 'Total number of images cannot be more than 6', field: 'imageFiles' });
    const six = await create({ files: Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: png })) });
    expect(six.statusCode).toBe(201);
    expect(six.json().imageUrls).toHaveLength(6);
  });

  it('refuses a .jpg that is really text, and stores nothing', async () => {
    const files = storedFiles();
    const { total } = (await t.app.inject({ method: 'GET', url: '/api/hotels/search' })).json().pagination;
    const response = await create({
      files: [
        { name: 'good.png', bytes: png },
        { name: 'holiday.jpg', bytes: Buffer.from('this is just some text, not a photo'), type: 'image/jpeg' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file "holiday.jpg" must be an image file (JPEG, PNG, WEBP, GIF, AVIF)');
    expect(storedFiles()).toEqual(files);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotels/search' })).json().pagination.total).toBe(total);
  });

  it('refuses an SVG (script-capable) and a truncated JPEG as photos', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgResponse = await create({ files: [{ name: 'map.svg', bytes: svg, type: 'image/svg+xml' }] });
    expect(svgResponse.statusCode).toBe(400);
    const truncated = await create({ files: [{ name: 'cut.jpg', bytes: jpeg.subarray(0, 40), type: 'image/jpeg' }] });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/cut\.jpg/);
  });

  it('refuses to keep images on a new property', async () => {
    const other = await createValid();
    const response = await create({ files: [{ name: 'a.png', bytes: png }], imageUrls: [other.imageUrls[0]] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'A new property has no images to keep', field: 'imageUrls' });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await create({ files: [{ name: 'huge.png', bytes: big }] });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Uploaded file is too large' });
  });

  it('answers 415 to a JSON body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/my-hotels', payload: { name: 'x' }, headers: { cookie: admin } });
    expect(response.statusCode).toBe(415);
  });
});

describe('PUT /api/my-hotels/{hotelId}', () => {
  it('removes the images not kept (deleting their files) and adds the new ones', async () => {
    const hotel = await createValid();
    const [keep, drop] = hotel.imageUrls as [string, string];
    const response = await update(hotel._id, {
      fields: { name: 'Deodar Heights Annexe', pricePerNight: '3500', airbnb: 'https://www.airbnb.co.in/rooms/1' },
      imageUrls: [keep],
      files: [{ name: 'new.png', bytes: png }],
      amenities: ['Linen', 'Chimney'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      _id: hotel._id,
      name: 'Deodar Heights Annexe',
      pricePerNight: 3500,
      amenities: ['Linen', 'Chimney'],
      airbnb: 'https://www.airbnb.co.in/rooms/1',
    });
    expect(updated.imageUrls).toHaveLength(2);
    expect(updated.imageUrls[0]).toBe(keep);
    const added = updated.imageUrls[1];
    expect(added).not.toBe(drop);
    expect((await getFile(keep)).statusCode).toBe(200);
    expect((await getFile(added)).statusCode).toBe(200);
    expect((await getFile(drop)).statusCode).toBe(404);
    for (const size of storedImageSizes(drop)) expect((await getFile(size.url)).statusCode, size.url).toBe(404);
    expect((await getPublic(hotel._id)).json()).toEqual(updated);
  });

  it('may remove every old image when new ones come, and keeps the given order', async () => {
    const hotel = await createValid();
    const [first, second] = hotel.imageUrls as [string, string];
    const reordered = await update(hotel._id, { imageUrls: [second, first] });
    expect(reordered.json().imageUrls).toEqual([second, first]);
    const replaced = await update(hotel._id, { imageUrls: [], files: [{ name: 'c.png', bytes: png }] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().imageUrls).toHaveLength(1);
    expect((await getFile(first)).statusCode).toBe(404);
  });

  it('puts kept and new images in the order asked for, so a new image can become the cover', async () => {
    const hotel = await createValid();
    const [first, second] = hotel.imageUrls as [string, string];
    const response = await update(hotel._id, {
      imageUrls: [first, second],
      imageOrder: ['new:1', second, 'new:0', first],
      files: [
        { name: 'c.png', bytes: png },
        { name: 'd.jpg', bytes: jpeg, type: 'image/jpeg' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const urls = response.json().imageUrls as string[];
    expect(urls).toHaveLength(4);
    expect([urls[1], urls[3]]).toEqual([second, first]);
    expect(new Set([first, second, urls[0], urls[2]]).size).toBe(4);
    // The cover is the first image everywhere: the public page and the home list.
    expect((await getPublic(hotel._id)).json().imageUrls).toEqual(urls);
    // A new property takes its files in the order asked for too: the JPEG (second file) first.
    const size = async (url: string) => (await getFile(url)).headers['content-length'];
    const plain = await createValid();
    const swapped = await createValid({ imageOrder: ['new:1', 'new:0'] });
    expect(await Promise.all(swapped.imageUrls.map(size))).toEqual(await Promise.all([plain.imageUrls[1], plain.imageUrls[0]].map(size)));
    expect(await size(plain.imageUrls[0])).not.toBe(await size(plain.imageUrls[1]));
  });

  it('refuses an image order that is not the kept and new images once each, and stores nothing', async () => {
    const hotel = await createValid();
    const other = await createValid();
    const [first, second] = hotel.imageUrls as [string, string];
    const files = storedFiles();
    const newFile = [{ name: 'c.png', bytes: png }];
    for (const imageOrder of [
      [first, second], // misses the new file
      [first, second, 'new:0', 'new:0'],
      [first, 'new:0', 'new:1'],
      [first, second, other.imageUrls[0], 'new:0'], // another property's image
      [first, 'new:0'], // second is kept but not ordered
    ]) {
      const response = await update(hotel._id, { imageUrls: [first, second], imageOrder, files: newFile });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldError('imageOrder: The image order must list each kept and new image once'));
    }
    expect((await create({ imageOrder: ['new:1'], files: newFile })).json()).toEqual(
      fieldError('imageOrder: The image order must list each kept and new image once'),
    );
    expect((await getPublic(hotel._id)).json()).toEqual(hotel);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses bad changes and leaves the property and its files as they were', async () => {
    const hotel = await createValid();
    const other = await createValid();
    const cases: [FormParts, number, string][] = [
      [{ imageUrls: [] }, 400, 'imageFiles: At least one image should be added'],
      [
        { imageUrls: hotel.imageUrls, files: Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, bytes: png })) },
        400,
        'imageFiles: Total number of images cannot be more than 6',
      ],
      [{ imageUrls: [other.imageUrls[0]] }, 400, 'imageUrls: Only images of this property can be kept'],
      [{ imageUrls: ['/uploads/../secret.webp'] }, 400, 'imageUrls: Only images of this property can be kept'],
      [
        { imageUrls: hotel.imageUrls, files: [{ name: 'notes.jpg', bytes: Buffer.from('plain text'), type: 'image/jpeg' }] },
        400,
        'The file "notes.jpg" must be an image file (JPEG, PNG, WEBP, GIF, AVIF)',
      ],
      [{ imageUrls: hotel.imageUrls, fields: { starRating: '0' } }, 400, 'starRating: Star rating must be between 1 and 5'],
      [{ imageUrls: hotel.imageUrls, facilities: [] }, 400, 'facilities: At least one facility is required'],
    ];
    const files = storedFiles();
    for (const [parts, status, message] of cases) {
      const response = await update(hotel._id, parts);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(fieldError(message));
    }
    expect((await getPublic(hotel._id)).json()).toEqual(hotel);
    expect(storedFiles()).toEqual(files);
  });

  it('answers 404 for an unknown, malformed or deleted property', async () => {
    const hotel = await createValid();
    await t.app.inject({ method: 'DELETE', url: `/api/my-hotels/${hotel._id}`, headers: { cookie: admin } });
    for (const hotelId of ['00000000-0000-4000-8000-000000000000', 'nope', hotel._id]) {
      const response = await update(hotelId, { imageUrls: hotel.imageUrls });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Hotel not found' });
    }
  });
});

describe("a property's coordinates", () => {
  it('are kept as numbers, shown by GET /api/hotels/{id}, and cleared with empty fields', async () => {
    const plain = await createValid();
    expect(plain).toMatchObject({ latitude: null, longitude: null });
    expect((await getPublic(plain._id)).json()).toMatchObject({ latitude: null, longitude: null });

    const placed = await createValid({ fields: { latitude: ' 31.1041 ', longitude: '77.1734' } });
    expect((await getPublic(placed._id)).json()).toMatchObject({ latitude: 31.1041, longitude: 77.1734 });

    const moved = await update(placed._id, { imageUrls: placed.imageUrls, fields: { latitude: '-33.8688', longitude: '-180' } });
    expect(moved.statusCode).toBe(200);
    expect((await getPublic(placed._id)).json()).toMatchObject({ latitude: -33.8688, longitude: -180 });

    const cleared = await update(placed._id, { imageUrls: placed.imageUrls, fields: { latitude: '', longitude: '' } });
    expect(cleared.statusCode).toBe(200);
    expect((await getPublic(placed._id)).json()).toMatchObject({ latitude: null, longitude: null });
  });

  it('are refused out of bounds, as text, or one without the other, changing nothing', async () => {
    const hotel = await createValid({ fields: { latitude: '32.2544', longitude: '77.1806' } });
    const cases: [Record<string, string>, string][] = [
      [{ latitude: '90.5', longitude: '77' }, 'latitude: Latitude must be between -90 and 90'],
      [{ latitude: '-91', longitude: '77' }, 'latitude: Latitude must be between -90 and 90'],
      [{ latitude: '32', longitude: '180.01' }, 'longitude: Longitude must be between -180 and 180'],
      [{ latitude: '32', longitude: '-181' }, 'longitude: Longitude must be between -180 and 180'],
      [{ latitude: 'north', longitude: '77' }, 'latitude: Please enter a number'],
      [{ latitude: '32', longitude: '1e2' }, 'longitude: Please enter a number'],
      [{ latitude: '32', longitude: 'NaN' }, 'longitude: Please enter a number'],
      [{ latitude: '32.25', longitude: '' }, 'longitude: Please enter both latitude and longitude, or neither'],
      [{ latitude: '', longitude: '77.18' }, 'latitude: Please enter both latitude and longitude, or neither'],
    ];
    for (const [fields, message] of cases) {
      const updated = await update(hotel._id, { imageUrls: hotel.imageUrls, fields });
      expect(updated.statusCode, JSON.stringify(fields)).toBe(400);
      expect(updated.json()).toEqual(fieldError(message));
      const created = await create({ files: [{ name: 'a.png', bytes: png }], fields });
      expect(created.statusCode, JSON.stringify(fields)).toBe(400);
      expect(created.json()).toEqual(fieldError(message));
    }
    expect((await getPublic(hotel._id)).json()).toEqual(hotel);
  });
});

describe('DELETE /api/my-hotels/{id}', () => {
  it('takes the property off the site while its bookings keep their history', async () => {
    const hotel = await createValid({ fields: { name: 'Vanishing Villa' } });
    await insertBooking(t.app, hotel._id, { checkIn: '2030-01-01', checkOut: '2030-01-02' }, 'confirmed');
    const response = await t.app.inject({ method: 'DELETE', url: `/api/my-hotels/${hotel._id}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(204);

    expect((await getPublic(hotel._id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/my-hotels/${hotel._id}`, headers: { cookie: admin } })).statusCode).toBe(404);
    const search = await t.app.inject({ method: 'GET', url: '/api/hotels/search?destination=vanishing' });
    expect(search.json().pagination.total).toBe(0);
    const list = await t.app.inject({ method: 'GET', url: '/api/my-hotels?search=vanishing&page=1', headers: { cookie: admin } });
    expect(list.json().pagination.total).toBe(0);
    const home = (await t.app.inject({ method: 'GET', url: '/api/hotels' })).body;
    expect(home).not.toContain('Vanishing Villa');

    const kept = await t.app.db.select().from(bookings).where(eq(bookings.hotelId, hotel._id));
    expect(kept).toHaveLength(1);
    expect((await getFile(hotel.imageUrls[0])).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/my-hotels/${hotel._id}`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'DELETE', url: '/api/my-hotels/12', headers: { cookie: admin } });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'Hotel not found' });
  });
});

describe('GET /api/my-hotels', () => {
  let ids: string[];
  beforeAll(async () => {
    // A catalogue of its own, so the counts below are exact.
    listApp = await createTestApp();
    listAdmin = await signInAdmin(listApp.app);
    ids = await insertHotels(listApp.app, [
      { name: 'Alpine Retreat', city: 'Gulmarg', type: 'Luxury Apartment', facilities: ['Elevator', 'High Speed Internet WiFi'] },
      { name: 'Brook Side', city: 'Shimla', type: 'Studio Apartment', facilities: ['Elevator'] },
      { name: 'Cloud Nine', city: 'Alpine Valley', country: 'Nepal', type: 'Pet Friendly', facilities: ['High Speed Internet WiFi'] },
      ...Array.from({ length: 10 }, (_, i) => ({ name: `Filler ${i + 1}`, city: 'Ooty', type: 'Sunlit Apartment' })),
    ]);
  });
  let listApp: TestApp;
  let listAdmin: string;
  afterAll(() => listApp?.close());

  const list = async (query: string) => {
    const paged = query.includes('page=') ? query : `${query}&page=1`;
    const response = await listApp.app.inject({ method: 'GET', url: `/api/my-hotels?${paged}`, headers: { cookie: listAdmin } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { _id: string; name: string }[]; pagination: { total: number; page: number; pages: number } };
  };

  it('pages the properties, newest first, 12 a page unless told', async () => {
    const first = await list('');
    expect(first.pagination).toEqual({ total: 13, page: 1, pages: 2 });
    expect(first.data[0]!.name).toBe('Filler 10');
    const fives = await list('pageSize=5&page=3');
    expect(fives.pagination).toEqual({ total: 13, page: 3, pages: 3 });
    expect(fives.data.map((h) => h.name)).toEqual(['Cloud Nine', 'Brook Side', 'Alpine Retreat']);
  });

  it('searches name, city, country and type as plain text, or the exact id', async () => {
    expect((await list('search=alpine')).data.map((h) => h.name).sort()).toEqual(['Alpine Retreat', 'Cloud Nine']);
    expect((await list('search=NEPAL')).data.map((h) => h.name)).toEqual(['Cloud Nine']);
    expect((await list('search=pet friendly')).data.map((h) => h.name)).toEqual(['Cloud Nine']);
    expect((await list(`search=${ids[1]}`)).data.map((h) => h.name)).toEqual(['Brook Side']);
    expect((await list('search=%25')).data).toEqual([]);
  });

  it('filters by name only, by type and by facilities', async () => {
    expect((await list('name=alpine')).data.map((h) => h.name)).toEqual(['Alpine Retreat']);
    expect((await list('type=Studio Apartment')).data.map((h) => h.name)).toEqual(['Brook Side']);
    expect((await list('facilities=Elevator&facilities=High Speed Internet WiFi')).data.map((h) => h.name)).toEqual(['Alpine Retreat']);
  });

  it('refuses bad values', async () => {
    const bad = await listApp.app.inject({ method: 'GET', url: '/api/my-hotels?pageSize=500', headers: { cookie: listAdmin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'pageSize must be a whole number from 1 to 50', field: 'pageSize' });
    const type = await listApp.app.inject({ method: 'GET', url: '/api/my-hotels?type=Castle', headers: { cookie: listAdmin } });
    expect(type.statusCode).toBe(400);
  });
});
