/**
 * The owner's front desk (issue 36): the calendar of all properties, and bookings the owner enters
 * (a phone call, a guest at the door) paid offline. One schema validates the owner's form and the request.
 */
import { z } from './zod';
import { MESSAGES } from './auth';
import { bookingContactSchema, stayInputSchema } from './booking';
import { BOOKING_MESSAGES } from './booking-messages';
import { addDays, isIsoDate, type IsoDate } from './dates';
import { chosenExtrasSchema } from './extras-schemas';
import { UUID_PATTERN } from './ids';
import { trimText } from './text';
import { queryNumber } from './content/fields';
import { CHANGE_REFUNDS } from './change';
import { NO_SHOW_REFUNDS, NOTE_MAX_LENGTH, DESK_STAY_MESSAGES, STAY_STATUSES } from './desk-stay';

/** How a booking arrived: the guest's own checkout, a phone call, a guest at the door, a quote the guest paid. */
export const BOOKING_SOURCES = ['web', 'phone', 'walk-in', 'quote'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const BOOKING_SOURCE_LABELS: Record<BookingSource, string> = {
  web: 'Website',
  phone: 'Phone',
  'walk-in': 'Walk-in',
  quote: 'Quote',
};
/** The sources of a booking the owner types in. */
export const DESK_SOURCES = ['phone', 'walk-in'] as const satisfies readonly BookingSource[];

/** Money the guest gave the owner directly. */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'bank-transfer', 'upi'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];
export const OFFLINE_PAYMENT_LABELS: Record<OfflinePaymentMethod, string> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
};

/**
 * What the guest paid the owner when the booking is entered: the whole price, or the deposit of the
 * owner's terms (Settings → Guests), the balance then asked for by payment link as after a checkout.
 */
export const DESK_PAID_NOW = ['total', 'deposit'] as const;
export type DeskPaidNow = (typeof DESK_PAID_NOW)[number];
export const DESK_PAID_NOW_LABELS: Record<DeskPaidNow, string> = {
  total: 'The full amount',
  deposit: 'The deposit (the balance by payment link)',
};

/** The provider name stored on a booking paid to the owner directly: no gateway holds its money. */
export const OFFLINE_PROVIDER = 'offline';

export const DESK_LIMITS = { reasonMax: 200, referenceMax: 100, maxPriceRupees: 10_000_000 } as const;

export const DESK_MESSAGES = {
  property: 'Choose a property from the list',
  source: 'Choose how the booking arrived',
  paymentMethod: 'Choose how the guest paid',
  reference: 'Enter the transfer or UPI reference',
  referenceTooLong: `The reference can be at most ${DESK_LIMITS.referenceMax} characters`,
  price: 'Enter the price in whole rupees, at least ₹1',
  priceTooHigh: 'The price is too large',
  reason: 'Say why the price differs from the rates',
  reasonTooLong: `The reason can be at most ${DESK_LIMITS.reasonMax} characters`,
  saved: 'Booking saved',
  paidNow: 'Choose what the guest paid now',
  noDeposit: 'Paid now: this stay takes the full amount (no deposit is set in Settings → Guests, or its balance would already be due)',
} as const;

const isoDate = z.string({ error: MESSAGES.required }).refine(isIsoDate, 'Enter a date as YYYY-MM-DD');

/** The calendar's lengths: two weeks, a month, three months (in nights). */
export const DESK_SPANS = [14, 31, 92] as const;
export const DESK_SPAN_LABELS: Record<(typeof DESK_SPANS)[number], string> = { 14: '2 weeks', 31: '1 month', 92: '3 months' };

const NIGHTS_MESSAGE = 'Show between 14 and 92 nights';

/** GET /api/admin/desk/calendar?from=&nights=: the nights shown; `from` defaults to today. */
export const deskCalendarQuerySchema = z.object({
  from: isoDate.optional(),
  nights: queryNumber(NIGHTS_MESSAGE)
    .pipe(z.number().int(NIGHTS_MESSAGE).min(DESK_SPANS[0], NIGHTS_MESSAGE).max(DESK_SPANS[2], NIGHTS_MESSAGE))
    .default(DESK_SPANS[0]),
});
export type DeskCalendarQuery = z.input<typeof deskCalendarQuerySchema>;

export const DESK_BAR_KINDS = ['booking', 'hold', 'block', 'import'] as const;
export type DeskBarKind = (typeof DESK_BAR_KINDS)[number];

/** Something taking nights of a property: from its first night to the morning after its last ([start, end)). */
export interface DeskBar {
  kind: DeskBarKind;
  id: string;
  start: IsoDate;
  end: IsoDate;
  /** The guest's name (a booking or hold), the owner's note, or the other calendar's name. */
  label: string;
  /** The booking reference (HN-…), for bookings and holds. */
  reference: string | null;
  source: BookingSource | null;
}

