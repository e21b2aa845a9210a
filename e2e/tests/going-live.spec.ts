import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { VIEWPORTS } from './admin-support';
import { ownServer } from './own-server-support';
import { expect, submitSignIn, test } from './support';

/**
 * Going live from the checklist (issue 33), as an owner does it: a site in test mode with simulated
 * payments connects Razorpay (a local stand-in for its API), receives a signed webhook, sends a test
 * e-mail through the suite's SMTP server and sets an https public address; every item then passes,
 * "Go live" switches the site, and its public pages say nothing of test mode any more. On a server of
 * its own (the checklist changes the site's mode), with COOKIE_SECURE set as an operator behind https
 * would; browsers keep Secure cookies on 127.0.0.1 as on https.
 */

const own = ownServer('golive', 52);
const site = own.site;
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
const razorpayPort = own.port + 2000;
const OWNER = { email: 'owner@golive.example', password: 'golive-own-password-1' };
const KEYS = { keyId: 'rzp_test_GoLiveStandin1', keySecret: 'golive-standin-secret-7Q', webhookSecret: 'golive-webhook-secret-5X' };

let razorpay: Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const authorized = `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`;
  razorpay = createServer((request, response) => {
    const ok = request.method === 'GET' && request.url?.startsWith('/v1/orders') && request.headers.authorization === authorized;
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { entity: 'collection', count: 0, items: [] } : { error: { description: 'Authentication failed' } }));
  });
  await new Promise<void>((resolve) => razorpay.listen(razorpayPort, '127.0.0.1', resolve));
  await own.start(OWNER, {
    // An empty catalogue: "Demo data removed" passes (removing it is setup-go-live.spec.ts's).
    SEED_DEMO: '0',
    COOKIE_SECURE: '1',
    SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    RAZORPAY_API_URL: `http://127.0.0.1:${razorpayPort}`,
  });
});

test.afterAll(async () => {
  await own.stop();
  await new Promise<void>((resolve) => razorpay.close(() => resolve()));
});

const [phone, laptop] = VIEWPORTS;

test(`an owner in test mode makes every checklist item pass and goes live (${phone.name})`, async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(`${site}/faq`);
  await expect(page.getByRole('region', { name: 'Test mode' })).toBeVisible();

  await page.goto(`${site}/sign-in`);
  await submitSignIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(`${site}/setup`);

  await page.goto(`${site}/settings/go-live`);
  const checklist = page.getByRole('list', { name: 'Go-live checklist' });
  const item = (label: string) => checklist.getByRole('listitem').filter({ hasText: label });
  await expect(item('Payments connected')).toContainText('Payments connected: To do');
  await expect(item('Secure cookies')).toContainText('Secure cookies: Done');
  await expect(page.getByRole('button', { name: 'Go live' })).toBeDisabled();

  // Payments: the keys checked against the stand-in, then Razorpay chosen and saved.
  await item('Payments connected').getByRole('link', { name: 'Fix payments connected' }).click();
  await expect(page).toHaveURL(`${site}/settings/payments`);
  await page.getByLabel('Key id').fill(KEYS.keyId);
  await page.getByLabel('Key secret').fill(KEYS.keySecret);
  await page.getByLabel('Webhook secret').fill(KEYS.webhookSecret);
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByText(`Connected: Razorpay accepted the keys of ${KEYS.keyId}.`)).toBeVisible();
  await page.getByLabel('Payments').selectOption('razorpay');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // Razorpay's first webhook, signed with the webhook secret, at the address the page gives.
  const webhookUrl = await page.getByLabel(/Webhook address/).inputValue();
  const event = JSON.stringify({ event: 'payment.authorized', payload: {} });
  const signature = createHmac('sha256', KEYS.webhookSecret).update(event).digest('hex');
  const webhook = await page.request.post(`${site}${new URL(webhookUrl).pathname}`, {
    data: event,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
  });
  expect(webhook.status()).toBe(200);

  // E-mail: a test e-mail through the server in force.
  await page.goto(`${site}/settings/email`);
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByText(`Sent a test e-mail to ${OWNER.email}.`)).toBeVisible();

  // The public address on https (the admin area keeps working on the address in use).
  await page.goto(`${site}/settings/site`);
  await page.getByLabel('Public address').fill('https://stays.golive.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.goto(`${site}/settings/go-live`);
  for (const label of [
    'Payments connected',
    'Payment webhook received',
    'Administrator password changed',
    'E-mail sending',
    'Public address on https',
    'Secure cookies',
    'Demo data removed',
  ])
    await expect(item(label)).toContainText(`${label}: Done`);
  await page.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByText('The site is live', { exact: true })).toBeVisible();
  await expect(page.getByText('The site is live: payments are real.')).toBeVisible();

  for (const publicPage of ['/', '/faq', '/refund-policy']) {
    await page.goto(`${site}${publicPage}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Test mode' }), publicPage).toHaveCount(0);
  }
});

test(`back to test mode in one click, and live again while the checklist passes (${laptop.name})`, async ({ page }) => {
  await page.setViewportSize(laptop);
  await page.goto(`${site}/sign-in`);
  await submitSignIn(page, OWNER.email, OWNER.password);
  // Signed in: the setup (never finished) or the dashboard, as the setup's state says.
  await expect(page).toHaveURL(/\/(setup|admin)$/);
  await page.goto(`${site}/settings/go-live`);
  await expect(page.getByText('The site is live: payments are real.')).toBeVisible();
  await page.getByRole('button', { name: 'Switch back to test mode' }).click();
  await expect(page.getByText('The site is in test mode: no real money is taken.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go live' })).toBeEnabled();
  await page.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByText('The site is live: payments are real.')).toBeVisible();
  await page.goto(`${site}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Test mode' })).toHaveCount(0);
});
