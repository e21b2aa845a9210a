import {
  financialYearOf,
  formatLongDate,
  formatPaise,
  isFinancialYear,
  LATE_CREDIT_NOTE_TEXT,
  TAX_DOCUMENT_TITLES,
} from '@hillnest/domain';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { Loading } from '../../components/Loading';
import { useSiteConfig } from '../../lib/siteConfig';
import { useTaxDocuments } from './api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The financial years offered: this one and the five before it. */
const YEARS_SHOWN = 6;

/**
 * /admin/invoices (administrator): the tax invoices, receipts and credit notes issued in a month or a
 * financial year (docs/product/tax.md), searched by number, guest or booking reference, each opening
 * its PDF; the totals, and a month's exports for the GST returns (one CSV of every line, and the
 * GSTR-1 offline tool's files).
 */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const today = useSiteConfig().data?.today ?? new Date().toISOString().slice(0, 10);
  const askedYear = params.get('financialYear') ?? '';
  const financialYear = isFinancialYear(askedYear) ? askedYear : null;
  const askedMonth = params.get('month') ?? '';
  const month = financialYear ? null : MONTH.test(askedMonth) ? askedMonth : today.slice(0, 7);
  const search = params.get('q')?.trim() ?? '';
  const query = { ...(month ? { month } : { financialYear: financialYear! }), ...(search ? { q: search } : {}) };
  const list = useTaxDocuments(query);
  const thisYear = Number(financialYearOf(today).slice(0, 4));
  const years = Array.from({ length: YEARS_SHOWN }, (_, back) => financialYearOf(`${thisYear - back}-04-01`));
  const change = (values: Record<string, string>) => {
    // The page's address is its query; an emptied value leaves it.
    const next = Object.entries({ ...query, ...values }).filter(([, value]) => value !== '');
    setParams(Object.fromEntries(next), { replace: true });
  };
  const documents = list.data?.documents ?? [];
  // A late credit note (section 34(2)) leaves the tax as invoiced.
  const sign = (d: { kind: string; reducesTax: boolean }) => (!d.reducesTax ? 0 : d.kind === 'creditNote' ? -1 : 1);
  const taxable = documents.reduce((sum, d) => sum + sign(d) * d.taxablePaise, 0);
  const tax = documents.reduce((sum, d) => sum + sign(d) * d.taxPaise, 0);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminPageHeader title="Invoices" />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Month
          <input
            type="month"
            value={month ?? ''}
            onChange={(event) => event.currentTarget.value && change({ month: event.currentTarget.value, financialYear: '' })}
            className="mt-1 block rounded-md border border-slate-400 px-3 py-2 text-base"
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Or the financial year
          <select
            value={financialYear ?? ''}
            onChange={(event) =>
              change(
                event.currentTarget.value
                  ? { financialYear: event.currentTarget.value, month: '' }
                  : { financialYear: '', month: today.slice(0, 7) },
              )
            }
            className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
          >
            <option value="">—</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Search
          <input
            type="search"
            defaultValue={search}
            maxLength={100}
            placeholder="Number, guest or booking"
            onChange={(event) => change({ q: event.currentTarget.value.trim() })}
            className="mt-1 block rounded-md border border-slate-400 px-3 py-2 text-base"
          />
        </label>
        {month && (
          <>
            <a
              href={`/api/admin/tax/export.csv?month=${month}`}
              download
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Download the month for GST returns (CSV)
            </a>
            <a
              href={`/api/admin/tax/gstr1.zip?month=${month}`}
              download
              className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Download the GSTR-1 files (ZIP)
            </a>
          </>
        )}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <p className="text-slate-700">The documents could not be loaded.</p>
      ) : documents.length === 0 ? (
        <p className="text-slate-700">
          {search
            ? `No document matches “${search}”.`
            : month
              ? 'No documents were issued this month.'
              : 'No documents were issued this financial year.'}
        </p>
      ) : (
        <>
          <p className="mb-3 text-slate-800" data-testid="month-totals">
            Taxable value {formatPaise(taxable)} · GST {formatPaise(tax)} (credit notes taken off)
          </p>
          {/* The GSTR-1 files are a month's, whole: their sums are shown only beside them. */}
          {list.data && month && !search && (
            <p className="mb-3 text-slate-800" data-testid="hsn-totals">
              In the GSTR-1 files: B2B taxable value {formatPaise(list.data.hsn.b2b.taxablePaise)} · GST{' '}
              {formatPaise(list.data.hsn.b2b.taxPaise)}; B2C taxable value {formatPaise(list.data.hsn.b2c.taxablePaise)} · GST{' '}
              {formatPaise(list.data.hsn.b2c.taxPaise)}
            </p>
          )}
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {['Document', 'Number', 'Date', 'Booking', 'Billed to', 'Taxable value', 'GST', 'Total'].map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {documents.map((d) => (
                  <tr key={d._id} className="border-t border-slate-200">
                    <td className="px-3 py-2">
                      {TAX_DOCUMENT_TITLES[d.kind]}
                      {d.against && <span className="block text-slate-600">against {d.against}</span>}
                      {!d.reducesTax && <span className="block text-slate-600">{LATE_CREDIT_NOTE_TEXT}</span>}
                    </td>
                    <td className="px-3 py-2">
                      <a className="text-brand-800 underline" href={`/api/admin/tax/documents/${d._id}`} target="_blank" rel="noreferrer">
                        {d.number}
                      </a>
                    </td>
                    <td className="px-3 py-2">{formatLongDate(d.issuedOn)}</td>
                    <td className="px-3 py-2">{d.reference}</td>
                    <td className="px-3 py-2">
                      {d.guestName}
                      {d.buyerGstin && <span className="block text-slate-600">{d.buyerGstin}</span>}
                    </td>
                    <td className="px-3 py-2">{formatPaise(d.taxablePaise)}</td>
                    <td className="px-3 py-2">{formatPaise(d.taxPaise)}</td>
                    <td className="px-3 py-2">{formatPaise(d.totalPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
