/**
 * Fees and extras (docs/product/fees-and-extras.md, decision 0090): a property's cleaning fee (per stay) and the
 * optional extras a guest chooses (breakfast, an airport pickup), priced by the one price rule as lines
 * of the quote. Pure functions, no zod: the pages import them with the price rule.
 */
import { formatPaise, type Paise } from './money';
import { ACCOMMODATION_SAC, gstOfAmount, type GstTerms, type StayGst } from './tax';

export const EXTRA_BASES = ['perStay', 'perNight', 'perGuestPerNight'] as const;
export type ExtraBasis = (typeof EXTRA_BASES)[number];

export const EXTRA_BASIS_LABELS: Record<ExtraBasis, string> = {
  perStay: 'per stay',
  perNight: 'per night',
  perGuestPerNight: 'per guest per night',
};

/** The GST rates an extra may carry (0 for an exempt or nil-rated supply). */
export const EXTRA_TAX_RATES = [0, 5, 18] as const;
export type ExtraTaxRate = (typeof EXTRA_TAX_RATES)[number];

/** An extra as the owner offers it; `deletedAt` set once removed (kept for the bookings and documents that name it). */
export interface Extra {
  _id: string;
  name: string;
  description: string;
  /** Paise per unit of the basis (GST in it when the owner's prices include GST). */
  pricePaise: Paise;
  basis: ExtraBasis;
  taxRatePercent: ExtraTaxRate;
  /** SAC or HSN code printed on the invoice line. */
  sac: string;
  /** The most a guest may order; null: one (the extra is taken or not). */
  maxQuantity: number | null;
  refundable: boolean;
}

/** GET /api/hotels/{id}/extras and the admin's editor: the cleaning fee and the extras offered now. */
export interface PropertyCharges {
  cleaningFeePaise: Paise;
  extras: Extra[];
}

/** The largest quantity of any extra (when the owner sets no maximum). */
export const MAX_EXTRA_QUANTITY = 20;

/** An extra chosen on the booking page, as the hold and quote requests carry it. */
export interface ChosenExtra {
  extraId: string;
  quantity: number;
}

/** One fee or extra of a quote, with its GST: a line of the booking page, the confirmation and the invoice. */
export interface ChargeLine {
  kind: 'cleaningFee' | 'extra';
  /** The extra's id; null for the cleaning fee. */
  extraId: string | null;
  name: string;
  basis: ExtraBasis;
  quantity: number;
  /** How many times the price is charged: quantity (× nights) (× guests). */
  units: number;
  unitPaise: Paise;
  /** units × unit price, as the owner's prices are entered (GST in it when they include it). */
  amountPaise: Paise;
  sac: string;
  /** Null when no GST is charged (an owner not registered). */
  ratePercent: number | null;
  refundable: boolean;
  taxablePaise: Paise;
  centralPaise: Paise;
  statePaise: Paise;
  /** What the guest pays for the line. */
  totalPaise: Paise;
}

export const CLEANING_FEE_NAME = 'Cleaning fee';

/** The max quantity a guest may choose of an extra. */
export function maxQuantityOf(extra: Pick<Extra, 'maxQuantity'>): number {
  return extra.maxQuantity ?? 1;
}

/**
 * What is wrong with the extras a request chose, naming the extra; null when they can be priced.
 * `offered` are the property's extras, deleted ones included (a deleted extra is named, not unknown).
 */
export function chosenExtrasProblem(
  chosen: readonly ChosenExtra[],
  offered: readonly (Pick<Extra, '_id' | 'name' | 'maxQuantity'> & { deleted: boolean })[],
): string | null {
  const seen = new Set<string>();
  for (const choice of chosen) {
    const extra = offered.find((candidate) => candidate._id === choice.extraId);
    if (!extra) return `Extra ${choice.extraId} is not offered by this property`;
    if (extra.deleted) return `Extra "${extra.name}" is no longer offered`;
    if (seen.has(choice.extraId)) return `Extra "${extra.name}" is chosen twice`;
    seen.add(choice.extraId);
    if (choice.quantity > maxQuantityOf(extra)) return `Extra "${extra.name}" can be ordered at most ${maxQuantityOf(extra)} times`;
  }
  return null;
}

