import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Extra } from '@hillnest/domain';
import { hotelDetail } from '../../test/fixtures';
import { fakeServer, renderApp, signedIn, answerDeleteDialog } from '../../test/render';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const hotel = hotelDetail({ imageUrls: ['/uploads/hotels/one.webp', '/uploads/hotels/two.webp'] });

/** Lets a test hold the save call open to see the form while it is saving. */
function holdCalls(key: string, base: ReturnType<typeof fakeServer>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const bodies: FormData[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (`${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}` === key) {
      bodies.push(init.body as FormData);
      await gate;
    }
    return base(input, init);
  });
  return { release, bodies };
}

async function fillValidForm() {
  await userEvent.type(await screen.findByLabelText('Name'), 'Deodar Heights');
  await userEvent.type(screen.getByLabelText('City'), 'Shimla');
  await userEvent.type(screen.getByLabelText('Country'), 'India');
  await userEvent.type(screen.getByLabelText('Description'), 'Views of the Shivalik ranges.');
  await userEvent.type(screen.getByLabelText('Price Per Night (₹)'), '3200');
  await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Hill view apartment');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Elevator' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'High Speed Internet WiFi' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Linen' }));
  await userEvent.type(screen.getByLabelText('Adults'), '4');
  await userEvent.type(screen.getByLabelText('Children'), '2');
}

