import type { HotelSummary } from '@hillnest/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelDetail, hotelSummary } from '../../test/fixtures';
import { fakeServer, renderApp, siteConfig, visitor } from '../../test/render';
import { reloadSearchValues } from '../search/searchValues';

const summary = (overrides: Partial<HotelSummary>) =>
  hotelSummary({ facilities: ['High Speed Internet WiFi', 'Elevator', '24X7 Security Guard', 'Private Washing Machine'], ...overrides });

beforeEach(() => {
  sessionStorage.clear();
  reloadSearchValues();
});
afterEach(() => vi.unstubAllGlobals());

describe('/detail/{hotelId}', () => {
  const hotel = hotelDetail({
    ...summary({}),
    amenities: ['Functional Kitchen with Cooking Utensils', 'Linen', 'Hot Water', 'Hair Dryer'],
    bookingdotcom: 'https://www.booking.com/hotel/cedar',
    agoda: 'https://www.agoda.com/cedar',
    reviews: [
      { name: 'Ravi', rating: 3, platform: 'airbnb', review: 'Good location.' },
      { name: 'Meera', rating: 5, platform: 'Google', review: 'Lovely views.' },
      { name: 'Kabir', rating: 4, platform: 'airbnb', review: 'Clean and warm.' },
    ],
  });

  it('shows the property, amenities shortest first, outside links that exist and the reviews best first', async () => {
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: hotel }) });
    renderApp('/detail/h1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cedar Crest Residency' })).toBeTruthy();
    // The tab says what the server's head says: a search result and the tab read alike.
    expect(document.title).toBe('Cedar Crest Residency, Shimla · Hillnest');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const amenities = within(screen.getByRole('region', { name: 'Amenities' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(amenities).toEqual(['Linen', 'Hot Water', 'Hair Dryer', 'Functional Kitchen with Cooking Utensils']);
    const links = within(screen.getByRole('region', { name: 'Also listed on' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.booking.com/hotel/cedar', 'https://www.agoda.com/cedar']);

    const reviews = screen.getByRole('region', { name: 'Guest Reviews' });
    const names = () =>
      within(reviews)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    expect(names()).toEqual(['Meera', 'Kabir', 'Ravi']);
    await userEvent.click(within(reviews).getByRole('button', { name: 'airbnb' }));
    expect(names()).toEqual(['Kabir', 'Ravi']);
    // Outside platforms are offered where the owner set the property's link or copied reviews from.
    expect(within(reviews).queryByRole('button', { name: 'makemytrip' })).toBeNull();
    await userEvent.click(within(reviews).getByRole('button', { name: 'This site' }));
    expect(within(reviews).getByText('No reviews from guests who stayed here yet.')).toBeTruthy();
  });

  it('shows verified reviews and the copied ones in one Guest Reviews section, with figures, replies, sort and filter', async () => {
    const withLink = { ...hotel, makemytrip: 'https://www.makemytrip.com/cedar' };
    const verified = (id: string, firstName: string, rating: number, createdAt: string, reply: string | null = null) => ({
      _id: id,
      rating,
      aspects: { cleanliness: 5, accuracy: null, checkIn: null, communication: null, location: 4, value: null },
      text: `${firstName} says: a lovely stay in the hills.`,
      firstName,
      stayMonth: '2026-10',
      reply,
      createdAt,
    });
    fakeServer({
      ...visitor,
      ...siteConfig,
      'GET /api/hotels/h1': () => ({ status: 200, body: withLink }),
      'GET /api/hotels/h1/reviews': () => ({
        status: 200,
        body: {
          average: 4.5,
          count: 2,
          distribution: [0, 0, 0, 1, 1],
          aspects: { cleanliness: 5, accuracy: null, checkIn: null, communication: null, location: 4, value: null },
          reviews: [
            verified('r1', 'Asha', 4, '2026-11-02T10:00:00.000Z', 'Thank you, Asha!'),
            verified('r2', 'Dev', 5, '2026-10-20T10:00:00.000Z'),
          ],
        },
      }),
    });
    renderApp('/detail/h1');
    const reviews = await screen.findByRole('region', { name: 'Guest Reviews' });
    // One section: no second, competing one.
    expect(screen.getAllByRole('heading', { name: /review/i }).map((h) => h.textContent)).toEqual(['Guest Reviews']);
    expect(await within(reviews).findByText('4.5 out of 5 · 2 reviews from guests who stayed')).toBeTruthy();
    expect(within(reviews).getByText('Cleanliness')).toBeTruthy();
    const list = () => within(reviews).getByRole('list', { name: 'Reviews' });
    const names = () =>
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    expect(names()).toEqual(['Dev', 'Meera', 'Asha', 'Kabir', 'Ravi']);
    expect(within(list()).getByText('Thank you, Asha!')).toBeTruthy();
    expect(within(list()).getAllByText('Stayed October 2026 · verified stay')).toHaveLength(2);
    await userEvent.selectOptions(within(reviews).getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(names()).toEqual(['Asha', 'Dev', 'Meera', 'Kabir', 'Ravi']);
    await userEvent.click(within(reviews).getByRole('button', { name: 'This site' }));
    expect(names()).toEqual(['Asha', 'Dev']);
    await userEvent.click(within(reviews).getByRole('button', { name: 'makemytrip' }));
    expect(within(reviews).getByText('No reviews from makemytrip yet.')).toBeTruthy();
  });

  it('shows the rooms, beds, size and address the owner gave, and the owner’s amenities after the fixed ones', async () => {
    const detailed = {
      ...hotel,
      bedrooms: 2,
      bathrooms: 1,
      beds: [
        { type: 'King' as const, count: 1 },
        { type: 'Sofa bed' as const, count: 2 },
      ],
      sizeSquareMetres: 85,
      streetAddress: '12 Mall Road',
      postalCode: '171001',
      extraAmenities: ['Board games'],
    };
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: detailed }) });
    renderApp('/detail/h1');
    const place = await screen.findByRole('region', { name: 'The place' });
    const rows = [...place.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Bedrooms: 2 bedrooms',
      'Beds: 1 King bed, 2 Sofa beds',
      'Bathrooms: 1 bathroom',
      'Size: 85 m²',
      'Address: 12 Mall Road, Shimla 171001, India',
    ]);
    const amenities = within(screen.getByRole('region', { name: 'Amenities' })).getAllByRole('listitem');
    expect(amenities.at(-1)?.textContent).toBe('Board games');
  });

  it('describes each photo with the owner’s alt text (else its name and place) and shows its caption in the gallery', async () => {
    const photos = [
      { url: '/uploads/hotels/a.webp', caption: 'Living room at dusk', alt: 'Sofa facing a window onto pine hills' },
      { url: '/uploads/hotels/b.webp', caption: '', alt: '' },
    ];
    const described = { ...hotel, imageUrls: photos.map((photo) => photo.url), photos };
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: described }) });
    renderApp('/detail/h1');
    const mosaic = await screen.findByRole('region', { name: 'Photos of Cedar Crest Residency' });
    expect(within(mosaic).getByRole('img', { name: 'Sofa facing a window onto pine hills' })).toBeTruthy();
    expect(within(mosaic).getByRole('img', { name: 'Cedar Crest Residency, photo 2' })).toBeTruthy();

    await userEvent.click(within(mosaic).getByRole('button', { name: 'Open photo 1 of 2' }));
    const gallery = await screen.findByRole('dialog', { name: 'Photos of Cedar Crest Residency' });
    expect(within(gallery).getByRole('img', { name: 'Sofa facing a window onto pine hills' })).toBeTruthy();
    expect(within(gallery).getByText('Living room at dusk')).toBeTruthy();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByRole('img', { name: 'Cedar Crest Residency, photo 2 of 2' })).toBeTruthy();
    expect(within(gallery).queryByText('Living room at dusk')).toBeNull();
  });

  it('hides the reviews section and outside links when there are none', async () => {
    const bare = { ...hotel, reviews: [], bookingdotcom: '', agoda: '' };
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: bare }) });
    renderApp('/detail/h1');
    await screen.findByRole('heading', { level: 1, name: 'Cedar Crest Residency' });
    expect(screen.queryByRole('region', { name: 'The place' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Guest Reviews' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Also listed on' })).toBeNull();
  });

  it('leads to the booking page with the chosen dates and guests', async () => {
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: hotel }) });
    const { router } = renderApp('/detail/h1');
    const block = await screen.findByRole('region', { name: /per night/ });
    await waitFor(() => expect(within(block).getByText(/10\/03\/2026 – 11\/03\/2026/)).toBeTruthy());
    await userEvent.click(within(block).getByRole('button', { name: /Guests/ }));
    // At least one adult here, and no more than the property sleeps.
    expect(within(block).getByRole('button', { name: 'Fewer adults' })).toHaveProperty('disabled', true);
    await userEvent.click(within(block).getByRole('button', { name: 'More adults' }));
    await userEvent.click(within(block).getByRole('button', { name: 'More children' }));
    // ₹4,200 × 1 night × (2 adults + 1 child at half price).
    expect(within(block).getByText('₹10,500')).toBeTruthy();
    // The phone's booking bar submits the block's own form.
    const bar = within(screen.getByRole('region', { name: 'Book this stay' })).getByRole('button', { name: 'Book Now' });
    expect(bar.getAttribute('form')).toBe(within(block).getByRole('button', { name: 'Book Now' }).closest('form')!.id);
    await userEvent.click(within(block).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/h1/booking'));
    expect(router.state.location.search).toBe('?checkIn=2026-03-10&checkOut=2026-03-11&adultCount=2&childCount=1');
    expect(sessionStorage.getItem('hotelId')).toBe('h1');
  });

  it('shows a map of the place, framed once it comes near the window, only when the owner gave coordinates', async () => {
    // Observers the test moves into view by hand, as scrolling would.
    const observers: { element: Element; callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observers.push({ element, callback: this.callback });
        }
        disconnect() {}
      },
    );
    const placed = { ...hotel, latitude: 31.1041, longitude: 77.1734 };
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: placed }) });
    renderApp('/detail/h1');
    const location = await screen.findByRole('region', { name: 'Location' });
    const map = within(location).getByRole('region', { name: 'Map' });
    expect(
      within(location)
        .getByRole('link', { name: /Open in Maps/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=31.10410%2C77.17340');
    // Nothing from the map's site until the map is near the window.
    expect(document.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(observers.some((observer) => observer.element === map)).toBe(true));
    expect(document.querySelector('iframe')).toBeNull();
    observers
      .find((observer) => observer.element === map)!
      .callback([{ isIntersecting: true, target: map } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    const frame = await within(map).findByTitle('Map of Cedar Crest Residency');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=77\.16340%2C31\.09810/);
  });

  it('shows no map and no maps link without coordinates', async () => {
    fakeServer({
      ...visitor,
      ...siteConfig,
      'GET /api/hotels/h1': () => ({ status: 200, body: { ...hotel, latitude: null, longitude: null } }),
    });
    renderApp('/detail/h1');
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(location.textContent).toContain('Shimla, India');
    expect(within(location).queryByRole('region', { name: 'Map' })).toBeNull();
    expect(within(location).queryByRole('link', { name: /Open in Maps/ })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says so when the property does not exist', async () => {
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/nope': () => ({ status: 404, body: { message: 'Hotel not found' } }) });
    renderApp('/detail/nope');
    expect(await screen.findByRole('heading', { name: 'This property is not available' })).toBeTruthy();
  });
});

describe('rates on the guest pages', () => {
  const RATES = {
    weekendPricePerNight: 5000,
    minNights: 2,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    seasons: [{ name: 'Holi', firstNight: '2026-04-01', lastNight: '2026-04-05', pricePerNight: 3000, minNights: null }],
  };

  it('the detail page says "from" the lowest night in the next 90 and prices the chosen stay with the rates', async () => {
    // 10 March 2026 is a Tuesday; the saved stay is Friday 13 to Sunday 15: two weekend nights.
    sessionStorage.setItem('checkIn', '2026-03-13');
    sessionStorage.setItem('checkOut', '2026-03-15');
    reloadSearchValues();
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: hotelDetail({ rates: RATES }) }) });
    renderApp('/detail/h1');
    const block = await screen.findByRole('region', { name: /per night/ });
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('from ₹3,000 per adult per night');
    await waitFor(() => expect(within(block).getByText('₹10,000')).toBeTruthy());
  });

  it('the detail page says the minimum stay and will not book a shorter one', async () => {
    sessionStorage.setItem('checkIn', '2026-03-17');
    sessionStorage.setItem('checkOut', '2026-03-18');
    reloadSearchValues();
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: hotelDetail({ rates: RATES }) }) });
    renderApp('/detail/h1');
    const block = await screen.findByRole('region', { name: /per night/ });
    expect(await within(block).findByText('This stay needs at least 2 nights from 17 Mar')).toBeTruthy();
    for (const button of within(block).getAllByRole('button', { name: 'Book Now' })) expect(button).toHaveProperty('disabled', true);
  });
});

