/**
 * The head tags the server writes into each public page (docs/product/found-and-shared.md), as a
 * crawler or a link preview reads them: rendered by the app's server renderer from the page's answers.
 */
import { API_PATHS, type Blog, type DestinationPage, type JsonLd } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { hotelDetail, hotelSummary } from '../test/fixtures';
import { render } from './entry-server';

const ORIGIN = 'https://stay.hillnest.test';
const HOTEL_ID = '7d1c2f38-5a1b-4c8e-9f0a-2b3c4d5e6f70';
const CONFIG = {
  propertyTimezone: 'Asia/Kolkata',
  today: '2026-03-10',
  holdMinutes: 15,
  maxStayNights: 30,
  bookingEngineUrl: null,
  bookingEnginePropertyId: '',
  paymentProvider: 'simulated',
  razorpayKeyId: '',
  business: { name: 'Hillnest Stays', contactEmail: 'stay@hillnest.test', phone: '+91 98765 43210', whatsapp: null, address: null },
  guests: { checkInHours: '2PM-10PM', checkOutBy: '10:30 AM', houseRules: [] },
};
const DESTINATIONS = [{ _id: 'd1', name: 'Shimla', illustrationImageUrl: '', slug: 'shimla' }];
const FRAME = { [API_PATHS.config]: CONFIG, [API_PATHS.destinations]: DESTINATIONS };

/** The head a page is served with, parsed as a crawler reads it (no script runs). */
async function headOf(url: string, answers: Record<string, unknown>) {
  const result = await render({ url, answers: { ...FRAME, ...answers }, signedIn: false, origin: ORIGIN });
  const head = new DOMParser().parseFromString(`<html><head>${result!.head}</head></html>`, 'text/html').head;
  const meta = (key: string) => head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
  const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as JsonLd,
  );
  return {
    raw: result!.head,
    title: head.querySelector('title')?.textContent,
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    meta,
    jsonLd,
    ofType: (type: string) => jsonLd.find((node) => node['@type'] === type),
    scripts: head.querySelectorAll('script').length,
  };
}

const hotel = hotelDetail({
  _id: HOTEL_ID,
  name: 'Cedar Crest',
  starRating: 4,
  pricePerNight: 4200,
  latitude: 31.1048,
  longitude: 77.1734,
  imageUrls: ['/uploads/hotels/cover-1600.webp', '/uploads/hotels/two-1600.webp'],
});

