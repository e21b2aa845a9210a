/**
 * The month's GSTR-1 files through the API (docs/product/tax.md): a business guest's invoice in B2B and
 * its credit note in CDNR, guests' invoices less their credit notes in B2CS, the SAC summary, and the
 * document summary per series, read back from the zip and checked against the documents issued.
 * Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditNoteContent, gstOfStay, invoiceContent, parseCsv, type TaxDocumentContent } from '@hillnest/domain';
import { ADDED } from '@hillnest/domain/test-support';
import { taxDocuments } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { bookAndPay, insertHotel, stay } from '../bookings/test-fixtures';
import { refundsOf } from '../cancellations/test-support';
import { GSTR1_COLUMNS, gstr1Date, gstr1Files } from './gstr1';
import { renderTaxDocumentPdf } from './pdf';
import { pdfText } from '../../test/pdf-text';
import { registerForGst } from './test-fixtures';

let t: TestApp;
let admin: string;

const BUSINESS = { gstin: '27AAPFU0939F1ZV', name: '=Acme Travel', address: 'Andheri, Mumbai' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  await registerForGst(t.app, admin);
});
afterAll(() => t?.close());

/** A guest's paid two-night stay at a new property of this price. */
async function paidStay(pricePerNight: number, body: Record<string, unknown> = {}) {
  const hotel = await insertHotel(t.app, { pricePerNight });
  return bookAndPay(t.app, hotel.id, { ...stay(30, 2, { adultCount: 1 }), ...body });
}

