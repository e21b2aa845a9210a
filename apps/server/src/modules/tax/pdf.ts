/**
 * A tax document as an A4 PDF (docs/product/tax.md): everything Rule 46 asks for, drawn from the stored
 * snapshot only, so rendering it again gives the same document. The text is real text in an embedded
 * font that has the rupee sign (assets/fonts, DejaVu Sans), so it can be selected and searched, and
 * nothing is fetched to draw it. Every line the document carries is drawn, whatever it is for.
 */
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  creditNoteLimitOf,
  formatLongDate,
  formatPaise,
  LATE_CREDIT_NOTE_TEXT,
  reducesTax,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentContent,
} from '@hillnest/domain';
import { SERVER_ROOT } from '../../config';

const FONTS = path.join(SERVER_ROOT, 'assets', 'fonts');
const REGULAR = path.join(FONTS, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS, 'DejaVuSans-Bold.ttf');

const MARGIN = 40;
/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#94a3b8';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** The file name a document is downloaded as: its number, with '/' (not allowed in a file name) as '-'. */
export const documentFileName = (doc: Pick<TaxDocumentContent, 'number'>) => `${doc.number.replaceAll('/', '-')}.pdf`;

export function renderTaxDocumentPdf(doc: TaxDocumentContent): Promise<Buffer> {
  const title = TAX_DOCUMENT_TITLES[doc.kind];
  const taxed = doc.kind !== 'receipt' && doc.stateTax !== null;
  const stateTax = doc.stateTax ?? 'SGST';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The date of issue, not of drawing: the same document renders to the same file.
    info: { Title: `${title} ${doc.number}`, Author: doc.seller.name, CreationDate: new Date(`${doc.issuedOn}T00:00:00Z`) },
    lang: 'en-IN',
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);
  pdf.fillColor(INK);

  // Title, number and date.
  pdf.font('bold').fontSize(18).text(title, MARGIN, MARGIN);
  pdf.moveDown(0.3).font('regular').fontSize(10);
  pdf.text(`${title} number: ${doc.number}`);
  pdf.text(`Date: ${formatLongDate(doc.issuedOn)}`);
  if (doc.against) pdf.text(`Against invoice: ${doc.against.number} of ${formatLongDate(doc.against.issuedOn)}`);
  if (!reducesTax(doc)) pdf.text(`${LATE_CREDIT_NOTE_TEXT} (limit ${formatLongDate(creditNoteLimitOf(doc.against!.issuedOn))}).`);
  pdf.moveDown(0.8);

  // The parties, side by side.
  const partiesTop = pdf.y;
  const half = (WIDTH - 20) / 2;
  const seller = [
    doc.seller.tradeName && doc.seller.tradeName !== doc.seller.name ? `Trading as ${doc.seller.tradeName}` : '',
    doc.seller.address,
    doc.seller.gstin ? `GSTIN: ${doc.seller.gstin}` : '',
    doc.seller.state ? `State: ${doc.seller.state}` : '',
  ].filter(Boolean);
  pdf.font('bold').fontSize(11).text('From', MARGIN, partiesTop, { width: half });
  pdf.text(doc.seller.name, { width: half });
  pdf.font('regular').fontSize(10).text(seller.join('\n'), { width: half });
  const sellerBottom = pdf.y;
  const buyer = doc.business
    ? [doc.business.address, `GSTIN: ${doc.business.gstin}`, `Guest: ${doc.guestName}`, doc.guestEmail]
    : [doc.guestEmail];
  const right = MARGIN + half + 20;
  pdf.font('bold').fontSize(11).text('Billed to', right, partiesTop, { width: half });
  pdf.text(doc.business?.name ?? doc.guestName, { width: half });
  pdf.font('regular').fontSize(10).text(buyer.join('\n'), { width: half });
  pdf.y = Math.max(sellerBottom, pdf.y) + 12;

  // The stay and where it is supplied.
  pdf.x = MARGIN;
  pdf.text(
    `Booking: ${doc.booking.reference}, ${doc.booking.propertyName}, ${formatLongDate(doc.booking.checkIn)} to ${formatLongDate(doc.booking.checkOut)}`,
    { width: WIDTH },
  );
  if (doc.placeOfSupply) pdf.text(`Place of supply: ${doc.placeOfSupply}`, { width: WIDTH });
  pdf.moveDown(0.8);

  // The lines: one row each, the taxes with their rates.
  const columns: Column[] = taxed
    ? [
        { title: 'Description', width: 147, align: 'left' },
        { title: 'SAC', width: 48, align: 'left' },
        { title: 'Nights', width: 46, align: 'right' },
        { title: 'Taxable value', width: 70, align: 'right' },
        { title: 'CGST', width: 66, align: 'right' },
        { title: stateTax, width: 66, align: 'right' },
        { title: 'Amount', width: WIDTH - 147 - 48 - 46 - 70 - 66 - 66, align: 'right' },
      ]
    : [
        { title: 'Description', width: 270, align: 'left' },
        { title: 'SAC', width: 60, align: 'left' },
        { title: 'Nights', width: 55, align: 'right' },
        { title: 'Amount', width: WIDTH - 270 - 60 - 55, align: 'right' },
      ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(9);
    const heights = cells.map((cell, i) => pdf.heightOfString(cell, { width: columns[i]!.width - 8 }));
    const height = Math.max(...heights) + 8;
    if (pdf.y + height > PAGE.height - MARGIN - 60) pdf.addPage();
    const top = pdf.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      pdf.text(cell, x + 4, top + 4, { width: column.width - 8, align: column.align });
      x += column.width;
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + WIDTH, top + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  const rate = (percent: number | null) => (percent === null ? '' : `\n@ ${percent / 2}%`);
  row(
    columns.map((column) => column.title),
    'bold',
  );
  for (const line of doc.lines) {
    row(
      taxed
        ? [
            line.description,
            line.sac,
            String(line.quantity),
            formatPaise(line.taxablePaise),
            `${formatPaise(line.centralPaise)}${rate(line.ratePercent)}`,
            `${formatPaise(line.statePaise)}${rate(line.ratePercent)}`,
            formatPaise(line.totalPaise),
          ]
        : [line.description, line.sac, String(line.quantity), formatPaise(line.totalPaise)],
      'regular',
    );
  }
  row(
    taxed
      ? [
          'Total',
          '',
          '',
          formatPaise(doc.taxablePaise),
          formatPaise(doc.centralPaise),
          formatPaise(doc.statePaise),
          formatPaise(doc.totalPaise),
        ]
      : ['Total', '', '', formatPaise(doc.totalPaise)],
    'bold',
  );

  pdf.moveDown(1).font('bold').fontSize(10).text('Amount in words: ', MARGIN, pdf.y, { continued: true, width: WIDTH });
  pdf.font('regular').text(doc.amountInWords);
  if (doc.kind === 'receipt')
    pdf.moveDown(0.5).fillColor(MUTED).text('No GST is charged: the supplier is not registered for GST.').fillColor(INK);

  // The signature block: the seller's name above "Authorised signatory" (Rule 46(q)).
  pdf.moveDown(3);
  pdf.font('regular').fontSize(10).text(`For ${doc.seller.name}`, MARGIN, pdf.y, { width: WIDTH, align: 'right' });
  pdf.moveDown(2).text('Authorised signatory', { width: WIDTH, align: 'right' });
  pdf.end();
  return done;
}
