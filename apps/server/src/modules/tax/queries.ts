import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TaxDocumentContent, TaxDocumentKind } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { taxDocuments, taxDocumentSeries } from '../../db/schema';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/**
 * The next serial of a series in a financial year, in the caller's transaction: the series' row stays
 * locked until it ends, so concurrent issues (any instance) take turns, and a rolled-back issue gives
 * its serial back. Consecutive and never reused; the unique indexes are the guarantee.
 */
export async function nextSerial(tx: Database, kind: TaxDocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentSeries)
    .values({ kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentSeries.kind, taxDocumentSeries.financialYear],
      set: { lastSerial: sql`${taxDocumentSeries.lastSerial} + 1` },
    })
    .returning({ lastSerial: taxDocumentSeries.lastSerial });
  return row!.lastSerial;
}

export async function insertTaxDocument(
  tx: Database,
  values: {
    bookingId: string;
    refundId: string | null;
    replacesId: string | null;
    financialYear: string;
    serial: number;
    content: TaxDocumentContent;
  },
): Promise<TaxDocumentRow> {
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      bookingId: values.bookingId,
      refundId: values.refundId,
      replacesId: values.replacesId,
      kind: values.content.kind,
      financialYear: values.financialYear,
      serial: values.serial,
      number: values.content.number,
      issuedOn: values.content.issuedOn,
      content: values.content,
    })
    .returning();
  return row!;
}

/** A booking's documents in the order they were issued, invoices (or receipts) before credit notes of the same moment. */
export async function documentsOfBooking(db: Database, bookingId: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, bookingId))
    .orderBy(asc(taxDocuments.createdAt), sql`${taxDocuments.kind} = 'creditNote'`, asc(taxDocuments.serial));
}

/** The documents of several bookings, in the order each booking's were issued. */
export async function documentsOfBookings(db: Database, bookingIds: string[]): Promise<TaxDocumentRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(taxDocuments)
    .where(inArray(taxDocuments.bookingId, bookingIds))
    .orderBy(asc(taxDocuments.createdAt), sql`${taxDocuments.kind} = 'creditNote'`, asc(taxDocuments.serial));
}

export async function findTaxDocument(db: Database, id: string): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row;
}

/** The documents issued from `from` (inclusive) to `until` (exclusive), in the order they were issued. */
export async function documentsIssued(db: Database, from: string, until: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedOn, from), lt(taxDocuments.issuedOn, until)))
    .orderBy(asc(taxDocuments.issuedOn), asc(taxDocuments.createdAt), asc(taxDocuments.number));
}
