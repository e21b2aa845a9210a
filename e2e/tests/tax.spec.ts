import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { addDays, serverToday, VIEWPORTS } from './admin-support';
import { parseCsv } from '@hillnest/domain';
import { demoHotel } from './guest-support';
import { mailTo } from './mail';
import { expect, newUser, signInAsAdmin, test } from './support';

/**
 * GST (issue 35): the owner registers in Settings → Tax; a business guest books and sees the tax
 * lines, pays, opens the tax invoice's PDF from the confirmation and finds it attached to the e-mail;
 * the owner finds it under Invoices and downloads the month's GSTR-1 files and CSV for the returns.
 * Other specs book without GST, so the owner is unregistered again at the end.
 */

/** A PDF's text, whitespace runs made one space (lines wrap anywhere). */
async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test.describe.configure({ mode: 'serial' });

const OWNER_GSTIN = '29AAGCB7383J1Z4';
const GUEST_GSTIN = '27AAPFU0939F1ZV';

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  const reset = await page.request.put('/api/admin/settings/tax', { data: { registered: false } });
  expect(reset.status()).toBe(200);
  await page.close();
});

VIEWPORTS.forEach((viewport, index) => {
  test(`a business guest books with GST, opens the tax invoice, and the owner exports the month (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto('/settings/tax');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByLabel('Registered for GST').check();
    await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
    await page.getByLabel('Legal name').fill('Hill Stays LLP');
    await page.getByLabel('Registered address').fill('MG Road, Bengaluru');
    await page.getByLabel('State or union territory').selectOption('Karnataka');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/gstin has a wrong check character/)).toBeVisible();
    await page.getByLabel('GSTIN').fill(OWNER_GSTIN);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // The guest, without an account.
    await page.context().clearCookies();
    const hotel = await demoHotel(page.request, 6 + index);
    const checkIn = addDays(await serverToday(page.request), 200 + index * 10);
    await page.goto(`/hotel/${hotel._id}/booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adultCount=1&childCount=0`);
    await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
    const summary = page.getByRole('complementary');
    await expect(summary.getByText('Taxable value')).toBeVisible();
    await expect(summary.getByText(/^CGST (2\.5|9)%/).first()).toBeVisible();
    await expect(summary.getByText(/^SGST (2\.5|9)%/).first()).toBeVisible();
    const email = newUser().email;
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('+91 98100 00001');
    await page.getByLabel('Add GST details for a business invoice').check();
    await page.getByLabel('GSTIN').fill(GUEST_GSTIN);
    await page.getByLabel('Business name').fill('Acme Travel');
    await page.getByLabel('Business address').fill('Andheri, Mumbai');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await dialog.getByLabel('UPI ID').fill('success@razorpay');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Booking details' }).getByText(/^CGST ₹.* \+ SGST ₹/)).toBeVisible();

    const invoiceLink = page.getByRole('navigation', { name: 'Invoices' }).getByRole('link', { name: /^Tax invoice INV\// });
    const number = (await invoiceLink.textContent())!.replace('Tax invoice ', '');
    // The link opens the invoice's PDF, through the booking's private link.
    const href = (await invoiceLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/bookings\/manage\/[^/]+\/documents\/[0-9a-f-]{36}$/);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toBe('private, no-store');
    const text = await pdfText(await pdf.body());
    for (const expected of [
      `Tax invoice number: ${number}`,
      `GSTIN: ${OWNER_GSTIN}`,
      `GSTIN: ${GUEST_GSTIN}`,
      'Acme Travel',
      '996311',
      'Karnataka (29)',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Amount in words: Rupees .* Only/);
    expect(text).toMatch(/₹[\d,]+ @ (2\.5|9)% ₹[\d,]+ @ (2\.5|9)%/);

    const [mail] = await mailTo(email, /Booking confirmed/);
    const attached = mail!.attachments.find((a) => a.filename === `${number.replaceAll('/', '-')}.pdf`);
    expect(attached!.contentType).toBe('application/pdf');
    expect(await pdfText(attached!.content)).toContain(`GSTIN: ${OWNER_GSTIN}`);

    // The owner finds it under Invoices and downloads the month.
    await signInAsAdmin(page);
    await page.goto('/admin/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    // The month's GSTR-1 files, as the browser downloads them: the invoice is in B2B with the guest's GSTIN.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the GSTR-1 files (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gstr1-\d{4}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(files).sort()).toEqual(['b2b.csv', 'b2cs.csv', 'cdnr.csv', 'cdnur.csv', 'docs.csv', 'hsn(b2b).csv', 'hsn(b2c).csv']);
    const b2b = parseCsv(strFromU8(files['b2b.csv']!));
    expect(b2b[0]!.slice(0, 3)).toEqual(['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number']);
    expect(b2b.find((cells) => cells[2] === number)!.slice(0, 2)).toEqual([GUEST_GSTIN, 'Acme Travel']);
    // The business guest's stay is in the B2B tab of the HSN summary, which the page sums beside the files.
    expect(parseCsv(strFromU8(files['hsn(b2b).csv']!)).some((cells) => cells[0] === '996311')).toBe(true);
    await expect(page.getByTestId('hsn-totals')).toContainText('In the GSTR-1 files: B2B taxable value ₹');
    const docs = parseCsv(strFromU8(files['docs.csv']!));
    expect(docs.some((cells) => cells[0] === 'Invoices for outward supply' && Number(cells[3]) >= 1)).toBe(true);

    const exportLink = page.getByRole('link', { name: 'Download the month for GST returns (CSV)' });
    const csv = await page.request.get((await exportLink.getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    const rows = parseCsv(await csv.text());
    const row = rows.find((cells) => cells[1] === number)!;
    expect(row.slice(0, 2)).toEqual(['Tax invoice', number]);
    expect(row[5]).toBe(GUEST_GSTIN);

    // This whole financial year, searched by the business guest's name: the invoice is found.
    await page.getByRole('combobox', { name: 'Or the financial year' }).selectOption({ index: 1 });
    await expect(page.getByRole('link', { name: 'Download the GSTR-1 files (ZIP)' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('acme travel');
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody by this name');
    await expect(page.getByText('No document matches “nobody by this name”.')).toBeVisible();
  });
});
