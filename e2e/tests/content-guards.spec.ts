import { expect, registerViaApi, test } from './support';

const ADMIN_SCREENS = [
  '/add-coupon',
  '/review-coupons',
  '/create-blog',
  '/review-blogs',
  '/upload-destination',
  '/view-destinations',
  '/carousel',
  '/upload-featured',
  '/review-rating',
  '/view-all-requests',
];

test('a signed-in non-admin opening any content admin screen sees the not-found page', async ({ page }) => {
  await registerViaApi(page);
  for (const path of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' }), path).toBeVisible();
  }
});

test('a visitor opening a content admin screen is asked to sign in', async ({ page }) => {
  await page.goto('/review-coupons');
  await expect(page).toHaveURL('/sign-in');
});
