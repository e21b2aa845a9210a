import { expect, signInAsAdmin, test, waitingForTheApp } from './support';

test('Update Links edits the guest-review links; the home page shows the set ones and hides the empty ones', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto('/review-rating');
  await expect(page.getByRole('heading', { level: 1, name: 'Update Links' })).toBeVisible();
  await expect(page.getByLabel('Booking.com')).not.toHaveValue('');

  await page.getByLabel('Booking.com').fill('https://www.booking.com/hotel/in/hillnest-e2e.html');
  await page.getByLabel('Airbnb').fill('');
  await page.getByLabel('MakeMyTrip').fill('');
  await page.getByLabel('Google Travel').fill('');
  await page.getByLabel('Agoda').fill('www.agoda.com');
  await page.getByRole('button', { name: 'Save Links' }).click();
  await expect(page.getByText('Please enter a full link starting with http:// or https://')).toBeVisible();
  await page.getByLabel('Agoda').fill('https://www.agoda.com/hillnest-e2e');
  await page.getByRole('button', { name: 'Save Links' }).click();
  await expect(page.getByText('Links updated')).toBeVisible();

  const visitor = waitingForTheApp(await browser.newPage());
  await visitor.goto('/');
  const section = visitor.getByRole('region', { name: 'What Our Guests Say' });
  const links = section.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(section.getByRole('link', { name: /Booking\.com/ })).toHaveAttribute(
    'href',
    'https://www.booking.com/hotel/in/hillnest-e2e.html',
  );
  await expect(section.getByRole('link', { name: /Agoda/ })).toHaveAttribute('href', 'https://www.agoda.com/hillnest-e2e');
  await expect(section.getByRole('link', { name: /Airbnb/ })).toHaveCount(0);
  await visitor.close();
});
