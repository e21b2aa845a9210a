import type { Coupon } from '@hillnest/domain';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, signedIn, visitor, answerDeleteDialog } from '../../test/render';

const CONFIG = { 'GET /api/config': () => ({ status: 200, body: { propertyTimezone: 'Asia/Kolkata', today: '2026-05-01' } }) };

const coupon = (override: Partial<Coupon> = {}): Coupon => ({
  _id: 'c1',
  couponType: 'Percentage',
  amount: 15,
  couponCode: 'MONSOON15',
  couponMessage: '15% off in the rains',
  minNights: 2,
  expiryDate: '2099-09-30',
  neverExpires: false,
  creationDate: '2026-05-01T10:00:00.000Z',
  ...override,
});

async function fillCoupon(amount: string) {
  await userEvent.type(await screen.findByLabelText('Amount (% off)'), amount);
  await userEvent.type(screen.getByLabelText('Coupon Code'), 'MONSOON15');
  await userEvent.type(screen.getByLabelText('Coupon Message'), '15% off in the rains');
}

describe('add coupon', () => {
  it("disables the expiry date with 'Never Expires', sends null and alerts success", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let sent: unknown;
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'POST /api/coupons': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 201, body: coupon({ neverExpires: true, expiryDate: null }) };
      },
    });
    renderApp('/add-coupon');
    await fillCoupon('15');
    const expiry = screen.getByLabelText('Expiry Date');
    await userEvent.type(expiry, '2026-09-30');
    await userEvent.click(screen.getByLabelText('Never Expires'));
    expect((expiry as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Create Coupon' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Coupon created successfully'));
    expect(sent).toEqual({
      couponType: 'Percentage',
      amount: 15,
      couponCode: 'MONSOON15',
      couponMessage: '15% off in the rains',
      minNights: 1,
      neverExpires: true,
      expiryDate: null,
    });
    // The form is ready for the next coupon.
    expect((screen.getByLabelText('Coupon Code') as HTMLInputElement).value).toBe('');
  });

  it('fails creation with the docs/product/content.md alert when the amount is not a whole number, without calling the server', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer({ ...signedIn(true), ...CONFIG });
    renderApp('/add-coupon');
    await fillCoupon('1.5');
    await userEvent.type(screen.getByLabelText('Expiry Date'), '2026-09-30');
    await userEvent.click(screen.getByRole('button', { name: 'Create Coupon' }));

    expect(await screen.findByText('Amount and Minimum Nights must be valid numbers')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Failed to create coupon. Please try again later.');
    expect(server.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("alerts the failure and shows the server's reason", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'POST /api/coupons': () => ({ status: 409, body: { message: 'A coupon with this code already exists' } }),
    });
    renderApp('/add-coupon');
    await fillCoupon('15');
    await userEvent.click(screen.getByLabelText('Never Expires'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Coupon' }));

    expect((await screen.findByRole('alert')).textContent).toBe('A coupon with this code already exists');
    expect(alert).toHaveBeenCalledWith('Failed to create coupon. Please try again later.');
  });
});

describe('review coupons', () => {
  it('removes a coupon only once the server has deleted it, and marks expired ones', async () => {
    let deleted = false;
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/coupons/all': () => ({
        status: 200,
        body: deleted
          ? [coupon({ _id: 'c2', couponCode: 'OLD5', expiryDate: '2020-01-01' })]
          : [coupon(), coupon({ _id: 'c2', couponCode: 'OLD5', expiryDate: '2020-01-01' })],
      }),
      'DELETE /api/coupons/c1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderApp('/review-coupons');
    const card = await screen.findByRole('article', { name: 'Coupon MONSOON15' });
    expect(within(screen.getByRole('article', { name: 'Coupon OLD5' })).getByText('Expired')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete coupon MONSOON15' }));
    await answerDeleteDialog('Delete coupon MONSOON15?');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Coupon MONSOON15' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Coupon OLD5' })).toBeTruthy();
  });

  it('keeps the coupon and logs when deleting fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      ...signedIn(true),
      ...CONFIG,
      'GET /api/coupons/all': () => ({ status: 200, body: [coupon()] }),
      'DELETE /api/coupons/c1': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
    });
    renderApp('/review-coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete coupon MONSOON15' }));
    await answerDeleteDialog('Delete coupon MONSOON15?');
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to delete coupon', expect.anything()));
    expect(screen.getByRole('article', { name: 'Coupon MONSOON15' })).toBeTruthy();
  });
});

describe('Offers For You', () => {
  it('shows each usable coupon with code, message, value, minimum nights and expiry', async () => {
    fakeServer({
      ...visitor,
      'GET /api/coupons': () => ({
        status: 200,
        body: [
          coupon(),
          coupon({
            _id: 'c3',
            couponType: 'Direct Money Off',
            amount: 1500,
            couponCode: 'HILLS',
            minNights: 1,
            neverExpires: true,
            expiryDate: null,
          }),
        ],
      }),
    });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Offers For You' });
    const first = within(section).getByRole('article', { name: 'Coupon MONSOON15' });
    expect(first.textContent).toContain('15% off');
    expect(first.textContent).toContain('15% off in the rains');
    expect(first.textContent).toContain('Minimum 2 nights');
    expect(first.textContent).toContain('Valid till 30 Sept 2099');
    const second = within(section).getByRole('article', { name: 'Coupon HILLS' });
    expect(second.textContent).toContain('₹1,500 off');
    expect(second.textContent).toContain('Minimum 1 night');
    expect(second.textContent).toContain('Never expires');
  });

  it('is hidden when there is no coupon or the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ ...visitor, 'GET /api/coupons': () => ({ status: 500, body: { message: 'boom' } }) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Error fetching coupons', expect.anything()));
    expect(screen.queryByRole('region', { name: 'Offers For You' })).toBeNull();
  });
});