describe('/add-property', () => {
  it('shows every message of the hotel form when saved empty', async () => {
    fakeServer(signedIn(true));
    renderApp('/add-property');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(9);
    expect(screen.getByText('At least one facility is required')).toBeTruthy();
    expect(screen.getByText('At least one amenity is required')).toBeTruthy();
    expect(screen.getByText('At least one image should be added')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it('refuses more than 6 images in total', async () => {
    fakeServer(signedIn(true));
    renderApp('/add-property');
    await userEvent.upload(
      await screen.findByLabelText('Add images'),
      [1, 2, 3, 4, 5, 6, 7].map((n) => png(`${n}.png`)),
    );
    expect(screen.getByText(/^7 of 6 images\. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Total number of images cannot be more than 6')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove new image 7.png' }));
    await waitFor(() => expect(screen.queryByText('Total number of images cannot be more than 6')).toBeNull());
  });

  it('sends the multipart form, reads Saving... while saving, then says Hotel Saved! and goes to /admin/properties', async () => {
    const base = fakeServer({
      ...signedIn(true),
      'POST /api/my-hotels': () => ({ status: 201, body: hotel }),
      'GET /api/my-hotels': () => ({ status: 200, body: { data: [], pagination: { total: 0, page: 1, pages: 0 } } }),
    });
    const held = holdCalls('POST /api/my-hotels', base);
    const { router } = renderApp('/add-property');
    await fillValidForm();
    await userEvent.upload(screen.getByLabelText('Add images'), [png('front.png'), png('room.png')]);
    await userEvent.type(screen.getByLabelText('Latitude'), '31.1041');
    await userEvent.type(screen.getByLabelText('Longitude'), '77.1734');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    await userEvent.type(screen.getByLabelText('Guest name'), 'Meera');
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'airbnb');
    await userEvent.type(screen.getByLabelText('Review'), 'Lovely views.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveProperty('disabled', true);
    const body = held.bodies[0]!;
    expect(body.get('name')).toBe('Deodar Heights');
    expect(body.get('pricePerNight')).toBe('3200');
    expect(body.get('starRating')).toBe('4');
    expect([body.get('imageOrder[0]'), body.get('imageOrder[1]')]).toEqual(['new:0', 'new:1']);
    expect([body.get('facilities[0]'), body.get('facilities[1]')].sort()).toEqual(['Elevator', 'High Speed Internet WiFi']);
    expect(body.get('amenities[0]')).toBe('Linen');
    expect([body.get('latitude'), body.get('longitude')]).toEqual(['31.1041', '77.1734']);
    expect(body.getAll('imageFiles').map((f) => (f as File).name)).toEqual(['front.png', 'room.png']);
    expect(JSON.parse(String(body.get('reviews')))).toEqual([{ name: 'Meera', rating: 5, platform: 'airbnb', review: 'Lovely views.' }]);
    expect(body.has('hotelId')).toBe(false);

    held.release();
    expect(await screen.findByText('Hotel Saved!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/properties'));
  });

  it('says Error Saving Hotel with the server’s reason when the save fails', async () => {
    fakeServer({
      ...signedIn(true),
      'POST /api/my-hotels': () => ({
        status: 400,
        body: { message: 'The file "x.jpg" must be an image file (JPEG, PNG, WEBP, GIF, AVIF)' },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/add-property');
    await fillValidForm();
    await userEvent.upload(screen.getByLabelText('Add images'), [png('x.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error Saving Hotel')).toBeTruthy();
    expect(screen.getByText('The file "x.jpg" must be an image file (JPEG, PNG, WEBP, GIF, AVIF)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(router.state.location.pathname).toBe('/add-property');
  });
});

describe('/edit-hotel/{hotelId}', () => {
  it('fills the form, lets an image be removed and sends what is kept', async () => {
    const base = fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
      'PUT /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
    });
    const held = holdCalls('PUT /api/my-hotels/h1', base);
    renderApp('/edit-hotel/h1');
    expect(await screen.findByDisplayValue('Cedar Crest Residency')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/admin/properties');
    expect(screen.getByRole('checkbox', { name: 'Elevator' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove current image 1' }));
    expect(screen.queryByRole('img', { name: 'Current image 2' })).toBeNull();
    await userEvent.upload(screen.getByLabelText('Add images'), [png('new.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving...' });
    const body = held.bodies[0]!;
    expect(body.get('hotelId')).toBe('h1');
    expect(body.getAll('imageUrls[0]')).toEqual(['/uploads/hotels/two.webp']);
    expect(body.has('imageUrls[1]')).toBe(false);
    expect(body.getAll('imageFiles').map((f) => (f as File).name)).toEqual(['new.png']);
    held.release();
    expect(await screen.findByText('Hotel Saved!')).toBeTruthy();
  });
});

describe('the price model on /edit-hotel/{hotelId}', () => {
  it('prices a live example by the chosen model and sends the included guests and fees', async () => {
    const base = fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
      'PUT /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
    });
    const held = holdCalls('PUT /api/my-hotels/h1', base);
    renderApp('/edit-hotel/h1');
    const example = await screen.findByText(/^2 adults, 3 nights:/);
    // Per person: ₹4,200 × 3 nights × 2 adults.
    expect(example.textContent).toBe('2 adults, 3 nights: ₹25,200');
    await userEvent.click(screen.getByRole('radio', { name: /Per property per night/ }));
    await userEvent.type(screen.getByLabelText('Guests included'), '1');
    await userEvent.type(screen.getByLabelText('Extra adult per night (₹)'), '800');
    // Per property for 1 guest: 3 nights × (₹4,200 + 1 extra adult × ₹800).
    expect(screen.getByText(/^2 adults, 3 nights:/).textContent).toBe('2 adults, 3 nights: ₹15,000');

    await userEvent.clear(screen.getByLabelText('Guests included'));
    await userEvent.type(screen.getByLabelText('Guests included'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Included guests cannot be more than the adults and children the property takes')).toBeTruthy();
    expect(held.bodies).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Guests included'));
    await userEvent.type(screen.getByLabelText('Guests included'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving...' });
    const body = held.bodies[0]!;
    expect([body.get('priceModel'), body.get('includedGuests'), body.get('extraAdultPrice'), body.get('extraChildPrice')]).toEqual([
      'perProperty',
      '4',
      '800',
      '0',
    ]);
    held.release();
    expect(await screen.findByText('Hotel Saved!')).toBeTruthy();
  });
});

describe('coordinates on /edit-hotel/{hotelId}', () => {
  it('shows them, wants both or neither, and sends none as empty fields', async () => {
    const placed = { ...hotel, latitude: 32.2544, longitude: 77.1806 };
    const base = fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: placed }),
      'PUT /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
    });
    const held = holdCalls('PUT /api/my-hotels/h1', base);
    renderApp('/edit-hotel/h1');
    const latitude = await screen.findByLabelText('Latitude');
    await waitFor(() => expect(latitude).toHaveProperty('value', '32.2544'));
    expect(screen.getByLabelText('Longitude')).toHaveProperty('value', '77.1806');

    await userEvent.clear(latitude);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter both latitude and longitude, or neither')).toBeTruthy();
    await userEvent.type(latitude, '95');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Latitude must be between -90 and 90')).toBeTruthy();
    expect(held.bodies).toHaveLength(0);

    await userEvent.clear(latitude);
    await userEvent.clear(screen.getByLabelText('Longitude'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving...' });
    expect([held.bodies[0]!.get('latitude'), held.bodies[0]!.get('longitude')]).toEqual(['', '']);
    held.release();
    expect(await screen.findByText('Hotel Saved!')).toBeTruthy();
  });
});

describe('rooms, beds, address and extra amenities on /edit-hotel/{hotelId}', () => {
  it('shows what the property has, checks the PIN code with the shared schema, and sends every field', async () => {
    const detailed = {
      ...hotel,
      bedrooms: 2,
      beds: [{ type: 'King' as const, count: 1 }],
      postalCode: '171001',
      extraAmenities: ['Board games'],
    };
    const base = fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: detailed }),
      'PUT /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
    });
    const held = holdCalls('PUT /api/my-hotels/h1', base);
    renderApp('/edit-hotel/h1');
    const bedrooms = await screen.findByLabelText('Bedrooms');
    await waitFor(() => expect(bedrooms).toHaveProperty('value', '2'));
    expect(screen.getByLabelText('Bed type')).toHaveProperty('value', 'King');
    expect(screen.getByLabelText('Extra amenities (one per line, optional)')).toHaveProperty('value', 'Board games');

    const pin = screen.getByLabelText('PIN code');
    await userEvent.clear(pin);
    await userEvent.type(pin, '1710');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('PIN code must be 6 digits')).toBeTruthy();
    expect(held.bodies).toHaveLength(0);

    await userEvent.type(pin, '05');
    await userEvent.click(screen.getByRole('button', { name: 'Add beds' }));
    await userEvent.selectOptions(screen.getAllByLabelText('Bed type')[1]!, 'Sofa bed');
    await userEvent.type(screen.getByLabelText('Bathrooms'), '1');
    await userEvent.type(screen.getByLabelText('Street address'), '12 Mall Road');
    await userEvent.type(screen.getByLabelText('Extra amenities (one per line, optional)'), '{Enter}Telescope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving...' });
    const body = held.bodies[0]!;
    expect(['bedrooms', 'bathrooms', 'sizeSquareMetres', 'streetAddress', 'postalCode'].map((name) => body.get(name))).toEqual([
      '2',
      '1',
      '',
      '12 Mall Road',
      '171005',
    ]);
    expect(JSON.parse(String(body.get('beds')))).toEqual([
      { type: 'King', count: 1 },
      { type: 'Sofa bed', count: 1 },
    ]);
    expect([body.get('extraAmenities[0]'), body.get('extraAmenities[1]')]).toEqual(['Board games', 'Telescope']);
    held.release();
    expect(await screen.findByText('Hotel Saved!')).toBeTruthy();
  });
});

describe('photo order and star rating in the property form', () => {
  it('moves photos with the keyboard buttons, makes a new one the cover and sends that order', async () => {
    const base = fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
      'PUT /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
    });
    const held = holdCalls('PUT /api/my-hotels/h1', base);
    renderApp('/edit-hotel/h1');
    await screen.findByDisplayValue('Cedar Crest Residency');
    const order = () =>
      within(screen.getByRole('list', { name: 'Image order' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));
    expect(order()).toEqual(['Current image 1, place 1 of 2, cover photo', 'Current image 2, place 2 of 2']);
    expect(screen.getByRole('button', { name: 'Move current image 1 earlier' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Make current image 1 the cover' })).toHaveProperty('disabled', true);

    await userEvent.upload(screen.getByLabelText('Add images'), [png('garden.png')]);
    const cover = screen.getByRole('button', { name: 'Make new image garden.png the cover' });
    cover.focus();
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual([
      'New image garden.png, place 1 of 3, cover photo',
      'Current image 1, place 2 of 3',
      'Current image 2, place 3 of 3',
    ]);
    expect(screen.getByText('Now the cover photo.')).toBeTruthy();
    // The cover's own buttons are off now, so focus went to its Move later.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move new image garden.png later' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move current image 2 earlier' }));
    expect(order()[1]).toBe('Current image 1, place 2 of 3');
    expect(screen.getByRole('img', { name: 'Current image 1' }).getAttribute('src')).toContain('two');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move current image 1 earlier' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving...' });
    const body = held.bodies[0]!;
    expect([0, 1, 2].map((i) => body.get(`imageOrder[${i}]`))).toEqual(['new:0', '/uploads/hotels/two.webp', '/uploads/hotels/one.webp']);
    expect([body.get('imageUrls[0]'), body.get('imageUrls[1]')]).toEqual(['/uploads/hotels/two.webp', '/uploads/hotels/one.webp']);
    held.release();
    expect(await screen.findByText('Hotel Saved!')).toBeTruthy();
  });

  it('shows the star rating as stars in a radio group', async () => {
    fakeServer({ ...signedIn(true), 'GET /api/my-hotels/h1': () => ({ status: 200, body: hotelDetail({ starRating: 3 }) }) });
    renderApp('/edit-hotel/h1');
    await screen.findByDisplayValue('Cedar Crest Residency');
    const group = screen.getByRole('group', { name: 'Star Rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);
    expect(within(group).getByText('3 stars of 5')).toBeTruthy();
    // Arrow keys are the browser's own radio behaviour: e2e/tests/admin-photos.spec.ts presses them.
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    expect(within(group).getByText('4 stars of 5')).toBeTruthy();
  });
});

describe('/admin/properties and /review-properties', () => {
  const page = (names: string[], total = names.length, pages = 1) => ({
    status: 200,
    body: {
      data: names.map((name, i) => ({ ...hotel, _id: `h${i}`, name })),
      pagination: { total, page: 1, pages },
    },
  });

  it('My Properties searches on the server, pages by 5 and links to edit and View All; Admin Controls link every screen', async () => {
    const fetchMock = fakeServer({ ...signedIn(true), 'GET /api/my-hotels': () => page(['Cedar Crest Residency', 'Pine Hollow'], 12, 3) });
    renderApp('/admin/properties');
    const card = await screen.findByRole('article', { name: 'Cedar Crest Residency' });
    expect(within(card).getByText('Shimla, India')).toBeTruthy();
    expect(within(card).getByText('₹4,200 per night')).toBeTruthy();
    expect(within(card).getByText('4 adults, 2 children')).toBeTruthy();
    expect(within(card).getByText('5 Star Rating')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Cedar Crest Residency' }).getAttribute('href')).toBe('/edit-hotel/h0');
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/review-properties');

    const calls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/my-hotels'));
    expect(calls()).toEqual(['/api/my-hotels?page=1&pageSize=5']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, city, country, type or id' }), 'shimla');
    await waitFor(() => expect(calls().at(-1)).toBe('/api/my-hotels?search=shimla&page=1&pageSize=5'));

    // The admin navigation replaces the guest header: every admin screen, docs/product/admin.md's Admin Controls among them.
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View site' }).getAttribute('href')).toBe('/');
    const controls = within(screen.getByRole('navigation', { name: 'Admin Controls' })).getAllByRole('link');
    expect(controls.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Calendar', '/admin/calendar'],
      ['Quotes', '/admin/quotes'],
      ['All Bookings', '/view-all-bookings'],
      ['Invoices', '/admin/invoices'],
      ['List Property Requests', '/view-all-requests'],
      ['Sent e-mails', '/sent-emails'],
      ['My Properties', '/admin/properties'],
      ['Review Properties', '/review-properties'],
      ['Add Property', '/add-property'],
      ['Review Blogs', '/review-blogs'],
      ['Review Coupons', '/review-coupons'],
      ['Review Destinations', '/view-destinations'],
      ['Carousel Image Gallery', '/carousel'],
      ['Update Links', '/review-rating'],
      ['Guest Reviews', '/admin/reviews'],
      ['Business', '/settings/business'],
      ['Guests', '/settings/guests'],
      ['Site', '/settings/site'],
      ['Tax', '/settings/tax'],
      ['Payments', '/settings/payments'],
      ['E-mail', '/settings/email'],
      ['Messages', '/settings/messages'],
      ['Activity', '/settings/activity'],
      ['Go live', '/settings/go-live'],
      ['Change Password', '/change-password'],
    ]);
  });

  it('Review Properties filters by name, type and facilities, deletes after the call succeeds, and refreshes', async () => {
    let names = ['Cedar Crest Residency', 'Pine Hollow'];
    const fetchMock = fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels': () => page(names),
      'DELETE /api/my-hotels/h1': () => {
        names = ['Cedar Crest Residency'];
        return { status: 204 };
      },
    });
    renderApp('/review-properties');
    expect(await screen.findByRole('article', { name: 'Pine Hollow' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New' }).getAttribute('href')).toBe('/add-property');
    const calls = () =>
      fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`).filter((c) => c.includes('/api/my-hotels'));
    expect(calls()).toEqual(['GET /api/my-hotels?page=1&pageSize=12']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Pet Friendly');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Elevator' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'pine');
    await waitFor(() =>
      expect(calls().at(-1)).toBe('GET /api/my-hotels?name=pine&type=Pet+Friendly&facilities=Elevator&page=1&pageSize=12'),
    );

    // Nothing is deleted until the dialog naming the property is confirmed.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pine Hollow' }));
    await answerDeleteDialog('Delete Pine Hollow?', 'cancel');
    expect(calls()).not.toContain('DELETE /api/my-hotels/h1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pine Hollow' }));
    await answerDeleteDialog('Delete Pine Hollow?');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pine Hollow' })).toBeNull());
    expect(calls()).toContain('DELETE /api/my-hotels/h1');

    const before = calls().length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Now' }));
    await waitFor(() => expect(calls().length).toBe(before + 1));
  });
});

describe('rates on /edit-hotel/{hotelId}', () => {
  const CONFIG = {
    'GET /api/config': () => ({
      status: 200,
      body: {
        propertyTimezone: 'Asia/Kolkata',
        today: '2026-12-18',
        holdMinutes: 15,
        maxStayNights: 30,
        bookingEngineUrl: null,
        bookingEnginePropertyId: '9166',
      },
    }),
  };

  it('previews the next 90 nights as the form stands and sends the rates as numbers', async () => {
    let sent: unknown;
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
      'PUT /api/my-hotels/h1/rates': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 200, body: sent };
      },
    });
    renderApp('/edit-hotel/h1');
    const rates = await screen.findByRole('form', { name: 'Rates' });
    const preview = () => within(screen.getByRole('list', { name: 'Price of each night' }));
    // 18 Dec 2026 is a Friday: without rates every night costs the base price.
    await waitFor(() => expect(preview().getAllByRole('listitem')).toHaveLength(90));
    expect(preview().getByRole('listitem', { name: 'Fri 18 Dec: ₹4,200' })).toBeTruthy();

    await userEvent.type(within(rates).getByLabelText('Weekend nightly price (₹)'), '5000');
    await userEvent.click(within(rates).getByRole('button', { name: 'Add Season' }));
    const season = within(rates).getByRole('group', { name: 'Season 1' });
    await userEvent.type(within(season).getByLabelText('Season name'), 'Christmas');
    await userEvent.clear(within(season).getByLabelText('First night'));
    await userEvent.type(within(season).getByLabelText('First night'), '20/12/2026');
    await userEvent.clear(within(season).getByLabelText('Last night'));
    await userEvent.type(within(season).getByLabelText('Last night'), '31/12/2026');
    await userEvent.clear(within(season).getByLabelText('Season nightly price (₹)'));
    await userEvent.type(within(season).getByLabelText('Season nightly price (₹)'), '8000');
    await userEvent.type(within(season).getByLabelText('Season minimum stay (nights)'), '3');

    await waitFor(() => expect(preview().getByRole('listitem', { name: 'Fri 18 Dec: ₹5,000 (weekend)' })).toBeTruthy());
    expect(preview().getByRole('listitem', { name: 'Sat 26 Dec: ₹8,000 (Christmas)' })).toBeTruthy();
    expect(preview().getByRole('listitem', { name: 'Mon 4 Jan: ₹4,200' })).toBeTruthy();

    await userEvent.click(within(rates).getByRole('button', { name: 'Update Rates' }));
    expect(await screen.findByText('Rates Updated!')).toBeTruthy();
    expect(sent).toEqual({
      weekendPricePerNight: 5000,
      minNights: 1,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      seasons: [{ name: 'Christmas', firstNight: '2026-12-20', lastNight: '2026-12-31', pricePerNight: 8000, minNights: 3 }],
    });
  });

  it('says which seasons overlap and sends nothing', async () => {
    const put = vi.fn(() => ({ status: 200, body: {} }));
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/my-hotels/h1': () => ({
        status: 200,
        body: hotelDetail({
          rates: {
            weekendPricePerNight: null,
            minNights: 1,
            weeklyDiscountPercent: 0,
            monthlyDiscountPercent: 0,
            seasons: [{ name: 'Christmas', firstNight: '2026-12-20', lastNight: '2026-12-31', pricePerNight: 8000, minNights: null }],
          },
        }),
      }),
      'PUT /api/my-hotels/h1/rates': put,
    });
    renderApp('/edit-hotel/h1');
    const rates = await screen.findByRole('form', { name: 'Rates' });
    expect(within(rates).getByDisplayValue('Christmas')).toBeTruthy();
    await userEvent.click(within(rates).getByRole('button', { name: 'Add Season' }));
    const season = within(rates).getByRole('group', { name: 'Season 2' });
    await userEvent.type(within(season).getByLabelText('Season name'), 'New Year');
    await userEvent.clear(within(season).getByLabelText('First night'));
    await userEvent.type(within(season).getByLabelText('First night'), '31/12/2026');
    await userEvent.clear(within(season).getByLabelText('Last night'));
    await userEvent.type(within(season).getByLabelText('Last night'), '02/01/2027');
    await userEvent.click(within(rates).getByRole('button', { name: 'Update Rates' }));
    expect(await within(rates).findByText("Seasons 'Christmas' and 'New Year' overlap on 31 Dec 2026")).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });
});

describe('fees and extras on /edit-hotel/{hotelId}', () => {
  it('saves the cleaning fee, adds an extra with its rate and code, and removes one, sending rupees as typed', async () => {
    const sent: Record<string, unknown[]> = {};
    let extras: Extra[] = [
      {
        _id: 'x1',
        name: 'Airport pickup',
        description: '',
        pricePaise: 900_00,
        basis: 'perStay',
        taxRatePercent: 18,
        sac: '996412',
        maxQuantity: 2,
        refundable: false,
      },
    ];
    const record = (key: string, init: RequestInit) => (sent[key] ??= []).push(init.body ? JSON.parse(String(init.body)) : undefined);
    fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
      'GET /api/my-hotels/h1/extras': () => ({ status: 200, body: { cleaningFeePaise: 0, extras } }),
      'PUT /api/my-hotels/h1/cleaning-fee': (init) => {
        record('fee', init);
        return { status: 200, body: { cleaningFeePaise: 499_50, extras } };
      },
      'POST /api/my-hotels/h1/extras': (init) => {
        record('add', init);
        const added: Extra = {
          _id: 'x2',
          name: 'Breakfast',
          description: '',
          pricePaise: 350_00,
          basis: 'perGuestPerNight',
          taxRatePercent: 5,
          sac: '996331',
          maxQuantity: null,
          refundable: true,
        };
        extras = [...extras, added];
        return { status: 201, body: added };
      },
      'DELETE /api/my-hotels/h1/extras/x1': (init) => {
        record('remove', init);
        extras = extras.filter((extra) => extra._id !== 'x1');
        return { status: 204 };
      },
    });
    renderApp('/edit-hotel/h1');
    const section = within(await screen.findByRole('region', { name: 'Fees and extras' }));
    expect(await section.findByText(/Airport pickup/)).toBeTruthy();

    const fee = section.getByLabelText<HTMLInputElement>('Cleaning fee (₹ per stay, 0 for none)');
    // The saved fee in rupees once it has loaded.
    await waitFor(() => expect(fee.value).toBe('0'));
    await userEvent.clear(fee);
    await userEvent.type(fee, '499.50');
    await userEvent.click(section.getByRole('button', { name: 'Save cleaning fee' }));
    expect(await screen.findByText('Cleaning fee saved')).toBeTruthy();
    expect(sent.fee).toEqual([{ cleaningFee: '499.50' }]);

    const form = within(section.getByRole('form', { name: 'Add an extra' }));
    await userEvent.click(form.getByRole('button', { name: 'Add extra' }));
    expect(await form.findByText('name is required')).toBeTruthy();
    await userEvent.type(form.getByLabelText('Extra name'), 'Breakfast');
    await userEvent.type(form.getByLabelText('Price (₹)'), '350');
    await userEvent.selectOptions(form.getByLabelText('Charged'), 'perGuestPerNight');
    await userEvent.selectOptions(form.getByLabelText('GST rate'), '5');
    await userEvent.type(form.getByLabelText('SAC/HSN code'), '996331');
    await userEvent.click(form.getByRole('button', { name: 'Add extra' }));
    expect(await screen.findByText('Breakfast added at ₹350')).toBeTruthy();
    expect(sent.add).toEqual([
      {
        name: 'Breakfast',
        description: '',
        price: '350',
        basis: 'perGuestPerNight',
        taxRatePercent: '5',
        sac: '996331',
        maxQuantity: '',
        refundable: true,
      },
    ]);

    await userEvent.click(section.getByRole('button', { name: 'Remove Airport pickup' }));
    await waitFor(() => expect(section.queryByText(/Airport pickup/)).toBeNull());
    expect(section.getByRole('button', { name: 'Remove Breakfast' })).toBeTruthy();
    expect(section.getByText(/₹350 per guest per night · GST 5% · SAC\/HSN 996331/)).toBeTruthy();
    expect(sent.remove).toHaveLength(1);
  });

  it('edits an extra in the same form, with the same checks, sending the fields as typed', async () => {
    let extras: Extra[] = [
      {
        _id: 'x1',
        name: 'Breakfast',
        description: 'Aloo paratha',
        pricePaise: 275_50,
        basis: 'perGuestPerNight',
        taxRatePercent: 5,
        sac: '996331',
        maxQuantity: null,
        refundable: true,
      },
    ];
    const sent: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
      'GET /api/my-hotels/h1/extras': () => ({ status: 200, body: { cleaningFeePaise: 0, extras } }),
      'PUT /api/my-hotels/h1/extras/x1': (init) => {
        const body = JSON.parse(String(init.body)) as { name: string };
        sent.push(body);
        extras = [
          {
            ...extras[0]!,
            name: body.name,
            pricePaise: 400_00,
            basis: 'perNight',
            taxRatePercent: 18,
            sac: '996332',
            maxQuantity: 3,
            refundable: false,
          },
        ];
        return { status: 200, body: extras[0] };
      },
    });
    renderApp('/edit-hotel/h1');
    const section = within(await screen.findByRole('region', { name: 'Fees and extras' }));
    await userEvent.click(await section.findByRole('button', { name: 'Edit Breakfast' }));
    const form = within(section.getByRole('form', { name: 'Edit Breakfast' }));
    // The saved values, in rupees as the owner typed them.
    expect(form.getByLabelText<HTMLInputElement>('Extra name').value).toBe('Breakfast');
    expect(form.getByLabelText<HTMLInputElement>('Price (₹)').value).toBe('275.5');
    expect(form.getByLabelText<HTMLSelectElement>('Charged').value).toBe('perGuestPerNight');
    expect(form.getByText('Editing Breakfast. Bookings already made keep the price they were charged.')).toBeTruthy();

    await userEvent.clear(form.getByLabelText('SAC/HSN code'));
    await userEvent.type(form.getByLabelText('SAC/HSN code'), '12');
    await userEvent.click(form.getByRole('button', { name: 'Save extra' }));
    expect(await form.findByText('sac must be a SAC or HSN code of 4 to 8 digits')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(form.getByLabelText('SAC/HSN code'));
    await userEvent.type(form.getByLabelText('SAC/HSN code'), '996332');
    await userEvent.clear(form.getByLabelText('Extra name'));
    await userEvent.type(form.getByLabelText('Extra name'), 'Full breakfast');
    await userEvent.clear(form.getByLabelText('Price (₹)'));
    await userEvent.type(form.getByLabelText('Price (₹)'), '400');
    await userEvent.selectOptions(form.getByLabelText('Charged'), 'perNight');
    await userEvent.selectOptions(form.getByLabelText('GST rate'), '18');
    await userEvent.type(form.getByLabelText('Most a guest may order (empty: one)'), '3');
    await userEvent.click(form.getByLabelText('Refundable under the cancellation policy'));
    await userEvent.click(form.getByRole('button', { name: 'Save extra' }));
    expect(await screen.findByText('Full breakfast saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        name: 'Full breakfast',
        description: 'Aloo paratha',
        price: '400',
        basis: 'perNight',
        taxRatePercent: '18',
        sac: '996332',
        maxQuantity: '3',
        refundable: false,
      },
    ]);
    // Back to adding, and the list shows the edit.
    expect(await section.findByRole('form', { name: 'Add an extra' })).toBeTruthy();
    expect(await section.findByText(/₹400 per night · GST 18% · SAC\/HSN 996332 · up to 3 · non-refundable/)).toBeTruthy();
  });

  it('cancels an edit without saving', async () => {
    const extra: Extra = {
      _id: 'x1',
      name: 'Breakfast',
      description: '',
      pricePaise: 250_00,
      basis: 'perStay',
      taxRatePercent: 5,
      sac: '996331',
      maxQuantity: null,
      refundable: true,
    };
    const fetchMock = fakeServer({
      ...signedIn(true),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
      'GET /api/my-hotels/h1/extras': () => ({ status: 200, body: { cleaningFeePaise: 0, extras: [extra] } }),
    });
    renderApp('/edit-hotel/h1');
    const section = within(await screen.findByRole('region', { name: 'Fees and extras' }));
    await userEvent.click(await section.findByRole('button', { name: 'Edit Breakfast' }));
    await userEvent.click(section.getByRole('button', { name: 'Cancel' }));
    const form = within(section.getByRole('form', { name: 'Add an extra' }));
    expect(form.getByLabelText<HTMLInputElement>('Extra name').value).toBe('');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});

describe('captions and alt texts in the property form', () => {
  const described = hotelDetail({
    imageUrls: ['/uploads/hotels/one.webp', '/uploads/hotels/two.webp'],
    photos: [
      { url: '/uploads/hotels/one.webp', caption: 'Living room', alt: 'Sofa by a window' },
      { url: '/uploads/hotels/two.webp', caption: '', alt: '' },
    ],
  });
  const sitePage = (photosPerProperty: number) => ({
    status: 200,
    body: {
      values: { publicUrl: '', bookingEngineUrl: '', testModeNotice: 'Test mode.', photosPerProperty },
      lockedByEnvironment: [],
    },
  });

  it('shows each photo’s texts beside it, keeps them with their photo when moved or removed, and sends them', async () => {
    const base = fakeServer({
      ...signedIn(true),
      'GET /api/admin/settings/site': () => sitePage(6),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: described }),
      'PUT /api/my-hotels/h1': () => ({ status: 200, body: described }),
    });
    const held = holdCalls('PUT /api/my-hotels/h1', base);
    renderApp('/edit-hotel/h1');
    expect(await screen.findByDisplayValue('Living room')).toBe(screen.getByLabelText('Caption of current image 1'));
    expect(screen.getByLabelText('Alt text of current image 1')).toHaveProperty('value', 'Sofa by a window');
    expect(screen.getByLabelText('Caption of current image 2')).toHaveProperty('value', '');

    await userEvent.upload(screen.getByLabelText('Add images'), [png('kitchen.png')]);
    await userEvent.type(screen.getByLabelText('Caption of new image kitchen.png'), 'Kitchen');
    await userEvent.type(screen.getByLabelText('Alt text of new image kitchen.png'), 'Gas hob and a window');
    await userEvent.click(screen.getByRole('button', { name: 'Make new image kitchen.png the cover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove current image 2' }));
    // The kitchen is first now, the living room second: each with its own texts.
    const fields = within(screen.getByRole('list', { name: 'Image order' }))
      .getAllByRole('listitem')
      .map((li) =>
        within(li)
          .getAllByRole('textbox')
          .map((input) => (input as HTMLInputElement).value),
      );
    expect(fields).toEqual([
      ['Kitchen', 'Gas hob and a window'],
      ['Living room', 'Sofa by a window'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saving...' });
    expect(JSON.parse(String(held.bodies[0]!.get('imageTexts')))).toEqual([
      { image: 'new:0', caption: 'Kitchen', alt: 'Gas hob and a window' },
      { image: '/uploads/hotels/one.webp', caption: 'Living room', alt: 'Sofa by a window' },
    ]);
    held.release();
    expect(await screen.findByText('Hotel Saved!')).toBeTruthy();
  });

  it('shows a caption’s message under it, and counts photos against the owner’s setting', async () => {
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/settings/site': () => sitePage(8),
      'GET /api/my-hotels/h1': () => ({ status: 200, body: described }),
    });
    renderApp('/edit-hotel/h1');
    await screen.findByDisplayValue('Living room');
    await userEvent.upload(
      screen.getByLabelText('Add images'),
      [1, 2, 3, 4, 5, 6].map((n) => png(`${n}.png`)),
    );
    expect(await screen.findByText(/^8 of 8 images\./)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Caption of new image 1.png'), 'x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A caption can be at most 200 characters, on one line')).toBeTruthy();
    expect(screen.queryByText(/Total number of images cannot be more than/)).toBeNull();

    await userEvent.upload(screen.getByLabelText('Add images'), [png('9.png')]);
    expect(await screen.findByText('Total number of images cannot be more than 8')).toBeTruthy();
  });
});