describe('prices for the party and dates on the property page', () => {
  it('a shared link’s stay is prefilled and priced, with its average per night', async () => {
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: hotelDetail() }) });
    renderApp('/detail/h1?checkIn=2026-03-13&checkOut=2026-03-16&adults=2&children=1');
    const block = await screen.findByRole('region', { name: /per adult per night/ });
    await waitFor(() => expect(within(block).getByText(/13\/03\/2026 – 16\/03\/2026/)).toBeTruthy());
    // ₹4,200 × 3 nights × (2 adults + 1 child at half price).
    expect(within(block).getByText('₹31,500')).toBeTruthy();
    expect(within(block).getByText('₹10,500 per night on average')).toBeTruthy();
  });

  it('ignores a shared link’s unusable values instead of failing', async () => {
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: hotelDetail() }) });
    renderApp('/detail/h1?checkIn=soon&checkOut=2026-13-45&adults=many');
    const block = await screen.findByRole('region', { name: /per adult per night/ });
    // Tonight, one night, one adult.
    await waitFor(() => expect(within(block).getByText(/10\/03\/2026 – 11\/03\/2026/)).toBeTruthy());
    expect(within(block).getByText('₹4,200')).toBeTruthy();
  });

  it('labels a per-property price and prices the extra guests', async () => {
    const cabin = hotelDetail({ pricePerNight: 5200, priceModel: 'perProperty', includedGuests: 4, extraAdultPrice: 800, adultCount: 6 });
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: cabin }) });
    renderApp('/detail/h1?checkIn=2026-03-13&checkOut=2026-03-15&adults=5');
    const block = await screen.findByRole('region', { name: /per night for up to 4 guests/ });
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('₹5,200 per night for up to 4 guests');
    // 2 nights × (₹5,200 + 1 extra adult × ₹800).
    await waitFor(() => expect(within(block).getByText('₹12,000')).toBeTruthy());
  });

  it('opens a property with a minimum stay without an error before the guest chooses dates', async () => {
    const rates = { weekendPricePerNight: null, minNights: 2, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0, seasons: [] };
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: hotelDetail({ rates }) }) });
    renderApp('/detail/h1');
    const block = await screen.findByRole('region', { name: /per adult per night/ });
    // The default stay is stretched to the minimum.
    await waitFor(() => expect(within(block).getByText(/10\/03\/2026 – 12\/03\/2026/)).toBeTruthy());
    expect(within(block).queryByRole('alert')).toBeNull();
    expect(within(block).getByRole('button', { name: 'Book Now' })).toHaveProperty('disabled', false);
  });
});

