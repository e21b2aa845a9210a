/**
 * GST through the API (docs/product/tax.md): the owner's tax settings and their GSTIN check, the quote
 * and the payment with the tax lines, the invoice issued with the confirmation (numbered per financial
 * year, concurrently), the credit note of a refund, the receipt of an owner not registered, who may
 * read the documents, and the month's export read back against them.
 */
import { financialYearOf } from '@hillnest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { taxDocuments } from '../../db/schema';
import { createTestApp, registerUser, signInAdmin, type TestApp } from '../../test/harness';
import { createIntent, insertHotel, paySuccessfully, postIntent, postValidate, stay } from '../bookings/test-fixtures';
import { refundsOf } from '../cancellations/test-support';
import { pdfText } from '../../test/pdf-text';
import { OWNER_GSTIN, REGISTERED } from './test-fixtures';

let t: TestApp;
let admin: string;
let clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new Date();
});

const putTax = (body: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/tax', payload: body, headers: { cookie: admin } });

async function bookAndPay(pricePerNight: number, body: Record<string, unknown> = {}) {
  const hotel = await insertHotel(t.app, { pricePerNight });
  const intent = await createIntent(t.app, hotel.id, { ...stay(30, 2, { adultCount: 1 }), ...body });
  const payment = await paySuccessfully(t.app, intent.orderId);
  const booking = (await postValidate(t.app, payment)).json();
  return { hotel, intent, booking };
}

const documentsOf = (bookingId: string) => t.database.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));

