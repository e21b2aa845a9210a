/**
 * A tax document as a printable A4 page (docs/product/tax.md): everything Rule 46 asks for, from the
 * stored snapshot only, so printing it again gives the same page. No script and no outside request;
 * the browser's Print saves it as a PDF.
 */
import { formatLongDate, formatPaise, TAX_DOCUMENT_TITLES, type TaxDocumentContent } from '@hillnest/domain';
import { html } from '../email/html';

const STYLE = `
@page { size: A4; margin: 16mm; }
body { font: 14px/1.45 system-ui, sans-serif; color: #0f172a; max-width: 780px; margin: 24px auto; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; }
table { width: 100%; border-collapse: collapse; margin: 16px 0; }
th, td { border: 1px solid #94a3b8; padding: 6px 8px; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; white-space: nowrap; }
.parties { display: flex; flex-wrap: wrap; gap: 24px; }
.parties > div { flex: 1 1 260px; }
.sign { margin-top: 48px; text-align: right; }
.print-hint { color: #475569; font-size: 13px; }
@media print { .print-hint { display: none; } }
`;

export function renderTaxDocument(doc: TaxDocumentContent): string {
  const title = TAX_DOCUMENT_TITLES[doc.kind];
  const taxed = doc.kind !== 'receipt' && doc.stateTax !== null;
  const stateTax = doc.stateTax ?? 'SGST';
  const rows = doc.lines.map(
    (line) =>
      html`<tr>
        <td>${line.description}</td>
        <td>${line.sac}</td>
        <td class="n">${line.quantity}</td>
        <td class="n">${formatPaise(line.taxablePaise)}</td>
        ${
          taxed
            ? html`<td class="n">${line.ratePercent! / 2}%</td>
                <td class="n">${formatPaise(line.centralPaise)}</td>
                <td class="n">${line.ratePercent! / 2}%</td>
                <td class="n">${formatPaise(line.statePaise)}</td>`
            : ''
        }
        <td class="n">${formatPaise(line.totalPaise)}</td>
      </tr>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} ${doc.number}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <p class="print-hint">Use your browser's Print to keep a copy or save it as a PDF.</p>
        <h1>${title}</h1>
        <p>
          <strong>${title} number:</strong> ${doc.number}<br />
          <strong>Date:</strong> ${formatLongDate(doc.issuedOn)}
          ${doc.against ? html`<br /><strong>Against invoice:</strong> ${doc.against.number} of ${formatLongDate(doc.against.issuedOn)}` : ''}
        </p>
        <div class="parties">
          <div>
            <h2>From</h2>
            <p>
              <strong>${doc.seller.name}</strong>${
                doc.seller.tradeName && doc.seller.tradeName !== doc.seller.name ? html`<br />Trading as ${doc.seller.tradeName}` : ''
              }<br />
              ${doc.seller.address} ${doc.seller.gstin ? html`<br />GSTIN: ${doc.seller.gstin}` : ''}
              ${doc.seller.state ? html`<br />State: ${doc.seller.state}` : ''}
            </p>
          </div>
          <div>
            <h2>Billed to</h2>
            <p>
              ${
                doc.business
                  ? html`<strong>${doc.business.name}</strong><br />${doc.business.address}<br />GSTIN: ${doc.business.gstin}<br />Guest: `
                  : ''
              }${doc.guestName}<br />${doc.guestEmail}
            </p>
          </div>
        </div>
        <p>
          <strong>Booking:</strong> ${doc.booking.reference}, ${doc.booking.propertyName}, ${formatLongDate(doc.booking.checkIn)} to
          ${formatLongDate(doc.booking.checkOut)}
          ${doc.placeOfSupply ? html`<br /><strong>Place of supply:</strong> ${doc.placeOfSupply}` : ''}
        </p>
        <table>
          <thead>
            <tr>
              <th>Description</th>
              <th>SAC</th>
              <th class="n">Nights</th>
              <th class="n">Taxable value</th>
              ${
                taxed
                  ? html`<th class="n">CGST rate</th>
                      <th class="n">CGST</th>
                      <th class="n">${stateTax} rate</th>
                      <th class="n">${stateTax}</th>`
                  : ''
              }
              <th class="n">Amount</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
          <tfoot>
            <tr>
              <th colspan="3">Total</th>
              <th class="n">${formatPaise(doc.taxablePaise)}</th>
              ${
                taxed
                  ? html`<th></th>
                      <th class="n">${formatPaise(doc.centralPaise)}</th>
                      <th></th>
                      <th class="n">${formatPaise(doc.statePaise)}</th>`
                  : ''
              }
              <th class="n">${formatPaise(doc.totalPaise)}</th>
            </tr>
          </tfoot>
        </table>
        <p><strong>Amount in words:</strong> ${doc.amountInWords}</p>
        ${doc.kind === 'receipt' ? html`<p>No GST is charged: the supplier is not registered for GST.</p>` : ''}
        <div class="sign">
          <p>For ${doc.seller.name}</p>
          <p>Authorised signatory</p>
        </div>
      </body>
    </html>`.value;
}