function line(
  fields: Pick<ChargeLine, 'kind' | 'extraId' | 'name' | 'basis' | 'quantity' | 'units' | 'unitPaise' | 'sac' | 'refundable'>,
  ratePercent: number,
  gst: GstTerms | null,
): ChargeLine {
  const amountPaise = fields.units * fields.unitPaise;
  if (!gst)
    return {
      ...fields,
      amountPaise,
      ratePercent: null,
      taxablePaise: amountPaise,
      centralPaise: 0,
      statePaise: 0,
      totalPaise: amountPaise,
    };
  const tax = gstOfAmount(amountPaise, ratePercent, gst.pricesIncludeGst);
  return { ...fields, amountPaise, ratePercent, ...tax, totalPaise: tax.taxablePaise + tax.centralPaise + tax.statePaise };
}

/** How many times an extra's price is charged for a stay. Infants are free, as in the stay's price. */
export function extraUnits(
  basis: ExtraBasis,
  quantity: number,
  nights: number,
  guests: { adultCount: number; childCount: number },
): number {
  switch (basis) {
    case 'perStay':
      return quantity;
    case 'perNight':
      return quantity * nights;
    case 'perGuestPerNight':
      return quantity * nights * (guests.adultCount + guests.childCount);
  }
}

/**
 * The fee and extras lines of a stay. The cleaning fee is part of the accommodation (a composite
 * supply whose principal supply is the stay), so it has the stay's SAC and the highest rate of its
 * nights; each extra has its own rate and code. No discount or coupon applies to them.
 */
export function chargeLines(input: {
  cleaningFeePaise: Paise;
  extras: readonly { extra: Extra; quantity: number }[];
  nights: number;
  guests: { adultCount: number; childCount: number };
  gst: GstTerms | null;
  stayGst: StayGst | null;
}): ChargeLine[] {
  const lines: ChargeLine[] = [];
  if (input.cleaningFeePaise > 0 && input.nights > 0) {
    const stayRate = Math.max(5, ...(input.stayGst?.lines.map((night) => night.ratePercent) ?? []));
    lines.push(
      line(
        {
          kind: 'cleaningFee',
          extraId: null,
          name: CLEANING_FEE_NAME,
          basis: 'perStay',
          quantity: 1,
          units: 1,
          unitPaise: input.cleaningFeePaise,
          sac: ACCOMMODATION_SAC,
          refundable: true,
        },
        stayRate,
        input.gst,
      ),
    );
  }
  for (const { extra, quantity } of input.extras) {
    if (quantity <= 0) continue;
    lines.push(
      line(
        {
          kind: 'extra',
          extraId: extra._id,
          name: extra.name,
          basis: extra.basis,
          quantity,
          units: extraUnits(extra.basis, quantity, input.nights, input.guests),
          unitPaise: extra.pricePaise,
          sac: extra.sac,
          refundable: extra.refundable,
        },
        extra.taxRatePercent,
        input.gst,
      ),
    );
  }
  return lines;
}

/** What the guest pays for lines that are never refunded (non-refundable extras, their GST in it). */
export function nonRefundablePaise(lines: readonly Pick<ChargeLine, 'refundable' | 'totalPaise'>[] | null | undefined): Paise {
  return (lines ?? []).reduce((sum, charge) => sum + (charge.refundable ? 0 : charge.totalPaise), 0);
}

/** 'Breakfast × 2 (per guest per night)': how a line reads on the booking page, in e-mails and on the invoice. */
export function chargeLineLabel(charge: Pick<ChargeLine, 'name' | 'basis' | 'quantity' | 'kind' | 'refundable'>): string {
  if (charge.kind === 'cleaningFee') return charge.name;
  const quantity = charge.quantity > 1 ? ` × ${charge.quantity}` : '';
  return `${charge.name}${quantity} (${EXTRA_BASIS_LABELS[charge.basis]}${charge.refundable ? '' : ', non-refundable'})`;
}

/** '₹500 per guest per night': an extra's price as the booking page offers it. */
export function extraPriceLabel(extra: Pick<Extra, 'pricePaise' | 'basis'>): string {
  return `${formatPaise(extra.pricePaise)} ${EXTRA_BASIS_LABELS[extra.basis]}`;
}
