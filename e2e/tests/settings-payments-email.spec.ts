import { createServer, type Server } from 'node:http';
import { VIEWPORTS } from './admin-support';
import { mailTo } from './mail';
import { ADMIN, expect, signInAsAdmin, test } from './support';

/** The stand-in for Razorpay's API the server's RAZORPAY_API_URL points at (playwright.config.ts). */
const RAZORPAY_PORT = Number(process.env.E2E_PORT ?? 3100) + 2000;
const KEY_ID = 'rzp_test_EtoeStandin01';
const KEY_SECRET = 'etoe-standin-secret-4Q';

let razorpay: Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const authorized = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  razorpay = createServer((request, response) => {
    const ok = request.method === 'GET' && request.url?.startsWith('/v1/orders') && request.headers.authorization === authorized;
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { entity: 'collection', count: 0, items: [] } : { error: { description: 'Authentication failed' } }));
  });
  await new Promise<void>((resolve) => razorpay.listen(RAZORPAY_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => razorpay.close(() => resolve())));

for (const viewport of VIEWPORTS) {
  test(`the owner connects payments to Razorpay's keys and sends a test e-mail (${viewport.name})`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsAdmin(page);

    await page.goto('/settings/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByLabel('Key id').fill(KEY_ID);
    await page.getByLabel('Key secret').fill('not-the-secret');
    await page.getByRole('button', { name: 'Check connection' }).click();
    await expect(page.getByText('Razorpay refused these keys: check the key id and the key secret.')).toBeVisible();

    await page.getByLabel('Key secret').fill(KEY_SECRET);
    await page.getByRole('button', { name: 'Check connection' }).click();
    await expect(page.getByText(`Connected: Razorpay accepted the keys of ${KEY_ID}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    // The secret is never shown again: the field is empty and says it is stored.
    await expect(page.getByLabel('Key secret')).toHaveValue('');
    await expect(page.getByText('Stored: set, ending in …4Q. Leave empty to keep it.')).toBeVisible();
    await expect(page.getByText(new RegExp(`^Connection checked .* for ${KEY_ID}\\.$`))).toBeVisible();

    const webhook = page.getByLabel(/Webhook address/);
    await expect(webhook).toHaveValue(/\/api\/payments\/razorpay\/webhook$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/api\/payments\/razorpay\/webhook$/);

    // The suite's server sends through its SMTP_URL: the server's fields are locked, the test goes through it.
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'E-mail' }).click();
    await expect(page).toHaveURL('/settings/email');
    await expect(page.getByText("Locked: set by the server's environment.").first()).toBeVisible();
    // The business's contact e-mail when another test set one, else the administrator's.
    const recipient = /goes to (.+)\.$/.exec((await page.getByText(/^The test e-mail goes to /).textContent()) ?? '')?.[1] ?? ADMIN.email;
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect(page.getByText(`Sent a test e-mail to ${recipient}.`)).toBeVisible();
    const received = await mailTo(recipient, /^Test e-mail from /);
    expect(received.some((mail) => (mail.date?.getTime() ?? 0) >= sentAt - 60_000)).toBe(true);
  });
}