export interface DeskCalendar {
  today: IsoDate;
  from: IsoDate;
  nights: number;
  properties: { _id: string; name: string; bars: DeskBar[] }[];
}

/** The last morning the calendar shows (the day after its last night). */
export const deskCalendarEnd = (calendar: { from: IsoDate; nights: number }): IsoDate => addDays(calendar.from, calendar.nights);

const optionalText = (max: number, message: string) => z.string().overwrite(trimText).max(max, message).default('');

/** The property the owner chooses for a stay (a desk booking, or a change moving one). */
const deskBookingHotelId = z.string({ error: DESK_MESSAGES.property }).regex(UUID_PATTERN, DESK_MESSAGES.property);

/**
 * A stay the owner composes for a guest (a booking entered at the desk, or a quote): the property, the
 * dates and party, the guest, the extras chosen, and the rate engine's price (with the cleaning fee and
 * the extras) unless `overridePrice` (whole rupees, at least ₹1) is given with a reason.
 */
export const deskStaySchema = stayInputSchema.extend(bookingContactSchema.shape).extend({
  hotelId: deskBookingHotelId,
  overridePrice: z
    .number({ error: DESK_MESSAGES.price })
    .int(DESK_MESSAGES.price)
    .min(1, DESK_MESSAGES.price)
    .max(DESK_LIMITS.maxPriceRupees, DESK_MESSAGES.priceTooHigh)
    .nullable()
    .default(null),
  overrideReason: optionalText(DESK_LIMITS.reasonMax, DESK_MESSAGES.reasonTooLong),
  /** The extras the owner chose for the guest, priced and checked by the server as a guest's are. */
  extras: chosenExtrasSchema,
});

/** An owner's own price needs its reason. */
export function checkOverrideReason(stay: { overridePrice: number | null; overrideReason: string }, ctx: z.RefinementCtx): void {
  if (stay.overridePrice !== null && stay.overrideReason === '') {
    ctx.addIssue({ code: 'custom', path: ['overrideReason'], message: DESK_MESSAGES.reason });
  }
}

/**
 * POST /api/admin/bookings: a booking the owner enters, paid offline in full or by its deposit. UPI and
 * bank transfers carry the reference the guest's bank showed.
 */
export const deskBookingSchema = deskStaySchema
  .extend({
    source: z.enum(DESK_SOURCES, { error: DESK_MESSAGES.source }),
    paidNow: z.enum(DESK_PAID_NOW, { error: DESK_MESSAGES.paidNow }).default('total'),
    paymentMethod: z.enum(OFFLINE_PAYMENT_METHODS, { error: DESK_MESSAGES.paymentMethod }),
    paymentReference: optionalText(DESK_LIMITS.referenceMax, DESK_MESSAGES.referenceTooLong),
  })
  .superRefine((booking, ctx) => {
    checkOverrideReason(booking, ctx);
    if (booking.paymentMethod !== 'cash' && booking.paymentReference === '') {
      ctx.addIssue({ code: 'custom', path: ['paymentReference'], message: DESK_MESSAGES.reference });
    }
  });
export type DeskStayInput = z.input<typeof deskStaySchema>;
export type DeskStayValues = z.output<typeof deskStaySchema>;
export type DeskBookingInput = z.input<typeof deskBookingSchema>;
export type DeskBookingValues = z.output<typeof deskBookingSchema>;

/** POST /api/admin/bookings/{id}/balance: the owner records a balance paid to them directly. */
export const balanceOfflineSchema = z
  .object({
    paymentMethod: z.enum(OFFLINE_PAYMENT_METHODS, { error: DESK_MESSAGES.paymentMethod }),
    paymentReference: optionalText(DESK_LIMITS.referenceMax, DESK_MESSAGES.referenceTooLong),
  })
  .superRefine((payment, ctx) => {
    if (payment.paymentMethod !== 'cash' && payment.paymentReference === '') {
      ctx.addIssue({ code: 'custom', path: ['paymentReference'], message: DESK_MESSAGES.reference });
    }
  });
export type BalanceOfflineInput = z.input<typeof balanceOfflineSchema>;

/** What the desk recorded about a booking, on the owner's booking page. */
export interface DeskRecord {
  source: BookingSource;
  /** How the guest paid the owner; null when paid through the site's checkout. */
  offlinePayment: { method: OfflinePaymentMethod; reference: string } | null;
  /** The rate engine's price and why the owner charged another; null when the rates' price was charged. */
  priceOverride: { ratePaise: number; reason: string } | null;
}

const checkOutAfterCheckIn: [(stay: { checkIn: string; checkOut: string }) => boolean, { path: string[]; message: string }] = [
  (stay) => stay.checkOut > stay.checkIn,
  { path: ['checkOut'], message: 'The check-out must be after the check-in' },
];

