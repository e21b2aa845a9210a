/**
 * The frame every e-mail is drawn in: a table layout with inline styles (what Gmail, Outlook and
 * Apple Mail render alike), and escaping for everything that comes from stored data.
 */
import type { MailBrand } from './settings';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: a guest's name or a property's description can never become markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A trusted HTML fragment (built with `html` from escaped parts). */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = string | number | Html | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** Tagged template: every interpolated value is escaped unless it is already Html. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Html(out);
}

export const button = (href: string, label: string) =>
  html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0">
    <tr>
      <td style="border-radius:6px;background:#0f766e">
        <a
          href="${href}"
          style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:bold;text-decoration:none;font-family:Arial,Helvetica,sans-serif"
          >${label}</a
        >
      </td>
    </tr>
  </table>`;

export const paragraph = (content: Part) => html`<p style="margin:0 0 14px;line-height:1.5">${content}</p>`;

/** Label/value rows of a summary table. */
export const detailRows = (rows: readonly (readonly [string, Part])[]) =>
  html`<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:8px 0 18px">
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <td style="padding:6px 12px 6px 0;color:#475569;vertical-align:top;white-space:nowrap">${label}</td>
          <td style="padding:6px 0;color:#0f172a;font-weight:bold">${value}</td>
        </tr>`,
    )}
  </table>`;

/** The business's contact details in the order a signature gives them (those set only). */
const contactParts = (brand: MailBrand) => [brand.address, brand.phone, brand.email].filter((part): part is string => !!part);

/**
 * The end of every e-mail's plain-text part: the business's name and contact details from Settings →
 * Business. The HTML part's footer (`layout`) says the same.
 */
export function textSignature(brand: MailBrand): string {
  return ['', '--', brand.name, ...contactParts(brand)].join('\n');
}

/**
 * The whole document: a 600 px card on a grey page, the business's logo (else its name) on top, and a
 * footer of the business's name, why the recipient gets this (`footer`) and the business's contact details.
 */
export function layout(input: { title: string; preheader: string; body: Html; footer: string | Html; brand: MailBrand }): string {
  const { name, logoUrl } = input.brand;
  const top = logoUrl
    ? html`<img src="${logoUrl}" alt="${name}" height="40" style="display:block;height:40px;width:auto;border:0" />`
    : name;
  return `<!doctype html>${
    html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${input.title}</title>
      </head>
      <body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
        <span style="display:none;max-height:0;overflow:hidden">${input.preheader}</span>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;width:100%;background:#ffffff;border-radius:10px"
              >
                <tr>
                  <td
                    style="padding:20px 28px;background:#134e4a;border-radius:10px 10px 0 0;color:#ffffff;font-size:22px;font-weight:bold"
                  >
                    ${top}
                  </td>
                </tr>
                <tr>
                  <td style="padding:28px;font-size:15px">${input.body}</td>
                </tr>
                <tr>
                  <td style="padding:16px 28px;color:#64748b;font-size:12px;border-top:1px solid #e2e8f0">
                    ${input.brand.name} · ${input.footer}
                    ${contactParts(input.brand).length ? html`<br />${contactParts(input.brand).join(' · ')}` : null}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value
  }`;
}
