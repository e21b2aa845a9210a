import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, signInAsAdmin, submitSignIn, test, waitingForTheApp } from './support';

/**
 * Safe to go live (issue 13), in the browser: the test-mode notice on every page without moving it,
 * the longest stay said before the guest submits, and the administrator changing their password.
 */

const NOTICE = 'Test mode: payments are simulated, no money is taken.';

async function firstHotelId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/hotels/search?sortOption=pricePerNightAsc');
  return ((await response.json()) as { data: { _id: string }[] }).data[0]!._id;
}

async function today(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/config')).json()) as { today: string }).today;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Sums the page's layout shifts (not caused by input) from its very start: its CLS over the load. */
async function measureLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/**
 * A proxy to the site that sends each HTML page in two parts: up to the first `>` from the first `marker`, then,
 * 1.5 s later, the rest. Everything else passes through as it is.
 */
async function htmlPausedAfter(marker: string, site: URL): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: site.host };
    delete headers['accept-encoding'];
    const upstream = forward(new URL(incoming.url!, site), { method: incoming.method, headers }, (response) => {
      const { 'content-length': _length, ...responseHeaders } = response.headers;
      outgoing.writeHead(response.statusCode!, responseHeaders);
      if (!String(response.headers['content-type']).startsWith('text/html')) return void response.pipe(outgoing);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const html = Buffer.concat(chunks).toString();
        const at = html.indexOf('>', html.indexOf(marker)) + 1;
        outgoing.write(html.slice(0, at));
        setTimeout(() => outgoing.end(html.slice(at)), 1500);
      });
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  return proxy;
}

test.describe('test-mode notice', () => {
  test('shows on server-rendered and browser-rendered pages, in a labelled region, without moving anything', async ({ page }) => {
    await measureLayoutShifts(page);
    const hotelId = await firstHotelId(page.request);
    for (const path of ['/', '/search?destination=Shimla', `/detail/${hotelId}`, '/blogs', '/sign-in', '/faq']) {
      await page.goto(path);
      const notice = page.getByRole('region', { name: 'Test mode' });
      await expect(notice, path).toHaveText(NOTICE);
      await expect(notice, path).toBeInViewport();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), `CLS of ${path}`).toBe(0);
    }
  });

  test('moves nothing when the page arrives in parts', async ({ page, baseURL }) => {
    // A browser may paint a page while the rest of its HTML is still on the way. Here the HTML stops for a while
    // inside the header's row (after the logo, before the account menu) or inside the notice (before its text).
    await measureLayoutShifts(page);
    const html = await (await page.request.get('/')).text();
    for (const pauseAfter of ['Hillnest</a>', 'aria-label="Test mode"']) {
      // Where the HTML pauses must be in it: else the proxy would pause at some other tag.
      expect(html, pauseAfter).toContain(pauseAfter);
      const proxy = await htmlPausedAfter(pauseAfter, new URL(baseURL!));
      try {
        for (const viewport of [
          { width: 1280, height: 720 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`);
          await expect(page.getByRole('region', { name: 'Test mode' })).toHaveText(NOTICE);
          await page.waitForLoadState('networkidle');
          expect(await layoutShift(page), `CLS at ${viewport.width} px, paused after ${pauseAfter}`).toBe(0);
        }
      } finally {
        proxy.close();
      }
    }
  });

  test('is in the HTML the server sends, so it shows from the first paint', async ({ request }) => {
    for (const path of ['/', '/search?destination=Shimla', '/blogs']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`aria-label="Test mode"`);
      expect(html, path).toContain(NOTICE);
    }
  });

  test('never hides the end of the page', async ({ page }) => {
    await page.goto('/faq');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
    const noticeTop = await page.getByRole('region', { name: 'Test mode' }).evaluate((notice) => notice.getBoundingClientRect().top);
    expect(footerEnd).toBeLessThanOrEqual(noticeTop + 0.5);
  });
});

test.describe('the longest stay (MAX_STAY_NIGHTS, 30 by default)', () => {
  test('the booking page says so before the guest confirms', async ({ page }) => {
    const hotelId = await firstHotelId(page.request);
    const checkIn = addDays(await today(page.request), 3);
    await page.goto(`/hotel/${hotelId}/booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 31)}&adultCount=1&childCount=0`);
    await expect(page.getByRole('alert')).toHaveText(
      'A stay booked online can be at most 30 nights. For a longer stay, please contact the owner.',
    );
    await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();

    await page.goto(`/hotel/${hotelId}/booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 30)}&adultCount=1&childCount=0`);
    await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
    await expect(page.getByText('30 nights', { exact: true })).toBeVisible();
    await expect(page.getByText(/at most 30 nights/)).toHaveCount(0);
  });

  test('the search bar says so in its date popup and does not search', async ({ page }) => {
    const checkIn = addDays(await today(page.request), 2);
    await page.goto('/faq');
    await page.evaluate(
      ([from, to]) => {
        sessionStorage.setItem('checkIn', from!);
        sessionStorage.setItem('checkOut', to!);
      },
      [checkIn, addDays(checkIn, 45)],
    );
    await page.goto('/');
    const bar = page.getByRole('search', { name: 'Search properties' }).first();
    await bar.getByRole('button', { name: /Check-in – Check-out/ }).click();
    await expect(page.getByRole('dialog', { name: 'Select dates' }).getByRole('alert')).toHaveText(
      'A stay booked online can be at most 30 nights. For a longer stay, please contact the owner.',
    );
    await page.getByRole('dialog', { name: 'Select dates' }).getByRole('button', { name: 'Done' }).click();
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/at most 30 nights\. For a longer stay, please contact the owner\./).first()).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});

// Ends the administrator's other sessions: the suite runs its files one at a time in CI.
test('the administrator changes their password in the admin area; other sessions end', async ({ page, browser }) => {
  const other = waitingForTheApp(await (await browser.newContext()).newPage());
  await signInAsAdmin(other);
  await signInAsAdmin(page);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  const newPassword = `owner-${Date.now()}`;
  const fill = async (current: string, next: string) => {
    await page.getByLabel('Current Password').fill(current);
    await page.getByLabel('New Password', { exact: true }).fill(next);
    await page.getByLabel('Confirm New Password').fill(next);
    await page.getByRole('button', { name: 'Change Password' }).click();
  };
  await fill('not-the-password', newPassword);
  await expect(page.getByText('Your current password is not correct')).toBeVisible();

  await fill(ADMIN.password, newPassword);
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  await expect(page).toHaveURL('/admin');
  // This session goes on; the other browser's has ended.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Admin Controls' })).toBeVisible();
  await other.goto('/admin');
  await expect(other).toHaveURL('/sign-in');

  // The new password signs in; then the original one is put back for the other tests.
  await submitSignIn(other, ADMIN.email, newPassword);
  await expect(other.getByText('Sign in Successful!')).toBeVisible();
  await page.goto('/change-password');
  await fill(newPassword, ADMIN.password);
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  await other.context().close();
});
