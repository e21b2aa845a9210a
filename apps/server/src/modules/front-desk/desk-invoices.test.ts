/**
 * Tax documents of bookings the owner enters at the front desk (docs/product/tax.md, decision 0092):
 * the invoice issued with the confirmation as for a paid checkout, the GST inside an overridden price,
 * and new dates re-invoiced with a credit note. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeskBookingInput, TaxDocumentContent } from '@hillnest/domain';
import { outboxMessages, taxDocuments } from '../../db/schema';
import { setUpSignedInApp, type TestApp } from '../../test/harness';
import { inDays, insertHotel } from '../bookings/test-fixtures';
import { bookAtDesk, deskBookingInput } from './test-fixtures';
import { pdfText } from '../../test/pdf-text';
import { REGISTERED } from '../tax/test-fixtures';

let t: TestApp;
let admin: string;

setUpSignedInApp((s) => ({ t, admin } = s));

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

/** One adult, two nights, paid in cash. */
const book = (hotelId: string, values: Partial<DeskBookingInput> = {}) =>
  bookAtDesk(
    t.app,
    admin,
    deskBookingInput(hotelId, { checkOut: inDays(22), adultCount: 1, paymentMethod: 'cash', paymentReference: '', ...values }),
  );

const documentsOf = async (bookingId: string) =>
  (await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId))).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.kind.localeCompare(b.kind),
  );
const contentOf = (row: { content: unknown }) => row.content as TaxDocumentContent;

describe('a registered owner’s desk bookings', () => {
  beforeAll(async () => {
    expect((await asAdmin('PUT', '/api/admin/settings/tax', REGISTERED)).statusCode).toBe(200);
  });

  it('get their tax invoice with the confirmation, attached to the guest’s e-mail', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 8_000 });
    const { _id } = await book(hotel.id);
    const [invoice, ...others] = await documentsOf(_id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^INV\/\d\d-\d\d\/\d{5}$/) });
    expect(contentOf(invoice!)).toMatchObject({
      seller: { name: 'Hill Stays LLP', gstin: REGISTERED.gstin },
      placeOfSupply: 'Karnataka (29)',
      taxablePaise: 16_000_00,
      centralPaise: 1_440_00,
      statePaise: 1_440_00,
      totalPaise: 18_880_00,
      lines: [{ ratePercent: 18, quantity: 2, sac: '996311' }],
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.bookingId, _id))
      .then((rows) => rows.filter((row) => row.kind === 'booking_confirmation'));
    const attached = mail!.attachments.find((a) => a.filename === `${invoice!.number.replaceAll('/', '-')}.pdf`);
    expect(attached).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    expect(await pdfText(Buffer.from(attached!.content, 'base64'))).toContain(`Tax invoice number: ${invoice!.number}`);
    // The guest's own link reads it.
    const detail = (await asAdmin('GET', `/api/admin/bookings/${_id}`)).json();
    expect(detail.booking.totalPaise).toBe(18_880_00);
  });

  it('take the GST out of a price the owner typed, each night at the rate of its share', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 8_000 });
    const { _id } = await book(hotel.id, { overridePrice: 15_000, overrideReason: 'Returning guest' });
    const [invoice] = await documentsOf(_id);
    // ₹7,500 a night with GST in it is at most ₹7,875: 5 %.
    expect(contentOf(invoice!)).toMatchObject({
      totalPaise: 15_000_00,
      taxablePaise: 14_285_72,
      centralPaise: 357_14,
      statePaise: 357_14,
      lines: [{ ratePercent: 5, quantity: 2 }],
      amountInWords: 'Rupees Fifteen Thousand Only',
    });
  });

  it('re-invoice new dates: the invoice is credited in full and a new one issued for the same amount', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 3_000 });
    const { _id } = await book(hotel.id, { checkIn: inDays(40), checkOut: inDays(42) });
    const [first] = await documentsOf(_id);
    expect(contentOf(first!).totalPaise).toBe(6_300_00);

    const moved = await asAdmin('POST', `/api/admin/bookings/${_id}/dates`, { checkIn: inDays(41), checkOut: inDays(44) });
    expect(moved.statusCode, moved.body).toBe(200);
    const documents = await documentsOf(_id);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'creditNote', 'invoice']);
    const [, note, second] = documents;
    expect(contentOf(note!)).toMatchObject({
      against: { number: first!.number },
      totalPaise: 6_300_00,
      taxablePaise: 6_000_00,
      lines: [{ description: expect.stringMatching(/^Change of dates: /) }],
    });
    expect(second!.replacesId).toBe(first!.id);
    // Three nights now share the ₹6,300 paid, GST inside.
    expect(contentOf(second!)).toMatchObject({
      booking: { checkIn: inDays(41), checkOut: inDays(44) },
      totalPaise: 6_300_00,
      taxablePaise: 6_000_00,
      lines: [{ quantity: 3, ratePercent: 5, centralPaise: 150_00 }],
    });
    expect(second!.number).not.toBe(first!.number);

    // The new invoice's PDF names the new dates and the three nights.
    const pdf = await asAdmin('GET', `/api/admin/tax/documents/${second!.id}`);
    expect(await pdfText(pdf.rawPayload)).toMatch(/Booking: .*, [^,]+, .* to .*Stay at .* \(3 of 3 nights at 5%\)/);

    // The same dates again change nothing and issue nothing.
    await asAdmin('POST', `/api/admin/bookings/${_id}/dates`, { checkIn: inDays(41), checkOut: inDays(44) });
    expect(await documentsOf(_id)).toHaveLength(3);
  });
});

describe('an owner not registered', () => {
  it('gives a desk booking a receipt with no GST', async () => {
    expect((await asAdmin('PUT', '/api/admin/settings/tax', { registered: false })).statusCode).toBe(200);
    const hotel = await insertHotel(t.app, { pricePerNight: 9_000 });
    const { _id } = await book(hotel.id);
    const [receipt] = await documentsOf(_id);
    expect(receipt).toMatchObject({ kind: 'receipt', number: expect.stringMatching(/^RCT\//) });
    expect(contentOf(receipt!)).toMatchObject({ totalPaise: 18_000_00, centralPaise: 0, lines: [{ ratePercent: null, quantity: 2 }] });
  });
});
