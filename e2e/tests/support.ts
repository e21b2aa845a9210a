import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * The page, with goto() and reload() waiting until the app has started: a server-rendered page shows
 * before its code runs (the code starts after the lead image), so the load event alone does not mean
 * its buttons respond yet.
 */
export function waitingForTheApp(page: Page): Page {
  const untilStarted = () => page.waitForSelector('html[data-app="started"]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilStarted();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilStarted();
    return response;
  };
  return page;
}

/** Playwright's test, with its page waiting for the app after goto() and reload(). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
});

/** The administrator created at first start (same defaults as the server and playwright.config.ts). */
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@hillnest.example',
  password: process.env.ADMIN_PASSWORD ?? 'admin12345',
} as const;

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A user nobody has registered yet (unique per worker, run and call). */
export function newUser(): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}-${process.pid}-${counter}`;
  return { firstName: 'Asha', lastName: 'Rao', email: `guest-${id}@example.com`, password: 'hill-pass-123' };
}

/** Register through the API with the page's cookie jar: the page is signed in afterwards. */
export async function registerViaApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const response = await page.request.post('/api/users/register', {
    data: { ...user, confirmPassword: user.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** Open /register, fill the form with the user and submit it. */
export async function submitRegistration(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Register through the form; ends on / with the success toast shown. */
export async function registerViaUi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await submitRegistration(page, user);
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL('/');
  return user;
}

/** Fill and submit the sign-in form on the current page (which must be /sign-in). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText('Sign in Successful!')).toBeVisible();
}

export function accountMenu(page: Page) {
  return page.getByRole('button', { name: 'Account menu' });
}

/** Confirms the in-app dialog a Delete (or Unblock) button opens, after checking it names the item. */
export async function confirmDialog(page: Page, title: string, verb = 'Delete'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A test's unique tag in a person's name, which holds letters only (docs/product/accounts.md): each digit becomes a letter. */
export const asLetters = (text: string) => text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
