/**
 * Tax invoices, receipts and credit notes (docs/product/tax.md): what a booking records when held
 * (`BookingTax`), and the document made from it when it is paid or refunded. A document is a snapshot:
 * every name and figure is in it, so showing it again gives the same content.
 */
import type { IsoDate } from './dates';
import type { Paise } from './money';
import { formatNights } from './words';
import { ACCOMMODATION_SAC, amountInWords, financialYearOf, gstStateNamed, splitInProportion, type StayGst } from './tax';
import { chargeLineLabel, type ChargeLine } from './extras';

export type TaxDocumentKind = 'invoice' | 'receipt' | 'creditNote';

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  receipt: 'Receipt',
  creditNote: 'Credit note',
};

/** The series prefix of receipts (an owner who is not registered issues no tax invoices). */
export const RECEIPT_PREFIX = 'RCT';

export interface TaxSeller {
  /** The legal name (Settings → Tax), else the business name. */
  name: string;
  tradeName: string;
  address: string;
  gstin: string | null;
  state: string | null;
}

/** A business guest's details for a tax invoice (optional at checkout). */
export interface BusinessGuest {
  gstin: string;
  name: string;
  address: string;
}

/** Recorded on a booking when its nights are held: the terms its documents are made from. */
export interface BookingTax {
  seller: TaxSeller;
  /** The series prefixes in force when booked (Settings → Tax). */
  series: { invoice: string; creditNote: string };
  gst: StayGst | null;
  business: BusinessGuest | null;
}

export interface TaxDocumentLine {
  description: string;
  sac: string;
  /** Nights. */
  quantity: number;
  /** Null on a receipt: no GST. */
  ratePercent: number | null;
  taxablePaise: Paise;
  centralPaise: Paise;
  statePaise: Paise;
  totalPaise: Paise;
  /** False for a non-refundable extra: a policy refund's credit note leaves it out. Absent: refundable. */
  refundable?: boolean;
}

export interface TaxDocumentContent {
  kind: TaxDocumentKind;
  number: string;
  issuedOn: IsoDate;
  seller: TaxSeller;
  guestName: string;
  guestEmail: string;
  business: BusinessGuest | null;
  booking: { reference: string; propertyName: string; checkIn: IsoDate; checkOut: IsoDate };
  /** 'Karnataka (29)': where the property is; null on a receipt. */
  placeOfSupply: string | null;
  stateTax: 'SGST' | 'UTGST' | null;
  lines: TaxDocumentLine[];
  taxablePaise: Paise;
  centralPaise: Paise;
  statePaise: Paise;
  totalPaise: Paise;
  amountInWords: string;
  /** A credit note's invoice (or receipt). */
  against: { number: string; issuedOn: IsoDate } | null;
}

/**
 * The last day a credit note may reduce the tax of its invoice: 30 November after the end of the
 * invoice's financial year (CGST Act section 34(2); the annual return, if filed earlier, ends it sooner,
 * which Hillnest cannot know).
 */
export function creditNoteLimitOf(invoiceIssuedOn: IsoDate): IsoDate {
  return `${Number(financialYearOf(invoiceIssuedOn).slice(0, 4)) + 1}-11-30`;
}

/**
 * Whether a document counts in the GST returns' tables: a credit note issued after its invoice's
 * section 34(2) limit still records the refund, but the tax stays as invoiced.
 */
export const reducesTax = (content: Pick<TaxDocumentContent, 'kind' | 'issuedOn' | 'against'>) =>
  content.kind !== 'creditNote' || !content.against || content.issuedOn <= creditNoteLimitOf(content.against.issuedOn);

/** What Admin → Invoices and the credit note itself say of a late one. */
export const LATE_CREDIT_NOTE_TEXT = 'Issued after the section 34(2) limit: the GST is not reduced';

/** A document as lists show it. */
export interface TaxDocumentSummary {
  _id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedOn: IsoDate;
  totalPaise: Paise;
}

export interface DocumentStay {
  reference: string;
  propertyName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  guestName: string;
  guestEmail: string;
  /** What the guest paid. */
  totalPaise: Paise;
  /** The cleaning fee and extras it was booked with: one line each (absent: none). */
  charges?: readonly ChargeLine[];
}

