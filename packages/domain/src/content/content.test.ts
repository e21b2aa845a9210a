import { describe, expect, it } from 'vitest';
import { firstIssueWithPath } from '../errors';
import {
  blogInputSchema,
  blogListQuerySchema,
  carouselSlideInputSchema,
  couponInputSchema,
  destinationInputSchema,
  listingRequestInputSchema,
  ratingsInputSchema,
} from './index';

const problem = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueWithPath(result.error as Parameters<typeof firstIssueWithPath>[0]);

describe('coupon input', () => {
  const base = {
    couponType: 'Percentage',
    amount: '15',
    couponCode: 'MONSOON15',
    couponMessage: '15% off in the rains',
    minNights: '2',
    neverExpires: false,
    expiryDate: '2030-08-31',
  };

  it('reads whole numbers typed as text and keeps the expiry date', () => {
    expect(couponInputSchema.parse(base)).toEqual({ ...base, amount: 15, minNights: 2 });
  });

  it('stores no expiry date when the coupon never expires, whatever the date field holds', () => {
    expect(couponInputSchema.parse({ ...base, neverExpires: true, expiryDate: '2030-01-01' }).expiryDate).toBeNull();
    expect(couponInputSchema.parse({ ...base, neverExpires: true, expiryDate: null }).expiryDate).toBeNull();
  });

  it.each([
    [{ amount: 'ten' }, 'amount: Amount and Minimum Nights must be valid numbers'],
    [{ amount: '1.5' }, 'amount: Amount and Minimum Nights must be valid numbers'],
    [{ amount: '' }, 'amount: This field is required'],
    [{ minNights: '2 nights' }, 'minNights: Amount and Minimum Nights must be valid numbers'],
    [{ minNights: 2.5 }, 'minNights: Amount and Minimum Nights must be valid numbers'],
    [{ minNights: '-1' }, 'minNights: Minimum Nights must be between 0 and 366'],
    [{ amount: '101' }, 'amount: A percentage must be between 1 and 100'],
    [{ amount: '0' }, 'amount: A percentage must be between 1 and 100'],
    [{ couponType: 'Direct Money Off', amount: 0 }, 'amount: The amount must be between 1 and 1000000'],
    [{ couponType: 'Free Night' }, "couponType: Choose 'Percentage' or 'Direct Money Off'"],
    [{ couponCode: '  ' }, 'couponCode: This field is required'],
    [{ couponCode: 'TEN OFF' }, 'couponCode: The coupon code may contain only letters, digits, - and _'],
    [{ couponMessage: '' }, 'couponMessage: This field is required'],
    [{ expiryDate: null }, 'expiryDate: Choose an expiry date or tick Never Expires'],
    [{ expiryDate: '2030-02-30' }, 'expiryDate: Please enter a valid date (YYYY-MM-DD)'],
  ])('refuses %o with "%s"', (override, message) => {
    expect(problem(couponInputSchema.safeParse({ ...base, ...override }))).toBe(message);
  });

  it('allows a money-off amount above 100', () => {
    expect(couponInputSchema.parse({ ...base, couponType: 'Direct Money Off', amount: 750 }).amount).toBe(750);
  });
});

describe('blog input', () => {
  const base = { title: 'Monsoon in Munnar', content: '<p>Green everywhere.</p>', author: 'Meera', publishDate: '2026-07-01' };

  it('accepts a complete blog', () => {
    expect(blogInputSchema.parse(base)).toEqual(base);
  });

  it.each(['title', 'content', 'author', 'publishDate'])('asks to fill in all fields when %s is blank', (field) => {
    expect(problem(blogInputSchema.safeParse({ ...base, [field]: ' ' }))).toBe(`${field}: Please fill in all fields`);
  });

  it('reads the page and limit of the list query', () => {
    // No page: the answer is a plain array (every blog, or the first `limit`).
    expect(blogListQuerySchema.parse({})).toEqual({});
    expect(blogListQuerySchema.parse({ page: '3', limit: '4' })).toEqual({ page: 3, limit: 4 });
    expect(problem(blogListQuerySchema.safeParse({ limit: '10' }))).toBe('limit: limit must be at most 9');
    expect(problem(blogListQuerySchema.safeParse({ page: '0' }))).toBe('page: page must be at least 1');
  });
});

