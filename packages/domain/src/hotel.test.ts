import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES, imageCountProblem, orderedImages } from './hotel';
import { hotelFormSchema } from './hotel-schemas';

const valid = {
  name: 'Deodar Heights',
  city: 'Shimla',
  country: 'India',
  description: 'Two bedrooms.',
  type: 'Studio Apartment',
  pricePerNight: '2500',
  starRating: '4',
  adultCount: '2',
  childCount: '0',
  facilities: ['Elevator'],
  amenities: ['Linen'],
  imageFiles: ['a file'],
};

const messages = (input: unknown) => {
  const result = hotelFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('hotelFormSchema price models', () => {
  it('prices per person when no model is sent, as every property did before', () => {
    expect(hotelFormSchema.parse(valid)).toMatchObject({ priceModel: 'perPerson', extraAdultPrice: 0, extraChildPrice: 0 });
  });

  it('takes a per-property price with its included guests and extra fees from form text', () => {
    const perProperty = {
      ...valid,
      adultCount: '4',
      childCount: '2',
      priceModel: 'perProperty',
      includedGuests: '6',
      extraAdultPrice: '800',
      extraChildPrice: '',
    };
    expect(hotelFormSchema.parse(perProperty)).toMatchObject({
      priceModel: 'perProperty',
      includedGuests: 6,
      extraAdultPrice: 800,
      extraChildPrice: 0,
    });
  });

  it('asks for the included guests of a per-property price, within the guests the property takes', () => {
    expect(messages({ ...valid, priceModel: 'perProperty' })).toEqual([`includedGuests: ${HOTEL_MESSAGES.includedGuestsRequired}`]);
    expect(messages({ ...valid, priceModel: 'perProperty', includedGuests: '3' })).toEqual([
      `includedGuests: ${HOTEL_MESSAGES.includedGuestsMax}`,
    ]);
    expect(messages({ ...valid, priceModel: 'perProperty', includedGuests: '0' })).toEqual([
      `includedGuests: ${HOTEL_MESSAGES.includedGuestsRange}`,
    ]);
  });

  it('refuses an unknown model and negative fees', () => {
    expect(messages({ ...valid, priceModel: 'perRoom' })).toEqual([`priceModel: ${HOTEL_MESSAGES.priceModel}`]);
    expect(messages({ ...valid, extraAdultPrice: '-5' })).toEqual([`extraAdultPrice: ${HOTEL_MESSAGES.extraPrice}`]);
  });
});

describe('hotelFormSchema', () => {
  it('accepts the form with numbers given as text and empty links', () => {
    expect(hotelFormSchema.parse(valid)).toMatchObject({
      pricePerNight: 2500,
      starRating: 4,
      adultCount: 2,
      childCount: 0,
      airbnb: '',
      reviews: [],
    });
  });

  it('reports every empty required field at once, with the spec messages', () => {
    expect(messages({})).toEqual([
      'name: This field is required',
      'city: This field is required',
      'country: This field is required',
      'description: This field is required',
      'type: This field is required',
      'pricePerNight: This field is required',
      'starRating: This field is required',
      'adultCount: This field is required',
      'childCount: This field is required',
      'facilities: At least one facility is required',
      'amenities: At least one amenity is required',
      'imageFiles: At least one image should be added',
    ]);
  });

  it('counts kept and new images together', () => {
    expect(messages({ ...valid, imageFiles: [], imageUrls: ['/a.webp'] })).toEqual([]);
    expect(messages({ ...valid, imageFiles: [1, 2, 3], imageUrls: ['/a', '/b', '/c', '/d'] })).toEqual([
      'imageFiles: Total number of images cannot be more than 6',
    ]);
  });

  it('reads reviews from a JSON string (multipart) or an array (the form)', () => {
    const review = { name: 'Meera', rating: '5', platform: 'airbnb', review: 'Lovely.' };
    expect(hotelFormSchema.parse({ ...valid, reviews: JSON.stringify([review]) }).reviews).toEqual([{ ...review, rating: 5 }]);
    expect(hotelFormSchema.parse({ ...valid, reviews: [review] }).reviews).toEqual([{ ...review, rating: 5 }]);
  });
});

describe('imageCountProblem', () => {
  it('allows 1 to 6 images', () => {
    expect(imageCountProblem(0)).toBe(HOTEL_MESSAGES.imageRequired);
    expect(imageCountProblem(1)).toBeNull();
    expect(imageCountProblem(6)).toBeNull();
    expect(imageCountProblem(7)).toBe(HOTEL_MESSAGES.imageMax);
  });

  it('reads coordinates from text, empty as none, and wants both or neither', () => {
    expect(hotelFormSchema.parse(valid)).toMatchObject({ latitude: null, longitude: null });
    expect(hotelFormSchema.parse({ ...valid, latitude: '', longitude: ' ' })).toMatchObject({ latitude: null, longitude: null });
    expect(hotelFormSchema.parse({ ...valid, latitude: '31.1041', longitude: '-77.5' })).toMatchObject({
      latitude: 31.1041,
      longitude: -77.5,
    });
    expect(hotelFormSchema.parse({ ...valid, latitude: -90, longitude: 180 })).toMatchObject({ latitude: -90, longitude: 180 });
    expect(messages({ ...valid, latitude: '90.1', longitude: '-180.5' })).toEqual([
      'latitude: Latitude must be between -90 and 90',
      'longitude: Longitude must be between -180 and 180',
    ]);
    expect(messages({ ...valid, latitude: '31,1', longitude: 'Infinity' })).toEqual([
      'latitude: Please enter a number',
      'longitude: Please enter a number',
    ]);
    expect(messages({ ...valid, latitude: '31.1' })).toEqual(['longitude: Please enter both latitude and longitude, or neither']);
    // Shown with the other fields' messages, not only once they are right.
    expect(messages({ ...valid, name: '', longitude: '77' })).toEqual([
      'name: This field is required',
      'latitude: Please enter both latitude and longitude, or neither',
    ]);
  });
});

describe('orderedImages', () => {
  const kept = ['/a.webp', '/b.webp'];
  const added = ['/n0.webp', '/n1.webp'];
  it('puts kept and new images in the chosen order, the first being the cover', () => {
    expect(orderedImages(['new:1', '/b.webp', 'new:0', '/a.webp'], kept, added)).toEqual(['/n1.webp', '/b.webp', '/n0.webp', '/a.webp']);
  });
  it('keeps the kept images first, then the new ones, when no order is given', () => {
    expect(orderedImages([], kept, added)).toEqual([...kept, ...added]);
  });
  it.each([
    [['/a.webp', '/b.webp', 'new:0']], // misses a new one
    [['/a.webp', '/b.webp', 'new:0', 'new:0']], // repeats one
    [['/a.webp', '/b.webp', 'new:0', 'new:2']], // no third new file
    [['/a.webp', '/other.webp', 'new:0', 'new:1']], // not a kept image
  ])('refuses %j', (order) => {
    expect(orderedImages(order, kept, added)).toBeNull();
  });
});
