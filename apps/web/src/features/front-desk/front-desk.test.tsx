import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { DESK_MESSAGES, type ChargeLine, type DeskCalendar, type Extra } from '@hillnest/domain';
import { describe, expect, it, vi } from 'vitest';
import { adminBookingDetail } from '../../test/fixtures';
import { fakeServer, renderApp, signedIn } from '../../test/render';

const CONFIG = { 'GET /api/config': () => ({ status: 200, body: { propertyTimezone: 'Asia/Kolkata', today: '2026-09-01' } }) };
const CEDAR = '11111111-1111-4111-8111-111111111111';
const PINE = '22222222-2222-4222-8222-222222222222';

const calendar: DeskCalendar = {
  today: '2026-09-01',
  from: '2026-09-01',
  nights: 14,
  properties: [
    {
      _id: CEDAR,
      name: 'Cedar Crest',
      bars: [
        {
          kind: 'booking',
          id: 'b1',
          start: '2026-08-30',
          end: '2026-09-03',
          label: 'Anjali Desai',
          reference: 'HN-7K3QX2',
          source: 'phone',
        },
        { kind: 'block', id: 'k1', start: '2026-09-06', end: '2026-09-08', label: 'Painting', reference: null, source: null },
      ],
    },
    {
      _id: PINE,
      name: 'Pine Hollow',
      bars: [{ kind: 'import', id: 'i1', start: '2026-09-02', end: '2026-09-04', label: 'Airbnb', reference: null, source: null }],
    },
  ],
};

function server() {
  return fakeServer({
    ...signedIn(true),
    ...CONFIG,
    'GET /api/admin/desk/calendar': () => ({ status: 200, body: calendar }),
  });
}

