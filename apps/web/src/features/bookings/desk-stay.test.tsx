import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { AdminBookingDetail, BookingHistoryEntry } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedIn } from '../../test/render';
import { adminBookingDetail } from '../../test/fixtures';

/** The check-in day of the fixture's booking. */
const CONFIG = { 'GET /api/config': () => ({ status: 200, body: { propertyTimezone: 'Asia/Kolkata', today: '2026-10-10' } }) };

const ARRIVED: BookingHistoryEntry = { _id: 'e1', kind: 'arrived', at: '2026-10-10T09:30:00.000Z', by: 'admin@hillnest.example', text: '' };

async function deskSection() {
  return within((await screen.findByRole('heading', { name: 'At the desk' })).closest('section')!);
}

describe('/admin/bookings/:id, at the desk', () => {
  it('marks the guest arrived and then departed, showing each in the history with its time and author', async () => {
    let shown: AdminBookingDetail = adminBookingDetail();
    const marks: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: shown }),
      'POST /api/admin/bookings/b1/stay': (init) => {
        const body = JSON.parse(String(init.body));
        marks.push(body);
        shown =
          body.status === 'arrived'
            ? adminBookingDetail({ stayStatus: 'arrived' }, { history: [ARRIVED] })
            : adminBookingDetail(
                { stayStatus: 'departed' },
                { history: [{ ...ARRIVED, _id: 'e2', kind: 'departed', at: '2026-10-12T05:00:00.000Z' }, ARRIVED] },
              );
        return { status: 200, body: shown };
      },
    });
    renderApp('/admin/bookings/b1');
    const desk = await deskSection();
    expect(desk.getByText('Not marked yet')).toBeTruthy();
    expect(desk.getByText('Nothing recorded yet.')).toBeTruthy();
    // Not arrived yet: departing is not offered.
    expect(desk.queryByRole('button', { name: 'Mark departed' })).toBeNull();

    const user = userEvent.setup();
    await user.click(desk.getByRole('button', { name: 'Mark arrived' }));
    expect(await screen.findByText('Marked arrived')).toBeTruthy();
    await waitFor(() => expect(desk.getAllByRole('listitem')).toHaveLength(1));
    expect(desk.getByRole('listitem').textContent).toMatch(/^Arrived · 10\/10\/2026, 15:00 · by admin@hillnest\.example$/);
    expect(desk.queryByRole('button', { name: 'Mark arrived' })).toBeNull();
    expect(desk.queryByRole('button', { name: 'Mark no-show' })).toBeNull();

    await user.click(desk.getByRole('button', { name: 'Mark departed' }));
    expect(await screen.findByText('Marked departed')).toBeTruthy();
    await waitFor(() => expect(desk.getAllByRole('listitem')).toHaveLength(2));
    expect(marks).toEqual([{ status: 'arrived' }, { status: 'departed' }]);
  });

  it('offers nothing before the check-in day', async () => {
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: adminBookingDetail({ checkIn: '2026-10-11', checkOut: '2026-10-13' }) }),
    });
    renderApp('/admin/bookings/b1');
    const desk = await deskSection();
    expect(desk.getByText('Not marked yet')).toBeTruthy();
    expect(desk.queryByRole('button', { name: /^Mark / })).toBeNull();
  });

  it('marks a no-show keeping the nights by default; a refund frees them too', async () => {
    const marks: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: adminBookingDetail() }),
      'GET /api/admin/bookings/b1/cancellation': () => ({
        status: 200,
        body: { bookingId: 'b1', cancellable: true, problem: null, today: '2026-10-10', checkIn: '2026-10-10', policy: { refundPaise: 0 } },
      }),
      'POST /api/admin/bookings/b1/stay': (init) => {
        marks.push(JSON.parse(String(init.body)));
        return { status: 200, body: adminBookingDetail({ stayStatus: 'no-show' }) };
      },
    });
    renderApp('/admin/bookings/b1');
    const desk = await deskSection();
    const user = userEvent.setup();

    await user.click(desk.getByRole('button', { name: 'Mark no-show' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Mark Meera Iyer a no-show' }));
    expect((dialog.getByRole('checkbox', { name: 'Free the remaining nights' }) as HTMLInputElement).checked).toBe(false);
    expect((dialog.getByRole('radio', { name: 'No refund' }) as HTMLInputElement).checked).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText('Marked a no-show')).toBeTruthy();
    expect(marks).toEqual([{ status: 'no-show', freeNights: false, refund: 'none' }]);

    await user.click(desk.getByRole('button', { name: 'Mark no-show' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Mark Meera Iyer a no-show' }));
    await user.click(dialog.getByRole('radio', { name: 'Refund in full (₹10,000)' }));
    const free = dialog.getByRole('checkbox', { name: 'Free the remaining nights' }) as HTMLInputElement;
    expect(free.checked).toBe(true);
    expect(free.disabled).toBe(true);
    expect(dialog.getByText('A refund cancels the stay, so its nights are freed.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Mark no-show' }));
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks[1]).toEqual({ status: 'no-show', freeNights: true, refund: 'full' });
  });

  it('saves a private note and shows the server’s refusal of a bad one', async () => {
    const notes: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: adminBookingDetail() }),
      'POST /api/admin/bookings/b1/notes': (init) => {
        const body = JSON.parse(String(init.body));
        notes.push(body);
        if (body.text === 'too long') return { status: 400, body: { field: 'text', message: 'A note can be at most 2000 characters' } };
        return {
          status: 201,
          body: adminBookingDetail({}, { history: [{ ...ARRIVED, kind: 'note', text: body.text }] }),
        };
      },
    });
    renderApp('/admin/bookings/b1');
    const desk = await deskSection();
    const user = userEvent.setup();
    const add = desk.getByRole('button', { name: 'Add note' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(desk.getByLabelText('Private note'), 'too long');
    await user.click(add);
    expect(await desk.findByText('A note can be at most 2000 characters')).toBeTruthy();

    await user.clear(desk.getByLabelText('Private note'));
    await user.type(desk.getByLabelText('Private note'), 'Wants a late check-out');
    await user.click(add);
    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(notes).toEqual([{ text: 'too long' }, { text: 'Wants a late check-out' }]);
    expect((desk.getByLabelText('Private note') as HTMLTextAreaElement).value).toBe('');
  });
});