describe('the cleaning fee on the property page', () => {
  const withGst = {
    'GET /api/config': (init: RequestInit, url?: URL) => {
      const answer = siteConfig['GET /api/config']!(init, url);
      return { ...answer, body: { ...(answer.body as object), gst: { pricesIncludeGst: false, stateTax: 'SGST' } } };
    },
  };

  it('is stated beside the night price, and in the stay’s price with its GST, as the server quotes it', async () => {
    const fetchMock = fakeServer({
      ...visitor,
      ...withGst,
      'GET /api/hotels/h1': () => ({ status: 200, body: hotelDetail({ cleaningFeePaise: 500_00 }) }),
    });
    renderApp('/detail/h1?checkIn=2026-03-13&checkOut=2026-03-16&adults=2&children=1');
    const block = await screen.findByRole('region', { name: /per adult per night/ });
    expect(within(block).getByText('+ ₹500 cleaning fee')).toBeTruthy();
    const price = within(block).getByTestId('stay-price');
    // ₹4,200 × 3 nights × (2 adults + a child at half) = ₹31,500, ₹10,500 a night: GST at 18 %, the fee at the stay's rate.
    await waitFor(() => expect(within(price).getByText('GST')).toBeTruthy());
    const rows = [...price.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual(['3 nights₹31,500', 'Cleaning fee₹500', 'GST₹5,760', 'Total₹37,760 incl. GST']);
    // The booking page's quote was asked for the same stay.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/hotels/h1/bookings/quote' && init?.method === 'POST')).toBe(
        true,
      ),
    );
  });

  it('says nothing of a fee the property does not charge', async () => {
    fakeServer({ ...visitor, ...siteConfig, 'GET /api/hotels/h1': () => ({ status: 200, body: hotelDetail() }) });
    renderApp('/detail/h1?checkIn=2026-03-13&checkOut=2026-03-16&adults=2');
    const block = await screen.findByRole('region', { name: /per adult per night/ });
    await waitFor(() => expect(within(block).getByText('₹25,200')).toBeTruthy());
    expect(block.textContent).not.toContain('cleaning fee');
  });
});

