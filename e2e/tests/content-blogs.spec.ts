import { expectAlert, PNG, recordAlerts, unique } from './content-support';
import { expect, signInAsAdmin, test, waitingForTheApp, confirmDialog } from './support';

test('the admin publishes a blog with a script in it; visitors read it inert on /blogs, /blogs/{id} and home; the admin deletes it', async ({
  page,
  browser,
}) => {
  const title = `Quiet walks ${unique('')}`;
  await signInAsAdmin(page);
  await page.goto('/create-blog');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('Meera Nair');
  await expect(page.getByLabel('Publish Date')).not.toHaveValue('');
  await page.getByLabel('Thumbnail').setInputFiles(PNG);
  await page
    .getByLabel('Content')
    .fill(
      '## Glen Forest\n\nDeodar and **oak**.\n\n<script>window.hacked = 1; alert("xss")</script>\n\n<img src="x" onerror="window.hacked = 2; alert(\'xss\')">',
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Content preview' }).getByRole('heading', { name: 'Glen Forest' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Blog' }).click();
  await expect(page.getByText('Blog published')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const blogPath = new URL(page.url()).pathname;
  expect(blogPath).toMatch(/^\/blogs\/[0-9a-f-]{36}$/);

  const visitor = waitingForTheApp(await browser.newPage());
  const alerts = recordAlerts(visitor);
  await visitor.goto('/blogs');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(blogPath);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Glen Forest' })).toBeVisible();
  await expect(visitor.getByText('By Meera Nair')).toBeVisible();
  await expect(visitor.getByRole('main').locator('strong')).toHaveText('oak');
  expect(await visitor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect(await visitor.getByRole('main').locator('script, [onerror]').count()).toBe(0);
  expect(alerts).toEqual([]);

  await visitor.goto('/');
  await expect(visitor.getByRole('region', { name: 'From Our Blog' }).getByRole('link', { name: title })).toBeVisible();

  await page.goto('/review-blogs');
  await page.getByRole('button', { name: `Delete blog ${title}` }).click();
  await confirmDialog(page, `Delete blog ${title}?`);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.goto('/blogs');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.goto(blogPath);
  await expect(visitor.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await visitor.close();
});

test('a blog without every field asks to fill in all fields', async ({ page }) => {
  const alerts = recordAlerts(page);
  await signInAsAdmin(page);
  await page.goto('/create-blog');
  await page.getByLabel('Title').fill('Only a title');
  await page.getByRole('button', { name: 'Publish Blog' }).click();
  await expectAlert(alerts, 'Please fill in all fields');
  await expect(page).toHaveURL('/create-blog');
});

test('the blog list has 9 a page and page buttons', async ({ page }) => {
  await signInAsAdmin(page);
  // Old publish dates: these land on the last pages and never among the home page's latest.
  const created: string[] = [];
  for (let day = 1; day <= 10; day++) {
    const response = await page.request.post('/api/blogs', {
      multipart: {
        title: `Archive ${day}`,
        author: 'Archivist',
        publishDate: `2001-01-${String(day).padStart(2, '0')}`,
        content: '<p>From the archive.</p>',
        thumbnailImage: PNG,
      },
    });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { _id: string })._id);
  }
  const { pagination } = (await (await page.request.get('/api/blogs?page=1')).json()) as { pagination: { total: number; pages: number } };

  await page.goto('/blogs');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(9);
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await pages.getByText(String(pagination.pages), { exact: true }).click();
  await expect(page).toHaveURL(`/blogs?page=${pagination.pages}`);
  await expect(cards).toHaveCount(pagination.total - 9 * (pagination.pages - 1));
  // Oldest last.
  await expect(cards.last()).toContainText('Archive 1');

  for (const id of created) expect((await page.request.delete(`/api/blogs/${id}`)).status()).toBe(204);
});
