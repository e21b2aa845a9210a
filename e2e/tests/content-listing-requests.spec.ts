import { expectAlert, recordAlerts, unique } from './content-support';
import { linkIn, mailTo } from './mail';
import { expect, registerViaApi, signInAsAdmin, test, waitingForTheApp } from './support';

test('a signed-in user sends a listing request and the admin sees it with mail and call links', async ({ page, browser }) => {
  const user = await registerViaApi(page);
  // Listing requests come from verified addresses only: follow the mailed link first.
  const [verification] = await mailTo(user.email, /Verify your e-mail address/);
  await page.goto(linkIn(verification!, '/verify-email?token='));
  await expect(page.getByRole('status')).toContainText('Your e-mail address is verified.');
  const property = `Pine Cottage ${unique('')}`;
  await page.goto('/list-your-property');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByLabel('Mobile').fill('+91 98765 43210');
  await page.getByLabel('Property Name').fill(property);
  await page.getByLabel('Property Location').fill('Kasauli, Himachal Pradesh');
  await page.getByLabel('Property Type').selectOption('Other');
  await page.getByLabel('Number of Rooms (optional)').fill('3');
  await page.getByLabel('Where did you hear about us?').selectOption('Reference from a guest');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(property);

  const admin = waitingForTheApp(await browser.newPage());
  await signInAsAdmin(admin);
  await admin.goto('/view-all-requests');
  const card = admin.getByRole('article', { name: `Request for ${property}` });
  await expect(card).toContainText('Kasauli, Himachal Pradesh');
  await expect(card).toContainText('Reference from a guest');
  await expect(card.getByRole('link', { name: user.email })).toHaveAttribute('href', `mailto:${user.email}`);
  await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+919876543210');
  // Newest first.
  await expect(admin.getByRole('main').getByRole('article').first()).toHaveAccessibleName(`Request for ${property}`);
  await admin.close();
});

test('the listing form shows required messages; a visitor is sent to sign in first', async ({ page }) => {
  await page.goto('/list-your-property');
  await expect(page).toHaveURL('/sign-in');
  await registerViaApi(page);
  await page.goto('/list-your-property');
  await page.getByLabel('Mobile').fill('12');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(4);
});

test('a failed listing request alerts the failure', async ({ page }) => {
  const alerts = recordAlerts(page);
  await registerViaApi(page);
  await page.route('**/api/properties', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }) : route.continue(),
  );
  await page.goto('/list-your-property');
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Property Name').fill('Cottage');
  await page.getByLabel('Property Location').fill('Kasauli');
  await page.getByLabel('Property Type').selectOption('Studio Apartment');
  await page.getByLabel('Where did you hear about us?').selectOption('Blogs');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expectAlert(alerts, 'Failed to add list property request. Please try again later.');
});
