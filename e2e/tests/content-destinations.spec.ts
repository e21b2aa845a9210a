import { expectAlert, recordAlerts, SVG, unique } from './content-support';
import { expect, signInAsAdmin, test, confirmDialog } from './support';

test('the admin uploads a destination with an SVG illustration, finds it, the public list has it, the admin deletes it', async ({
  page,
}) => {
  const name = `Chail${unique('')}`;
  await signInAsAdmin(page);
  await page.goto('/upload-destination');
  await page.getByLabel('Destination Name').fill(name);
  await page.getByLabel('Illustration').setInputFiles(SVG);
  await page.getByRole('button', { name: 'Upload Destination' }).click();
  await expect(page).toHaveURL('/view-destinations');
  await expect(page.getByText('Destination added')).toBeVisible();

  // The admin list has it, marked as having no property; the guests' suggestions leave it out until a property is there.
  const list = (await (await page.request.get('/api/destinations/all')).json()) as {
    name: string;
    illustrationImageUrl: string;
    propertyCount: number;
  }[];
  const created = list.find((d) => d.name === name);
  expect(created?.propertyCount).toBe(0);
  const suggested = (await (await page.request.get('/api/destinations', { headers: { cookie: '' } })).json()) as { name: string }[];
  expect(suggested.map((d) => d.name)).not.toContain(name);
  expect(created?.illustrationImageUrl).toMatch(/\.webp$/);
  const picture = await page.request.get(created!.illustrationImageUrl);
  expect(picture.headers()['content-type']).toBe('image/webp');

  await page.getByLabel('Search destinations').fill(name.slice(0, 8).toLowerCase() + name.slice(8));
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { name })).toBeVisible();
  await expect(cards.getByText('No property: hidden from guests')).toBeVisible();
  // The stored WebP loads in the browser.
  await expect(cards.locator('img')).toHaveJSProperty('complete', true);
  expect(await cards.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: `Delete destination ${name}` }).click();
  await confirmDialog(page, `Delete destination ${name}?`);
  await expect(page.getByText('No destination matches your search.')).toBeVisible();
  const after = (await (await page.request.get('/api/destinations/all')).json()) as { name: string }[];
  expect(after.map((d) => d.name)).not.toContain(name);
});

test('a destination needs a name; a duplicate name fails with the alert', async ({ page }) => {
  const alerts = recordAlerts(page);
  await signInAsAdmin(page);
  await page.goto('/upload-destination');
  await page.getByRole('button', { name: 'Upload Destination' }).click();
  await expectAlert(alerts, 'Please fill in the destination name');
  await page.getByLabel('Destination Name').fill('shimla'); // the demo data's Shimla
  await page.getByRole('button', { name: 'Upload Destination' }).click();
  await expectAlert(alerts, 'Failed to add destination. Please try again later.');
  await expect(page.getByRole('alert').filter({ hasText: 'This destination already exists' })).toBeVisible();
});
