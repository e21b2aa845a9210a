import { demoDestination, demoHotel, onLaptopAndPhone } from './guest-support';
import { expect, test } from './support';

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
});

test('the FAQ accordion opens one answer at a time', async ({ page }) => {
  await page.goto('/faq');
  const main = page.getByRole('main');
  const questions = main.getByRole('button');
  await expect(questions).toHaveCount(9);
  const first = questions.nth(0);
  const second = questions.nth(1);

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('region')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('region')).toHaveCount(1);
});

test('a footer link opens the refund policy, and its Back link returns home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL('/refund-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Refund and Cancellation Policy' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'before check-in: no refund.' })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/');
});

test('every footer link of the spec is present, with the social links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/blogs', '/careers', '/faq', '/terms-and-contions', '/privacy-policy', '/guest-policy', '/refund-policy']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', /^https:/);
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /^https:/);
  await expect(footer.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', /^mailto:/);
});

test('static pages each have a Back link to /', async ({ page }) => {
  for (const path of ['/terms-and-contions', '/privacy-policy', '/guest-policy', '/careers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  }
  await expect(page.getByText('There are no vacancies at the moment.')).toBeVisible();
});

test('the scroll-to-top button appears after scrolling and brings the page back up', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto('/refund-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('a route change starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto('/refund-policy');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

onLaptopAndPhone(() => {
  test('the public pages load without an error or a warning in the browser console', async ({ page, request }) => {
    const hotel = await demoHotel(request, 0);
    const destination = await demoDestination(request);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => complaints.push(`${page.url()}: ${error.message}`));
    for (const path of ['/', '/search?destination=Shimla', `/detail/${hotel._id}`, `/destinations/${destination.slug}`, '/blogs', '/faq']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(complaints).toEqual([]);
  });
});
