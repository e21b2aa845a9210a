import { PNG } from './content-support';
import { VIEWPORTS } from './admin-support';
import { expect, signInAsAdmin, test } from './support';

/** Editing content in place (issue 20): a blog, a coupon, a destination and a carousel slide keep their ids and links. */

VIEWPORTS.forEach((viewport, index) => {
  test(`the owner edits a blog, a coupon, a destination and a slide in place (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    const tag = `${Date.now().toString(36)}${index}`.toUpperCase();

    // A blog with a typo: fixed, same address.
    const blog = await page.request.post('/api/blogs', {
      multipart: {
        title: `Walks arround Shimla ${tag}`,
        content: '<p>Pine forests.</p>',
        author: 'Meera',
        publishDate: '2026-05-01',
        thumbnailImage: PNG,
      },
    });
    expect(blog.status(), await blog.text()).toBe(201);
    const blogId = ((await blog.json()) as { _id: string })._id;
    await page.goto('/review-blogs');
    await page.getByRole('link', { name: `Edit blog Walks arround Shimla ${tag}` }).click();
    await expect(page).toHaveURL(`/edit-blog/${blogId}`);
    await expect(page.getByLabel('Publish Date')).toHaveValue('01/05/2026');
    await page.getByLabel('Title').fill(`Walks around Shimla ${tag}`);
    await page.getByRole('button', { name: 'Save Blog' }).click();
    await expect(page).toHaveURL(`/blogs/${blogId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Walks around Shimla ${tag}` })).toBeVisible();

    // A coupon: its amount and expiry (typed dd/mm/yyyy).
    const code = `EDIT${tag}`;
    const coupon = await page.request.post('/api/coupons', {
      data: { couponType: 'Percentage', amount: 5, couponCode: code, couponMessage: 'Five off', minNights: 1, neverExpires: true },
    });
    const couponId = ((await coupon.json()) as { _id: string })._id;
    await page.goto('/review-coupons');
    await page.getByRole('link', { name: `Edit coupon ${code}` }).click();
    await expect(page).toHaveURL(`/edit-coupon/${couponId}`);
    await page.getByLabel('Amount (% off)').fill('8');
    await page.getByLabel('Never Expires').uncheck();
    await page.getByLabel('Expiry Date').fill('31/12/2099');
    await page.getByRole('button', { name: 'Save Coupon' }).click();
    await expect(page).toHaveURL('/review-coupons');
    const card = page.getByRole('article', { name: `Coupon ${code}` });
    await expect(card).toContainText('8% off');
    await expect(card).toContainText('31 Dec 2099');

    // A destination: renamed.
    const destination = await page.request.post('/api/destinations', { multipart: { name: `Chaill${tag}` } });
    const destinationId = ((await destination.json()) as { _id: string })._id;
    await page.goto('/view-destinations');
    await page.getByRole('link', { name: `Edit destination Chaill${tag}` }).click();
    await expect(page).toHaveURL(`/edit-destination/${destinationId}`);
    await page.getByLabel('Destination Name').fill(`Chail${tag}`);
    await page.getByRole('button', { name: 'Save Destination' }).click();
    await expect(page).toHaveURL('/view-destinations');
    await expect(page.getByRole('heading', { name: `Chail${tag}`, exact: true })).toBeVisible();

    // A carousel slide: headline and link; the picture stays.
    const slide = await page.request.post('/api/carousel', {
      multipart: { featuredText: `Snow ${tag}`, ButtonLink: '/blogs', carouselImage: PNG },
    });
    const { _id: slideId, imageUrl } = (await slide.json()) as { _id: string; imageUrl: string };
    await page.goto('/carousel');
    await page.getByRole('link', { name: `Edit carousel image Snow ${tag}` }).click();
    await expect(page).toHaveURL(`/edit-featured/${slideId}`);
    await page.getByLabel('Featured Text').fill(`First snow ${tag}`);
    await page.getByLabel('Button Link').fill('/search?destination=Manali');
    await page.getByRole('button', { name: 'Save Featured Image' }).click();
    await expect(page).toHaveURL('/carousel');
    await expect(page.getByRole('heading', { name: `First snow ${tag}` })).toBeVisible();
    const slides = (await (await page.request.get('/api/carousel')).json()) as {
      _id: string;
      featuredText: string;
      imageUrl: string;
      ButtonLink: string;
    }[];
    expect(slides.find((s) => s._id === slideId)).toEqual({
      _id: slideId,
      featuredText: `First snow ${tag}`,
      ButtonLink: '/search?destination=Manali',
      imageUrl,
    });

    // Clean up what the home page would show.
    await page.request.delete(`/api/carousel/${slideId}`);
    await page.request.delete(`/api/coupons/${couponId}`);
  });
});

test("an empty coupon form shows each field's message, not the failure alert", async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await signInAsAdmin(page);
  await page.goto('/add-coupon');
  await page.getByLabel('Minimum Nights').fill('');
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(4);
  expect(alerts).toEqual([]);
  // A date the server refuses comes back as a sentence beside its field.
  await page.getByLabel('Amount (% off)').fill('10');
  await page.getByLabel('Coupon Code').fill(`PAST${Date.now().toString(36)}`.toUpperCase());
  await page.getByLabel('Coupon Message').fill('Too late');
  await page.getByLabel('Minimum Nights').fill('1');
  await page.getByLabel('Expiry Date').fill('01/01/2001');
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(page.getByText('The expiry date cannot be in the past', { exact: true })).toBeVisible();
  await expect(page.getByText(/expiryDate:/)).toHaveCount(0);
});
