/**
 * The stay calendar in a real browser, on a laptop and on a phone: used by keyboard alone (it must
 * never freeze nor drop the focus), a range of two choices, and a property's taken nights greyed out.
 */
import type { Locator, Page } from '@playwright/test';
import { addDays, barDate, bookThroughApi, dayLabel, demoHotel, DESKTOP, focusedLabel, PHONE, propertyToday } from './guest-support';
import { expect, test } from './support';

const datesButton = (scope: Page | Locator) => scope.getByRole('button', { name: /Check-in – Check-out/ });

/** Presses a key and waits for the focus to reach the day it should: a frozen page fails here. */
async function pressTo(page: Page, key: string, label: string | RegExp) {
  await page.keyboard.press(key);
  await expect.poll(() => focusedLabel(page)).toMatch(label instanceof RegExp ? label : new RegExp(`^${label}`));
}

test.describe('keyboard only, laptop', () => {
  test.use(DESKTOP);

  test('opens with Enter, moves by arrows, chooses with Enter, keeps the focus, and never freezes', async ({ page }) => {
    await page.goto('/');
    const today = await propertyToday(page.request);
    const bar = page.getByRole('search', { name: 'Search properties' });
    const trigger = datesButton(bar);
    await bar.getByRole('combobox', { name: 'Destination' }).focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    // The sequence that froze the tab in 4 of 11 runs: Enter, Tab to the selected day, ArrowRight twice.
    for (let round = 0; round < 4; round += 1) {
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Select dates' });
      await expect(dialog.getByRole('grid').first()).toBeVisible();
      // The whole popup is in the window, above the test-mode notice.
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      const notice = (await page.getByRole('region', { name: 'Test mode' }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(notice.y);
      for (let i = 0; i < 4 && !/check-in/.test((await focusedLabel(page)) ?? ''); i += 1) await page.keyboard.press('Tab');
      const from = addDays(today, round * 2);
      await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`^${dayLabel(from)}.*check-in`));
      await pressTo(page, 'ArrowRight', dayLabel(addDays(from, 1)));
      await pressTo(page, 'ArrowRight', dayLabel(addDays(from, 2)));
      // Enter chooses the check-in; the focus stays on the day.
      await pressTo(page, 'Enter', `${dayLabel(addDays(from, 2))}, check-in`);
      await expect(dialog.getByText('Choose your check-out date')).toBeVisible();
      await pressTo(page, 'ArrowDown', dayLabel(addDays(from, 9)));
      await pressTo(page, 'Enter', `${dayLabel(addDays(from, 9))}, check-out`);
      await expect(trigger).toContainText(`${barDate(addDays(from, 2))} – ${barDate(addDays(from, 9))}`);
      // Done, by keyboard: the popup closes and the focus returns to the dates button.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test('shows two months side by side and pages through the year by keyboard', async ({ page }) => {
    await page.goto('/');
    const today = await propertyToday(page.request);
    const trigger = datesButton(page.getByRole('search', { name: 'Search properties' }));
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select dates' });
    const grids = dialog.getByRole('grid');
    await expect(grids).toHaveCount(2);
    const [first, second] = [(await grids.nth(0).boundingBox())!, (await grids.nth(1).boundingBox())!];
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(Math.abs(second.y - first.y)).toBeLessThan(2);
    await expect(dialog.getByRole('columnheader').first()).toHaveText('Mo');
    for (let i = 0; i < 4 && !/check-in/.test((await focusedLabel(page)) ?? ''); i += 1) await page.keyboard.press('Tab');
    // Three months on: the months shown follow the focused day.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('PageDown');
    const later = new Date(Date.parse(`${today}T00:00:00Z`));
    later.setUTCDate(1);
    later.setUTCMonth(later.getUTCMonth() + 3);
    const month = later.toISOString().slice(0, 7);
    await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`${dayLabel(`${month}-01`).split(' ').slice(1).join(' ')}`));
    await expect(dialog.getByRole('grid', { name: dayLabel(`${month}-01`).split(' ').slice(1).join(' ') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('keyboard only, phone', () => {
  test.use(PHONE);

  test('the months scroll under a Done button that stays in view; arrows and Enter choose the stay', async ({ page }) => {
    await page.goto('/');
    const today = await propertyToday(page.request);
    await page.getByRole('button', { name: /Where to\?/ }).click();
    const trigger = datesButton(page).filter({ visible: true }).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select dates' });
    await expect(dialog.getByRole('grid').first()).toBeVisible();
    // A list of every month of the booking window, not two.
    expect(await dialog.getByRole('grid').count()).toBeGreaterThanOrEqual(12);
    const done = dialog.getByRole('button', { name: 'Done' });
    const inView = async () => {
      const box = (await done.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 844;
    };
    expect(await inView()).toBe(true);
    for (let i = 0; i < 4 && !/check-in/.test((await focusedLabel(page)) ?? ''); i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toMatch(new RegExp(`^${dayLabel(today)}`));
    await pressTo(page, 'ArrowRight', dayLabel(addDays(today, 1)));
    await pressTo(page, 'Enter', `${dayLabel(addDays(today, 1))}, check-in`);
    // Five weeks down: another month, scrolled into view; Done is still there.
    for (let i = 0; i < 5; i += 1) await pressTo(page, 'ArrowDown', dayLabel(addDays(today, 1 + 7 * (i + 1))));
    const checkOut = addDays(today, 36);
    await expect(dialog.getByRole('button', { name: new RegExp(`^${dayLabel(checkOut)}`) })).toBeInViewport();
    await pressTo(page, 'Enter', `${dayLabel(checkOut)}, check-out`);
    expect(await inView()).toBe(true);
    await expect(trigger).toContainText(`${barDate(addDays(today, 1))} – ${barDate(checkOut)}`);
    // 35 nights is longer than the site books online: said in the popup, above Done.
    await expect(dialog.getByRole('alert')).toContainText('at most 30 nights');
    await done.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

for (const [device, options] of [
  ['laptop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`a property's taken nights, ${device}`, () => {
    test.use(options);

    test('are greyed out on the property page and cannot be chosen', async ({ page }) => {
      const today = await propertyToday(page.request);
      const hotel = await demoHotel(page.request, 3);
      const taken = addDays(today, 12);
      await bookThroughApi(page.request, hotel._id, taken, addDays(taken, 2));
      await page.goto(`/detail/${hotel._id}`);
      const block = page.getByRole('region', { name: /per night/ });
      const trigger = datesButton(block);
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Select dates' });
      const day = (date: string) => dialog.getByRole('button', { name: new RegExp(`^${dayLabel(date)}(,|$)`) });
      await expect(day(taken)).toHaveAccessibleName(`${dayLabel(taken)}, taken, not available`);
      await expect(day(taken)).toBeDisabled();
      await expect(day(addDays(taken, 1))).toBeDisabled();
      await day(taken).scrollIntoViewIfNeeded();
      await day(taken).click({ force: true });
      await expect(trigger).toContainText(`${barDate(today)} – ${barDate(addDays(today, 1))}`);
      // From the night before, the stay can end on the taken night's morning, not later.
      await day(addDays(taken, -1)).click();
      await expect(day(addDays(taken, 1))).toBeDisabled();
      await day(addDays(taken, 1)).click({ force: true });
      await expect(trigger).toContainText(`${barDate(addDays(taken, -1))} – ${barDate(taken)}`);
      await day(taken).click();
      await expect(trigger).toContainText(`${barDate(addDays(taken, -1))} – ${barDate(taken)}`);
      await expect(dialog.getByText('Struck-through dates are already taken.')).toBeVisible();
    });
  });
}
