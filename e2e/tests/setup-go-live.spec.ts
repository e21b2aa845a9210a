import { VIEWPORTS } from './admin-support';
import { ownServer } from './own-server-support';
import { expect, submitSignIn, test } from './support';

/**
 * A new owner's site (issue 33): the first sign-in goes through the setup, which can be left and
 * resumed; the go-live checklist shows each item's state, removes the demo catalogue, and going live
 * is refused while items fail. On a server of its own, started fresh: the suite's shared server has
 * had its setup finished (global-setup.ts).
 */

const own = ownServer('setup', 50);
const site = own.site;
const OWNER = { email: 'owner@newsite.example', password: 'owner-own-password-1' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await own.start(OWNER, { SEED_DEMO: '1' });
});

test.afterAll(() => own.stop());

const [phone, laptop] = VIEWPORTS;

test(`the first sign-in opens the setup; it can be left and is offered again on the dashboard (${phone.name})`, async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(`${site}/sign-in`);
  await submitSignIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(`${site}/setup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Your business' })).toBeVisible();

  await page.getByLabel('Phone').fill('+91 90000 33333');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Your first property' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a property' })).toHaveAttribute('href', '/add-property');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await expect(page).toHaveURL(`${site}/admin`);
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('Arrivals')).toBeVisible();
  await expect(today.getByRole('link', { name: 'Resume setup' })).toBeVisible();
  // The phone saved in the setup is what guests see.
  const config = (await (await page.request.get(`${site}/api/config`)).json()) as { business: { phone: string } };
  expect(config.business.phone).toBe('+91 90000 33333');
});

test(`the setup resumes where it was left and finishes; the go-live checklist shows each item's state (${laptop.name})`, async ({
  page,
}) => {
  await page.setViewportSize(laptop);
  await page.goto(`${site}/sign-in`);
  await submitSignIn(page, OWNER.email, OWNER.password);
  // Left unfinished: the sign-in lands on the dashboard, which offers to resume.
  await expect(page).toHaveURL(`${site}/admin`);
  await page.getByRole('region', { name: 'Today' }).getByRole('link', { name: 'Resume setup' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Payments' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: E-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(`${site}/admin`);
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('Messages waiting')).toBeVisible();
  await expect(today.getByRole('link', { name: 'Resume setup' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Admin Controls' }).getByRole('link', { name: 'Go live' }).click();
  await expect(page).toHaveURL(`${site}/settings/go-live`);
  const checklist = page.getByRole('list', { name: 'Go-live checklist' });
  const item = (label: string) => checklist.getByRole('listitem').filter({ hasText: label });
  await expect(item('Payments connected')).toContainText('Payments connected: To do');
  await expect(item('Payments connected').getByRole('link', { name: 'Fix payments connected' })).toHaveAttribute(
    'href',
    '/settings/payments',
  );
  await expect(item('Administrator password changed')).toContainText('Administrator password changed: Done');
  await expect(item('E-mail sending')).toContainText('E-mail sending: To do');
  await expect(item('Public address on https')).toContainText('To do');
  await expect(item('Demo data removed')).toContainText('Demo data removed: To do');
  await expect(page.getByRole('button', { name: 'Go live' })).toBeDisabled();
  const refused = await page.request.post(`${site}/api/admin/go-live`);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Not ready to go live\. Still to do: Payments connected, /);

  await page.getByRole('button', { name: 'Remove the demo catalogue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the demo catalogue?' });
  await expect(dialog).toContainText('Cedar Crest Residency');
  await expect(dialog).toContainText('WELCOME10');
  await expect(dialog).toContainText('Bookings are never deleted.');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Demo catalogue removed')).toBeVisible();
  await expect(item('Demo data removed')).toContainText('Demo data removed: Done');
  await expect(page.getByText('No demo data is left on the site.')).toBeVisible();
  const search = (await (await page.request.get(`${site}/api/hotels/search`)).json()) as { pagination: { total: number } };
  expect(search.pagination.total).toBe(0);

  // Finished: a later sign-in never opens the setup again.
  await page.context().clearCookies();
  await page.goto(`${site}/sign-in`);
  await submitSignIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(`${site}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
