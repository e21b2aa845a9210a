/**
 * The dashboard's forward figures (what is already booked from tonight on) and ADR/RevPAR, as cards
 * and visible tables. Every figure comes from the server, worked out in the property's calendar.
 */
import { addDays, DASHBOARD_EMPTY, formatDayMonthYear, formatPaise, formatYearMonth, type Dashboard } from '@hillnest/domain';
import { DashboardCard } from './DashboardCard';

export const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
const rate = (paise: number | null) => (paise === null ? '–' : formatPaise(paise));

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
      {detail ? <dd className="text-sm text-slate-700">{detail}</dd> : null}
    </div>
  );
}

function Table({ caption, columns, rows }: { caption: string; columns: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`py-1 pr-3 font-medium ${i ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-b border-slate-100 last:border-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1 pr-3 font-normal text-slate-900">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1 pr-3 text-right tabular-nums text-slate-900">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="text-slate-700">{children}</p>;
}

export function AheadFigures({ data }: { data: Dashboard }) {
  const { ahead } = data;
  const noProperties = data.occupancyByProperty.length === 0;
  const booked = ahead.onTheBooks.filter((m) => m.bookedNights > 0);
  const total = ahead.onTheBooks.reduce((sum, m) => sum + m.revenue, 0);
  return (
    <>
      <DashboardCard id="dashboard-ahead" title="Occupancy ahead">
        {noProperties ? (
          <Empty>{DASHBOARD_EMPTY.noProperties}</Empty>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-3">
              {ahead.occupancy.map((o) => (
                <Figure
                  key={o.nights}
                  label={`Next ${o.nights} nights`}
                  value={percent(o.occupancy)}
                  detail={`${o.bookedNights} of ${o.availableNights} nights`}
                />
              ))}
            </dl>
            {ahead.occupancy.every((o) => o.bookedNights === 0) ? (
              <p className="mt-3 text-slate-700">{DASHBOARD_EMPTY.noUpcomingStays}</p>
            ) : null}
          </>
        )}
      </DashboardCard>

      <DashboardCard id="dashboard-week" title="This week">
        <p className="mb-3 text-sm text-slate-700">
          {formatDayMonthYear(ahead.week.start)} – {formatDayMonthYear(addDays(ahead.week.end, -1))}
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <Figure label="Arrivals" value={String(ahead.week.arrivals)} />
          <Figure label="Departures" value={String(ahead.week.departures)} />
        </dl>
        {ahead.week.arrivals + ahead.week.departures === 0 ? <p className="mt-3 text-slate-700">{DASHBOARD_EMPTY.noArrivals}</p> : null}
      </DashboardCard>

      <DashboardCard id="dashboard-books" title="Revenue on the books">
        {booked.length === 0 ? (
          <Empty>{DASHBOARD_EMPTY.noUpcomingStays}</Empty>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-700">
              Paid nights from tonight on: <span className="font-semibold text-slate-900">{formatPaise(total)}</span>
            </p>
            <Table
              caption="Revenue on the books by month"
              columns={['Month', 'Nights', 'Revenue']}
              rows={booked.map((m) => [formatYearMonth(m.month), m.bookedNights, formatPaise(m.revenue)])}
            />
          </>
        )}
      </DashboardCard>

      <DashboardCard id="dashboard-rates" title="ADR and RevPAR">
        {data.ratesByMonth.every((m) => m.bookedNights === 0) ? (
          <Empty>{DASHBOARD_EMPTY.noNightsSold}</Empty>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              ADR: revenue per night sold. RevPAR: revenue per night available. A stay&apos;s total is spread over its nights.
            </p>
            <Table
              caption="ADR and RevPAR per month"
              columns={['Month', 'Nights sold', 'ADR', 'RevPAR']}
              rows={data.ratesByMonth.map((m) => [formatYearMonth(m.month), m.bookedNights, rate(m.adr), rate(m.revpar)])}
            />
            <Table
              caption="ADR and RevPAR per property, last 12 months"
              columns={['Property', 'Nights sold', 'ADR', 'RevPAR']}
              rows={data.ratesByProperty.map((p) => [p.name, p.bookedNights, rate(p.adr), rate(p.revpar)])}
            />
          </div>
        )}
      </DashboardCard>
    </>
  );
}
