/**
 * Fees and extras through the API (issue 35 §6, decision 0090): the owner's cleaning fee and extras, the
 * quote and the payment priced by the server with them, the refusals that hold nothing, the lines on the
 * confirmation, the admin booking and the invoice, and a policy refund that keeps non-refundable extras.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nonRefundablePaise, type ChargeLine } from '@hillnest/domain';
import { bookings, taxDocuments } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { bookAndPay, createIntent, inDays, insertHotel, paySuccessfully, postIntent, postValidate, stay } from '../bookings/test-fixtures';
import { refundsOf } from '../cancellations/test-support';
import { pdfText } from '../../test/pdf-text';
import { registerForGst } from '../tax/test-fixtures';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  await registerForGst(t.app, admin);
});
afterAll(() => t?.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

const BREAKFAST = {
  name: 'Breakfast',
  description: 'Aloo paratha',
  price: '250',
  basis: 'perGuestPerNight',
  taxRatePercent: 5,
  sac: '996331',
  maxQuantity: '',
};
const PICKUP = {
  name: 'Airport pickup',
  price: '1180',
  basis: 'perStay',
  taxRatePercent: 18,
  sac: '996412',
  maxQuantity: 2,
  refundable: false,
};

async function propertyWithExtras() {
  const hotel = await insertHotel(t.app, { pricePerNight: 3_000 });
  expect((await asAdmin('PUT', `/api/my-hotels/${hotel.id}/cleaning-fee`, { cleaningFee: '500' })).statusCode).toBe(200);
  const breakfast = (await asAdmin('POST', `/api/my-hotels/${hotel.id}/extras`, BREAKFAST)).json();
  const pickup = (await asAdmin('POST', `/api/my-hotels/${hotel.id}/extras`, PICKUP)).json();
  return { hotel, breakfast: breakfast._id as string, pickup: pickup._id as string };
}

const heldCount = async (hotelId: string) => (await t.database.db.select().from(bookings).where(eq(bookings.hotelId, hotelId))).length;

describe('the owner’s fees and extras', () => {
  it('are kept per property, validated with the field named, and a deleted extra leaves the list', async () => {
    const hotel = await insertHotel(t.app);
    const bad = await asAdmin('POST', `/api/my-hotels/${hotel.id}/extras`, { ...BREAKFAST, taxRatePercent: 12 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('taxRatePercent must be 0, 5 or 18');
    expect((await asAdmin('PUT', `/api/my-hotels/${hotel.id}/cleaning-fee`, { cleaningFee: '-1' })).json().message).toMatch(
      /^cleaningFee must be/,
    );

    const created = await asAdmin('POST', `/api/my-hotels/${hotel.id}/extras`, BREAKFAST);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Breakfast',
      pricePaise: 250_00,
      basis: 'perGuestPerNight',
      maxQuantity: null,
      refundable: true,
    });
    const id = created.json()._id;
    const edited = await asAdmin('PUT', `/api/my-hotels/${hotel.id}/extras/${id}`, { ...BREAKFAST, price: '275.50' });
    expect(edited.json().pricePaise).toBe(275_50);
    await asAdmin('PUT', `/api/my-hotels/${hotel.id}/cleaning-fee`, { cleaningFee: 750 });

    const offered = (await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}/extras` })).json();
    expect(offered).toMatchObject({ cleaningFeePaise: 750_00, extras: [{ _id: id, pricePaise: 275_50 }] });

    expect((await asAdmin('DELETE', `/api/my-hotels/${hotel.id}/extras/${id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}/extras` })).json().extras).toEqual([]);
    expect((await asAdmin('DELETE', `/api/my-hotels/${hotel.id}/extras/${id}`)).statusCode).toBe(404);
    // Another property's extra is not this one's.
    const other = await insertHotel(t.app);
    expect((await asAdmin('PUT', `/api/my-hotels/${other.id}/extras/${id}`, BREAKFAST)).statusCode).toBe(404);
  });
});

describe('a stay with a cleaning fee and extras', () => {
  it('is quoted and charged by the server, one line each, and refused with the extra named when it cannot be', async () => {
    const { hotel, breakfast, pickup } = await propertyWithExtras();
    const body = {
      ...stay(30, 2, { adultCount: 2 }),
      extras: [
        { extraId: breakfast, quantity: 1 },
        { extraId: pickup, quantity: 2 },
      ],
    };
    const quote = (await t.app.inject({ method: 'POST', url: `/api/hotels/${hotel.id}/bookings/quote`, payload: body })).json();
    // Stay: ₹3,000 × 2 adults × 2 nights = ₹12,000 + 5 % = ₹12,600.
    // Cleaning fee ₹500 + 5 % (the stay's rate); breakfast ₹250 × 2 nights × 2 guests = ₹1,000 + 5 %; pickup ₹1,180 × 2 + 18 %.
    expect(quote.charges.map((line: ChargeLine) => [line.name, line.units, line.ratePercent, line.totalPaise])).toEqual([
      ['Cleaning fee', 1, 5, 525_00],
      ['Breakfast', 4, 5, 1_050_00],
      ['Airport pickup', 2, 18, 2_784_80],
    ]);
    expect(quote.totalPaise).toBe(12_600_00 + 525_00 + 1_050_00 + 2_784_80);
    expect(quote.taxes).toEqual({
      taxablePaise: 12_000_00 + 500_00 + 1_000_00 + 2_360_00,
      centralPaise: 300_00 + 12_50 + 25_00 + 212_40,
      statePaise: 549_90,
    });

    for (const [extras, message] of [
      [
        [{ extraId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        'Extra 00000000-0000-4000-8000-000000000000 is not offered by this property',
      ],
      [[{ extraId: pickup, quantity: 3 }], 'Extra "Airport pickup" can be ordered at most 2 times'],
      [[{ extraId: breakfast, quantity: 2 }], 'Extra "Breakfast" can be ordered at most 1 times'],
    ] as const) {
      const refused = await postIntent(t.app, hotel.id, { ...body, extras });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await heldCount(hotel.id)).toBe(0);

    const intent = await createIntent(t.app, hotel.id, { ...body, amount: quote.totalPaise });
    expect(intent.amount).toBe(quote.totalPaise);
    const booking = (await postValidate(t.app, await paySuccessfully(t.app, intent.orderId))).json();

    // The owner deletes the pickup afterwards: the booking and its invoice keep it; new holds are refused.
    expect((await asAdmin('DELETE', `/api/my-hotels/${hotel.id}/extras/${pickup}`)).statusCode).toBe(204);
    const refused = await postIntent(t.app, hotel.id, { ...stay(40, 2), extras: [{ extraId: pickup, quantity: 1 }] });
    expect(refused.json().message).toBe('Extra "Airport pickup" is no longer offered');

    const managed = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booking.manageToken}` })).json();
    expect(managed.charges.map((line: ChargeLine) => line.name)).toEqual(['Cleaning fee', 'Breakfast', 'Airport pickup']);
    const detail = (await asAdmin('GET', `/api/admin/bookings/${booking._id}`)).json();
    expect(detail.booking.charges).toHaveLength(3);

    // The invoice PDF the guest downloads from the manage link lists each fee and extra with its code.
    const [invoiceDocument] = managed.documents as { _id: string }[];
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/manage/${booking.manageToken}/documents/${invoiceDocument!._id}`,
    });
    const invoiceText = await pdfText(invoice.rawPayload);
    for (const text of [
      'Cleaning fee',
      'Breakfast (per guest per night)',
      'Airport pickup × 2 (per stay, non-refundable)',
      '996412',
      '₹2,784.80',
    ]) {
      expect(invoiceText).toContain(text);
    }

    // A guest's cancellation a month ahead: the policy refunds all but the non-refundable pickup, less the gateway's 3 %.
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/manage/${booking.manageToken}/cancel`, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    const kept = nonRefundablePaise(managed.charges);
    expect(kept).toBe(2_784_80);
    await vi.waitFor(async () => expect((await refundsOf(t.database.db, booking._id))[0]!.status).toBe('processed'), { timeout: 10_000 });
    const [refund] = await refundsOf(t.database.db, booking._id);
    expect(refund!.amount).toBe(Math.round(((quote.totalPaise - kept) * 97) / 100));
    const note = (await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, booking._id))).find(
      (document) => document.kind === 'creditNote',
    );
    const lines = (note!.content as { lines: { description: string }[] }).lines.map((line) => line.description);
    expect(lines.some((line) => line.includes('Airport pickup'))).toBe(false);
    expect(lines.some((line) => line.includes('Cleaning fee'))).toBe(true);
  });
});

describe('an extra the owner edits', () => {
  it('prices bookings made from then on; a booking already made keeps the line it was charged', async () => {
    const { hotel, breakfast } = await propertyWithExtras();
    const body = { ...stay(50, 2, { adultCount: 2 }), extras: [{ extraId: breakfast, quantity: 1 }] };
    const quoted = (await t.app.inject({ method: 'POST', url: `/api/hotels/${hotel.id}/bookings/quote`, payload: body })).json();
    const { id, token } = await bookAndPay(t.app, hotel.id, { ...body, amount: quoted.totalPaise });
    const before = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json();

    const edited = await asAdmin('PUT', `/api/my-hotels/${hotel.id}/extras/${breakfast}`, {
      ...BREAKFAST,
      name: 'Full breakfast',
      price: '400',
      basis: 'perNight',
      taxRatePercent: 18,
      sac: '996332',
      maxQuantity: 3,
      refundable: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Full breakfast',
      pricePaise: 400_00,
      basis: 'perNight',
      maxQuantity: 3,
      refundable: false,
    });
    // The same schema as adding one: a bad field is named, and nothing changes.
    const bad = await asAdmin('PUT', `/api/my-hotels/${hotel.id}/extras/${breakfast}`, { ...BREAKFAST, sac: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('sac must be a SAC or HSN code of 4 to 8 digits');

    const after = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json();
    expect(after.charges).toEqual(before.charges);
    expect(after.charges.find((line: ChargeLine) => line.kind === 'extra')).toMatchObject({
      name: 'Breakfast',
      unitPaise: 250_00,
      units: 4,
      ratePercent: 5,
      sac: '996331',
      refundable: true,
    });
    const detail = (await asAdmin('GET', `/api/admin/bookings/${id}`)).json();
    expect(detail.booking.totalPaise).toBe(quoted.totalPaise);
    expect(detail.booking.charges.map((line: ChargeLine) => line.name)).toEqual(['Cleaning fee', 'Breakfast']);

    // A new stay is priced with the edit: ₹400 × 2 nights × 2 of them, + 18 %.
    const next = (
      await t.app.inject({
        method: 'POST',
        url: `/api/hotels/${hotel.id}/bookings/quote`,
        payload: { ...stay(60, 2), extras: [{ extraId: breakfast, quantity: 2 }] },
      })
    ).json();
    expect(next.charges.find((line: ChargeLine) => line.kind === 'extra')).toMatchObject({
      name: 'Full breakfast',
      units: 4,
      amountPaise: 1_600_00,
      totalPaise: 1_888_00,
    });
  });
});

describe('the cleaning fee before checkout', () => {
  it('is on the property, its home card and a dated search’s total, which sorts and filters by it, as soon as it changes', async () => {
    const city = 'Feesville';
    const withFee = await insertHotel(t.app, { name: 'Fee Cottage', city, pricePerNight: 3_000 });
    await insertHotel(t.app, { name: 'Plain Cottage', city, pricePerNight: 3_400 });
    expect((await asAdmin('PUT', `/api/my-hotels/${withFee.id}/cleaning-fee`, { cleaningFee: '2000' })).statusCode).toBe(200);

    const property = (await t.app.inject({ method: 'GET', url: `/api/hotels/${withFee.id}` })).json();
    expect(property.cleaningFeePaise).toBe(2_000_00);
    const home = (await t.app.inject({ method: 'GET', url: '/api/hotels' })).json();
    expect(home.latestHotels.find((card: { _id: string }) => card._id === withFee.id).cleaningFeePaise).toBe(2_000_00);

    const search = async (extra = '') => {
      const url = `/api/hotels/search?destination=${city}&checkIn=${inDays(80)}&checkOut=${inDays(81)}&adultCount=1${extra}`;
      return (await t.app.inject({ method: 'GET', url })).json().data as {
        name: string;
        stayTotalPaise: number;
        cleaningFeePaise: number;
      }[];
    };
    // One night for one adult: ₹3,000 and the ₹2,000 fee is dearer than ₹3,400 without one.
    expect((await search('&sortOption=pricePerNightAsc')).map((card) => [card.name, card.stayTotalPaise, card.cleaningFeePaise])).toEqual([
      ['Plain Cottage', 3_400_00, 0],
      ['Fee Cottage', 5_000_00, 2_000_00],
    ]);
    expect((await search('&maxPrice=4000')).map((card) => card.name)).toEqual(['Plain Cottage']);
    // The quote of the booking page agrees with the card (the owner is registered: the card's total is before GST).
    const quote = (
      await t.app.inject({
        method: 'POST',
        url: `/api/hotels/${withFee.id}/bookings/quote`,
        payload: { checkIn: inDays(80), checkOut: inDays(81), adultCount: 1, childCount: 0 },
      })
    ).json();
    expect(quote.stayPaise + quote.charges[0].amountPaise).toBe(5_000_00);

    expect((await asAdmin('PUT', `/api/my-hotels/${withFee.id}/cleaning-fee`, { cleaningFee: '0' })).statusCode).toBe(200);
    expect((await search('&sortOption=pricePerNightAsc')).map((card) => [card.name, card.stayTotalPaise])).toEqual([
      ['Fee Cottage', 3_000_00],
      ['Plain Cottage', 3_400_00],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/hotels/${withFee.id}` })).json().cleaningFeePaise).toBe(0);
  });
});