function totals(lines: TaxDocumentLine[]) {
  const sum = (pick: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxablePaise: sum((line) => line.taxablePaise),
    centralPaise: sum((line) => line.centralPaise),
    statePaise: sum((line) => line.statePaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}

/** An invoice line per fee and extra, as the quote computed it. */
function chargeDocumentLine(charge: ChargeLine): TaxDocumentLine {
  return {
    description: chargeLineLabel(charge),
    sac: charge.sac,
    quantity: charge.units,
    ratePercent: charge.ratePercent,
    taxablePaise: charge.taxablePaise,
    centralPaise: charge.centralPaise,
    statePaise: charge.statePaise,
    totalPaise: charge.totalPaise,
    refundable: charge.refundable,
  };
}

/**
 * The tax invoice of a paid booking (a receipt when it was booked with no GST): one line per rate,
 * its nights, taxable value and halves as the quote computed them, then one line per fee and extra.
 */
export function invoiceContent(tax: BookingTax, stay: DocumentStay, issue: { number: string; issuedOn: IsoDate }): TaxDocumentContent {
  const stayText = `Stay at ${stay.propertyName}, ${stay.checkIn} to ${stay.checkOut}`;
  const charges = stay.charges ?? [];
  const chargesPaise = charges.reduce((sum, charge) => sum + charge.totalPaise, 0);
  const lines: TaxDocumentLine[] = tax.gst
    ? tax.gst.lines.map((line) => ({
        description: `${stayText} (${line.nights} of ${formatNights(stay.nights)} at ${line.ratePercent}%)`,
        sac: ACCOMMODATION_SAC,
        quantity: line.nights,
        ratePercent: line.ratePercent,
        taxablePaise: line.taxablePaise,
        centralPaise: line.centralPaise,
        statePaise: line.statePaise,
        totalPaise: line.taxablePaise + line.centralPaise + line.statePaise,
      }))
    : [
        {
          description: stayText,
          sac: ACCOMMODATION_SAC,
          quantity: stay.nights,
          ratePercent: null,
          taxablePaise: stay.totalPaise - chargesPaise,
          centralPaise: 0,
          statePaise: 0,
          totalPaise: stay.totalPaise - chargesPaise,
        },
      ];
  lines.push(...charges.map(chargeDocumentLine));
  const sums = totals(lines);
  const state = tax.gst && tax.seller.state ? gstStateNamed(tax.seller.state) : undefined;
  return {
    kind: tax.gst ? 'invoice' : 'receipt',
    number: issue.number,
    issuedOn: issue.issuedOn,
    seller: tax.seller,
    guestName: stay.guestName,
    guestEmail: stay.guestEmail,
    business: tax.gst ? tax.business : null,
    booking: { reference: stay.reference, propertyName: stay.propertyName, checkIn: stay.checkIn, checkOut: stay.checkOut },
    placeOfSupply: state ? `${state.name} (${state.code})` : null,
    stateTax: tax.gst?.stateTax ?? null,
    lines,
    ...sums,
    amountInWords: amountInWords(sums.totalPaise),
    against: null,
  };
}

/**
 * The credit note of a refund: the refund shared over the invoice's lines in proportion to their
 * totals, and within each line its tax in proportion (equal halves, rounded to the paisa, the taxable
 * value the rest), so it adds up to the refund exactly. What the owner keeps stays taxed as invoiced.
 */
export function creditNoteContent(
  invoice: TaxDocumentContent,
  refundPaise: Paise,
  issue: { number: string; issuedOn: IsoDate },
  /** Why the value goes back, before each line's description: a refund, or new dates re-invoiced. */
  reason: 'Refund' | 'Change of dates' = 'Refund',
): TaxDocumentContent {
  // A policy refund never includes the non-refundable extras; a refund larger than the rest (the owner's full refund) does.
  const refundableTotal = invoice.lines.reduce((sum, line) => sum + (line.refundable === false ? 0 : line.totalPaise), 0);
  const spreadOver = (line: TaxDocumentLine) => (refundPaise > refundableTotal || line.refundable !== false ? line.totalPaise : 0);
  const parts = splitInProportion(refundPaise, invoice.lines.map(spreadOver));
  const lines = invoice.lines.flatMap((line, i): TaxDocumentLine[] => {
    if (spreadOver(line) === 0 && line.totalPaise > 0) return [];
    const part = parts[i]!;
    const half =
      line.totalPaise === 0
        ? 0
        : Number((2n * BigInt(part) * BigInt(line.centralPaise) + BigInt(line.totalPaise)) / (2n * BigInt(line.totalPaise)));
    return [
      {
        ...line,
        description: `${reason}: ${line.description}`,
        taxablePaise: part - 2 * half,
        centralPaise: half,
        statePaise: half,
        totalPaise: part,
      },
    ];
  });
  const sums = totals(lines);
  return {
    ...invoice,
    kind: 'creditNote',
    number: issue.number,
    issuedOn: issue.issuedOn,
    lines,
    ...sums,
    amountInWords: amountInWords(sums.totalPaise),
    against: { number: invoice.number, issuedOn: invoice.issuedOn },
  };
}
