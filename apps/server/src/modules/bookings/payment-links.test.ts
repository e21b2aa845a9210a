/**
 * Payment links through the simulated provider (issue 36): its test page's answers, paid once only,
 * expiry and cancellation, and the signed return. Balances paid by link are in balances.test.ts.
 */
import { createHmac } from 'node:crypto';
import { SIMULATED_TEST_INPUTS } from '@hillnest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createSandboxLink } from './test-fixtures';

const WEBHOOK_SECRET = 'whsec-links-0123456789';
let t: TestApp;
let clock = new Date('2026-12-01T06:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET }, now: () => clock });
});
afterAll(() => t?.close());

const pay = (linkId: string, upiId: string = SIMULATED_TEST_INPUTS.upiSuccess) =>
  t.app.inject({ method: 'POST', url: '/api/payments/simulated/links/pay', payload: { orderId: linkId, method: 'upi', upiId } });
const show = (linkId: string) => t.app.inject({ method: 'GET', url: `/api/payments/simulated/links/${linkId}` });

describe('the simulated provider’s payment links', () => {
  it('shows a link on its test page at the site’s /pay address, for the amount and until the time it was made with', async () => {
    const link = await createSandboxLink(t.app, { amountPaise: 250_000, expiresInMs: 3_600_000 });
    expect(link).toMatchObject({ status: 'created', amount: 250_000, amountPaid: 0, url: `http://localhost:3000/pay/${link.id}` });
    expect(link.id).toMatch(/^plink_[0-9A-Za-z]{14}$/);
    const response = await show(link.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: link.id,
      amount: 250_000,
      currency: 'INR',
      description: 'Balance of a test stay',
      status: 'created',
      expiresAt: '2026-12-01T07:00:00.000Z',
    });
    expect((await show('plink_NotAnyLink0000')).statusCode).toBe(404);
  });

  it('takes one payment: a declined attempt can be retried, the paid link sends the guest back with Razorpay’s signed query, and a second payment is refused', async () => {
    const link = await createSandboxLink(t.app, { reference: 'HN-TEST01-balance' });
    const declined = await pay(link.id, SIMULATED_TEST_INPUTS.upiFailure);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.description).toBe('The UPI payment was declined by the payer.');

    const paid = await pay(link.id);
    expect(paid.statusCode).toBe(200);
    const back = new URL(paid.json().redirectTo as string);
    expect(back.origin + back.pathname).toBe('http://localhost:3000/payment-link-paid');
    const query = Object.fromEntries(back.searchParams);
    expect(query).toMatchObject({
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: 'HN-TEST01-balance',
      razorpay_payment_link_status: 'paid',
    });
    const keySecret = (await t.app.deps.payments.current()).keySecret;
    const signed = `${link.id}|HN-TEST01-balance|paid|${query.razorpay_payment_id}`;
    expect(query.razorpay_signature).toBe(createHmac('sha256', keySecret).update(signed).digest('hex'));

    expect((await show(link.id)).json().status).toBe('paid');
    const provider = (await t.app.deps.payments.current()).provider;
    expect(await provider.fetchPaymentLink(link.id)).toMatchObject({
      status: 'paid',
      amountPaid: 150_000,
      payments: [{ id: query.razorpay_payment_id, amount: 150_000, status: 'captured' }],
    });
    const again = await pay(link.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has already been paid');
    // A paid link stays paid when asked to cancel.
    expect((await provider.cancelPaymentLink(link.id)).status).toBe('paid');
  });

  it('two payments of one link at once: one is captured, the other refused', async () => {
    const link = await createSandboxLink(t.app);
    const answers = await Promise.all([pay(link.id), pay(link.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const provider = (await t.app.deps.payments.current()).provider;
    expect((await provider.fetchPaymentLink(link.id)).payments).toHaveLength(1);
  });

  it('an expired or cancelled link cannot be paid', async () => {
    const expiring = await createSandboxLink(t.app, { expiresInMs: 60_000 });
    clock = new Date(clock.getTime() + 61_000);
    expect((await show(expiring.id)).json().status).toBe('expired');
    const late = await pay(expiring.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This payment link has expired');

    const withdrawn = await createSandboxLink(t.app);
    const provider = (await t.app.deps.payments.current()).provider;
    expect((await provider.cancelPaymentLink(withdrawn.id)).status).toBe('cancelled');
    expect((await show(withdrawn.id)).json().status).toBe('cancelled');
    expect((await pay(withdrawn.id)).json().message).toBe('This payment link can no longer be paid');
  });

  it('refuses a return whose signature does not match, and one not paid', async () => {
    const link = await createSandboxLink(t.app);
    const paid = await pay(link.id);
    const query = Object.fromEntries(new URL(paid.json().redirectTo as string).searchParams);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/links/return',
      payload: { ...query, razorpay_payment_link_reference_id: 'someone-else' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid payment signature');
  });

  it('checks a payment_link.paid webhook’s signature', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: 'plink_Webhook0000001', status: 'paid', amount_paid: 100_000 } },
        payment: { entity: { id: 'pay_Webhook00000001', amount: 100_000, order_id: 'order_Webhook0000001' } },
      },
    });
    const send = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex') },
        payload: body,
      });
    expect((await send('not-the-secret')).statusCode).toBe(400);
    const signed = await send(WEBHOOK_SECRET);
    expect(signed.statusCode).toBe(200);
    // A link that pays nothing of ours is kept and changes nothing.
    expect(signed.json()).toEqual({ status: 'ignored' });
  });
});
