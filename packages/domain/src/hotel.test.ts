import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES, imageCountProblem, orderedImages, photoAlt } from './hotel';
import { hotelFormSchema, hotelFormSchemaFor, photoTextSchema } from './hotel-schemas';

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
    const atSix = hotelFormSchemaFor(6).safeParse({ ...valid, imageFiles: [1, 2, 3], imageUrls: ['/a', '/b', '/c', '/d'] });
    expect(atSix.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
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
    expect(HOTEL_MESSAGES.imageMax).toBe('Total number of images cannot be more than 6');
  });

  it('names the owner’s limit, lets a property above a lowered limit keep its photos, and never allows more than 30', () => {
    expect(imageCountProblem(8, 30)).toBeNull();
    expect(imageCountProblem(11, 10)).toBe('Total number of images cannot be more than 10');
    // 8 kept from before the limit went down to 6, none added: fine; one added: refused.
    expect(imageCountProblem(8, 6, 0)).toBeNull();
    expect(imageCountProblem(8, 6, 1)).toBe(HOTEL_MESSAGES.imageMax);
    expect(imageCountProblem(31, 30, 0)).toBe('Total number of images cannot be more than 30');
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

describe('photos per property in the form', () => {
  const eight = { ...valid, imageFiles: Array.from({ length: 8 }, (_, i) => `file ${i}`) };
  const messagesFor = (limit: number, input: unknown) => {
    const result = hotelFormSchemaFor(limit).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('checks the owner’s limit, and the request schema the most any setting allows', () => {
    expect(messagesFor(6, eight)).toEqual(['imageFiles: Total number of images cannot be more than 6']);
    expect(messagesFor(8, eight)).toEqual([]);
    expect(messages(eight)).toEqual([]);
    expect(messages({ ...valid, imageFiles: Array.from({ length: 31 }, (_, i) => `file ${i}`) })).toEqual([
      'imageFiles: Total number of images cannot be more than 30',
    ]);
  });
});

describe('photoTextSchema', () => {
  it('trims a caption and alt text, empty when not given', () => {
    expect(photoTextSchema.parse({ caption: '  Living room ', alt: ' Sofa by a window ' })).toEqual({
      caption: 'Living room',
      alt: 'Sofa by a window',
    });
    expect(photoTextSchema.parse({})).toEqual({ caption: '', alt: '' });
  });

  it('keeps markup as text and refuses long or multi-line texts', () => {
    expect(photoTextSchema.parse({ caption: '<b>view</b> </script>' }).caption).toBe('<b>view</b> </script>');
    const problems = (input: unknown) => photoTextSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(problems({ caption: 'x'.repeat(200), alt: 'y'.repeat(150) })).toBeUndefined();
    expect(problems({ caption: 'x'.repeat(201) })).toEqual(['A caption can be at most 200 characters, on one line']);
    expect(problems({ alt: 'y'.repeat(151) })).toEqual(['Alt text can be at most 150 characters, on one line']);
    expect(problems({ caption: 'two\nlines', alt: 'tab\there' })).toEqual([
      'A caption can be at most 200 characters, on one line',
      'Alt text can be at most 150 characters, on one line',
    ]);
    expect(problems({ caption: 5 })).toEqual(['A caption can be at most 200 characters, on one line']);
  });

  it('reads the form’s texts from a JSON string (multipart) or a list, each image once; absent is null', () => {
    const list = [{ image: 'new:0', caption: 'Kitchen', alt: '' }];
    expect(hotelFormSchema.parse({ ...valid, imageTexts: JSON.stringify(list) }).imageTexts).toEqual(list);
    expect(hotelFormSchema.parse({ ...valid, imageTexts: list }).imageTexts).toEqual(list);
    expect(hotelFormSchema.parse(valid).imageTexts).toBeNull();
    expect(messages({ ...valid, imageTexts: [...list, ...list] })).toEqual([
      'imageTexts: Each caption must belong to one image of the form, once',
    ]);
  });
});

describe('photoAlt', () => {
  it('is the owner’s alt text, else the property’s name and the photo’s place', () => {
    expect(photoAlt({ alt: 'Sofa by a window' }, 'Cedar Crest', 0)).toBe('Sofa by a window');
    expect(photoAlt({ alt: '' }, 'Cedar Crest', 2)).toBe('Cedar Crest, photo 3');
    expect(photoAlt(undefined, 'Cedar Crest', 0)).toBe('Cedar Crest, photo 1');
  });
});
