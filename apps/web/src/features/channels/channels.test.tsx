import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { CalendarBlock, CalendarConflict, ExternalCalendar, PropertyNights } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { hotelDetail } from '../../test/fixtures';
import { fakeServer, renderApp, signedIn } from '../../test/render';

const hotel = {
  ...hotelDetail({ _id: 'h1', name: 'Cedar Crest' }),
  icalExportUrl: 'https://stay.example.com/api/hotels/h1/calendar.ics?token=abc',
};
const CONFIG = { 'GET /api/config': () => ({ status: 200, body: { propertyTimezone: 'Asia/Kolkata', today: '2026-09-01' } }) };

const airbnb: ExternalCalendar = {
  _id: 'c1',
  hotelId: 'h1',
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x',
  createdAt: '2026-08-01T00:00:00.000Z',
  lastSyncedAt: '2026-08-31T04:30:00.000Z',
  lastAttemptAt: '2026-09-01T04:30:00.000Z',
  lastError: "The calendar's server answered HTTP 500",
  failingSince: '2026-09-01T04:30:00.000Z',
  blockedStays: 2,
  conflicts: 0,
};

const ownBlock: CalendarBlock = {
  _id: 'b1',
  hotelId: 'h1',
  source: 'owner',
  firstNight: '2026-09-10',
  lastNight: '2026-09-11',
  note: 'Painting',
  calendarId: null,
  calendarName: null,
  summary: null,
  conflict: false,
};

const nights = (blocks: CalendarBlock[] = [ownBlock]): PropertyNights => ({
  hotelId: 'h1',
  today: '2026-09-01',
  blocks: [
    ...blocks,
    {
      ...ownBlock,
      _id: 'b2',
      source: 'import',
      firstNight: '2026-09-20',
      lastNight: '2026-09-22',
      note: '',
      calendarId: 'c1',
      calendarName: 'Airbnb',
      summary: 'Reserved',
      conflict: true,
    },
  ],
  stays: [{ checkIn: '2026-09-21', checkOut: '2026-09-24', status: 'booked' }],
});

function server(extra: Record<string, Parameters<typeof fakeServer>[0][string]> = {}) {
  return fakeServer({
    ...signedIn(true),
    ...CONFIG,
    'GET /api/my-hotels/h1': () => ({ status: 200, body: hotel }),
    'GET /api/my-hotels/h1/calendars': () => ({ status: 200, body: [airbnb] }),
    'GET /api/my-hotels/h1/blocks': () => ({ status: 200, body: nights() }),
    ...extra,
  });
}

const cell = (date: string) => document.querySelector(`td[data-day="${date}"]`)!;

