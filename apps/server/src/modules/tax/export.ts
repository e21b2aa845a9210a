/**
 * The month's documents for the returns (docs/product/tax.md): one row per document line, in the
 * figures GSTR-1 asks for (type, number, date, recipient GSTIN, place of supply, rate, taxable value,
 * each tax), written through the domain's guarded CSV so no cell runs as a formula.
 */
import { csvDocument, csvLine, csvRupees, TAX_DOCUMENT_TITLES, type TaxDocumentContent } from '@hillnest/domain';

export const TAX_EXPORT_COLUMNS = [
  'Document type',
  'Document number',
  'Document date',
  'Against invoice',
  'Booking reference',
  'Recipient GSTIN',
  'Recipient name',
  'Place of supply',
  'SAC',
  'Description',
  'Quantity',
  'Rate',
  'Taxable value',
  'CGST',
  'SGST/UTGST',
  'Total',
] as const;

export function taxExportCsv(documents: readonly TaxDocumentContent[]): string {
  const lines = documents.flatMap((document) =>
    document.lines.map((line) =>
      csvLine([
        TAX_DOCUMENT_TITLES[document.kind],
        document.number,
        document.issuedOn,
        document.against?.number ?? '',
        document.booking.reference,
        document.business?.gstin ?? '',
        document.business?.name ?? document.guestName,
        document.placeOfSupply ?? '',
        line.sac,
        line.description,
        line.quantity,
        line.ratePercent ?? 0,
        csvRupees(line.taxablePaise),
        csvRupees(line.centralPaise),
        csvRupees(line.statePaise),
        csvRupees(line.totalPaise),
      ]),
    ),
  );
  return csvDocument(TAX_EXPORT_COLUMNS, lines);
}
