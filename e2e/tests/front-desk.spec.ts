import { formatDayMonthYear } from '@hillnest/domain';
import { addDays, serverToday, VIEWPORTS } from './admin-support';
import { linkIn, mailTo } from './mail';
import { asLetters, expect, signInAsAdmin, test } from './support';

/**
 * The owner's front desk (issue 36) in the browser: the calendar of all properties (one property at a
 * time on a phone), nights chosen by dragging, tapping or the keyboard, blocked or booked; a phone
 * booking paid by UPI gets the guest's confirmation e-mail and shows as a bar that opens it; then the
 * stay is moved: by dragging its bar on a laptop, by the booking page's dialog on a phone, with the price
 * difference shown and the blocked nights refused.
 */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** '5 Sept 2026', as the site writes dates. */
const longDate = (date: string) => `${Number(date.slice(8))} ${SHORT_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

VIEWPORTS.forEach((viewport, index) => {
  test(`the owner blocks nights and enters a phone booking from the calendar, then moves it (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const search = await page.request.get('/api/hotels/search?sortOption=pricePerNightAsc');
    const hotel = ((await search.json()) as { data: { _id: string; name: string }[] }).data[6 + index]!;
    const today = await serverToday(page.request);
    // Far ahead and apart per viewport, so no other test holds these nights.
    const from = addDays(today, 300 + index * 20);
    const checkIn = addDays(from, 2);
    const tag = asLetters(`${Date.now().toString(36)}${index}`);
    const guest = { firstName: 'Desk', lastName: `Guest${tag}`, email: `desk-${tag}@example.com`, phone: '+91 98100 00077' };
    const night = (date: string) => page.getByRole('button', { name: `${hotel.name}, ${longDate(date)}, free` });

    await signInAsAdmin(page);
    await page.goto(`/admin/calendar?from=${from}&nights=31`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('31');
    if (viewport.name === 'phone') {
      // One property at a time, chosen with the switcher.
      await page.getByRole('combobox', { name: 'Property' }).selectOption({ label: hotel.name });
      await expect(page.getByRole('group', { name: hotel.name })).toBeVisible();
      await expect(
        page.getByRole('group', { name: 'Nights of every property' }).getByRole('group', { name: /./ }).filter({ visible: true }),
      ).toHaveCount(1);
    }

    // Keyboard: the first night, Enter; two nights on, Enter: three nights chosen, then blocked with a note.
    const blockStart = addDays(from, 10);
    await night(blockStart).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(night(addDays(blockStart, 2))).toBeFocused();
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('region', { name: 'Chosen nights' });
    await expect(chosen).toContainText(`${hotel.name}: `);
    await expect(chosen).toContainText('(3 nights)');
    await chosen.getByLabel('Note (optional)').fill('Painting');
    await chosen.getByRole('button', { name: 'Block these nights' }).click();
    await expect(page.getByText('Nights blocked')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Blocked · Painting/ })).toBeVisible();
    await expect(night(blockStart)).toHaveCount(0);

    // Two nights chosen: dragged with the mouse on a laptop, two taps on a phone.
    if (viewport.name === 'phone') {
      await night(checkIn).click();
      await night(addDays(checkIn, 1)).click();
    } else {
      await night(checkIn).hover();
      await page.mouse.down();
      await night(addDays(checkIn, 1)).hover();
      await page.mouse.up();
    }
    await expect(chosen).toContainText('(2 nights)');
    await chosen.getByRole('link', { name: 'Start a booking' }).click();

    // The form starts from the chosen nights; the price is the rates'.
    await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Property' })).toHaveValue(hotel._id);
    await expect(page.getByLabel('Check-in')).toHaveValue(formatDayMonthYear(checkIn));
    await expect(page.getByLabel('Check-out')).toHaveValue(formatDayMonthYear(addDays(checkIn, 2)));
    await expect(page.getByText(/Price from the rates: ₹[\d,]+ for 2 nights/)).toBeVisible();
    await page.getByLabel('First name').fill(guest.firstName);
    await page.getByLabel('Last name').fill(guest.lastName);
    await page.getByLabel('E-mail').fill(guest.email);
    await page.getByLabel('Phone').fill(guest.phone);
    await page.getByRole('combobox', { name: 'Paid by' }).selectOption({ label: 'UPI' });
    // A UPI payment needs its reference.
    await page.getByRole('button', { name: 'Save booking' }).click();
    await expect(page.getByText('Enter the transfer or UPI reference')).toBeVisible();
    await page.getByLabel('Payment reference').fill('UPIREF');
    await page.getByRole('button', { name: 'Save booking' }).click();

    await expect(page.getByText(/^Booking saved: HN-/)).toBeVisible();
    const name = `${guest.firstName} ${guest.lastName}`;
    await expect(page.getByRole('heading', { level: 1, name: `Booking of ${name}` })).toBeVisible();
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Phone');
    await expect(payment).toContainText('UPI (UPIREF)');
    const reference = (await page.getByText(/^Ref HN-/).textContent())!.replace('Ref ', '');

    // The guest gets the same confirmation, with the manage link.
    const [confirmation] = await mailTo(guest.email, new RegExp(`Booking confirmed: .*\\(${reference}\\)`));
    expect(linkIn(confirmation!, '/manage-booking/')).toContain('/manage-booking/');

    // The booking is a bar on the calendar, labelled with the guest and reference; it opens the booking.
    await page.goto(`/admin/calendar?from=${from}&nights=14`);
    if (viewport.name === 'phone') await page.getByRole('combobox', { name: 'Property' }).selectOption({ label: hotel.name });
    const bar = page.getByRole('link', { name: new RegExp(`^${name} · ${reference}`) });
    const dialog = page.getByRole('dialog', { name: `Change the stay of ${reference}` });
    const stay = page.getByRole('region', { name: 'Stay' });

    if (viewport.name === 'phone') {
      // No dragging on a phone: the bar opens the booking, where the stay is moved by dialog. The price of the
      // new dates is shown beside what was paid; the blocked nights are refused by name.
      await bar.click();
      await expect(page.getByRole('heading', { level: 1, name: `Booking of ${name}` })).toBeVisible();
      await page.getByRole('button', { name: 'Change the stay' }).click();
      await dialog.getByLabel('New check-out').fill(formatDayMonthYear(addDays(blockStart, 1)));
      await expect(dialog).toContainText('Rates for the new dates');
      await dialog.getByRole('button', { name: 'Save the change' }).click();
      await expect(dialog.getByRole('alert')).toContainText(`Those dates overlap another stay or blocked nights (${longDate(blockStart)})`);
      await dialog.getByLabel('New check-in').fill(formatDayMonthYear(addDays(checkIn, 1)));
      await dialog.getByLabel('New check-out').fill(formatDayMonthYear(addDays(checkIn, 4)));
      await expect(dialog).toContainText(/more than paid: collect it at the desk/);
      await dialog.getByRole('button', { name: 'Save the change' }).click();
      await expect(page.getByText('Stay changed')).toBeVisible();
      await expect(stay).toContainText(formatDayMonthYear(addDays(checkIn, 1)));
      await expect(stay).toContainText(formatDayMonthYear(addDays(checkIn, 4)));
      return;
    }

    // On a laptop the bar is dragged along its row; the drop opens the same dialog at the nights dropped on.
    const nightWidth = async () => {
      const [a, b] = [await night(addDays(checkIn, 2)).boundingBox(), await night(addDays(checkIn, 3)).boundingBox()];
      return b!.x - a!.x;
    };
    const dragBy = async (nights: number) => {
      const box = (await bar.boundingBox())!;
      const step = await nightWidth();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + nights * step, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    // Onto the blocked nights: the server refuses them in the dialog, naming them.
    await dragBy(7);
    await expect(dialog.getByLabel('New check-in')).toHaveValue(formatDayMonthYear(addDays(checkIn, 7)));
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`Those dates overlap another stay or blocked nights (${longDate(blockStart)})`);
    await dialog.getByRole('button', { name: 'Keep the stay as it was' }).click();
    await expect(dialog).toHaveCount(0);

    // Two nights later: the same two nights, priced; saved, the bar is at the new nights.
    await dragBy(2);
    await expect(dialog.getByLabel('New check-in')).toHaveValue(formatDayMonthYear(addDays(checkIn, 2)));
    await expect(dialog.getByLabel('New check-out')).toHaveValue(formatDayMonthYear(addDays(checkIn, 4)));
    await expect(dialog).toContainText('Rates for the new dates');
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByText('Stay changed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(bar).toHaveAccessibleName(new RegExp(`, ${longDate(addDays(checkIn, 2))} to ${longDate(addDays(checkIn, 4))}`));
    await expect(night(checkIn)).toBeVisible();
    await bar.click();
    await expect(page.getByRole('heading', { level: 1, name: `Booking of ${name}` })).toBeVisible();
    await expect(stay).toContainText(formatDayMonthYear(addDays(checkIn, 2)));
    await expect(stay).toContainText(formatDayMonthYear(addDays(checkIn, 4)));
  });
});