describe('/admin/calendar', () => {
  it('shows every property with its bars, the booking opening its page, and a phone switcher', async () => {
    server();
    renderApp('/admin/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    const cedar = screen.getByRole('group', { name: 'Cedar Crest' });
    // Cut at the window's start, but named with the whole stay and how it arrived.
    const booking = within(cedar).getByRole('link', { name: 'Anjali Desai · HN-7K3QX2, 30 Aug 2026 to 3 Sept 2026 (Phone)' });
    expect(booking.getAttribute('href')).toBe('/admin/bookings/b1');
    expect(within(cedar).getByRole('link', { name: 'Blocked · Painting, Nights of 6 Sept 2026 to 7 Sept 2026' }).getAttribute('href')).toBe(
      `/property-calendars/${CEDAR}`,
    );
    expect(
      within(screen.getByRole('group', { name: 'Pine Hollow' })).getByRole('note', {
        name: /Airbnb, Nights of 2 Sept 2026 to 3 Sept 2026/,
      }),
    ).toBeTruthy();
    // Taken nights are not offered.
    expect(screen.queryByRole('button', { name: 'Cedar Crest, 2 Sept 2026, free' })).toBeNull();
    // Phones show the property chosen in the switcher (CSS hides the others below 768 px).
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Property' }), 'Pine Hollow');
    expect(screen.getByRole('group', { name: 'Pine Hollow' }).className).toMatch(/^grid /);
    expect(screen.getByRole('group', { name: 'Cedar Crest' }).className).toMatch(/^hidden md:grid /);
  });

  it('chooses nights with the keyboard and starts a booking from them', async () => {
    server();
    renderApp('/admin/calendar');
    const first = await screen.findByRole('button', { name: 'Pine Hollow, 4 Sept 2026, free' });
    first.focus();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Pine Hollow, 6 Sept 2026, free');
    const chosen = screen.getByRole('region', { name: 'Chosen nights' });
    expect(chosen.textContent).toContain('Pine Hollow: Nights of 4 Sept 2026 to 6 Sept 2026 (3 nights)');
    expect(within(chosen).getByRole('link', { name: 'Start a booking' }).getAttribute('href')).toBe(
      `/admin/bookings/new?hotelId=${PINE}&checkIn=2026-09-04&checkOut=2026-09-07`,
    );
    // Up moves to the nearest item of the property above; Escape clears the choice.
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Blocked · Painting|^Cedar Crest, 5 Sept 2026, free$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chosen nights' })).toBeNull());
  });
  it('opens the change-dates dialog with the new dates when a booking is dragged two nights later, and shows the server refusal there', async () => {
    const moved = {
      kind: 'booking',
      id: 'b2',
      start: '2026-09-08',
      end: '2026-09-10',
      label: 'Ravi Menon',
      reference: 'HN-MOVE22',
      source: null,
    } as const;
    const asked: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/desk/calendar': () => ({
        status: 200,
        body: { ...calendar, properties: calendar.properties.map((p) => (p._id === PINE ? { ...p, bars: [...p.bars, moved] } : p)) },
      }),
      'GET /api/admin/bookings/b2': () => ({
        status: 200,
        body: adminBookingDetail({ _id: 'b2', reference: 'HN-MOVE22', hotelId: PINE, checkIn: '2026-09-08', checkOut: '2026-09-10' }),
      }),
      'GET /api/admin/bookings/b2/change': () => ({
        status: 200,
        body: { allowed: true, problem: null, totalPaise: 1_200_000, differencePaise: 200_000, refundPaise: null },
      }),
      'POST /api/admin/bookings/b2/dates': (init) => {
        asked.push(JSON.parse(String(init.body)));
        return {
          status: 409,
          body: { message: 'Those dates overlap another stay or blocked nights (11 Sept 2026). Nothing was changed.' },
        };
      },
    });
    const { router } = renderApp('/admin/calendar');
    const bar = await screen.findByRole('link', { name: /^Ravi Menon · HN-MOVE22/ });
    // jsdom lays nothing out: each night is 44 px wide, as 2.75rem is in a browser.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 44, 48));
    fireEvent.pointerDown(bar, { pointerType: 'mouse', button: 0, clientX: 100 });
    fireEvent.pointerMove(bar, { pointerType: 'mouse', clientX: 190 });
    // The nights it would take are highlighted on its row while it is held.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Pine Hollow' }).querySelector('[data-drop-target="2026-09-10 2026-09-12"]')).not.toBeNull(),
    );
    fireEvent.pointerUp(bar, { pointerType: 'mouse', clientX: 190 });
    fireEvent.click(bar);

    const dialog = await screen.findByRole('dialog', { name: 'Change the stay of HN-MOVE22' });
    expect((within(dialog).getByLabelText('New check-in') as HTMLInputElement).value).toBe('10/09/2026');
    expect((within(dialog).getByLabelText('New check-out') as HTMLInputElement).value).toBe('12/09/2026');
    expect(await within(dialog).findByText('₹2,000 more than paid: collect it at the desk.')).toBeTruthy();
    expect(document.querySelector('[data-drop-target]')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Those dates overlap another stay or blocked nights (11 Sept 2026). Nothing was changed.',
    );
    expect(asked).toEqual([{ checkIn: '2026-09-10', checkOut: '2026-09-12' }]);
    // The click that ended the drag did not also open the booking.
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/admin/calendar');
  });
});