describe('a property page’s preview and structured data', () => {
  it('previews the photo, name, place, rating and "from ₹X per night" at its canonical address', async () => {
    const head = await headOf(`/detail/${HOTEL_ID}`, { [API_PATHS.hotel(HOTEL_ID)]: hotel });
    expect(head.title).toBe('Cedar Crest, Shimla · Hillnest Stays');
    // The owner's business names the site, not the built-in name.
    expect(head.meta('og:site_name')).toBe('Hillnest Stays');
    expect(head.canonical).toBe(`${ORIGIN}/detail/${HOTEL_ID}`);
    expect(head.meta('description')).toMatch(/^Cedar Crest in Shimla, India · 4★ · from ₹4,200 per adult per night\. /);
    expect(head.meta('og:title')).toBe('Cedar Crest, Shimla');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/detail/${HOTEL_ID}`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/share-images/hotels/cover-1600.jpg`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${ORIGIN}/share-images/hotels/cover-1600.jpg`);
  });

  it('describes the place as Google asks for vacation rentals, with a breadcrumb through its destination', async () => {
    const head = await headOf(`/detail/${HOTEL_ID}`, { [API_PATHS.hotel(HOTEL_ID)]: hotel });
    const rental = head.ofType('VacationRental')!;
    // Google's required properties for VacationRental, and the recommended ones the issue names.
    expect(rental).toMatchObject({
      '@context': 'https://schema.org',
      identifier: HOTEL_ID,
      name: 'Cedar Crest',
      latitude: 31.1048,
      longitude: 77.1734,
      image: [`${ORIGIN}/uploads/hotels/cover-1600.webp`, `${ORIGIN}/uploads/hotels/two-1600.webp`],
      containsPlace: { '@type': 'Accommodation', additionalType: 'EntirePlace', occupancy: { '@type': 'QuantitativeValue', value: 6 } },
      address: { '@type': 'PostalAddress', addressLocality: 'Shimla', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 31.1048, longitude: 77.1734 },
      checkinTime: '14:00',
      checkoutTime: '10:30',
      starRating: { '@type': 'Rating', ratingValue: 4 },
      priceRange: 'from ₹4,200 per adult per night',
      telephone: '+91 98765 43210',
    });
    expect(rental.amenityFeature).toContainEqual({ '@type': 'LocationFeatureSpecification', name: 'Elevator', value: true });
    expect(rental.makesOffer).toBeUndefined();
    expect(head.ofType('BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Shimla', item: `${ORIGIN}/destinations/shimla` },
        { '@type': 'ListItem', position: 3, name: 'Cedar Crest', item: `${ORIGIN}/detail/${HOTEL_ID}` },
      ],
    });
  });

  it('carries the richer listing: rooms, beds, bathrooms, size, street address with PIN code, and extra amenities', async () => {
    const detailed = hotelDetail({
      ...hotel,
      bedrooms: 2,
      bathrooms: 1,
      beds: [
        { type: 'King', count: 1 },
        { type: 'Sofa bed', count: 2 },
      ],
      sizeSquareMetres: 85,
      streetAddress: '12 Mall Road',
      postalCode: '171001',
      extraAmenities: ['Board games'],
    });
    const rental = (await headOf(`/detail/${HOTEL_ID}`, { [API_PATHS.hotel(HOTEL_ID)]: detailed })).ofType('VacationRental')!;
    expect(rental).toMatchObject({
      numberOfRooms: 2,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Mall Road',
        addressLocality: 'Shimla',
        postalCode: '171001',
        addressCountry: 'IN',
      },
      containsPlace: {
        occupancy: { '@type': 'QuantitativeValue', value: 6 },
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1,
        bed: [
          { '@type': 'BedDetails', typeOfBed: 'King', numberOfBeds: 1 },
          { '@type': 'BedDetails', typeOfBed: 'Sofa bed', numberOfBeds: 2 },
        ],
        floorSize: { '@type': 'QuantitativeValue', value: 85, unitCode: 'MTK' },
      },
    });
    expect(rental.amenityFeature).toContainEqual({ '@type': 'LocationFeatureSpecification', name: 'Board games', value: true });
  });

  it('offers the stay at the one price rule’s total when the address names dates', async () => {
    const url = `/detail/${HOTEL_ID}?checkIn=2026-04-01&checkOut=2026-04-03&adultCount=2&childCount=1`;
    const head = await headOf(url, { [API_PATHS.hotel(HOTEL_ID)]: hotel });
    expect(head.canonical).toBe(`${ORIGIN}/detail/${HOTEL_ID}`);
    // 2 nights × (₹4,200 × 2 adults + ₹4,200 × 1 child × 0.5).
    expect(head.ofType('VacationRental')!.makesOffer).toMatchObject({ '@type': 'Offer', price: '21000.00', priceCurrency: 'INR' });
  });

  it('lets no stored text break out of its tag or script', async () => {
    const hostile = hotelDetail({
      ...hotel,
      name: 'Cedar "Crest" <b>',
      description: 'Lovely </script><script>alert(1)</script> & calm',
    });
    const head = await headOf(`/detail/${HOTEL_ID}`, { [API_PATHS.hotel(HOTEL_ID)]: hostile });
    expect(head.raw).not.toContain('<script>alert(1)');
    expect(head.raw).not.toContain('<b>');
    expect(head.raw).toContain('\\u003c/script>');
    // Only the JSON-LD blocks are scripts, and they read back as the stored text.
    expect(head.scripts).toBe(2);
    expect(head.ofType('VacationRental')!.description).toBe('Lovely </script><script>alert(1)</script> & calm');
    expect(head.meta('og:title')).toBe('Cedar "Crest" <b>, Shimla');
  });
});

describe('a property page’s photos in its structured data', () => {
  it('describes a photo with a caption or alt text as an ImageObject, escaped inside its script, and keeps the others as URLs', async () => {
    const described = hotelDetail({
      ...hotel,
      photos: [
        { url: hotel.imageUrls[0]!, caption: 'Rooftop </script><script>alert(1)</script> view', alt: 'Terrace with <b>chairs</b>' },
        { url: hotel.imageUrls[1]!, caption: '', alt: '' },
      ],
    });
    const head = await headOf(`/detail/${HOTEL_ID}`, { [API_PATHS.hotel(HOTEL_ID)]: described });
    expect(head.raw).not.toContain('<script>alert(1)');
    expect(head.scripts).toBe(2);
    expect(head.ofType('VacationRental')!.image).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: `${ORIGIN}/uploads/hotels/cover-1600.webp`,
        caption: 'Rooftop </script><script>alert(1)</script> view',
        description: 'Terrace with <b>chairs</b>',
      },
      `${ORIGIN}/uploads/hotels/two-1600.webp`,
    ]);
    // The link preview keeps the cover photo.
    expect(head.meta('og:image')).toBe((await headOf(`/detail/${HOTEL_ID}`, { [API_PATHS.hotel(HOTEL_ID)]: hotel })).meta('og:image'));
  });
});

describe('the other public pages', () => {
  it('home: the site’s title and description, who runs it and the site itself', async () => {
    const head = await headOf('/', {});
    expect(head.title).toBe("Holiday apartments in India's hill stations · Hillnest Stays");
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.ofType('Organization')).toMatchObject({ name: 'Hillnest Stays', url: `${ORIGIN}/`, telephone: '+91 98765 43210' });
    expect(head.ofType('WebSite')).toMatchObject({ name: 'Hillnest Stays', url: `${ORIGIN}/` });
    expect(head.ofType('Organization')!.logo).toBe(`${ORIGIN}/favicon.svg`);
  });

  it('home: the owner’s logo is the Organization’s', async () => {
    const config = { ...CONFIG, business: { ...CONFIG.business, logoUrl: '/uploads/logos/mark-1600.webp' } };
    const head = await headOf('/', { [API_PATHS.config]: config });
    expect(head.ofType('Organization')!.logo).toBe(`${ORIGIN}/uploads/logos/mark-1600.webp`);
  });

  it('a blog post: a BlogPosting with its headline, date, author and image', async () => {
    const blog: Blog = {
      _id: '0b7e8c1a-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
      title: 'Walks around Shimla',
      thumbnailImageUrl: '/uploads/blogs/walks-1600.webp',
      author: 'Meera Nair',
      publishDate: '2026-10-01',
      content: 'Glen Forest\n\nDeodar and oak.',
      contentHtml: '<h2>Glen Forest</h2><p>Deodar and oak.</p>',
    };
    const head = await headOf(`/blogs/${blog._id}`, { [API_PATHS.blog(blog._id)]: blog });
    expect(head.title).toBe('Walks around Shimla · Hillnest Stays');
    expect(head.meta('og:type')).toBe('article');
    expect(head.ofType('BlogPosting')).toMatchObject({
      headline: 'Walks around Shimla',
      datePublished: '2026-10-01',
      author: { '@type': 'Person', name: 'Meera Nair' },
      image: [`${ORIGIN}/uploads/blogs/walks-1600.webp`],
    });
  });

  it('/faq: every question as a FAQPage', async () => {
    const head = await headOf('/faq', {});
    expect(head.title).toBe('Frequently Asked Questions · Hillnest Stays');
    const faq = head.ofType('FAQPage')!;
    const questions = faq.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(9);
    expect(questions[0]).toMatchObject({ '@type': 'Question', name: 'What are the check-in and check-out times?' });
    expect(questions[0]!.acceptedAnswer.text).toBe('Check-in is between 2PM and 10PM. Check-out is until 10:30 AM.');
  });

  it('/faq: the owner’s own answers, as written', async () => {
    const config = { ...CONFIG, guests: { ...CONFIG.guests, faqPets: 'Only small dogs </script><b>.' } };
    const head = await headOf('/faq', { [API_PATHS.config]: config });
    const questions = head.ofType('FAQPage')!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.find((question) => question.name === 'Are pets allowed?')!.acceptedAnswer.text).toBe('Only small dogs </script><b>.');
    expect(head.raw).not.toContain('</script><b>');
  });

  it('static pages and search have their own titles and descriptions', async () => {
    const titles = new Set<string>();
    for (const url of ['/terms-and-contions', '/privacy-policy', '/guest-policy', '/refund-policy', '/careers', '/faq', '/search']) {
      const head = await headOf(url, {});
      expect(head.meta('description'), url).toBeTruthy();
      titles.add(head.title!);
    }
    expect(titles.size).toBe(7);
  });

  it('a destination page: heading, introduction, properties with prices, breadcrumb and its questions as a FAQPage', async () => {
    const page: DestinationPage = {
      ...DESTINATIONS[0]!,
      introduction: 'The Queen of Hills.',
      questions: [{ question: 'When is the snow?', answer: 'From late December.' }],
      updatedAt: '2026-11-01T00:00:00.000Z',
      properties: [{ ...hotelSummary({ pricePerNight: 3500 }), latitude: 31.1, longitude: 77.17, reviews: null }],
    };
    const answers = { ...FRAME, [API_PATHS.destinationPage('shimla')]: page };
    const result = (await render({ url: '/destinations/shimla', answers, signedIn: false, origin: ORIGIN }))!;
    expect(result.html).toContain('<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Holiday apartments in Shimla</h1>');
    expect(result.html).toContain('The Queen of Hills.');
    expect(result.html).toContain('Cedar Crest Residency');
    expect(result.html).toContain('₹3,500');
    // The map is framed only when its box comes near: no outside address in the first view.
    expect(result.html).not.toContain('openstreetmap');
    const head = await headOf('/destinations/shimla', { [API_PATHS.destinationPage('shimla')]: page });
    expect(head.title).toBe('Holiday apartments in Shimla · Hillnest Stays');
    expect(head.meta('description')).toContain('from ₹3,500 per adult per night');
    expect(head.ofType('FAQPage')).toMatchObject({
      mainEntity: [{ name: 'When is the snow?', acceptedAnswer: { text: 'From late December.' } }],
    });
    expect(head.ofType('BreadcrumbList')).toBeDefined();
  });
});
