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
  financialYearRange,
  invoiceContent,
  nightsBetween,
  RECEIPT_PREFIX,
  reducesTax,
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
import { bookings, hotels, type OutboxAttachment } from '../../db/schema';

type BookingRow = typeof bookings.$inferSelect;
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import {
  documentsIssued,
  documentsOfBooking,
  documentsOfBookings,
  findTaxDocument,
  insertTaxDocument,
  nextSerial,
  type TaxDocumentRow,
} from './queries';
import { documentFileName, renderTaxDocumentPdf } from './pdf';
import { taxExportCsv } from './export';
import { gstr1Files, hsnSummary } from './gstr1';
import { strToU8, zipSync } from 'fflate';

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
  ids: { bookingId: string; refundId: string | null; replacesId: string | null },
): Promise<TaxDocumentRow> {
  // Read through the transaction (the site's time zone, Settings → Business).
  const issuedOn = todayIn(await propertyZone({ ...deps, db: tx }), deps.now());
  const financialYear = financialYearOf(issuedOn);
  const serial = await nextSerial(tx, kind, financialYear);
  const content = make({ number: documentNumber(prefix, financialYear, serial), issuedOn });
  return insertTaxDocument(tx, { ...ids, financialYear, serial, content });
}

/**
 * The booking's invoice (or receipt) in force: the one no later invoice replaces (new dates re-invoice
 * a stay, decision 0092). Undefined for a booking paid before invoices were issued.
 */
export function currentInvoiceOf<Row extends Pick<TaxDocumentRow, 'id' | 'kind' | 'replacesId'>>(
  documents: readonly Row[],
): Row | undefined {
  const replaced = new Set(documents.map((document) => document.replacesId));
  return documents.find((document) => document.kind !== 'creditNote' && !replaced.has(document.id));
}

/**
 * Issues a just-confirmed booking's tax invoice (or receipt), in the confirming transaction `tx`: its
 * number is taken from the series only when the booking is confirmed, so none is skipped. `replaces`:
 * the invoice this one is issued instead of (new dates), already credited in full.
 */
export async function issueInvoice(
  deps: Pick<Deps, 'config' | 'cache' | 'now'>,
  tx: Database,
  row: BookingRow,
  replaces: string | null = null,
): Promise<void> {
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
          // The booking's full value, deposit or not: the balance paid later gets no invoice of its own (issue 36).
          totalPaise: row.totalCost,
          charges: row.charges,
        },
        number,
      ),
    { bookingId: row.id, refundId: null, replacesId: replaces },
  );
}

/**
 * New dates for a confirmed booking (the front desk): its invoice no longer describes the stay, so it
 * is credited (what is left of it after earlier credit notes) and a new invoice is issued for the stay
 * as the row now records it, in the transaction `tx` that moved it (decision 0092).
 */
export async function reissueInvoice(deps: Pick<Deps, 'config' | 'cache' | 'now'>, tx: Database, row: BookingRow): Promise<void> {
  const documents = await documentsOfBooking(tx, row.id);
  const current = currentInvoiceOf(documents);
  if (!current) return;
  const invoice = current.content as TaxDocumentContent;
  const credited = documents
    .filter((document) => (document.content as TaxDocumentContent).against?.number === invoice.number)
    .reduce((sum, document) => sum + (document.content as TaxDocumentContent).totalPaise, 0);
  if (invoice.totalPaise - credited > 0)
    await issue(
      deps,
      tx,
      'creditNote',
      bookingTaxOfRow(row).series.creditNote,
      (number) => creditNoteContent(invoice, invoice.totalPaise - credited, number, 'Change of dates'),
      { bookingId: row.id, refundId: null, replacesId: null },
    );
  await issueInvoice(deps, tx, row, current.id);
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
  const invoice = currentInvoiceOf(await documentsOfBooking(tx, refund.bookingId));
  if (!invoice) return;
  const [booking] = await tx.select({ tax: bookings.tax }).from(bookings).where(eq(bookings.id, refund.bookingId));
  const tax = bookingTaxOfRow(booking ?? { tax: null });
  await issue(
    deps,
    tx,
    'creditNote',
    tax.series.creditNote,
    (number) => creditNoteContent(invoice.content as TaxDocumentContent, refund.amount, number),
    { bookingId: refund.bookingId, refundId: refund.id, replacesId: null },
  );
}

export const DOCUMENT_NOT_FOUND = 'Document not found';

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

/** Each booking's documents as My Bookings lists them, in one read. */
export async function documentsByBooking(deps: Pick<Deps, 'db'>, bookingIds: string[]): Promise<Map<string, TaxDocumentSummary[]>> {
  const byBooking = new Map<string, TaxDocumentSummary[]>();
  for (const row of await documentsOfBookings(deps.db, bookingIds)) {
    byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), summaryOf(row)]);
  }
  return byBooking;
}

