/**
 * Tax documents (docs/product/tax.md): the tax invoice (a receipt when no GST was charged) issued in
 * the transaction that confirms a booking, the credit note in the one that marks its refund paid, the
 * printable pages, and the month's figures and export for the returns.
 */
import { propertyZone } from '../settings/store';
import {
  creditNoteContent,
  documentNumber,
  financialYearOf,
  invoiceContent,
  nightsBetween,
  RECEIPT_PREFIX,
  todayIn,
  type BookingTax,
  type TaxDocumentContent,
  type TaxDocumentKind,
  type TaxDocumentSummary,
  type TaxDocumentList,
} from '@hillnest/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Database } from '../../db/client';
import { bookings, hotels } from '../../db/schema';

type BookingRow = typeof bookings.$inferSelect;
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import { amountPaidOf } from '../bookings/serialize';
import { documentsIssued, documentsOfBooking, insertTaxDocument, nextSerial, type TaxDocumentRow } from './queries';
import { renderTaxDocument } from './render';
import { taxExportCsv } from './export';

/** A booking held before there was GST recorded nothing: its document is a receipt from the business's name. */
const NO_TAX: BookingTax = {
  seller: { name: '', tradeName: '', address: '', gstin: null, state: null },
  series: { invoice: 'INV', creditNote: 'CN' },
  gst: null,
  business: null,
};

export const bookingTaxOfRow = (row: Pick<BookingRow, 'tax'>): BookingTax => (row.tax as BookingTax | null) ?? NO_TAX;

async function issue(
  deps: Pick<Deps, 'config' | 'cache' | 'now'>,
  tx: Database,
  kind: TaxDocumentKind,
  prefix: string,
  make: (issue: { number: string; issuedOn: string }) => TaxDocumentContent,
  ids: { bookingId: string; refundId: string | null },
): Promise<TaxDocumentRow> {
  // Read through the transaction (the site's time zone, Settings → Business).
  const issuedOn = todayIn(await propertyZone({ ...deps, db: tx }), deps.now());
  const financialYear = financialYearOf(issuedOn);
  const serial = await nextSerial(tx, kind, financialYear);
  const content = make({ number: documentNumber(prefix, financialYear, serial), issuedOn });
  return insertTaxDocument(tx, { ...ids, financialYear, serial, content });
}

/**
 * Issues a just-confirmed booking's tax invoice (or receipt), in the confirming transaction `tx`: its
 * number is taken from the series only when the booking is confirmed, so none is skipped.
 */
export async function issueInvoice(deps: Pick<Deps, 'config' | 'cache' | 'now'>, tx: Database, row: BookingRow): Promise<void> {
  const [hotel] = await tx.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, row.hotelId));
  const tax = bookingTaxOfRow(row);
  const kind = tax.gst ? 'invoice' : 'receipt';
  await issue(
    deps,
    tx,
    kind,
    tax.gst ? tax.series.invoice : RECEIPT_PREFIX,
    (number) =>
      invoiceContent(
        tax,
        {
          reference: row.reference,
          propertyName: hotel?.name ?? '',
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          nights: nightsBetween(row.checkIn, row.checkOut),
          guestName: `${row.firstName} ${row.lastName}`,
          guestEmail: row.email,
          totalPaise: amountPaidOf(row),
          charges: row.charges,
        },
        number,
      ),
    { bookingId: row.id, refundId: null },
  );
}

/**
 * Issues the credit note of a refund the provider has paid, in the transaction that records it. A
 * booking paid before invoices were issued has none to credit, and gets none.
 */
export async function issueCreditNote(
  deps: Pick<Deps, 'config' | 'cache' | 'now'>,
  tx: Database,
  refund: { id: string; bookingId: string; amount: number },
): Promise<void> {
  const invoice = (await documentsOfBooking(tx, refund.bookingId)).find((document) => document.kind !== 'creditNote');
  if (!invoice) return;
  const [booking] = await tx.select({ tax: bookings.tax }).from(bookings).where(eq(bookings.id, refund.bookingId));
  const tax = bookingTaxOfRow(booking ?? { tax: null });
  await issue(
    deps,
    tx,
    'creditNote',
    tax.series.creditNote,
    (number) => creditNoteContent(invoice.content as TaxDocumentContent, refund.amount, number),
    { bookingId: refund.bookingId, refundId: refund.id },
  );
}

const summaryOf = (row: TaxDocumentRow): TaxDocumentSummary => ({
  _id: row.id,
  kind: row.kind,
  number: row.number,
  issuedOn: row.issuedOn,
  totalPaise: (row.content as TaxDocumentContent).totalPaise,
});

/** A booking's documents as the confirmation lists them. */
export async function bookingDocuments(deps: Pick<Deps, 'db'>, bookingId: string): Promise<TaxDocumentSummary[]> {
  return (await documentsOfBooking(deps.db, bookingId)).map(summaryOf);
}

/** The booking's invoice (or receipt) as the confirmation e-mail attaches it; null before it is issued. */
export async function invoiceAttachment(deps: Pick<Deps, 'db'>, bookingId: string): Promise<{ number: string; html: string } | null> {
  const invoice = (await documentsOfBooking(deps.db, bookingId)).find((document) => document.kind !== 'creditNote');
  return invoice ? { number: invoice.number, html: renderTaxDocument(invoice.content as TaxDocumentContent) } : null;
}

/** The printable page of a booking's invoice (or receipt), or of its credit note; 404 when it has none. */
export async function documentPage(deps: Pick<Deps, 'db'>, bookingId: string, which: 'invoice' | 'creditNote'): Promise<string> {
  const documents = isUuid(bookingId) ? await documentsOfBooking(deps.db, bookingId) : [];
  const found = documents.find((document) => (which === 'creditNote') === (document.kind === 'creditNote'));
  if (!found) throw notFound(which === 'creditNote' ? 'This booking has no credit note' : 'This booking has no invoice yet');
  return renderTaxDocument(found.content as TaxDocumentContent);
}

/** The first day of a month and of the next one: '2026-11' → ['2026-11-01', '2026-12-01']. */
function monthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/** Admin → Invoices: the documents issued in a month, credit notes beside the invoice they name. */
export async function monthDocuments(deps: Pick<Deps, 'db'>, month: string): Promise<TaxDocumentList> {
  const rows = await documentsIssued(deps.db, ...monthRange(month));
  return {
    month,
    documents: rows.map((row) => {
      const content = row.content as TaxDocumentContent;
      return {
        ...summaryOf(row),
        bookingId: row.bookingId,
        reference: content.booking.reference,
        guestName: content.business?.name ?? content.guestName,
        buyerGstin: content.business?.gstin ?? null,
        against: content.against?.number ?? null,
        taxablePaise: content.taxablePaise,
        taxPaise: content.centralPaise + content.statePaise,
      };
    }),
  };
}

/** The month's documents for the returns, as one CSV (export.ts). */
export async function monthExport(deps: Pick<Deps, 'db'>, month: string): Promise<string> {
  const rows = await documentsIssued(deps.db, ...monthRange(month));
  return taxExportCsv(rows.map((row) => row.content as TaxDocumentContent));
}
