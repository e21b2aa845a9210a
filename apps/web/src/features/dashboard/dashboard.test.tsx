import type { Dashboard, PropertyCalendar } from '@hillnest/domain';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedIn } from '../../test/render';

const config = {
  'GET /api/config': () => ({
    status: 200,
    body: {
      propertyTimezone: 'Asia/Kolkata',
      today: '2026-11-22',
      holdMinutes: 15,
      bookingEngineUrl: null,
      bookingEnginePropertyId: '9166',
      paymentProvider: 'simulated',
      razorpayKeyId: 'rzp_test_simulated',
    },
  }),
};

const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const dashboard: Dashboard = {
  months,
  revenueByMonth: months.map((month) => ({ month, revenue: month === '2026-09' ? 12_345_650 : month === '2026-11' ? 1_000_000 : 0 })),
  occupancyByProperty: [
    { hotelId: 'h1', name: 'Cedar Crest Residency', bookedNights: 73, availableNights: 365, occupancy: 0.2 },
    { hotelId: 'h2', name: 'Pine Hollow', bookedNights: 0, availableNights: 365, occupancy: 0 },
  ],
  bookingsByUserType: months.map((month) => ({ month, guest: month === '2026-11' ? 3 : 0, signedIn: month === '2026-11' ? 2 : 0 })),
};

/** A calendar answer with the given states on some dates; every other night free. */
function calendar(hotelId: string, month: string, states: Record<string, 'booked' | 'held' | 'blocked'> = {}): PropertyCalendar {
  const length = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
  const days = Array.from({ length }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return { date, state: states[date] ?? ('free' as const) };
  });
  return { hotelId, month, days };
}

function server() {
  const calendarCalls: string[] = [];
  fakeServer({
    ...signedIn(true),
    ...config,
    'GET /api/my-hotels': () => ({ status: 200, body: { data: [], pagination: { total: 0, page: 1, pages: 1 } } }),
    'POST /api/hotels/getAllBookings': () => ({ status: 200, body: { data: [] } }),
    'GET /api/admin/dashboard': () => ({ status: 200, body: dashboard }),
    'GET /api/admin/hotels/h1/calendar': (_init, url) => {
      const month = url!.searchParams.get('month')!;
      calendarCalls.push(`h1 ${month}`);
      return {
        status: 200,
        body: calendar('h1', month, { '2026-11-24': 'booked', '2026-11-25': 'booked', '2026-11-27': 'held', '2026-11-29': 'blocked' }),
      };
    },
    'GET /api/admin/hotels/h2/calendar': (_init, url) => {
      const month = url!.searchParams.get('month')!;
      calendarCalls.push(`h2 ${month}`);
      return { status: 200, body: calendar('h2', month, month === '2026-10' ? { '2026-10-02': 'booked' } : {}) };
    },
  });
  return calendarCalls;
}

/** The calendar cell of a date, by its <time dateTime>. */
function dayCell(date: string): HTMLTableCellElement {
  const time = document.querySelector(`time[datetime="${date}"]`);
  if (!time) throw new Error(`no cell for ${date}`);
  return time.closest('td')!;
}

describe('owner dashboard on /admin', () => {
  it('shows the three charts with their figures in readable tables', async () => {
    server();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Owner dashboard' })).toBeTruthy();

    const revenue = await screen.findByRole('region', { name: 'Revenue (last 12 months)' });
    // ₹1,23,456.50 in September: Indian digit grouping, paise shown only when there are some.
    const revenueTable = within(revenue).getByRole('table', { name: 'Revenue per month' });
    expect(within(revenueTable).getByRole('row', { name: 'Sept 2026 ₹1,23,456.50' })).toBeTruthy();
    expect(within(revenueTable).getByRole('row', { name: 'Nov 2026 ₹10,000' })).toBeTruthy();
    expect(within(revenueTable).getAllByRole('row')).toHaveLength(13);
    expect(within(revenue).getByText('₹1,33,456.50')).toBeTruthy();

    const occupancy = screen.getByRole('region', { name: 'Occupancy by property' });
    expect(within(occupancy).getByRole('row', { name: 'Cedar Crest Residency 20% 73 365' })).toBeTruthy();
    expect(within(occupancy).getByRole('row', { name: 'Pine Hollow 0% 0 365' })).toBeTruthy();

    const userTypes = screen.getByRole('region', { name: 'Bookings: guests vs signed-in' });
    expect(within(userTypes).getByRole('row', { name: 'Nov 2026 3 2' })).toBeTruthy();
  });

  it('shows the first property this month with booked, held, blocked and free nights in words', async () => {
    const calls = server();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Availability calendar' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Cedar Crest Residency, Nov 2026' })).toBeTruthy();
    expect(calls).toEqual(['h1 2026-11']);
    expect(dayCell('2026-11-24').textContent).toContain('Booked');
    expect(dayCell('2026-11-25').textContent).toContain('Booked');
    expect(dayCell('2026-11-26').textContent).toContain('Free');
    expect(dayCell('2026-11-27').textContent).toContain('Held');
    expect(dayCell('2026-11-29').textContent).toContain('Blocked');
    // 1 Nov 2026 is a Sunday: the last column of the first week.
    expect(dayCell('2026-11-01').cellIndex).toBe(6);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Booked', 'Held (payment in progress)', 'Blocked (by you or another platform)', 'Free']);
  });

  it('switches property and steps through months', async () => {
    const calls = server();
    renderApp('/admin');
    await screen.findByRole('table', { name: 'Cedar Crest Residency, Nov 2026' });
    await userEvent.selectOptions(screen.getByLabelText('Property'), 'Pine Hollow');
    expect(await screen.findByRole('table', { name: 'Pine Hollow, Nov 2026' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'Pine Hollow, Oct 2026' })).toBeTruthy();
    expect(dayCell('2026-10-02').textContent).toContain('Booked');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'Pine Hollow, Dec 2026' })).toBeTruthy();
    expect(calls).toEqual(expect.arrayContaining(['h1 2026-11', 'h2 2026-11', 'h2 2026-10', 'h2 2026-12']));
  });

  it('says so when the dashboard cannot load', async () => {
    fakeServer({
      ...signedIn(true),
      ...config,
      'GET /api/admin/dashboard': () => ({ status: 500, body: { message: 'Something went wrong' } }),
    });
    renderApp('/admin');
    expect(await screen.findByText('Could not load the dashboard: Something went wrong')).toBeTruthy();
  });
});
