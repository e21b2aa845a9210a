import { DASHBOARD_EMPTY, type Dashboard, type DashboardMoney, type HeldStay, type PropertyCalendar } from '@hillnest/domain';
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
  hasPastStays: true,
  ratesByMonth: months.map((month) =>
    month === '2026-09'
      ? { month, revenue: 600_000, bookedNights: 3, availableNights: 60, adr: 200_000, revpar: 10_000 }
      : { month, revenue: 0, bookedNights: 0, availableNights: 60, adr: null, revpar: 0 },
  ),
  ratesByProperty: [
    { hotelId: 'h1', name: 'Cedar Crest Residency', revenue: 600_000, bookedNights: 3, availableNights: 365, adr: 200_000, revpar: 1_644 },
    { hotelId: 'h2', name: 'Pine Hollow', revenue: 0, bookedNights: 0, availableNights: 365, adr: null, revpar: 0 },
  ],
  ahead: {
    today: '2026-11-22',
    occupancy: [
      { nights: 7, end: '2026-11-29', bookedNights: 7, availableNights: 14, occupancy: 0.5 },
      { nights: 30, end: '2026-12-22', bookedNights: 9, availableNights: 60, occupancy: 0.15 },
      { nights: 90, end: '2027-02-20', bookedNights: 9, availableNights: 180, occupancy: 0.05 },
    ],
    week: { start: '2026-11-16', end: '2026-11-23', arrivals: 2, departures: 1 },
    onTheBooks: months.map((_, i) => ({
      month: i === 0 ? '2026-11' : `${2026 + Math.floor((10 + i) / 12)}-${String(((10 + i) % 12) + 1).padStart(2, '0')}`,
      revenue: i === 0 ? 1_400_000 : i === 1 ? 450_000 : 0,
      bookedNights: i === 0 ? 7 : i === 1 ? 2 : 0,
    })),
  },
};

