import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { AdminBookingDetail, BookingBalance } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { adminBookingDetail } from '../../test/fixtures';
import { fakeServer, renderApp, signedIn } from '../../test/render';

const CONFIG = { 'GET /api/config': () => ({ status: 200, body: { propertyTimezone: 'Asia/Kolkata', today: '2026-09-01' } }) };

function detail(balance: BookingBalance): AdminBookingDetail {
  return adminBookingDetail({ balance, paidPaise: balance.state === 'paid' ? 1_000_000 : 300_000 });
}

const OWED: BookingBalance = {
  amountPaise: 700_000,
  dueOn: '2026-09-26',
  state: 'requested',
  payUrl: 'http://localhost/pay/plink_A',
  paidAt: null,
  paidOffline: null,
};

describe('/admin/bookings/:id, a booking paid by deposit', () => {
  it('shows the deposit and the balance owed, and records the balance paid to the owner with its reference', async () => {
    let shown = detail(OWED);
    const recorded: unknown[] = [];
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: shown }),
      'POST /api/admin/bookings/b1/balance': (init) => {
        const body = JSON.parse(String(init.body));
        recorded.push(body);
        shown = detail({ ...OWED, state: 'paid', payUrl: null, paidAt: '2026-09-02T10:00:00.000Z', paidOffline: body.paymentMethod });
        return { status: 200, body: { message: 'Balance recorded as paid' } };
      },
    });
    renderApp('/admin/bookings/b1');
    const section = (await screen.findByRole('heading', { name: 'Deposit and balance' })).closest('section')!;
    const facts = within(section);
    expect(facts.getByText('₹3,000')).toBeTruthy();
    expect(facts.getByText('₹7,000')).toBeTruthy();
    expect(facts.getByText('26/09/2026')).toBeTruthy();
    expect(facts.getByText('Payment link e-mailed, not paid yet')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'http://localhost/pay/plink_A' })).toBeTruthy();

    const user = userEvent.setup();
    const form = facts.getByRole('form', { name: 'Record balance paid' });
    await user.click(within(form).getByRole('radio', { name: 'UPI' }));
    // A UPI payment needs its reference: refused before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Record balance paid' }));
    expect(await within(form).findByText('Enter the transfer or UPI reference')).toBeTruthy();
    expect(recorded).toEqual([]);

    await user.type(within(form).getByLabelText('Payment reference'), 'UTR 4521 7788');
    await user.click(within(form).getByRole('button', { name: 'Record balance paid' }));
    await waitFor(() => expect(recorded).toEqual([{ paymentMethod: 'upi', paymentReference: 'UTR 4521 7788' }]));
    expect(await screen.findByText('Balance recorded as paid')).toBeTruthy();
    expect(await facts.findByText('Paid to you by UPI')).toBeTruthy();
    expect(facts.queryByRole('form', { name: 'Record balance paid' })).toBeNull();
  });

  it('a booking paid in full has no balance section', async () => {
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({ status: 200, body: { ...detail(OWED), booking: { ...detail(OWED).booking, balance: null } } }),
    });
    renderApp('/admin/bookings/b1');
    expect(await screen.findByRole('heading', { name: 'Payments and refunds' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Deposit and balance' })).toBeNull();
  });

  it('lists each payment as captured and each refund, with what the owner keeps', async () => {
    const paid = detail({ ...OWED, state: 'paid', payUrl: null, paidAt: '2026-09-20T04:30:00.000Z', paidOffline: null });
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/admin/bookings/b1': () => ({
        status: 200,
        body: {
          ...paid,
          money: {
            payments: [
              {
                kind: 'booking',
                amountPaise: 300_000,
                at: '2026-09-01T10:01:00.000Z',
                method: 'online',
                paymentId: 'pay_A',
                reference: null,
              },
              {
                kind: 'balance',
                amountPaise: 700_000,
                at: '2026-09-20T04:30:00.000Z',
                method: 'upi',
                paymentId: null,
                reference: 'UTR 4521',
              },
            ],
            refunds: [
              {
                purpose: 'change',
                amountPaise: 50_000,
                status: 'processed',
                paymentId: 'pay_A',
                refundId: 'rfnd_B',
                requestedAt: '2026-09-21T05:00:00.000Z',
                processedAt: '2026-09-21T05:00:02.000Z',
                note: null,
              },
            ],
            paidPaise: 1_000_000,
            refundedPaise: 50_000,
            keptPaise: 950_000,
          },
        },
      }),
    });
    renderApp('/admin/bookings/b1');
    const section = (await screen.findByRole('heading', { name: 'Payments and refunds' })).closest('section')!;
    const rows = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['01/09/2026, 15:31', 'Deposit, online (pay_A)', '₹3,000'],
      ['20/09/2026, 10:00', 'Balance, paid to you by UPI (UTR 4521)', '₹7,000'],
      ['21/09/2026, 10:30', 'Refund for a change of the stay (pay_A → rfnd_B): paid back', '− ₹500'],
    ]);
    expect(section.textContent).toContain('Paid ₹10,000, refunded ₹500: you keep ₹9,500.');
  });
});
