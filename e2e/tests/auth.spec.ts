import { mailTo } from './mail';
import { expect, test } from './support';
import { accountMenu, registerViaApi, registerViaUi, signInAsAdmin, submitRegistration, submitSignIn } from './support';

test('register, see My Bookings and Sign Out in the menu, then sign out', async ({ page }) => {
  await registerViaUi(page);

  await accountMenu(page).click();
  await expect(page.getByRole('link', { name: 'My Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed Out!')).toBeVisible();

  await accountMenu(page).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Bookings' })).toHaveCount(0);
});

test('registering an e-mail twice answers as a new registration and e-mails the address’s owner', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.context().clearCookies();
  await submitRegistration(page, user);
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL('/');
  // No one is signed in: the session answered belongs to no account.
  await accountMenu(page).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const [notice] = await mailTo(user.email, /Someone tried to create a Hillnest account/);
  expect(notice!.text).toMatch(/^Hello,/);
  expect(notice!.text).not.toContain(user.firstName);
  // The verification e-mail of the first registration names no one either.
  const [verification] = await mailTo(user.email, /Verify your e-mail address/);
  expect(verification!.text).toMatch(/^Hello,/);
});

test('sign-in form shows the validation messages', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Not Registered? Create an account here' })).toHaveAttribute('href', '/register');

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);

  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(0);
});

test('register form shows the validation messages', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(5);

  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm Password').fill('654321');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Your Passwords do not match')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
  await expect(page.getByText('This field is required')).toHaveCount(0);
});

test('a wrong password shows Invalid Credentials', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await submitSignIn(page, user.email, 'not-the-password');
  // In the toast, and next to the form.
  await expect(page.locator('[data-sonner-toast]').getByText('Invalid Credentials')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Credentials');
  await expect(page).toHaveURL('/sign-in');
});

test('signing in as the administrator lands on the dashboard, and the menu leads back to it', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page).toHaveURL('/admin');
  await page.goto('/');
  await accountMenu(page).click();
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toHaveCount(0);
});

test('the account menu closes on a click outside', async ({ page }) => {
  await page.goto('/');
  const menu = accountMenu(page);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeHidden();
});

test('a visitor opening /my-bookings signs in and comes back', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.context().clearCookies();

  await page.goto('/my-bookings');
  await expect(page).toHaveURL('/sign-in');
  await submitSignIn(page, user.email, user.password);
  await expect(page.getByText('Sign in Successful!')).toBeVisible();
  await expect(page).toHaveURL('/my-bookings');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
});

test('a signed-in non-admin opening /admin sees the not-found page', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
});