describe('/property-calendars/{id}', () => {
  it("shows the owner's calendar in words and fills, the imported calendars with their errors, and the export address", async () => {
    server();
    renderApp('/property-calendars/h1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendars: Cedar Crest' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Blocked by you' });
    expect(cell('2026-09-10').className).toContain('hn-night-ownerBlocked');
    expect(cell('2026-09-20').className).toContain('hn-night-imported');
    expect(cell('2026-09-21').className).toContain('hn-night-conflict');
    expect(cell('2026-09-23').className).toContain('hn-night-booked');
    expect(
      within(cell('2026-09-10') as HTMLElement)
        .getByRole('button')
        .getAttribute('aria-label'),
    ).toBe('Night of 10 Sept 2026, blocked by you');
    expect((within(cell('2026-09-23') as HTMLElement).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Blocked by other calendars' }).textContent).toContain(
      'Nights of 20 Sept 2026 to 22 Sept 2026 · Airbnb (Reserved)Conflict with a booking here',
    );

    const row = await screen.findByRole('listitem', { name: 'Airbnb' });
    expect(row.textContent).toContain('Blocked stays: 2');
    expect(row.textContent).toContain('Last synced: 31 Aug 2026, 10:00 am');
    expect(within(row).getByRole('status').textContent).toContain("The calendar's server answered HTTP 500");
    expect((screen.getByLabelText('Export address') as HTMLInputElement).value).toBe(hotel.icalExportUrl);
  });

  it('blocks the selected nights with a note', async () => {
    const posted: unknown[] = [];
    server({
      'POST /api/my-hotels/h1/blocks': (init) => {
        posted.push(JSON.parse(String(init.body)));
        return { status: 201, body: { ...ownBlock, _id: 'b3' } };
      },
    });
    renderApp('/property-calendars/h1');
    const availability = await screen.findByRole('region', { name: 'Availability' });
    await screen.findByRole('region', { name: 'Blocked by you' });
    expect((within(availability).getByRole('button', { name: 'Block nights' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(cell('2026-09-14') as HTMLElement).getByRole('button'));
    await userEvent.click(within(cell('2026-09-16') as HTMLElement).getByRole('button'));
    expect(within(availability).getByText('Selected: Nights of 14 Sept 2026 to 16 Sept 2026')).toBeTruthy();
    await userEvent.type(within(availability).getByLabelText('Note (maintenance, own stay…)'), 'Own stay');
    await userEvent.click(within(availability).getByRole('button', { name: 'Block nights' }));
    await waitFor(() => expect(posted).toEqual([{ firstNight: '2026-09-14', lastNight: '2026-09-16', note: 'Own stay' }]));
    expect(await screen.findByText('Nights blocked')).toBeTruthy();
  });

  it('adds a calendar, and says so when its first sync failed', async () => {
    server({
      'POST /api/my-hotels/h1/calendars': () => ({
        status: 201,
        body: { calendar: airbnb, ok: false, changed: false, error: "The calendar's server answered HTTP 500" },
      }),
    });
    renderApp('/property-calendars/h1');
    const imported = await screen.findByRole('region', { name: 'Imported calendars' });
    await userEvent.click(within(imported).getByRole('button', { name: 'Add calendar' }));
    expect(await within(imported).findAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(within(imported).getByLabelText('Calendar name'), 'Booking.com');
    await userEvent.type(within(imported).getByLabelText('Calendar address (iCal)'), 'ftp://example.com/cal.ics');
    await userEvent.click(within(imported).getByRole('button', { name: 'Add calendar' }));
    expect(await within(imported).findByText("Enter the calendar's address, starting with https:// or http://")).toBeTruthy();
    await userEvent.clear(within(imported).getByLabelText('Calendar address (iCal)'));
    await userEvent.type(within(imported).getByLabelText('Calendar address (iCal)'), 'https://admin.booking.com/hotel/ical/1.ics');
    await userEvent.click(within(imported).getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText("Calendar added, but its first sync failed: The calendar's server answered HTTP 500")).toBeTruthy();
  });
});

describe('calendar conflicts', () => {
  const conflict: CalendarConflict = {
    hotelId: 'h1',
    hotelName: 'Cedar Crest',
    bookingId: 'bk1',
    guestName: 'Anjali Desai',
    checkIn: '2026-09-21',
    checkOut: '2026-09-24',
    calendarId: 'c1',
    calendarName: 'Airbnb',
    blockId: 'b2',
    firstNight: '2026-09-20',
    lastNight: '2026-09-22',
    summary: 'Reserved',
  };

  it('are listed on the admin page', async () => {
    fakeServer({ ...signedIn(true), ...CONFIG, 'GET /api/admin/calendar-conflicts': () => ({ status: 200, body: [conflict] }) });
    renderApp('/admin');
    const card = await screen.findByRole('region', { name: 'Calendar conflicts' });
    expect(card.textContent).toContain(
      'Cedar Crest: Anjali Desai, 21 Sept 2026 – 24 Sept 2026. Airbnb also has nights of 20 Sept 2026 to 22 Sept 2026 (Reserved).',
    );
    expect(within(card).getByRole('link', { name: 'Calendars' }).getAttribute('href')).toBe('/property-calendars/h1');
  });
});