describe('tax settings', () => {
  it('refuses a GSTIN with a wrong check character, of another state, or missing, naming the field', async () => {
    expect((await putTax({ ...REGISTERED, gstin: '29AAGCB7383J1Z5' })).json().message).toMatch(/^gstin has a wrong check character/);
    expect((await putTax({ ...REGISTERED, state: 'Goa' })).json().message).toBe('gstin is for Karnataka (29), not Goa');
    const missing = await putTax({ ...REGISTERED, gstin: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^gstin must be 15 characters/);
    expect((await putTax({ registered: false, invoicePrefix: 'CN', creditNotePrefix: 'CN' })).statusCode).toBe(400);
  });
});

describe('a registered owner', () => {
  beforeAll(async () => {
    const saved = await putTax(REGISTERED);
    expect(saved.statusCode).toBe(200);
  });

  it('quotes and charges the stay with its GST, and issues a tax invoice with the confirmation', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 8_000 });
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/bookings/quote`,
      payload: stay(30, 2, { adultCount: 1 }),
    });
    expect(quote.json()).toMatchObject({
      stayPaise: 16_000_00,
      totalPaise: 18_880_00,
      gst: { stateTax: 'SGST', taxPaise: 2_880_00, lines: [{ ratePercent: 18, nights: 2, centralPaise: 1_440_00, statePaise: 1_440_00 }] },
    });
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.gst).toEqual({ pricesIncludeGst: false, stateTax: 'SGST' });

    // The page's amount must be the total with GST.
    const stale = await postIntent(t.app, hotel.id, { ...stay(30, 2, { adultCount: 1 }), amount: 16_000_00 });
    expect(stale.statusCode).toBe(409);

    const business = { gstin: '27AAPFU0939F1ZV', name: 'Acme Travel Pvt Ltd', address: 'Andheri, Mumbai' };
    const intent = await createIntent(t.app, hotel.id, { ...stay(30, 2, { adultCount: 1 }), amount: 18_880_00, business });
    expect(intent.amount).toBe(18_880_00);
    const booking = (await postValidate(t.app, await paySuccessfully(t.app, intent.orderId))).json();

    const [invoice] = await documentsOf(booking._id);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^INV\/\d\d-\d\d\/\d{5}$/) });
    const managed = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booking.manageToken}` })).json();
    expect(managed.documents).toEqual([expect.objectContaining({ kind: 'invoice', number: invoice!.number, totalPaise: 18_880_00 })]);
    expect(managed.gst.taxPaise).toBe(2_880_00);

    const page = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booking.manageToken}/documents/${invoice!.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['content-type']).toBe('application/pdf');
    expect(page.headers['content-disposition']).toBe(`inline; filename="${invoice!.number.replaceAll('/', '-')}.pdf"`);
    const text = await pdfText(page.rawPayload);
    for (const expected of [
      'Tax invoice',
      invoice!.number,
      OWNER_GSTIN,
      'Hill Stays LLP',
      '996311',
      'Karnataka (29)',
      '27AAPFU0939F1ZV',
      'Acme Travel Pvt Ltd',
      '₹1,440',
      '₹18,880',
      'Rupees Eighteen Thousand Eight Hundred Eighty Only',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    // Each tax with its rate, in the table.
    expect(text).toMatch(/₹1,440 @ 9% ₹1,440 @ 9% ₹18,880/);
    // The same document renders to the same file.
    const again = await t.app.inject({ method: 'GET', url: `/api/admin/tax/documents/${invoice!.id}`, headers: { cookie: admin } });
    expect(again.rawPayload.equals(page.rawPayload)).toBe(true);
  });

  it('refuses a business guest whose GSTIN is wrong, holding nothing', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 3_000 });
    const response = await postIntent(t.app, hotel.id, {
      ...stay(30, 2),
      business: { gstin: '27AAPFU0939F1ZA', name: 'Acme', address: 'Mumbai' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/gstin has a wrong check character/);
  });

  it('numbers invoices consecutively when payments arrive together, and starts a new series on 1 April', async () => {
    const later = { checkIn: '2027-05-10', checkOut: '2027-05-12' };
    clock = new Date('2027-03-31T12:00:00+05:30');
    const march = await Promise.all([1, 2, 3].map(() => bookAndPay(3_000, later)));
    clock = new Date('2027-04-01T09:00:00+05:30');
    const april = await bookAndPay(3_000, later);
    const numbers = async (ids: string[]) => (await Promise.all(ids.map(documentsOf))).map((rows) => rows[0]!.number);
    const serials = (await numbers(march.map((b) => b.booking._id))).map((number) => {
      expect(number).toMatch(/^INV\/26-27\/\d{5}$/);
      return Number(number.slice(-5));
    });
    serials.sort((a, b) => a - b);
    expect(serials).toEqual([serials[0], serials[0]! + 1, serials[0]! + 2]);
    expect(await numbers([april.booking._id])).toEqual(['INV/27-28/00001']);
  });

  it('issues a credit note for an owner refund, naming the invoice; documents cannot be changed', async () => {
    const { booking } = await bookAndPay(3_000);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking._id}/cancel`,
      payload: { reason: 'Pipes burst', refund: 'full' },
      headers: { cookie: admin },
    });
    expect(cancelled.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await refundsOf(t.database.db, booking._id))[0]!.status).toBe('processed'), { timeout: 10_000 });
    const [invoice, note] = await documentsOf(booking._id);
    expect(note).toMatchObject({ kind: 'creditNote', number: expect.stringMatching(/^CN\//) });
    const content = note!.content as { totalPaise: number; against: { number: string } };
    expect(content.against.number).toBe(invoice!.number);
    expect(content.totalPaise).toBe(6_300_00);

    const page = await t.app.inject({ method: 'GET', url: `/api/admin/tax/documents/${note!.id}`, headers: { cookie: admin } });
    const text = await pdfText(page.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Against invoice: ${invoice!.number}`);
    expect(text).toMatch(/Refund: Stay at .* ₹6,000 ₹150 @ 2\.5% ₹150 @ 2\.5% ₹6,300/);
    await expect(t.database.db.update(taxDocuments).set({ number: 'X/1' }).where(eq(taxDocuments.id, note!.id))).rejects.toThrow();
    await expect(t.database.db.delete(taxDocuments).where(eq(taxDocuments.id, note!.id))).rejects.toThrow();

    // The month's export lists the invoice and the credit note with their figures.
    const month = note!.issuedOn.slice(0, 7);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/tax/export.csv?month=${month}`, headers: { cookie: admin } });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n').filter((line) => line.includes(booking.reference));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`Tax invoice,${invoice!.number},`);
    expect(rows[1]).toContain(`Credit note,${note!.number},${note!.issuedOn},${invoice!.number},`);
    for (const row of rows) expect(row).toMatch(/,996311,.*,2,5,6000\.00,150\.00,150\.00,6300\.00$/);
    const listed = async (query: string) => {
      const list = await t.app.inject({ method: 'GET', url: `/api/admin/tax/documents?${query}`, headers: { cookie: admin } });
      expect(list.statusCode, list.body).toBe(200);
      return list.json() as { period: string; documents: { number: string; reference: string }[] };
    };
    expect((await listed(`month=${month}`)).documents.filter((d) => d.reference === booking.reference)).toHaveLength(2);
    // The Invoices page's search, by booking reference, number or guest, in a month or a whole financial year.
    const year = financialYearOf(note!.issuedOn);
    const both = [invoice!.number, note!.number];
    expect((await listed(`month=${month}&q=${booking.reference.toLowerCase()}`)).documents.map((d) => d.number)).toEqual(both);
    expect((await listed(`financialYear=${year}&q=${encodeURIComponent(invoice!.number)}`)).documents.map((d) => d.number)).toEqual([
      invoice!.number,
    ]);
    const byGuest = await listed(`financialYear=${year}&q=${encodeURIComponent(booking.firstName)}`);
    expect(byGuest.period).toBe(year);
    expect(byGuest.documents.map((d) => d.number)).toEqual(expect.arrayContaining(both));
    expect((await listed(`financialYear=${year}&q=nobody-by-this-name`)).documents).toEqual([]);
    // A month or a year, never both or neither; each named when wrong.
    for (const [query, field] of [
      [`month=${month}&financialYear=${year}`, 'month'],
      ['', 'month'],
      ['financialYear=2026-28', 'financialYear'],
      [`month=${month}&q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/admin/tax/documents?${query}`, headers: { cookie: admin } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(field);
    }
  });

  it('shows a document only to the link holder, the signed-in guest whose booking it is, and the administrator', async () => {
    const guest = await registerUser(t.app);
    const hotel = await insertHotel(t.app, { pricePerNight: 3_000 });
    const intent = await createIntent(t.app, hotel.id, stay(30, 2, { adultCount: 1 }), guest.cookie);
    const payment = await paySuccessfully(t.app, intent.orderId);
    const booking = (
      await t.app.inject({ method: 'POST', url: '/api/hotels/order/validate', payload: payment, headers: { cookie: guest.cookie } })
    ).json();
    const other = (await bookAndPay(3_000)).booking;
    const [invoice] = await documentsOf(booking._id);
    const [otherInvoice] = await documentsOf(other._id);
    const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

    expect((await get(`/api/bookings/manage/${booking.manageToken}x/documents/${invoice!.id}`)).statusCode).toBe(404);
    // A link reads its own booking's documents only.
    expect((await get(`/api/bookings/manage/${booking.manageToken}/documents/${otherInvoice!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/bookings/manage/${booking.manageToken}/documents/not-a-uuid`)).statusCode).toBe(404);
    expect((await get(`/api/admin/tax/documents/${invoice!.id}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/tax/documents/${invoice!.id}`, guest.cookie)).statusCode).toBe(403);

    // My Bookings lists the guest's documents, and opens them; someone else's booking is not found.
    const mine = (await t.app.inject({ method: 'POST', url: '/api/hotels/getUserBookings', headers: { cookie: guest.cookie } })).json();
    expect(mine.data.find((b: { _id: string }) => b._id === booking._id).documents).toEqual([
      expect.objectContaining({ _id: invoice!.id, number: invoice!.number, kind: 'invoice' }),
    ]);
    const own = await get(`/api/bookings/${booking._id}/documents/${invoice!.id}`, guest.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(await pdfText(own.rawPayload)).toContain(invoice!.number);
    expect((await get(`/api/bookings/${other._id}/documents/${otherInvoice!.id}`, guest.cookie)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${booking._id}/documents/${otherInvoice!.id}`, guest.cookie)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${booking._id}/documents/${invoice!.id}`, (await registerUser(t.app)).cookie)).statusCode).toBe(404);
  });
});

describe('an owner not registered', () => {
  it('charges no GST and issues a receipt', async () => {
    expect((await putTax({ registered: false })).statusCode).toBe(200);
    const { booking } = await bookAndPay(9_000);
    expect(booking.totalPaise).toBe(18_000_00);
    const [receipt] = await documentsOf(booking._id);
    expect(receipt).toMatchObject({ kind: 'receipt', number: expect.stringMatching(/^RCT\//) });
    const page = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booking.manageToken}/documents/${receipt!.id}` });
    const text = await pdfText(page.rawPayload);
    expect(text).toContain(`Receipt number: ${receipt!.number}`);
    expect(text).toContain('₹18,000');
    expect(text).toContain('No GST is charged');
    expect(text).not.toContain('CGST');
  });
});
