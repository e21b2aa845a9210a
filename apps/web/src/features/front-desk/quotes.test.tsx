import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { AdminQuote, DeskCalendar } from '@hillnest/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, signedIn, siteConfig } from '../../test/render';

const CEDAR = '11111111-1111-4111-8111-111111111111';
const calendar: DeskCalendar = {
  today: '2026-03-10',
  from: '2026-03-10',
  nights: 14,
  properties: [{ _id: CEDAR, name: 'Cedar Crest', bars: [] }],
};

const quote = (values: Partial<AdminQuote> = {}): AdminQuote => ({
  _id: 'q1',
  bookingId: 'b1',
  reference: 'HN-7K3QX2',
  token: 'tok_abc',
  status: 'opened',
  hotelName: 'Cedar Crest',
  checkIn: '2026-03-20',
  checkOut: '2026-03-23',
  firstName: 'Anjali',
  lastName: 'Desai',
  email: 'anjali@example.com',
  phoneNumber: '98100 00002',
  totalPaise: 1_500_000,
  createdAt: '2026-03-10T04:30:00.000Z',
  expiresAt: '2026-03-11T04:30:00.000Z',
  openedAt: '2026-03-10T06:00:00.000Z',
  emailedAt: null,
  ...values,
});

function server(quotes: AdminQuote[], extra: Record<string, Parameters<typeof fakeServer>[0][string]> = {}) {
  return fakeServer({
    ...signedIn(true),
    ...siteConfig,
    'GET /api/admin/desk/calendar': () => ({ status: 200, body: calendar }),
    'GET /api/admin/quotes': () => ({ status: 200, body: quotes }),
    ...extra,
  });
}

describe('/admin/quotes', () => {
  it('shows where each quote stands; a waiting one is copied, shared on WhatsApp, e-mailed or withdrawn', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = server([quote(), quote({ _id: 'q2', bookingId: 'b2', reference: 'HN-PAID22', status: 'paid', firstName: 'Ravi' })], {
      'POST /api/admin/quotes/q1/email': () => ({ status: 200, body: quote({ emailedAt: '2026-03-10T07:00:00.000Z' }) }),
      'POST /api/admin/quotes/q1/withdraw': () => ({ status: 200, body: quote({ status: 'withdrawn' }) }),
    });
    renderApp('/admin/quotes');
    const waiting = await screen.findByRole('listitem', { name: 'Quote HN-7K3QX2' });
    expect(within(waiting).getByText('Opened')).toBeTruthy();
    const url = `${window.location.origin}/quotes/tok_abc`;
    expect((within(waiting).getByLabelText('Link to the quote') as HTMLInputElement).value).toBe(url);

    await userEvent.click(within(waiting).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied')).toBeTruthy();

    const whatsApp = within(waiting).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!;
    expect(whatsApp.startsWith('https://wa.me/919810000002?text=')).toBe(true);
    expect(decodeURIComponent(whatsApp.split('text=')[1]!)).toContain(url);

    await userEvent.click(within(waiting).getByRole('button', { name: 'E-mail link' }));
    expect(await screen.findByText('Quote e-mailed')).toBeTruthy();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Quote withdrawn')).toBeTruthy();
    const posted = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(posted).toEqual(['/api/admin/quotes/q1/email', '/api/admin/quotes/q1/withdraw']);

    // A paid quote has no link to share, only its booking.
    const paid = screen.getByRole('listitem', { name: 'Quote HN-PAID22' });
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(within(paid).getByRole('link', { name: 'Open the booking' }).getAttribute('href')).toBe('/admin/bookings/b2');
  });
});

describe('/admin/quotes/new', () => {
  it('holds the nights 24 hours unless chosen, and sends the stay with the hold to the server', async () => {
    const created = vi.fn();
    server([], {
      [`POST /api/hotels/${CEDAR}/bookings/quote`]: () => ({
        status: 200,
        body: { totalPaise: 1_500_000, nights: 3, available: true, charges: [] },
      }),
      'POST /api/admin/quotes': (init) => {
        created(JSON.parse(String(init.body)));
        return { status: 201, body: quote({ status: 'sent', openedAt: null }) };
      },
    });
    renderApp(`/admin/quotes/new?hotelId=${CEDAR}&checkIn=2026-03-20&checkOut=2026-03-23`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New quote' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Hold the nights for' }) as HTMLSelectElement).value).toBe('24');
    expect(await screen.findByText('₹15,000')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('First name'), 'Anjali');
    await userEvent.type(screen.getByLabelText('Last name'), 'Desai');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anjali@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '9810000002');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hold the nights for' }), '2 days');
    await userEvent.click(screen.getByRole('button', { name: 'Create quote' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(created.mock.calls[0]![0]).toMatchObject({ hotelId: CEDAR, checkIn: '2026-03-20', checkOut: '2026-03-23', holdHours: 48 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes' })).toBeTruthy();
  });
});
