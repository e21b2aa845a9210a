/**
 * The month's GSTR-1 files (docs/product/tax.md): the tables of the GST portal's offline tool as CSV,
 * with its column headers, from the documents issued in the month. Receipts are left out: an owner who
 * issues them is not registered and files no return. Every cell goes through the domain's guarded CSV,
 * so no cell runs as a formula.
 */
import { ACCOMMODATION_SAC, csvLine, csvRupees, reducesTax, type TaxDocumentContent } from '@hillnest/domain';

/**
 * Table 12, the HSN summary, in the two tabs the portal asks for from the May 2025 tax period:
 * hsn(b2b) for supplies to registered guests, hsn(b2c) for the others, with the columns the single
 * hsn sheet had (docs/decisions/0108).
 */
const HSN_COLUMNS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

export const GSTR1_COLUMNS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cs: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  'hsn(b2b)': HSN_COLUMNS,
  'hsn(b2c)': HSN_COLUMNS,
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;

export type Gstr1Table = keyof typeof GSTR1_COLUMNS;

/** A document as the month's rows carry it: its content and its serial in its series. */
export interface IssuedDocument {
  content: TaxDocumentContent;
  serial: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The offline tool's dates: '2026-11-29' → '29-Nov-2026'. */
export const gstr1Date = (date: string) => `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;

/** The offline tool's place of supply: 'Karnataka (29)' → '29-Karnataka'. */
function placeOf(content: TaxDocumentContent): string {
  const match = /^(.*) \((\d{2})\)$/.exec(content.placeOfSupply ?? '');
  return match ? `${match[2]}-${match[1]}` : '';
}

/** Rupees as a number cell; a negative net (more credited than invoiced) as a plain number, which the guard leaves alone. */
const rupees = (paise: number) => (paise >= 0 ? csvRupees(paise) : Number(csvRupees(paise)));

const SAC_DESCRIPTIONS: Record<string, string> = { [ACCOMMODATION_SAC]: 'Accommodation services' };

/** Sums of the lines of each rate (and SAC) in a document. */
function byRate(content: TaxDocumentContent, key: (line: TaxDocumentContent['lines'][number]) => string) {
  const groups = new Map<string, { rate: number; sac: string; taxable: number; central: number; state: number; total: number }>();
  for (const line of content.lines) {
    const k = key(line);
    const group = groups.get(k) ?? { rate: line.ratePercent ?? 0, sac: line.sac, taxable: 0, central: 0, state: 0, total: 0 };
    group.taxable += line.taxablePaise;
    group.central += line.centralPaise;
    group.state += line.statePaise;
    group.total += line.totalPaise;
    groups.set(k, group);
  }
  return [...groups.values()];
}

/** One row of an HSN tab: a SAC and rate, its invoices less its credit notes. */
export interface HsnRow {
  sac: string;
  rate: number;
  taxable: number;
  central: number;
  state: number;
  total: number;
}

/**
 * The documents the returns report: those with GST. Receipts, and the credit notes against them,
 * are an unregistered owner's, who files no return.
 */
export const withGst = <T extends { content: TaxDocumentContent }>(issued: readonly T[]) =>
  issued.filter(({ content }) => content.kind !== 'receipt' && content.placeOfSupply !== null);

/** Those whose tax the tables count: a credit note past its section 34(2) limit leaves the tax as invoiced. */
const taxedIn = <T extends { content: TaxDocumentContent }>(issued: readonly T[]) =>
  withGst(issued).filter(({ content }) => reducesTax(content));

/**
 * Table 12 in its two tabs: per SAC and rate, invoices less credit notes, a business guest's
 * documents (with a GSTIN: B2B and CDNR) in b2b and the others (B2CS) in b2c, so each tab adds up
 * to the tables the portal checks it against. Admin → Invoices shows the same sums.
 */
export function hsnSummary(documents: readonly { content: TaxDocumentContent }[]): Record<'b2b' | 'b2c', HsnRow[]> {
  const tabs = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  for (const { content } of taxedIn(documents)) {
    const sign = content.kind === 'creditNote' ? -1 : 1;
    const tab = tabs[content.business ? 'b2b' : 'b2c'];
    for (const group of byRate(content, (line) => `${line.sac}|${line.ratePercent ?? 0}`)) {
      const key = `${group.sac}|${group.rate}`;
      const row = tab.get(key) ?? { sac: group.sac, rate: group.rate, taxable: 0, central: 0, state: 0, total: 0 };
      row.taxable += sign * group.taxable;
      row.central += sign * group.central;
      row.state += sign * group.state;
      row.total += sign * group.total;
      tab.set(key, row);
    }
  }
  return { b2b: [...tabs.b2b.values()], b2c: [...tabs.b2c.values()] };
}

const hsnLines = (rows: readonly HsnRow[]) =>
  rows.map((row) =>
    csvLine([
      row.sac,
      SAC_DESCRIPTIONS[row.sac] ?? '',
      'NA',
      0,
      rupees(row.total),
      row.rate,
      rupees(row.taxable),
      csvRupees(0),
      rupees(row.central),
      rupees(row.state),
      csvRupees(0),
    ]),
  );

const file = (table: Gstr1Table, lines: string[]) => `${[csvLine(GSTR1_COLUMNS[table]), ...lines].join('\r\n')}\r\n`;

/**
 * The month's tables, file name → CSV text. B2B: one row per invoice and rate for a business guest.
 * B2CS: the other invoices by place of supply and rate, less the credit notes against them (the
 * accommodation is always supplied in the property's state, so no guest's note is a B2CL one and
 * CDNUR stays empty). CDNR: one row per credit note and rate for a business guest. HSN(B2B) and
 * HSN(B2C): hsnSummary. Docs: each series' first and last number, count and cancelled. A credit note
 * past its section 34(2) limit is in Docs only (docs/product/tax.md).
 */
export function gstr1Files(issued: readonly IssuedDocument[]): Record<`${Gstr1Table}.csv`, string> {
  const documents = withGst(issued);
  const b2b: string[] = [];
  const cdnr: string[] = [];
  const b2cs = new Map<string, { place: string; rate: number; taxable: number }>();

  for (const { content } of taxedIn(documents)) {
    const sign = content.kind === 'creditNote' ? -1 : 1;
    const place = placeOf(content);
    for (const group of byRate(content, (line) => String(line.ratePercent ?? 0))) {
      if (content.business && content.kind === 'invoice') {
        b2b.push(
          csvLine([
            content.business.gstin,
            content.business.name,
            content.number,
            gstr1Date(content.issuedOn),
            csvRupees(content.totalPaise),
            place,
            'N',
            '',
            'Regular B2B',
            '',
            group.rate,
            csvRupees(group.taxable),
            csvRupees(0),
          ]),
        );
      } else if (content.business) {
        cdnr.push(
          csvLine([
            content.business.gstin,
            content.business.name,
            content.number,
            gstr1Date(content.issuedOn),
            'C',
            place,
            'N',
            'Regular B2B',
            csvRupees(content.totalPaise),
            '',
            group.rate,
            csvRupees(group.taxable),
            csvRupees(0),
          ]),
        );
      } else {
        const key = `${place}|${group.rate}`;
        const row = b2cs.get(key) ?? { place, rate: group.rate, taxable: 0 };
        row.taxable += sign * group.taxable;
        b2cs.set(key, row);
      }
    }
  }

  const hsn = hsnSummary(documents);

  // Each series (prefix and year, e.g. 'INV/26-27') with the serials issued this month, late credit notes too.
  const series = new Map<string, { nature: string; first: IssuedDocument; last: IssuedDocument; count: number }>();
  for (const document of documents) {
    const name = document.content.number.slice(0, document.content.number.lastIndexOf('/'));
    const nature = document.content.kind === 'creditNote' ? 'Credit Note' : 'Invoices for outward supply';
    const entry = series.get(name);
    if (!entry) series.set(name, { nature, first: document, last: document, count: 1 });
    else {
      entry.count += 1;
      if (document.serial < entry.first.serial) entry.first = document;
      if (document.serial > entry.last.serial) entry.last = document;
    }
  }

  return {
    'b2b.csv': file('b2b', b2b),
    'b2cs.csv': file(
      'b2cs',
      [...b2cs.values()].map((row) => csvLine(['OE', row.place, '', row.rate, rupees(row.taxable), csvRupees(0), ''])),
    ),
    'cdnr.csv': file('cdnr', cdnr),
    'cdnur.csv': file('cdnur', []),
    'hsn(b2b).csv': file('hsn(b2b)', hsnLines(hsn.b2b)),
    'hsn(b2c).csv': file('hsn(b2c)', hsnLines(hsn.b2c)),
    'docs.csv': file(
      'docs',
      [...series.values()].map((entry) => csvLine([entry.nature, entry.first.content.number, entry.last.content.number, entry.count, 0])),
    ),
  };
}
