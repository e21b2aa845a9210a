import { API_PATHS, type Blog, type SearchResponse } from '@hillnest/domain';
import { waitFor } from '@testing-library/preact';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { finishHydration, hydrateFirstView } from '../lib/firstView';
import { hotelDetail, hotelSummary } from '../test/fixtures';
import { testQueryClient } from '../test/render';
import { render } from './entry-server';
import { AppProviders } from './providers';
import { routes, whenRouterReady } from './router';

const hotel = hotelSummary();
const search: SearchResponse = { data: [{ ...hotel, reviews: null }], pagination: { total: 1, page: 1, pages: 1 } };
const URL_ = '/search?destination=Shimla';
const ANSWERS = {
  [API_PATHS.config]: {
    propertyTimezone: 'Asia/Kolkata',
    today: '2026-03-10',
    holdMinutes: 15,
    bookingEngineUrl: null,
    bookingEnginePropertyId: '9166',
    business: { name: 'Hillnest', contactEmail: null, phone: null, whatsapp: null, address: null },
    guests: { checkInHours: '2PM-10PM', checkOutBy: '10:30 AM', houseRules: [], keepGatewayCharge: true, couponsNonRefundable: true },
  },
  [API_PATHS.destinations]: [],
  '/api/hotels/search?destination=Shimla': search,
};

afterEach(() => sessionStorage.clear());

/** What a form field holds, as the visitor sees it (the server writes it as attributes, the app as properties). */
function fieldValues(root: Element): string[] {
  return [...root.querySelectorAll<HTMLInputElement>('input, select, textarea')].map(
    (field) => `${field.value}${field.checked ? ' ✓' : ''}`,
  );
}

/** The markup without form fields' current values, which fieldValues compares. */
function markup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const field of copy.querySelectorAll('input')) {
    field.removeAttribute('value');
    field.removeAttribute('checked');
  }
  for (const option of copy.querySelectorAll('option')) option.removeAttribute('selected');
  return copy.innerHTML;
}

describe('the server renderer', () => {
  it('renders the page from the answers it is given, and sends the data it used', async () => {
    const result = (await render({ url: URL_, answers: ANSWERS, signedIn: false, origin: 'https://hillnest.test' }))!;
    expect(result.html).toContain('1 Hotel found in Shimla');
    expect(result.html).toContain('Cedar Crest Residency');
    expect(result.html).toContain('src="/uploads/hotels/a.webp"');
    const keys = result.state.queries.map((query) => query.queryKey);
    expect(keys.length).toBeGreaterThanOrEqual(3);
  });

  it('renders a shared link’s stay and its price into the property page', async () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const answers = { ...ANSWERS, [API_PATHS.hotel(id)]: hotelDetail({ _id: id }) };
    const result = (await render({
      url: `/detail/${id}?checkIn=2026-03-13&checkOut=2026-03-16&adults=2&children=1`,
      answers,
      signedIn: false,
      origin: 'https://hillnest.test',
    }))!;
    // ₹4,200 × 3 nights × (2 adults + 1 child at half price).
    expect(result.html).toContain('₹31,500');
    expect(result.html).toContain('₹10,500 per night on average');
    const plain = (await render({ url: `/detail/${id}`, answers, signedIn: false, origin: 'https://hillnest.test' }))!;
    expect(plain.html).not.toContain('₹31,500');
  });

  it('renders the test-mode notice into the page while payments are simulated, and not otherwise', async () => {
    const withProvider = (paymentProvider: string) => ({
      ...ANSWERS,
      [API_PATHS.config]: { ...ANSWERS[API_PATHS.config], paymentProvider },
    });
    const simulated = (await render({ url: URL_, answers: withProvider('simulated'), signedIn: false, origin: 'https://hillnest.test' }))!;
    expect(simulated.html).toContain('<section aria-label="Test mode"');
    expect(simulated.html).toContain('Test mode: payments are simulated, no money is taken.');
    const live = (await render({ url: URL_, answers: withProvider('razorpay'), signedIn: false, origin: 'https://hillnest.test' }))!;
    expect(live.html).not.toContain('Test mode');
  });

  it('leaves a read without an answer loading, as the browser shows it before fetching', async () => {
    const result = (await render({
      url: URL_,
      answers: { [API_PATHS.config]: ANSWERS[API_PATHS.config] },
      signedIn: false,
      origin: 'https://hillnest.test',
    }))!;
    expect(result.html).not.toContain('Cedar Crest Residency');
    expect(result.state.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('writes a blog’s body into the page, for readers and search engines', async () => {
    const blog: Blog = {
      _id: '5b0e7c52-2f7a-4d0e-9d55-0a8f3c1e2b47',
      title: 'Walks around Shimla',
      thumbnailImageUrl: '/uploads/blogs/walks.webp',
      author: 'Meera Nair',
      publishDate: '2026-10-01',
      content: 'Glen Forest\n\nDeodar and oak.',
      contentHtml: '<h2>Glen Forest</h2><p>Deodar and <strong>oak</strong>.</p>',
    };
    const answers = { ...ANSWERS, [API_PATHS.blog(blog._id)]: blog };
    const result = (await render({ url: `/blogs/${blog._id}`, answers, signedIn: false, origin: 'https://hillnest.test' }))!;
    expect(result.html).toContain('Walks around Shimla');
    expect(result.html).toContain('<h2>Glen Forest</h2><p>Deodar and <strong>oak</strong>.</p>');
  });

  it('renders exactly what the browser’s first render shows with the same data, whatever the browser has saved', async () => {
    const result = (await render({ url: URL_, answers: ANSWERS, signedIn: false, origin: 'https://hillnest.test' }))!;
    // A saved search is shown only after the app has taken the page over (useHydrated).
    sessionStorage.setItem('destination', 'Manali');
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'first-view-data' });
    block.textContent = JSON.stringify(result.state);
    document.head.append(block);
    const client = testQueryClient();
    expect(hydrateFirstView(client)).toBe(true);
    const router = createMemoryRouter(routes, { initialEntries: [URL_] });
    await whenRouterReady(router);
    // The app's own render (Preact's, synchronous): effects have not run, so this is the first render.
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    finishHydration();
    const server = document.createElement('div');
    server.innerHTML = result.html;
    expect(markup(container)).toBe(markup(server));
    expect(fieldValues(container)).toEqual(fieldValues(server));
    // On /search the bar shows the address's search from the start, and keeps it once the app has taken
    // the page over (the page saves it for the session over the one saved before).
    expect(fieldValues(server)[0]).toBe('Shimla');
    await waitFor(() => expect(sessionStorage.getItem('destination')).toBe('Shimla'));
    expect(fieldValues(container)[0]).toBe('Shimla');
    container.remove();
  });
});
