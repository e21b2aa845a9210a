/**
 * The richer listing (issue 38): rooms, beds, bathrooms, size, street address, PIN code and the owner's
 * own amenities go through the one hotel form schema, are stored, and come back from the public read;
 * bad values are a 400 naming the field and change nothing.
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

const create = (parts: FormParts) =>
  t.app.inject({
    method: 'POST',
    url: '/api/my-hotels',
    payload: hotelForm({ files: [{ name: 'a.png', bytes: png }], ...parts }),
    headers: { cookie: admin },
  });
const update = (hotelId: string, parts: FormParts) =>
  t.app.inject({ method: 'PUT', url: `/api/my-hotels/${hotelId}`, payload: hotelForm(parts), headers: { cookie: admin } });
const getPublic = (hotelId: string) => t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}` });

const DETAILS = {
  bedrooms: '2',
  bathrooms: '1',
  beds: JSON.stringify([
    { type: 'King', count: 1 },
    { type: 'Sofa bed', count: '2' },
  ]),
  sizeSquareMetres: '85',
  streetAddress: '  12 Mall Road, Lakkar Bazaar  ',
  postalCode: '171001',
};

describe('a property’s rooms, beds, size, address and extra amenities', () => {
  it('are stored as given, shown by GET /api/hotels/{id}, and cleared with empty fields', async () => {
    const plain = (await create({})).json();
    expect(plain).toMatchObject({
      bedrooms: null,
      bathrooms: null,
      beds: [],
      sizeSquareMetres: null,
      streetAddress: null,
      postalCode: null,
      extraAmenities: [],
    });

    const created = await create({ fields: DETAILS, extraAmenities: [' Mountain view ', 'Board games', 'Mountain view', ''] });
    expect(created.statusCode, created.body).toBe(201);
    const hotel = created.json();
    const expected = {
      bedrooms: 2,
      bathrooms: 1,
      beds: [
        { type: 'King', count: 1 },
        { type: 'Sofa bed', count: 2 },
      ],
      sizeSquareMetres: 85,
      streetAddress: '12 Mall Road, Lakkar Bazaar',
      postalCode: '171001',
      extraAmenities: ['Mountain view', 'Board games'],
    };
    expect(hotel).toMatchObject(expected);
    expect((await getPublic(hotel._id)).json()).toMatchObject(expected);

    const cleared = await update(hotel._id, {
      imageUrls: hotel.imageUrls,
      fields: { bedrooms: '', bathrooms: '', beds: '[]', sizeSquareMetres: '', streetAddress: '', postalCode: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await getPublic(hotel._id)).json()).toMatchObject({
      bedrooms: null,
      bathrooms: null,
      beds: [],
      sizeSquareMetres: null,
      streetAddress: null,
      postalCode: null,
      extraAmenities: [],
    });
  });

  it('are refused when out of bounds or unreadable, naming the field and changing nothing', async () => {
    const hotel = (await create({ fields: DETAILS })).json();
    const cases: [FormParts, string][] = [
      [{ fields: { bedrooms: '-1' } }, 'bedrooms: Bedrooms must be between 0 and 50'],
      [{ fields: { bedrooms: '51' } }, 'bedrooms: Bedrooms must be between 0 and 50'],
      [{ fields: { bedrooms: 'two' } }, 'bedrooms: Please enter a whole number'],
      [{ fields: { bathrooms: '1.5' } }, 'bathrooms: Please enter a whole number'],
      [{ fields: { sizeSquareMetres: '0' } }, 'sizeSquareMetres: Size must be between 1 and 1,00,000 square metres'],
      [{ fields: { postalCode: '17100' } }, 'postalCode: PIN code must be 6 digits'],
      [{ fields: { postalCode: '071001' } }, 'postalCode: PIN code must be 6 digits'],
      [{ fields: { postalCode: '1710011' } }, 'postalCode: PIN code must be 6 digits'],
      [{ fields: { postalCode: 'SW1A1AA' } }, 'postalCode: PIN code must be 6 digits'],
      [{ fields: { streetAddress: 'x'.repeat(201) } }, 'streetAddress: The street address can be at most 200 characters'],
      [{ fields: { beds: '[{"type":"Hammock","count":1}]' } }, 'beds.0.type: Please choose a bed type from the list'],
      [{ fields: { beds: '[{"type":"King","count":0}]' } }, 'beds.0.count: Each kind of bed needs between 1 and 50 beds'],
      [{ fields: { beds: '{not json' } }, 'beds: Beds could not be read'],
      [{ extraAmenities: ['x'.repeat(61)] }, 'extraAmenities: Each extra amenity needs 1 to 60 characters'],
      [{ extraAmenities: Array.from({ length: 31 }, (_, i) => `Extra ${i}`) }, 'extraAmenities: At most 30 extra amenities'],
    ];
    for (const [parts, message] of cases) {
      const updated = await update(hotel._id, { imageUrls: hotel.imageUrls, ...parts, fields: { ...DETAILS, ...parts.fields } });
      expect(updated.statusCode, message).toBe(400);
      expect(updated.json(), message).toEqual(fieldError(message));
      const created = await create({ ...parts, fields: { ...DETAILS, ...parts.fields } });
      expect(created.statusCode, message).toBe(400);
      expect(created.json(), message).toEqual(fieldError(message));
    }
    expect((await getPublic(hotel._id)).json()).toEqual(hotel);
  });
});