describe('the owner on the property page', () => {
  it('offers the owner’s phone and WhatsApp, and the check-in times, from the settings', async () => {
    const config = siteConfig['GET /api/config']!({} as RequestInit) as { status: number; body: Record<string, unknown> };
    const body = {
      ...config.body,
      business: { name: 'Hillnest', contactEmail: 'a@b.example', phone: '+91 98765 43210', whatsapp: '+91 91234 56789', address: null },
      guests: { checkInHours: '1PM-9PM', checkOutBy: '11 AM', houseRules: [] },
    };
    fakeServer({
      ...visitor,
      'GET /api/config': () => ({ status: 200, body }),
      'GET /api/hotels/h1': () => ({ status: 200, body: hotelDetail(summary({})) }),
    });
    renderApp('/detail/h1');
    const contact = await screen.findByRole('region', { name: 'Contact the owner' });
    expect(within(contact).getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    const whatsapp = within(contact).getByRole('link', { name: 'Chat on WhatsApp (+91 91234 56789)' }).getAttribute('href')!;
    expect(whatsapp.startsWith('https://wa.me/919123456789?text=')).toBe(true);
    expect(new URL(whatsapp).searchParams.get('text')).toContain(hotelDetail(summary({})).name);
    expect(screen.getByRole('region', { name: 'House rules' }).textContent).toContain('Check-in 1PM – 9PM');
  });
});

describe('the Share button', () => {
  const hotel = hotelDetail({ _id: '7d1c2f38-5a1b-4c8e-9f0a-2b3c4d5e6f70', name: 'Cedar Crest' });
  const serve = () => fakeServer({ ...visitor, ...siteConfig, [`GET /api/hotels/${hotel._id}`]: () => ({ status: 200, body: hotel }) });
  const shared = `${window.location.origin}/detail/${hotel._id}?checkIn=2026-03-13&checkOut=2026-03-15&adults=2&children=1`;

  it('opens the device’s share sheet with the page’s address, dates and guests kept', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    serve();
    renderApp(`/detail/${hotel._id}?checkIn=2026-03-13&checkOut=2026-03-15&adults=2&children=1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Cedar Crest', text: 'Cedar Crest', url: shared });
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('without a share sheet, copies the link (with a toast) or shares it on WhatsApp', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share: undefined, clipboard: { writeText } }));
    serve();
    renderApp(`/detail/${hotel._id}?checkIn=2026-03-13&checkOut=2026-03-15&adults=2&children=1`);
    const button = await screen.findByRole('button', { name: 'Share' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const whatsapp = new URL(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(`Cedar Crest ${shared}`);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(shared);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('shares the plain address when the guest has not chosen dates', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    serve();
    renderApp(`/detail/${hotel._id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/detail/${hotel._id}` }));
  });
});
