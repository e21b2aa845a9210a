/** Admin → Invoices (docs/product/tax.md): each document opens its PDF, and the month's exports download for the returns. */
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedIn } from '../../test/render';

describe('the invoices page', () => {
  it('links each document to its PDF and the month to its GSTR-1 files and CSV, with the files’ HSN sums', async () => {
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/tax/documents': () => ({
        status: 200,
        body: {
          period: '2026-11',
          hsn: { b2b: { taxablePaise: 600_000, taxPaise: 30_000 }, b2c: { taxablePaise: -100_000, taxPaise: -5_000 } },
          documents: [
            {
              _id: 'd1',
              kind: 'invoice',
              number: 'INV/26-27/00007',
              issuedOn: '2026-11-20',
              totalPaise: 630_000,
              bookingId: 'b1',
              reference: 'HN-7K3QX2',
              guestName: 'Acme Travel',
              buyerGstin: '27AAPFU0939F1ZV',
              against: null,
              reducesTax: true,
              taxablePaise: 600_000,
              taxPaise: 30_000,
            },
            {
              _id: 'd2',
              kind: 'creditNote',
              number: 'CN/26-27/00003',
              issuedOn: '2026-12-01',
              totalPaise: 105_000,
              bookingId: 'b2',
              reference: 'HN-PQ4RS5',
              guestName: 'Meera Iyer',
              buyerGstin: null,
              against: 'INV/25-26/00040',
              reducesTax: false,
              taxablePaise: 100_000,
              taxPaise: 5_000,
            },
          ],
        },
      }),
    });
    renderApp('/admin/invoices?month=2026-11');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'INV/26-27/00007' }).getAttribute('href')).toBe('/api/admin/tax/documents/d1');
    // A credit note past the section 34(2) limit is said to be one, and takes nothing off the month's tax.
    expect(within(table).getByRole('row', { name: /CN\/26-27\/00003/ }).textContent).toContain(
      'Issued after the section 34(2) limit: the GST is not reduced',
    );
    expect(screen.getByTestId('month-totals').textContent).toBe('Taxable value ₹6,000 · GST ₹300 (credit notes taken off)');
    // The sums of the GSTR-1 files' two HSN tabs, as the server computed them (a month's credit notes can outweigh its B2C invoices).
    expect(screen.getByTestId('hsn-totals').textContent).toBe(
      'In the GSTR-1 files: B2B taxable value ₹6,000 · GST ₹300; B2C taxable value -₹1,000 · GST -₹50',
    );
    expect(screen.getByRole('link', { name: 'Download the GSTR-1 files (ZIP)' }).getAttribute('href')).toBe(
      '/api/admin/tax/gstr1.zip?month=2026-11',
    );
    expect(screen.getByRole('link', { name: 'Download the month for GST returns (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/tax/export.csv?month=2026-11',
    );
  });

  it('lists a financial year and searches by number, guest or booking; the month’s files are offered for a month only', async () => {
    const asked: string[] = [];
    const zero = { taxablePaise: 0, taxPaise: 0 };
    const invoice = {
      _id: 'd1',
      kind: 'invoice',
      number: 'INV/25-26/00012',
      issuedOn: '2025-12-02',
      totalPaise: 630_000,
      bookingId: 'b1',
      reference: 'HN-7K3QX2',
      guestName: 'Asha Rao',
      buyerGstin: null,
      against: null,
      reducesTax: true,
      taxablePaise: 600_000,
      taxPaise: 30_000,
    };
    fakeServer({
      ...signedIn(true),
      'GET /api/admin/tax/documents': (_init, url) => {
        const query = url!.searchParams;
        asked.push(url!.search);
        const period = query.get('month') ?? query.get('financialYear');
        return { status: 200, body: { period, hsn: { b2b: zero, b2c: zero }, documents: query.get('q') ? [] : [invoice] } };
      },
    });
    renderApp('/admin/invoices?month=2026-02');
    await screen.findByRole('table');
    expect(asked).toEqual(['?month=2026-02']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Or the financial year' }), '2025-26');
    await waitFor(() => expect(asked.at(-1)).toBe('?financialYear=2025-26'));
    expect(await screen.findByRole('link', { name: 'INV/25-26/00012' })).toBeTruthy();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('link', { name: 'Download the GSTR-1 files (ZIP)' })).toBeNull();
    expect(screen.queryByTestId('hsn-totals')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Meera');
    await waitFor(() => expect(asked.at(-1)).toBe('?financialYear=2025-26&q=Meera'));
    expect(await screen.findByText('No document matches “Meera”.')).toBeTruthy();
  });
});
