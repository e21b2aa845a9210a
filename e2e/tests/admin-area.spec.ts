import { VIEWPORTS } from './admin-support';
import { expect, signInAsAdmin, test } from './support';

/**
 * The admin area (issue 20): its own navigation on a phone and on a desktop, and deletes that ask
 * first in an in-app dialog naming the item.
 */

for (const viewport of VIEWPORTS) {
  test(`the admin navigation reaches every admin screen and the site (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The guest header (account menu, search bar) is not on admin pages.
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Admin Controls' })).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Admin Controls' });
    const open = async () => {
      // Phones keep the navigation behind the Menu button; wide screens show it as a sidebar.
      if (viewport.name === 'phone') {
        await expect(nav).toBeHidden();
        await page.getByRole('button', { name: 'Menu' }).click();
      }
      await expect(nav).toBeVisible();
    };
    for (const [label, path, heading] of [
      ['All Bookings', '/view-all-bookings', 'All Bookings'],
      ['Review Coupons', '/review-coupons', 'Review Coupons'],
      ['Carousel Image Gallery', '/carousel', 'Carousel Image Gallery'],
      ['My Properties', '/admin/properties', 'My Properties'],
      ['Dashboard', '/admin', 'Dashboard'],
    ] as const) {
      await open();
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // On a phone the menu closes once a screen is picked; the sidebar marks the current screen.
      if (viewport.name === 'phone') await expect(nav).toBeHidden();
      else await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: 'View site' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
}

for (const viewport of VIEWPORTS) {
  test(`a delete asks first: Cancel keeps the coupon, Delete removes it (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    const code = `ASK${Date.now().toString(36).toUpperCase()}${viewport.name.length}`;
    const created = await page.request.post('/api/coupons', {
      data: { couponType: 'Percentage', amount: 5, couponCode: code, couponMessage: 'Five off', minNights: 1, neverExpires: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const codes = async () =>
      ((await (await page.request.get('/api/coupons/all')).json()) as { couponCode: string }[]).map((c) => c.couponCode);

    await page.goto('/review-coupons');
    const card = page.getByRole('article', { name: `Coupon ${code}` });
    await card.getByRole('button', { name: `Delete coupon ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete coupon ${code}?` });
    await expect(dialog).toContainText('Guests can no longer use this code.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    expect(await codes()).toContain(code);

    // Escape also cancels.
    await card.getByRole('button', { name: `Delete coupon ${code}` }).click();
    await expect(dialog).toBeVisible();
    // Escape is heard once the dialog has taken the focus (its listener starts with it, a frame after it shows).
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await codes()).toContain(code);

    await card.getByRole('button', { name: `Delete coupon ${code}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card).toHaveCount(0);
    expect(await codes()).not.toContain(code);
  });
}
