import { expectAlert, PNG, recordAlerts, unique } from './content-support';
import { expect, signInAsAdmin, test, confirmDialog } from './support';

test('the admin adds a carousel slide, the gallery and the public list show it, the admin deletes it', async ({ page }) => {
  const text = `Snow days ${unique('')}`;
  await signInAsAdmin(page);
  await page.goto('/upload-featured');
  await page.getByLabel('Featured Text').fill(text);
  await page.getByLabel('Button Link').fill('/blogs');
  await page.getByLabel('Carousel Image').setInputFiles(PNG);
  await page.getByRole('button', { name: 'Upload Featured Image' }).click();
  await expect(page).toHaveURL('/carousel');

  const slide = page.getByRole('main').getByRole('listitem').filter({ hasText: text });
  await expect(slide).toBeVisible();
  await expect(slide.getByRole('link', { name: '/blogs' })).toHaveAttribute('href', '/blogs');
  const slides = (await (await page.request.get('/api/carousel')).json()) as {
    featuredText: string;
    ButtonLink: string;
    imageUrl: string;
  }[];
  const created = slides.find((s) => s.featuredText === text);
  expect(created).toMatchObject({ ButtonLink: '/blogs', imageUrl: expect.stringMatching(/^\/uploads\/carousel\/.+\.webp$/) });
  // The newest slide comes last: the home carousel shows slides in the order they were added.
  expect(slides.at(-1)?.featuredText).toBe(text);

  await slide.getByRole('button', { name: `Delete carousel image ${text}` }).click();
  await confirmDialog(page, `Delete carousel image ${text}?`);
  await expect(page.getByRole('main').getByText(text)).toHaveCount(0);
  const after = (await (await page.request.get('/api/carousel')).json()) as { featuredText: string }[];
  expect(after.map((s) => s.featuredText)).not.toContain(text);
});

test('a slide needs every field and a button link inside the site', async ({ page }) => {
  const alerts = recordAlerts(page);
  await signInAsAdmin(page);
  await page.goto('/upload-featured');
  await page.getByLabel('Featured Text').fill('Somewhere else');
  await page.getByLabel('Button Link').fill('/blogs');
  await page.getByRole('button', { name: 'Upload Featured Image' }).click();
  await expectAlert(alerts, 'Please fill in all fields');

  await page.getByLabel('Button Link').fill('https://evil.example/');
  await page.getByLabel('Carousel Image').setInputFiles(PNG);
  await page.getByRole('button', { name: 'Upload Featured Image' }).click();
  await expect(page.getByText('The button link must be a page of this site, starting with / (for example /blogs)')).toBeVisible();
  await expect(page).toHaveURL('/upload-featured');
});
