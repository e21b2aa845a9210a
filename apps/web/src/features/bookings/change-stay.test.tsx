import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ChargeLine } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, openedDialog, renderApp, signedIn } from '../../test/render';
import { adminBookingDetail } from '../../test/fixtures';

const BREAKFAST: ChargeLine = {
  kind: 'extra',
  extraId: 'x1',
  name: 'Breakfast',
  basis: 'perGuestPerNight',
  quantity: 1,
  units: 4,
  unitPaise: 30_000,
  amountPaise: 120_000,
  sac: '996331',
  ratePercent: 5,
  refundable: true,
  taxablePaise: 114_286,
  centralPaise: 2_857,
  statePaise: 2_857,
  totalPaise: 120_000,
};

const CONFIG = { 'GET /api/config': () => ({ status: 200, body: { propertyTimezone: 'Asia/Kolkata', today: '2026-09-01' } }) };

describe('/admin/bookings/:id, changing the stay at the new price', () => {
  it('shows the refund of a shorter stay under the policy or in full as chosen, and saves the choice', async () => {
    const asked: string[] = [];
    const saved: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: adminBookingDetail() }),
      'GET /api/admin/bookings/b1/change': (_init, url) => {
        const query = url!.searchParams;
        asked.push(`${query.get('checkOut')} ${query.get('adultCount') ?? '-'} ${query.get('refund')}`);
        const full = query.get('refund') === 'full';
        return {
          status: 200,
          body: { allowed: true, problem: null, totalPaise: 500_000, differencePaise: -500_000, refundPaise: full ? 500_000 : 250_000 },
        };
      },
      'POST /api/admin/bookings/b1/dates': (init) => {
        saved.push(JSON.parse(String(init.body)));
        return { status: 200, body: adminBookingDetail({ checkOut: '2026-10-11', adultCount: 1, totalPaise: 500_000 }) };
      },
    });
    renderApp('/admin/bookings/b1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the stay' }));
    const dialog = within(await openedDialog('Change the stay of HN-7K3QX2'));
    const checkOut = dialog.getByLabelText('New check-out');
    await user.clear(checkOut);
    await user.type(checkOut, '11/10/2026');
    const adults = dialog.getByLabelText('Adults');
    await user.clear(adults);
    await user.type(adults, '1');

    // Kept by default: the difference is the owner's to settle at the desk.
    expect(await dialog.findByText('₹5,000 less than paid: return it at the desk if you choose.')).toBeTruthy();
    expect(dialog.getByText('Rates for the new dates: ₹5,000; paid: ₹10,000.')).toBeTruthy();
    await user.click(dialog.getByRole('radio', { name: 'Charge the new price' }));
    expect(await dialog.findByText('₹2,500 refunded under the policy.')).toBeTruthy();
    await user.click(dialog.getByRole('radio', { name: 'Refund in full' }));
    expect(await dialog.findByText('₹5,000 refunded in full.')).toBeTruthy();
    expect(asked).toContain('2026-10-11 1 full');

    await user.click(dialog.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('Stay changed')).toBeTruthy();
    expect(saved).toEqual([{ checkIn: '2026-10-10', checkOut: '2026-10-11', adultCount: 1, price: 'new', refund: 'full' }]);
  });

  it('moves the stay to another property chosen from all of them, priced by the server there', async () => {
    const asked: (string | null)[] = [];
    const saved: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: adminBookingDetail({ charges: [BREAKFAST] }) }),
      'GET /api/admin/desk/calendar': () => ({
        status: 200,
        body: {
          today: '2026-09-01',
          from: '2026-09-01',
          nights: 14,
          properties: [
            { _id: 'h1', name: 'Cedar Crest', bars: [] },
            { _id: 'h2', name: 'Pine View', bars: [] },
          ],
        },
      }),
      'GET /api/admin/bookings/b1/change': (_init, url) => {
        const hotelId = url!.searchParams.get('hotelId');
        asked.push(hotelId);
        const total = hotelId === 'h2' ? 1_250_000 : 1_000_000;
        return {
          status: 200,
          body: { allowed: true, problem: null, totalPaise: total, differencePaise: total - 1_000_000, refundPaise: null },
        };
      },
      'POST /api/admin/bookings/b1/dates': (init) => {
        saved.push(JSON.parse(String(init.body)));
        return { status: 200, body: adminBookingDetail() };
      },
    });
    renderApp('/admin/bookings/b1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the stay' }));
    const dialog = within(await openedDialog('Change the stay of HN-7K3QX2'));
    const property = await dialog.findByRole('combobox', { name: 'Property' });
    expect((property as HTMLSelectElement).value).toBe('h1');
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cedar Crest', 'Pine View']);

    await user.selectOptions(property, 'Pine View');
    expect(await dialog.findByText('Rates for the new dates: ₹12,500; paid: ₹10,000.')).toBeTruthy();
    expect(
      dialog.getByText('Priced at Pine View: its rates and cleaning fee. Not carried over from this property: Breakfast.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('radio', { name: 'Charge the new price' }));
    expect(await dialog.findByText('₹2,500 more to pay now, by a payment link.')).toBeTruthy();
    expect(asked).toContain('h2');

    await user.click(dialog.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('Stay changed')).toBeTruthy();
    expect(saved).toEqual([{ checkIn: '2026-10-10', checkOut: '2026-10-12', hotelId: 'h2', price: 'new', refund: 'policy' }]);
  });
});
