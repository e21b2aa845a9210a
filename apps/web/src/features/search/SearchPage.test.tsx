import type { HotelSummary } from '@hillnest/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelSummary } from '../../test/fixtures';
import { fakeServer, renderApp, siteConfig, visitor } from '../../test/render';
import { reloadSearchValues } from './searchValues';

const summary = (overrides: Partial<HotelSummary>) =>
  hotelSummary({ facilities: ['High Speed Internet WiFi', 'Elevator', '24X7 Security Guard', 'Private Washing Machine'], ...overrides });

const searchUrls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/hotels/search'));

beforeEach(() => {
  sessionStorage.clear();
  reloadSearchValues();
});
afterEach(() => vi.unstubAllGlobals());

/** A visitor's searches, each answered with these cards (one page of them unless said), on the site's config unless other handlers replace it. */
function serveCards(
  data: object[],
  { total = data.length, pages = 1, handlers = {} }: { total?: number; pages?: number; handlers?: object } = {},
) {
  return fakeServer({
    ...visitor,
    ...siteConfig,
    ...handlers,
    'GET /api/hotels/search': () => ({ status: 200, body: { data, pagination: { total, page: 1, pages } } }),
  });
}

describe('/search', () => {
  /** Two cards of twelve results: one with reviews, one without, in Indian digit grouping. */
  const serve = () =>
    serveCards(
      [
        { ...summary({}), reviews: { average: 4.6, count: 12 } },
        {
          ...summary({ _id: 'h2', name: 'Pine Hollow Studio', pricePerNight: 123456, starRating: 3, facilities: ['Elevator'] }),
          reviews: null,
        },
      ],
      { total: 12, pages: 2 },
    );

  it('asks the server for the search in the URL and shows the count and result cards', async () => {
    const fetchMock = serve();
    renderApp('/search?destination=Shimla&stars=5&sortOption=starRating');
    expect(await screen.findByRole('heading', { level: 1, name: '12 Hotels found in Shimla' })).toBeTruthy();
    expect(searchUrls(fetchMock)).toEqual(['/api/hotels/search?destination=Shimla&stars=5&sortOption=starRating']);

    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Cedar Crest Residency' }).getAttribute('href')).toBe('/detail/h1');
    expect(within(first).getByText('Shimla, India')).toBeTruthy();
    expect(within(first).getByText('Hill view apartment')).toBeTruthy();
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(within(first).getByText('₹4,200 per adult per night')).toBeTruthy();
    expect(within(first).getByText('+1 more')).toBeTruthy();
    // Indian digit grouping.
    expect(screen.getByText('₹1,23,456 per adult per night')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort results' })).toHaveProperty('value', 'starRating');
  });

  it('shows each card’s verified reviews as the server answers them, and nothing for a property without', async () => {
    serve();
    renderApp('/search?destination=Shimla');
    await screen.findByRole('heading', { level: 1, name: /Hotels found/ });
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByTestId('review-score').textContent).toBe('4.612 verified reviews, 4.6 out of 5 on average');
    expect(within(second!).queryByTestId('review-score')).toBeNull();
    expect(within(second!).queryByText(/verified review/)).toBeNull();
  });

  it('puts filters, sort and page into the URL, starting again at page 1 when the filters change', async () => {
    const fetchMock = serve();
    const { router } = renderApp('/search?destination=Shimla&stars=5');
    await screen.findByRole('heading', { level: 1, name: /Hotels found/ });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Search results pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?destination=Shimla&stars=5&page=2'));

    await userEvent.click(within(sidebar).getByRole('checkbox', { name: '4 Stars' }));
    await waitFor(() => expect(router.state.location.search).toBe('?destination=Shimla&stars=4&stars=5'));
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Elevator' }));
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Pet Friendly' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort results' }), 'pricePerNightAsc');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?destination=Shimla&stars=4&stars=5&types=Pet+Friendly&facilities=Elevator&sortOption=pricePerNightAsc',
      ),
    );
    await waitFor(() =>
      expect(searchUrls(fetchMock).at(-1)).toBe(
        '/api/hotels/search?destination=Shimla&stars=4&stars=5&types=Pet+Friendly&facilities=Elevator&sortOption=pricePerNightAsc',
      ),
    );
    // Back returns to the previous search.
    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?destination=Shimla&stars=4&stars=5&types=Pet+Friendly&facilities=Elevator'),
    );
  });

  it('filters by at least a number of bedrooms, through the URL and the same search call', async () => {
    const fetchMock = serve();
    const { router } = renderApp('/search?destination=Shimla');
    await screen.findByRole('heading', { level: 1, name: /Hotels found/ });
    const bedrooms = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('group', { name: 'Bedrooms' });
    expect(within(bedrooms).getByRole('radio', { name: 'Any' })).toHaveProperty('checked', true);

    await userEvent.click(within(bedrooms).getByRole('radio', { name: '2+' }));
    await waitFor(() => expect(router.state.location.search).toBe('?destination=Shimla&bedrooms=2'));
    await waitFor(() => expect(searchUrls(fetchMock).at(-1)).toBe('/api/hotels/search?destination=Shimla&bedrooms=2'));
    expect(within(bedrooms).getByRole('radio', { name: '2+' })).toHaveProperty('checked', true);

    await userEvent.click(within(bedrooms).getByRole('radio', { name: 'Any' }));
    await waitFor(() => expect(router.state.location.search).toBe('?destination=Shimla'));
  });

  it('offers a map of the results that have coordinates, drawn only once the guest opens it', async () => {
    serveCards([
      { ...summary({}), fromPricePerNight: 4200, latitude: 31.1041, longitude: 77.1734 },
      { ...summary({ _id: 'h2', name: 'Pine Hollow Studio' }), fromPricePerNight: 1800 },
    ]);
    renderApp('/search?destination=Shimla');
    const show = await screen.findByRole('button', { name: 'Show map' });
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();
    await userEvent.click(show);
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    // One marker, for the one result with coordinates, named after it.
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    expect(map.querySelector('.leaflet-marker-icon')?.getAttribute('title')).toBe('Cedar Crest Residency');
    expect(map.querySelector('.leaflet-marker-icon')?.textContent).toBe('₹4,200');
    // The list stays beside it.
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();
  });

  it('offers no map when no result has coordinates', async () => {
    serve();
    renderApp('/search?destination=Shimla');
    await screen.findByRole('heading', { level: 1, name: /Hotels found/ });
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('opens the filters in a modal that Close shuts', async () => {
    serve();
    renderApp('/search');
    await screen.findByRole('heading', { level: 1, name: /Hotels found/ });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const modal = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(modal).getByRole('checkbox', { name: '1 Star' })).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });

  it('shows what is wrong with a search URL instead of asking the server', async () => {
    const fetchMock = serve();
    renderApp('/search?page=0');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'page must be a whole number of at least 1');
    expect(searchUrls(fetchMock)).toEqual([]);
  });

  it('shows the search values of the URL in the search bar', async () => {
    serve();
    renderApp('/search?destination=Manali&checkIn=2026-04-01&checkOut=2026-04-03&adultCount=2&childCount=1');
    await screen.findByRole('heading', { level: 1, name: /Hotels found/ });
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Destination' })[0]).toHaveProperty('value', 'Manali'));
    expect(sessionStorage.getItem('checkIn')).toBe('2026-04-01');
    expect(screen.getAllByText('3 Guests').length).toBeGreaterThan(0);
  });

  it('search cards show the total for the searched dates', async () => {
    serveCards([{ ...summary({}), stayTotalPaise: 1_260_000 }]);
    renderApp('/search?destination=Shimla&checkIn=2026-03-13&checkOut=2026-03-16');
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText('₹12,600')).toBeTruthy();
    expect(within(card).getByText(/total for 3 nights/)).toBeTruthy();
    expect(within(card).getByText('₹4,200 per night on average')).toBeTruthy();
    // Its links carry the stay to the property.
    expect(
      within(card)
        .getByRole('link', { name: /View more/ })
        .getAttribute('href'),
    ).toBe('/detail/h1?checkIn=2026-03-13&checkOut=2026-03-16');
  });

  it('a card whose minimum stay is longer says so and searches that length in one click', async () => {
    serveCards([{ ...summary({}), stayTotalPaise: 1_260_000, minimumNights: 3 }]);
    renderApp('/search?destination=Munnar&checkIn=2026-12-20&checkOut=2026-12-22&adultCount=2');
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText(/Minimum 3 nights from 20 Dec/)).toBeTruthy();
    expect(within(card).getByText(/total for 3 nights/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Search 3 nights' }).getAttribute('href')).toBe(
      '/search?destination=Munnar&checkIn=2026-12-20&checkOut=2026-12-23&adultCount=2',
    );
  });

  it('cards without dates show the "from" price labelled by the price model', async () => {
    serveCards([
      { ...summary({ _id: 'a' }), fromPricePerNight: 2600 },
      { ...summary({ _id: 'b', pricePerNight: 5200, priceModel: 'perProperty', includedGuests: 4 }), fromPricePerNight: 5200 },
    ]);
    renderApp('/search?destination=Shimla');
    const [perAdult, perProperty] = await screen.findAllByRole('article');
    expect(within(perAdult!).getByText('₹2,600 per adult per night')).toBeTruthy();
    expect(within(perProperty!).getByText('₹5,200 per night for up to 4 guests')).toBeTruthy();
  });

  it('cards state the cleaning fee: in the total with dates, beside the night price without, and nothing without a fee', async () => {
    const cards = (data: object[]) => ({
      'GET /api/hotels/search': () => ({ status: 200, body: { data, pagination: { total: data.length, page: 1, pages: 1 } } }),
    });
    fakeServer({
      ...visitor,
      ...siteConfig,
      // ₹4,200 × 3 nights and the ₹500 fee, as the server totals it.
      ...cards([{ ...summary({ cleaningFeePaise: 500_00 }), stayTotalPaise: 1_310_000 }]),
    });
    const dated = renderApp('/search?destination=Shimla&checkIn=2026-03-13&checkOut=2026-03-16');
    let price = within((await screen.findAllByRole('article'))[0]!).getByTestId('card-price');
    expect(price.textContent).toContain('₹13,100 total for 3 nights');
    expect(within(price).getByText('Includes ₹500 cleaning fee')).toBeTruthy();
    expect(within(price).getByText('₹4,366.67 per night on average')).toBeTruthy();
    dated.unmount();

    fakeServer({
      ...visitor,
      ...siteConfig,
      ...cards([
        { ...summary({ _id: 'a', cleaningFeePaise: 750_50 }), fromPricePerNight: 2600 },
        { ...summary({ _id: 'b' }), fromPricePerNight: 1800 },
      ]),
    });
    renderApp('/search?destination=Shimla');
    const [withFee, without] = await screen.findAllByRole('article');
    price = within(withFee!).getByTestId('card-price');
    expect(within(price).getByText('+ ₹750.50 cleaning fee')).toBeTruthy();
    expect(within(without!).getByTestId('card-price').textContent).not.toContain('cleaning fee');
  });

  it('cards say "+ GST" or "incl. GST" beside prices as the owner charges it, and nothing without GST', async () => {
    const withGst = (gst: { pricesIncludeGst: boolean; stateTax: 'SGST' } | null) => ({
      'GET /api/config': (init: RequestInit, url?: URL) => {
        const answer = siteConfig['GET /api/config']!(init, url);
        return { ...answer, body: { ...(answer.body as object), gst } };
      },
    });
    const card = [{ ...summary({}), stayTotalPaise: 1_260_000 }];
    serveCards(card, { handlers: withGst({ pricesIncludeGst: false, stateTax: 'SGST' }) });
    const { unmount } = renderApp('/search?destination=Shimla&checkIn=2026-03-13&checkOut=2026-03-16');
    let shown = (await screen.findAllByRole('article'))[0]!;
    await waitFor(() => expect(within(shown).getByTestId('card-price').textContent).toContain('total for 3 nights + GST'));
    unmount();

    serveCards(card, { handlers: withGst({ pricesIncludeGst: true, stateTax: 'SGST' }) });
    const second = renderApp('/search?destination=Shimla&checkIn=2026-03-13&checkOut=2026-03-16');
    shown = (await screen.findAllByRole('article'))[0]!;
    await waitFor(() => expect(within(shown).getByTestId('card-price').textContent).toContain('total for 3 nights incl. GST'));
    second.unmount();

    serveCards(card, { handlers: withGst(null) });
    renderApp('/search?destination=Shimla&checkIn=2026-03-13&checkOut=2026-03-16');
    shown = (await screen.findAllByRole('article'))[0]!;
    expect(within(shown).getByTestId('card-price').textContent).not.toContain('GST');
  });
});