/** The answer of a site whose properties have never had a paid stay. */
const emptyDashboard: Dashboard = {
  ...dashboard,
  revenueByMonth: months.map((month) => ({ month, revenue: 0 })),
  occupancyByProperty: dashboard.occupancyByProperty.map((p) => ({ ...p, bookedNights: 0, occupancy: 0 })),
  hasPastStays: false,
  ratesByMonth: months.map((month) => ({ month, revenue: 0, bookedNights: 0, availableNights: 60, adr: null, revpar: 0 })),
  ahead: {
    ...dashboard.ahead,
    occupancy: dashboard.ahead.occupancy.map((o) => ({ ...o, bookedNights: 0, occupancy: 0 })),
    week: { ...dashboard.ahead.week, arrivals: 0, departures: 0 },
    onTheBooks: dashboard.ahead.onTheBooks.map((m) => ({ ...m, revenue: 0, bookedNights: 0 })),
  },
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

const heldStay: HeldStay = {
  _id: 'b7',
  hotelId: 'h1',
  hotelName: 'Cedar Crest Residency',
  checkIn: '2026-11-27',
  checkOut: '2026-11-28',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  holdExpiresAt: '2026-11-22T10:15:00.000Z',
};

const noBalances = { count: 0, totalPaise: 0, bookings: [] };
const noQuotes = { count: 0, totalPaise: 0, soonestExpiresAt: null, quotes: [] };
const noMoney: DashboardMoney = { today: '2026-11-22', dueSoon: noBalances, overdue: noBalances, quotesWaiting: noQuotes };

function server(answer: Dashboard = dashboard, holds: HeldStay[] = [], money: DashboardMoney = noMoney) {
  const calendarCalls: string[] = [];
  fakeServer({
    'GET /api/admin/holds': () => ({ status: 200, body: holds }),
    'DELETE /api/admin/holds/b7': () => {
      holds = holds.filter((hold) => hold._id !== 'b7');
      return { status: 204 };
    },
    ...signedIn(true),
    ...config,
    'GET /api/my-hotels': () => ({ status: 200, body: { data: [], pagination: { total: 0, page: 1, pages: 1 } } }),
    'POST /api/hotels/getAllBookings': () => ({ status: 200, body: { data: [] } }),
    'GET /api/admin/dashboard': () => ({ status: 200, body: answer }),
    'GET /api/admin/dashboard/money': () => ({ status: 200, body: money }),
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

  it('shows occupancy ahead, this week, revenue on the books and ADR/RevPAR as the server counted them', async () => {
    server();
    renderApp('/admin');
    const ahead = await screen.findByRole('region', { name: 'Occupancy ahead' });
    expect(within(ahead).getByText('Next 7 nights').parentElement!.textContent).toBe('Next 7 nights50%7 of 14 nights');
    expect(within(ahead).getByText('Next 30 nights').parentElement!.textContent).toBe('Next 30 nights15%9 of 60 nights');
    expect(within(ahead).getByText('Next 90 nights').parentElement!.textContent).toBe('Next 90 nights5%9 of 180 nights');
    const week = screen.getByRole('region', { name: 'This week' });
    expect(within(week).getByText('16/11/2026 – 22/11/2026')).toBeTruthy();
    expect(within(week).getByText('Arrivals').parentElement!.textContent).toBe('Arrivals2');
    expect(within(week).getByText('Departures').parentElement!.textContent).toBe('Departures1');
    const books = screen.getByRole('region', { name: 'Revenue on the books' });
    expect(within(books).getByText('₹18,500')).toBeTruthy();
    expect(within(books).getByRole('row', { name: 'Nov 2026 7 ₹14,000' })).toBeTruthy();
    expect(within(books).getByRole('row', { name: 'Dec 2026 2 ₹4,500' })).toBeTruthy();
    expect(within(books).getAllByRole('row')).toHaveLength(3);
    const rates = screen.getByRole('region', { name: 'ADR and RevPAR' });
    const byMonth = within(rates).getByRole('table', { name: 'ADR and RevPAR per month' });
    expect(within(byMonth).getByRole('row', { name: 'Sept 2026 3 ₹2,000 ₹100' })).toBeTruthy();
    expect(within(byMonth).getByRole('row', { name: 'Oct 2026 0 – ₹0' })).toBeTruthy();
    const byProperty = within(rates).getByRole('table', { name: 'ADR and RevPAR per property, last 12 months' });
    expect(within(byProperty).getByRole('row', { name: 'Cedar Crest Residency 3 ₹2,000 ₹16.44' })).toBeTruthy();
  });

  it('explains each empty figure instead of showing zeros', async () => {
    server(emptyDashboard);
    renderApp('/admin');
    const ahead = await screen.findByRole('region', { name: 'Occupancy ahead' });
    expect(within(ahead).getByText(DASHBOARD_EMPTY.noUpcomingStays)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'This week' })).getByText(DASHBOARD_EMPTY.noArrivals)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Revenue on the books' })).getByText(DASHBOARD_EMPTY.noUpcomingStays)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'ADR and RevPAR' })).getByText(DASHBOARD_EMPTY.noNightsSold)).toBeTruthy();
    const occupancy = screen.getByRole('region', { name: 'Occupancy by property' });
    expect(within(occupancy).getByText('No past stays yet: occupancy starts counting after the first check-out.')).toBeTruthy();
    expect(within(occupancy).queryByRole('table')).toBeNull();
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

  it('lists the payments in progress; Release asks first, then the hold leaves the list', async () => {
    server(dashboard, [heldStay]);
    renderApp('/admin');
    const section = await screen.findByRole('region', { name: 'Payments in progress' });
    expect(await within(section).findByText('Cedar Crest Residency')).toBeTruthy();
    expect(within(section).getByText('27–28 Nov')).toBeTruthy();
    expect(within(section).getByText('Ravi Kumar · ravi@example.com')).toBeTruthy();
    expect(within(section).getByText(/^Expires /)).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Release the hold of Ravi Kumar at Cedar Crest Residency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the hold of Ravi Kumar at Cedar Crest Residency?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(section).findByText('No payments in progress.')).toBeTruthy();
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

describe('the dashboard’s money', () => {
  const due = (bookingId: string, guestName: string, amountPaise: number, dueOn: string) => ({
    bookingId,
    reference: `HN-${bookingId.toUpperCase()}`,
    guestName,
    hotelName: 'Cedar Crest Residency',
    checkIn: '2026-12-20',
    dueOn,
    amountPaise,
  });
  const money: DashboardMoney = {
    today: '2026-11-22',
    dueSoon: {
      count: 2,
      totalPaise: 2_240_000,
      bookings: [due('b1', 'Meera Iyer', 1_400_000, '2026-11-25'), due('b2', 'Ravi Kumar', 840_000, '2026-12-06')],
    },
    overdue: { count: 1, totalPaise: 1_120_000, bookings: [due('b3', 'Asha Nair', 1_120_000, '2026-11-20')] },
    quotesWaiting: noQuotes,
  };

  it('shows the balances due in the next 30 days and the overdue ones, counted and totalled, each linking to its booking', async () => {
    server(dashboard, [], money);
    renderApp('/admin');
    const soon = await screen.findByRole('region', { name: 'Balances due (next 30 days)' });
    expect(within(soon).getByText('₹22,400')).toBeTruthy();
    expect(within(soon).getByText('2 bookings')).toBeTruthy();
    expect(within(soon).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe('/admin/bookings/b1');
    expect(within(soon).getByText('₹14,000').parentElement!.textContent).toBe('₹14,000 by 25 Nov');
    expect(within(soon).getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe('/admin/bookings/b2');

    const overdue = screen.getByRole('region', { name: 'Overdue balances' });
    expect(within(overdue).getByText('1 booking')).toBeTruthy();
    expect(within(overdue).getByRole('link', { name: 'Asha Nair' }).getAttribute('href')).toBe('/admin/bookings/b3');
    expect(within(overdue).getByText('HN-B3')).toBeTruthy();
  });

  it('says when nothing is due or overdue, and no quote waits', async () => {
    server();
    renderApp('/admin');
    expect(within(await screen.findByRole('region', { name: 'Balances due (next 30 days)' })).getByText('No balances due.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Overdue balances' })).getByText('No overdue balances.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Quotes waiting' })).getByText('No quotes waiting for payment.')).toBeTruthy();
  });

  it('shows the quotes waiting for payment, counted and totalled with the soonest expiry on the property’s clock, each linking to Quotes', async () => {
    const quote = (quoteId: string, guestName: string, totalPaise: number, expiresAt: string) => ({
      quoteId,
      reference: `HN-${quoteId.toUpperCase()}`,
      guestName,
      hotelName: 'Cedar Crest Residency',
      checkIn: '2026-12-20',
      totalPaise,
      expiresAt,
    });
    server(dashboard, [], {
      ...noMoney,
      quotesWaiting: {
        count: 2,
        totalPaise: 2_000_000,
        soonestExpiresAt: '2026-11-22T10:15:00.000Z',
        quotes: [
          quote('q1', 'Kiran Rao', 800_000, '2026-11-22T10:15:00.000Z'),
          quote('q2', 'Divya Menon', 1_200_000, '2026-11-23T06:30:00.000Z'),
        ],
      },
    });
    renderApp('/admin');
    const waiting = await screen.findByRole('region', { name: 'Quotes waiting' });
    expect(within(waiting).getByText('₹20,000')).toBeTruthy();
    expect(within(waiting).getByText('2 quotes · the first expires 22/11/2026, 15:45')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Kiran Rao' }).getAttribute('href')).toBe('/admin/quotes');
    expect(within(waiting).getByRole('link', { name: 'Divya Menon' }).getAttribute('href')).toBe('/admin/quotes');
    expect(within(waiting).getByText('₹12,000').parentElement!.textContent).toBe('₹12,000 until 23/11/2026, 12:00');
    expect(within(waiting).getByText('HN-Q2')).toBeTruthy();
  });
});
