import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { QuotePage } from '@hillnest/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, openedDialog, renderApp, siteConfig, visitor } from '../../test/render';

const TOKEN = 'tok_abc';
const page = (values: Partial<QuotePage> = {}): QuotePage => ({
  reference: 'HN-7K3QX2',
  status: 'opened',
  hotelName: 'Cedar Crest',
  city: 'Shimla',
  checkIn: '2026-04-20',
  checkOut: '2026-04-23',
  adultCount: 2,
  childCount: 0,
  infantCount: 0,
  firstName: 'Anjali',
  lines: [
    { label: '3 nights', paise: 1_800_000 },
    { label: 'Cleaning fee', paise: 100_000 },
  ],
  totalPaise: 1_900_000,
  deposit: { depositPaise: 570_000, balancePaise: 1_330_000, balanceDueOn: '2026-04-06' },
  // 11 March 2026, 10:00 AM in India.
  expiresAt: '2026-03-11T04:30:00.000Z',
  ...values,
});

function server(quote: QuotePage) {
  const paid = vi.fn();
  const fetchMock = fakeServer({
    ...visitor,
    ...siteConfig,
    [`GET /api/quotes/${TOKEN}`]: () => ({ status: 200, body: quote }),
    [`POST /api/quotes/${TOKEN}/pay`]: (init) => {
      const body = JSON.parse(String(init.body));
      paid(body);
      return {
        status: 201,
        body: {
          orderId: 'order_Q1',
          amount: body.amount,
          currency: 'INR',
          keyId: 'rzp_test_simulated',
          provider: 'simulated',
          holdExpiresAt: quote.expiresAt,
        },
      };
    },
    'POST /api/payments/simulated/pay': () => ({
      status: 200,
      body: { razorpay_payment_id: 'pay_Q1', razorpay_order_id: 'order_Q1', razorpay_signature: 'sig' },
    }),
    'POST /api/hotels/order/validate': () => ({ status: 200, body: { _id: 'b1', manageToken: 'm1.signed' } }),
  });
  return { paid, fetchMock };
}

describe('/quotes/{token}', () => {
  it('shows the stay and the lines, and pays the deposit through the checkout, then the confirmation', async () => {
    const { paid, fetchMock } = server(page());
    const { router } = renderApp(`/quotes/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote for Cedar Crest' })).toBeTruthy();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('3 nights')).toBeTruthy();
    expect(within(price).getByText('₹19,000')).toBeTruthy();
    expect(screen.getByText('The nights are held for you until 11 Mar 2026, 10:00 AM.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay in full ₹19,000' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pay deposit ₹5,700' }));
    expect(paid).toHaveBeenCalledWith({ plan: 'deposit', amount: 570_000 });
    const dialog = await openedDialog('Test payment');
    expect(within(dialog).getByText('₹5,700')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('UPI ID'), 'success@razorpay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmed/m1.signed'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/hotels/order/release'))).toBe(false);
  });

  it('offers payment in full only when no deposit applies', async () => {
    server(page({ deposit: null }));
    renderApp(`/quotes/${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Pay in full ₹19,000' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).toBeNull();
  });

  it('says when the quote has expired or was withdrawn, with nothing to pay', async () => {
    server(page({ status: 'expired', deposit: null }));
    renderApp(`/quotes/${TOKEN}`);
    expect(await screen.findByText('This quote has expired. Please ask us for a new one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