describe('destination input', () => {
  it('needs a name', () => {
    // A form from before destination pages sends only the name: destinationFormFields fills in the rest.
    expect(destinationInputSchema.parse({ name: ' Kasauli ', introduction: '', questions: [] })).toEqual({
      name: 'Kasauli',
      introduction: '',
      questions: [],
    });
    expect(problem(destinationInputSchema.safeParse({ name: '' }))).toBe('name: Please fill in the destination name');
    expect(problem(destinationInputSchema.safeParse({}))).toBe('name: Please fill in the destination name');
  });
});

describe('carousel slide input', () => {
  it.each(['/blogs', '/search?destination=Manali', '/detail/abc#photos'])('accepts the in-app path %s', (ButtonLink) => {
    expect(carouselSlideInputSchema.parse({ featuredText: 'Hello', ButtonLink }).ButtonLink).toBe(ButtonLink);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'blogs', '/a b'])(
    'refuses %s, which is not a page of this site',
    (ButtonLink) => {
      expect(problem(carouselSlideInputSchema.safeParse({ featuredText: 'Hello', ButtonLink }))).toBe(
        'ButtonLink: The button link must be a page of this site, starting with / (for example /blogs)',
      );
    },
  );

  it('asks to fill in all fields', () => {
    expect(problem(carouselSlideInputSchema.safeParse({ featuredText: '', ButtonLink: '/' }))).toBe(
      'featuredText: Please fill in all fields',
    );
  });
});

describe('rating links', () => {
  it('turns blanks into no link and keeps http(s) links', () => {
    expect(ratingsInputSchema.parse({ bookingdotcom: ' https://booking.com/x ', airbnb: '', googleTravel: null })).toEqual({
      bookingdotcom: 'https://booking.com/x',
      airbnb: null,
      makemytrip: null,
      googleTravel: null,
      agoda: null,
    });
  });

  it.each(['javascript:alert(1)', 'www.airbnb.com', 'ftp://x.example', 'data:text/html,hi'])('refuses %s', (airbnb) => {
    expect(problem(ratingsInputSchema.safeParse({ airbnb }))).toBe('airbnb: Please enter a full link starting with http:// or https://');
  });
});

describe('listing request input', () => {
  const base = {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.com',
    mobile: '+91 98765 43210',
    propertyName: 'Pine Cottage',
    propertyLocation: 'Kasauli',
    propertyType: 'Other',
    hearAbout: 'Blogs',
  };

  it('accepts the required fields and makes the optional ones null', () => {
    expect(listingRequestInputSchema.parse({ ...base, rooms: '', photosLink: '' })).toEqual({
      ...base,
      rooms: null,
      photosLink: null,
      propertyDescription: null,
    });
    expect(listingRequestInputSchema.parse({ ...base, rooms: '3' }).rooms).toBe(3);
  });

  it.each([
    [{ firstName: '' }, 'firstName: This field is required'],
    [{ email: 'ravi' }, 'email: Please enter a valid email address'],
    [{ mobile: '12' }, 'mobile: Please enter a valid mobile number'],
    [{ mobile: 'call me' }, 'mobile: Please enter a valid mobile number'],
    [{ propertyType: '' }, 'propertyType: This field is required'],
    [{ propertyType: 'Castle' }, 'propertyType: Please choose one of the listed property types'],
    [{ hearAbout: 'Radio' }, 'hearAbout: Please choose one of the listed options'],
    [{ rooms: '2.5' }, 'rooms: Rooms must be a whole number from 1 to 10000'],
    [{ rooms: 0 }, 'rooms: Rooms must be a whole number from 1 to 10000'],
    [{ photosLink: 'javascript:alert(1)' }, 'photosLink: Please enter a full link starting with http:// or https://'],
  ])('refuses %o with "%s"', (override, message) => {
    expect(problem(listingRequestInputSchema.safeParse({ ...base, ...override }))).toBe(message);
  });
});
