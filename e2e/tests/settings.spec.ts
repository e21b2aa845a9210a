import { addDays, bookAsGuest, serverToday, VIEWPORTS } from './admin-support';
import { mailTo } from './mail';
import { expect, signInAsAdmin, test } from './support';

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  test(`the owner sets the phone in Settings → Business; guests see it on the property page and in their confirmation (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const phone = viewport.name === 'phone' ? '+91 90000 11111' : '+91 90000 22222';

    await signInAsAdmin(page);
    await expect(page).toHaveURL('/admin');
    await page.goto('/settings/business');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const field = page.getByLabel('Phone');
    await expect(page.getByLabel('Business name')).toHaveValue(/.+/);
    await field.fill('call me');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('phone must be a phone number such as +91 98765 43210')).toBeVisible();
    await field.fill(phone);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.goto('/settings/activity');
    await expect(page.getByText('business.phone').first()).toBeVisible();

    const home = (await (await page.request.get('/api/hotels')).json()) as { latestHotels: { _id: string }[] };
    const hotelId = home.latestHotels[0]!._id;
    await page.goto(`/detail/${hotelId}`);
    const contact = page.getByRole('region', { name: 'Contact the owner' });
    await expect(contact.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', `tel:${phone.replace(/ /g, '')}`);

    // Booked by a guest without an account (a signed-in booker's own e-mail would be used).
    await page.context().clearCookies();
    const email = `settings-${viewport.name}-${Date.now().toString(36)}@example.com`;
    const checkIn = addDays(await serverToday(page.request), viewport.name === 'phone' ? 150 : 160);
    await bookAsGuest(
      page.request,
      hotelId,
      { checkIn, checkOut: addDays(checkIn, 2) },
      {
        firstName: 'Nisha',
        lastName: 'Rao',
        email,
        phoneNumber: '+91 98100 00009',
      },
    );
    const [mail] = await mailTo(email, /Booking confirmed/);
    expect(mail!.text).toContain(phone);
  });
}

/** A 1×1 PNG: the pipeline keeps it as it is (never enlarged). */
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

for (const viewport of VIEWPORTS) {
  test(`the owner's logo tops the site's header until removed; an FAQ answer of their own shows on /faq (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await expect(page).toHaveURL('/admin');
    await page.goto('/settings/business');
    // The form fills in once the settings arrive; read the name only then.
    await expect(page.getByLabel('Business name')).not.toHaveValue('');
    const name = await page.getByLabel('Business name').inputValue();
    await page
      .getByLabel('Upload a logo')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('The logo must be an image file (PNG, JPEG, WEBP, SVG)')).toBeVisible();
    await page.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByText('Logo saved')).toBeVisible();
    await expect(page.getByRole('img', { name: `Logo of ${name}` })).toBeVisible();

    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link').getByRole('img', { name })).toBeVisible();

    await page.goto('/settings/guests');
    const pets = page.getByLabel('FAQ: Are pets allowed?');
    await expect(pets).toHaveValue(/Pet Friendly/);
    await pets.fill('Only <b>small</b> dogs, in every apartment.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Are pets allowed?' }).click();
    await expect(page.getByText('Only <b>small</b> dogs, in every apartment.')).toBeVisible();

    // Back as the specification says, and the name in text again.
    await page.goto('/settings/guests');
    await page.getByLabel('FAQ: Are pets allowed?').locator('xpath=../..').getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByLabel('FAQ: Are pets allowed?')).toHaveValue(/Pet Friendly/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.goto('/settings/business');
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('Logo removed')).toBeVisible();
    await page.goto('/faq');
    const home = page.getByRole('banner').getByRole('link', { name });
    await expect(home).toHaveText(name);
    await expect(home.getByRole('img')).toHaveCount(0);
  });
}