async function refundInFull(bookingId: string) {
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${bookingId}/cancel`,
    payload: { reason: 'Road closed', refund: 'full' },
    headers: { cookie: admin },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  await vi.waitFor(async () => expect((await refundsOf(t.database.db, bookingId))[0]!.status).toBe('processed'), { timeout: 10_000 });
}

const documentsOf = async (bookingId: string) =>
  (await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId))).sort((a, b) =>
    a.kind.localeCompare(b.kind),
  );

describe('GET /api/admin/tax/gstr1.zip', () => {
  it('answers the offline tool’s tables, read back against the documents', async () => {
    const guest = await paidStay(3_000);
    const refunded = await paidStay(3_000);
    const business = await paidStay(8_000, { business: BUSINESS });
    await refundInFull(refunded.id);
    await refundInFull(business.id);
    const [invoice] = await documentsOf(guest.id);
    const [note, businessInvoice] = await documentsOf(business.id);
    const month = invoice!.issuedOn.slice(0, 7);

    const response = await t.app.inject({ method: 'GET', url: `/api/admin/tax/gstr1.zip?month=${month}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="gstr1-${month}.zip"`);
    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(response.rawPayload))).map(([name, bytes]) => [name, parseCsv(strFromU8(bytes))]),
    );
    expect(Object.keys(files).sort()).toEqual(['b2b.csv', 'b2cs.csv', 'cdnr.csv', 'cdnur.csv', 'docs.csv', 'hsn(b2b).csv', 'hsn(b2c).csv']);
    for (const [table, columns] of Object.entries(GSTR1_COLUMNS)) expect(files[`${table}.csv`]![0]).toEqual(columns);
    const rows = (name: string) => files[name]!.slice(1).filter((row) => row.length > 1);

    // The business guest's invoice, its name guarded against running as a formula.
    const businessContent = businessInvoice!.content as TaxDocumentContent;
    expect(rows('b2b.csv')).toEqual([
      [
        BUSINESS.gstin,
        "'=Acme Travel",
        businessInvoice!.number,
        gstr1Date(businessInvoice!.issuedOn),
        (businessContent.totalPaise / 100).toFixed(2),
        '29-Karnataka',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '16000.00',
        '0.00',
      ],
    ]);
    expect(rows('cdnr.csv')).toEqual([
      [
        BUSINESS.gstin,
        "'=Acme Travel",
        note!.number,
        gstr1Date(note!.issuedOn),
        'C',
        '29-Karnataka',
        'N',
        'Regular B2B',
        '18880.00',
        '',
        '18',
        '16000.00',
        '0.00',
      ],
    ]);
    expect(rows('cdnur.csv')).toEqual([]);
    // Two guests' stays at ₹6,000 taxable, one refunded in full: ₹6,000 at 5 %.
    expect(rows('b2cs.csv')).toEqual([['OE', '29-Karnataka', '', '5', '6000.00', '0.00', '']]);
    // Table 12 in its two tabs: the business guest's stay invoiced and credited in full at 18 %, the guests' at 5 %.
    expect(rows('hsn(b2b).csv')).toEqual([
      ['996311', 'Accommodation services', 'NA', '0', '0.00', '18', '0.00', '0.00', '0.00', '0.00', '0.00'],
    ]);
    expect(rows('hsn(b2c).csv')).toEqual([
      ['996311', 'Accommodation services', 'NA', '0', '6300.00', '5', '6000.00', '0.00', '150.00', '150.00', '0.00'],
    ]);

    // Each series: first and last number of the month, how many, none cancelled.
    const issued = await t.database.db.select().from(taxDocuments);
    const numbers = (kind: string) =>
      issued
        .filter((d) => d.kind === kind)
        .sort((a, b) => a.serial - b.serial)
        .map((d) => d.number);
    const invoices = numbers('invoice');
    const notes = numbers('creditNote');
    expect(rows('docs.csv')).toEqual([
      ['Invoices for outward supply', invoices[0], invoices.at(-1), '3', '0'],
      ['Credit Note', notes[0], notes.at(-1), '2', '0'],
    ]);
    // Each HSN tab adds up to the tables the portal checks it against, and its tax to the documents'.
    const paise = (cell: string | undefined) => Math.round(Number(cell) * 100);
    const sum = (name: string, column: number) => rows(name).reduce((total, row) => total + paise(row[column]), 0);
    expect(sum('hsn(b2b).csv', 6)).toBe(sum('b2b.csv', 11) - sum('cdnr.csv', 11));
    expect(sum('hsn(b2c).csv', 6)).toBe(sum('b2cs.csv', 4));
    const netTax = (business: boolean) =>
      issued
        .map((d) => d.content as TaxDocumentContent)
        .filter((content) => Boolean(content.business) === business)
        .reduce((total, content) => total + (content.kind === 'creditNote' ? -1 : 1) * (content.centralPaise + content.statePaise), 0);
    expect(sum('hsn(b2b).csv', 8) + sum('hsn(b2b).csv', 9)).toBe(netTax(true));
    expect(sum('hsn(b2c).csv', 8) + sum('hsn(b2c).csv', 9)).toBe(netTax(false));

    // Admin → Invoices shows the same sums for the month.
    const screen = await t.app.inject({ method: 'GET', url: `/api/admin/tax/documents?month=${month}`, headers: { cookie: admin } });
    expect(screen.json().hsn).toEqual({
      b2b: { taxablePaise: sum('hsn(b2b).csv', 6), taxPaise: netTax(true) },
      b2c: { taxablePaise: sum('hsn(b2c).csv', 6), taxPaise: netTax(false) },
    });
  });

  it('leaves out an unregistered owner’s receipts and the credit notes against them', () => {
    const seller = { name: 'Hill Stays', tradeName: 'Hillnest', address: 'MG Road', gstin: null, state: null };
    const stayed = { reference: 'HN-ABCDEF', propertyName: 'Pine Lodge', checkIn: '2026-07-02', checkOut: '2026-07-04', nights: 2 };
    const receipt = invoiceContent(
      { seller, series: { invoice: 'INV', creditNote: 'CN' }, gst: null, business: null },
      { ...stayed, guestName: 'Meera Iyer', guestEmail: 'meera@example.com', totalPaise: 6_000_00 },
      { number: 'RCT/26-27/00001', issuedOn: '2026-07-01' },
    );
    const note = creditNoteContent(receipt, 3_000_00, { number: 'CN/26-27/00001', issuedOn: '2026-07-03' });
    const files = gstr1Files([
      { content: receipt, serial: 1 },
      { content: note, serial: 1 },
    ]);
    for (const [name, csv] of Object.entries(files))
      expect(
        parseCsv(csv).filter((row) => row.length > 1),
        name,
      ).toHaveLength(1);
  });

  it('counts a credit note past its section 34(2) limit in Docs only, leaving the tax as invoiced', async () => {
    const seller = { name: 'Hill Stays', tradeName: 'Hillnest', address: 'MG Road', gstin: '29AAGCB7383J1Z4', state: 'Karnataka' };
    const stayed = { reference: 'HN-ABCDEF', propertyName: 'Pine Lodge', checkIn: '2026-12-20', checkOut: '2026-12-22', nights: 2 };
    // A deposit booking invoiced in March 2026 for a December stay, cancelled after 30 November 2026.
    const invoice = invoiceContent(
      { seller, series: { invoice: 'INV', creditNote: 'CN' }, gst: gstOfStay([3_000_00, 3_000_00], ADDED), business: null },
      { ...stayed, guestName: 'Meera Iyer', guestEmail: 'meera@example.com', totalPaise: 6_300_00 },
      { number: 'INV/25-26/00001', issuedOn: '2026-03-31' },
    );
    const inTime = creditNoteContent(invoice, 3_150_00, { number: 'CN/26-27/00001', issuedOn: '2026-11-30' });
    const late = creditNoteContent(invoice, 3_150_00, { number: 'CN/26-27/00002', issuedOn: '2026-12-01' });
    const rows = (files: Record<string, string>, name: string) =>
      parseCsv(files[name]!)
        .slice(1)
        .filter((row) => row.length > 1);
    const inTimeFiles = gstr1Files([{ content: inTime, serial: 1 }]);
    expect(rows(inTimeFiles, 'b2cs.csv')).toEqual([['OE', '29-Karnataka', '', '5', '-3000', '0.00', '']]);
    const lateFiles = gstr1Files([{ content: late, serial: 2 }]);
    expect(rows(lateFiles, 'b2cs.csv')).toEqual([]);
    expect(rows(lateFiles, 'hsn(b2c).csv')).toEqual([]);
    expect(rows(lateFiles, 'docs.csv')).toEqual([['Credit Note', 'CN/26-27/00002', 'CN/26-27/00002', '1', '0']]);
    // The note itself says so; one in time does not.
    const limit = 'Issued after the section 34(2) limit: the GST is not reduced (limit 30 Nov 2026).';
    expect(await pdfText(await renderTaxDocumentPdf(late))).toContain(limit);
    expect(await pdfText(await renderTaxDocumentPdf(inTime))).not.toContain('section 34(2)');
  });

  it('is the administrator’s only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tax/gstr1.zip?month=2026-11' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/tax/gstr1.zip?month=2026-13', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/month/);
  });
});