/**
 * The booking's invoice (or receipt) in force as the confirmation e-mail attaches it (a PDF, base64 in
 * the outbox); null before it is issued.
 */
export async function invoiceAttachment(deps: Pick<Deps, 'db'>, bookingId: string): Promise<OutboxAttachment | null> {
  const invoice = currentInvoiceOf(await documentsOfBooking(deps.db, bookingId));
  if (!invoice) return null;
  const content = invoice.content as TaxDocumentContent;
  return {
    filename: documentFileName(content),
    contentType: 'application/pdf',
    content: (await renderTaxDocumentPdf(content)).toString('base64'),
    encoding: 'base64',
  };
}

export interface DocumentFile {
  filename: string;
  pdf: Buffer;
}

const fileOf = async (row: TaxDocumentRow): Promise<DocumentFile> => {
  const content = row.content as TaxDocumentContent;
  return { filename: documentFileName(content), pdf: await renderTaxDocumentPdf(content) };
};

/**
 * One of a booking's documents as a PDF, for a caller who may read the booking (its link, its guest):
 * 404 when the booking has no such document.
 */
export async function bookingDocumentFile(deps: Pick<Deps, 'db'>, bookingId: string, documentId: string): Promise<DocumentFile> {
  const row = isUuid(documentId) ? await findTaxDocument(deps.db, documentId) : undefined;
  if (!row || row.bookingId !== bookingId) throw notFound(DOCUMENT_NOT_FOUND);
  return fileOf(row);
}

/** Any document as a PDF (administrator). */
export async function documentFile(deps: Pick<Deps, 'db'>, documentId: string): Promise<DocumentFile> {
  const row = isUuid(documentId) ? await findTaxDocument(deps.db, documentId) : undefined;
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return fileOf(row);
}

/** The first day of a month and of the next one: '2026-11' → ['2026-11-01', '2026-12-01']. */
function monthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/** Whether a document is one a search of the Invoices page names: by number, guest (or business) or booking reference. */
function matchesSearch(row: TaxDocumentRow, search: string): boolean {
  const content = row.content as TaxDocumentContent;
  const words = [row.number, content.booking.reference, content.guestName, content.business?.name ?? ''];
  return words.some((word) => word.toLowerCase().includes(search));
}

/**
 * Admin → Invoices: the documents issued in a month or a financial year, those a search names when
 * one is given, credit notes beside the invoice they name, and the sums of the GSTR-1 files' two HSN
 * tabs over them.
 */
export async function listTaxDocuments(
  deps: Pick<Deps, 'db'>,
  query: { month?: string; financialYear?: string; q?: string },
): Promise<TaxDocumentList> {
  const period = query.month ?? query.financialYear!;
  const range = query.month ? monthRange(query.month) : financialYearRange(period);
  const search = query.q?.toLowerCase() ?? '';
  const rows = (await documentsIssued(deps.db, ...range)).filter((row) => matchesSearch(row, search));
  const hsn = hsnSummary(rows.map((row) => ({ content: row.content as TaxDocumentContent })));
  const tabTotal = (tab: readonly { taxable: number; central: number; state: number }[]) => ({
    taxablePaise: tab.reduce((sum, row) => sum + row.taxable, 0),
    taxPaise: tab.reduce((sum, row) => sum + row.central + row.state, 0),
  });
  return {
    period,
    hsn: { b2b: tabTotal(hsn.b2b), b2c: tabTotal(hsn.b2c) },
    documents: rows.map((row) => {
      const content = row.content as TaxDocumentContent;
      return {
        ...summaryOf(row),
        bookingId: row.bookingId,
        reference: content.booking.reference,
        guestName: content.business?.name ?? content.guestName,
        buyerGstin: content.business?.gstin ?? null,
        against: content.against?.number ?? null,
        reducesTax: reducesTax(content),
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

/** The month's GSTR-1 files (gstr1.ts), zipped: one CSV per table of the offline tool. */
export async function monthGstr1Zip(deps: Pick<Deps, 'db'>, month: string): Promise<Buffer> {
  const rows = await documentsIssued(deps.db, ...monthRange(month));
  const files = gstr1Files(rows.map((row) => ({ content: row.content as TaxDocumentContent, serial: row.serial })));
  // A fixed time in the archive, so the same month gives the same file.
  const mtime = new Date(`${month}-01T00:00:00Z`);
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, csv]) => [name, [strToU8(csv), { mtime }]]))));
}