/** Anjali's details and her UPI reference, as the owner types them. */
async function fillGuestAndReference() {
  await userEvent.type(screen.getByLabelText('First name'), 'Anjali');
  await userEvent.type(screen.getByLabelText('Last name'), 'Desai');
  await userEvent.type(screen.getByLabelText('E-mail'), 'anjali@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '+91 98100 00002');
  await userEvent.type(screen.getByLabelText('Payment reference'), 'UPI-4471');
}

describe('/admin/bookings/new', () => {
  it('names the missing reference of a UPI payment and the reason of another price before asking the server', async () => {
    const fetchMock = server();
    renderApp(`/admin/bookings/new?hotelId=${CEDAR}&checkIn=2026-09-10&checkOut=2026-09-12`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New booking' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Property' }) as HTMLSelectElement).value).toBe(CEDAR);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Charge another price' }));
    await userEvent.type(screen.getByLabelText('Price (₹)'), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByText('Enter the transfer or UPI reference')).toBeTruthy();
    expect(screen.getByText('Say why the price differs from the rates')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/bookings') && init?.method === 'POST')).toBe(false);
  });

  it('lets the owner choose extras as the booking page does, shows the quote with them and sends them with the booking', async () => {
    const breakfast: Extra = {
      _id: 'x1',
      name: 'Breakfast',
      description: 'Aloo paratha',
      pricePaise: 250_00,
      basis: 'perGuestPerNight',
      taxRatePercent: 5,
      sac: '996331',
      maxQuantity: null,
      refundable: true,
    };
    const line = (fields: Partial<ChargeLine> & Pick<ChargeLine, 'kind' | 'name' | 'amountPaise'>): ChargeLine => ({
      extraId: null,
      basis: 'perStay',
      quantity: 1,
      units: 1,
      unitPaise: fields.amountPaise,
      sac: '996311',
      ratePercent: null,
      refundable: true,
      taxablePaise: fields.amountPaise,
      centralPaise: 0,
      statePaise: 0,
      totalPaise: fields.amountPaise,
      ...fields,
    });
    const created: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/desk/calendar': () => ({ status: 200, body: calendar }),
      [`GET /api/hotels/${CEDAR}/extras`]: () => ({ status: 200, body: { cleaningFeePaise: 500_00, extras: [breakfast] } }),
      [`POST /api/hotels/${CEDAR}/bookings/quote`]: (init) => {
        const body = JSON.parse(String(init.body)) as { extras: { extraId: string }[] };
        // 2 nights for 2 adults at ₹2,500, the ₹500 fee, and breakfast for 2 guests × 2 nights when chosen.
        const charges = [
          line({ kind: 'cleaningFee', name: 'Cleaning fee', amountPaise: 500_00 }),
          ...(body.extras.length
            ? [line({ kind: 'extra', extraId: 'x1', name: 'Breakfast', basis: 'perGuestPerNight', units: 4, amountPaise: 1_000_00 })]
            : []),
        ];
        const totalPaise = 10_000_00 + charges.reduce((sum, charge) => sum + charge.totalPaise, 0);
        return { status: 200, body: { nights: 2, totalPaise, charges, available: true } };
      },
      'POST /api/admin/bookings': (init) => {
        created.push(JSON.parse(String(init.body)));
        return { status: 201, body: { _id: 'b9', reference: 'HN-EXTRA1' } };
      },
    });
    renderApp(`/admin/bookings/new?hotelId=${CEDAR}&checkIn=2026-09-10&checkOut=2026-09-12`);
    expect(await screen.findByText('A cleaning fee of ₹500 is added once per stay.')).toBeTruthy();
    expect(await screen.findByText(/Includes Cleaning fee ₹500$/)).toBeTruthy();
    expect(screen.getByText(/Price from the rates/).textContent).toBe('Price from the rates: ₹10,500 for 2 nights');

    await userEvent.click(screen.getByRole('checkbox', { name: /Breakfast/ }));
    await waitFor(() => expect(screen.getByText(/Price from the rates/).textContent).toBe('Price from the rates: ₹11,500 for 2 nights'));
    expect(screen.getByText('Includes Cleaning fee ₹500 · Breakfast (per guest per night) ₹1,000')).toBeTruthy();

    await fillGuestAndReference();
    await userEvent.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByText('Booking saved: HN-EXTRA1')).toBeTruthy();
    expect(created).toEqual([expect.objectContaining({ hotelId: CEDAR, extras: [{ extraId: 'x1', quantity: 1 }] })]);
  });

  it('sends the deposit choice with the booking, and shows the server’s refusal when no deposit applies', async () => {
    const created: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/desk/calendar': () => ({ status: 200, body: calendar }),
      [`GET /api/hotels/${CEDAR}/extras`]: () => ({ status: 200, body: { cleaningFeePaise: 0, extras: [] } }),
      [`POST /api/hotels/${CEDAR}/bookings/quote`]: () => ({
        status: 200,
        body: { nights: 2, totalPaise: 10_000_00, charges: [], available: true },
      }),
      'POST /api/admin/bookings': (init) => {
        created.push(JSON.parse(String(init.body)));
        return { status: 409, body: { message: DESK_MESSAGES.noDeposit } };
      },
    });
    renderApp(`/admin/bookings/new?hotelId=${CEDAR}&checkIn=2026-09-10&checkOut=2026-09-12`);
    const paidNow = (await screen.findByRole('combobox', { name: 'Paid now' })) as HTMLSelectElement;
    expect(paidNow.value).toBe('total');
    expect(paidNow.getAttribute('aria-describedby')).toBe('paid-now-hint');
    await userEvent.selectOptions(paidNow, 'The deposit (the balance by payment link)');
    await fillGuestAndReference();
    await userEvent.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByText(DESK_MESSAGES.noDeposit)).toBeTruthy();
    expect(created).toEqual([expect.objectContaining({ hotelId: CEDAR, paidNow: 'deposit', paymentMethod: 'upi' })]);
  });
});
