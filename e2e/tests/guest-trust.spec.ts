/**
 * Trust and navigation on a laptop and a phone: unknown addresses answer 404 with the not-found page,
 * sign-in errors stay next to the form, '/list-your-property' is linked from the footer and the account
 * menu, and toasts never cover the header's search.
 */
import { DESKTOP, onLaptopAndPhone } from './guest-support';
import { accountMenu, expect, test } from './support';

onLaptopAndPhone(() => {
  test('an unknown address answers HTTP 404 with the Oops! Page Not Found page; a known one 200', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toBeVisible();
    expect((await page.request.get('/faq')).status()).toBe(200);
    expect((await page.request.get('/search?destination=Shimla')).status()).toBe(200);
    expect((await page.request.get('/api/no-such-route')).status()).toBe(404);
  });

  test('a refused sign-in says why next to the form, not only in the toast', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const form = page.getByRole('main').locator('form');
    await expect(form.getByRole('alert')).toHaveText('Invalid Credentials');
    // The toast goes after 2 seconds; the message by the form stays.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expect(form.getByRole('alert')).toHaveText('Invalid Credentials');
  });

  test('List your property is linked from the footer and the account menu', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'List your property' })).toHaveAttribute(
      'href',
      '/list-your-property',
    );
    await accountMenu(page).click();
    await page.getByRole('link', { name: 'List your property' }).first().click();
    await expect(page).toHaveURL(/\/(list-your-property|sign-in)/);
  });
});

test.describe('toasts, laptop', () => {
  test.use(DESKTOP);

  test('show at the bottom, never over the header search', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const searchBox = (await page.getByRole('search', { name: 'Search properties' }).first().boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(searchBox.y + searchBox.height);
    const notice = (await page.getByRole('region', { name: 'Test mode' }).boundingBox())!;
    // The toast slides up into place: measure where it comes to rest.
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(notice.y);
  });
});