/** A change of a stay: new dates, and new guest counts (absent: as booked), under the rate engine's capacity rules. */
const stayChangeFields = {
  checkIn: isoDate,
  checkOut: isoDate,
  adultCount: stayInputSchema.shape.adultCount.optional(),
  childCount: stayInputSchema.shape.childCount.optional(),
  infantCount: stayInputSchema.shape.infantCount.unwrap().optional(),
};

/** POST /api/bookings/manage/{token}/dates: the guest's own change. */
export const deskDatesSchema = z.object(stayChangeFields).refine(...checkOutAfterCheckIn);
export type DeskDatesInput = z.input<typeof deskDatesSchema>;
export type StayChangeValues = z.output<typeof deskDatesSchema>;

/**
 * How the owner's change treats the money (decision 0111): keep what was paid as the new price (the
 * owner settles at the desk), or charge the new price, a difference to pay becoming a payment link and
 * one to give back a refund under the booking's terms or in full.
 */
export const CHANGE_PRICES = ['keep', 'new'] as const;
export type ChangePrice = (typeof CHANGE_PRICES)[number];

/** POST /api/admin/bookings/{id}/dates: the owner's change of dates and guests, and the money's choice. */
export const deskChangeSchema = z
  .object({
    ...stayChangeFields,
    // Another property (decision 0114): absent is the booking's own.
    hotelId: deskBookingHotelId.optional(),
    price: z.enum(CHANGE_PRICES, { error: 'Choose to keep the amount paid or charge the new price' }).default('keep'),
    refund: z.enum(CHANGE_REFUNDS, { error: 'Choose a refund under the policy or in full' }).default('policy'),
  })
  .refine(...checkOutAfterCheckIn);
export type DeskChangeInput = z.input<typeof deskChangeSchema>;
export type DeskChangeValues = z.output<typeof deskChangeSchema>;

/**
 * POST /api/admin/bookings/{id}/stay: the guest arrived, departed, or did not come. A no-show frees
 * nothing and refunds nothing unless the owner asks; a refund goes through the owner's cancellation,
 * which frees the nights too (docs/decisions/0106).
 */
export const stayMarkSchema = z
  .object({
    status: z.enum(STAY_STATUSES, { error: 'Choose arrived, departed or no-show' }),
    freeNights: z.boolean({ error: 'Say whether to free the remaining nights' }).default(false),
    refund: z.enum(NO_SHOW_REFUNDS, { error: 'Choose no refund, the policy refund or a full refund' }).default('none'),
  })
  .refine((mark) => mark.status === 'no-show' || (!mark.freeNights && mark.refund === 'none'), {
    path: ['status'],
    message: DESK_STAY_MESSAGES.optionsOnlyForNoShow,
  })
  .refine((mark) => mark.refund === 'none' || mark.freeNights, { path: ['freeNights'], message: DESK_STAY_MESSAGES.refundFrees });
export type StayMarkInput = z.input<typeof stayMarkSchema>;
export type StayMarkValues = z.output<typeof stayMarkSchema>;

/** POST /api/admin/bookings/{id}/notes: a private note of the owner's, never shown to the guest. */
export const bookingNoteSchema = z.object({
  text: z
    .string({ error: DESK_STAY_MESSAGES.note })
    .overwrite(trimText)
    .min(1, DESK_STAY_MESSAGES.note)
    .max(NOTE_MAX_LENGTH, DESK_STAY_MESSAGES.noteTooLong),
});
export type BookingNoteInput = z.input<typeof bookingNoteSchema>;

/** GET /api/bookings/manage/{token}/change?checkIn=&checkOut=: the guest's own change, priced (without dates: only whether it is allowed). */
export const guestChangeQuerySchema = z.object({
  checkIn: isoDate.optional(),
  checkOut: isoDate.optional(),
  adultCount: queryNumber(BOOKING_MESSAGES.wholeNumber).pipe(stayInputSchema.shape.adultCount).optional(),
  childCount: queryNumber(BOOKING_MESSAGES.wholeNumber).pipe(stayInputSchema.shape.childCount).optional(),
  infantCount: queryNumber(BOOKING_MESSAGES.wholeNumber).pipe(stayInputSchema.shape.infantCount.unwrap()).optional(),
});
export type StayChangeQuery = z.output<typeof guestChangeQuerySchema>;

/** GET /api/admin/bookings/{id}/change: the owner's asked stay, and how a lower price would be refunded. */
export const deskChangeQuerySchema = guestChangeQuerySchema.extend({
  hotelId: deskBookingHotelId.optional(),
  refund: z.enum(CHANGE_REFUNDS, { error: 'Choose a refund under the policy or in full' }).default('policy'),
});
