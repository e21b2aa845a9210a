/**
 * The owner dashboard on /admin (issue 6). Loaded with React.lazy from the admin page, so chart.js
 * arrives in its own chunk and only there.
 */
import { DASHBOARD_EMPTY, formatPaise, formatYearMonth, type Dashboard } from '@hillnest/domain';
import { Loading } from '../../components/Loading';
import { MailNotSetNotice } from '../settings/MailNotSetNotice';
import { AheadFigures, percent } from './AheadFigures';
import { useDashboard } from './api';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { BalancesDue } from './BalancesDue';
import { BarChart } from './BarChart';
import { DataTable } from './DataTable';
import { PaymentsInProgress } from './PaymentsInProgress';
import { DashboardCard } from './DashboardCard';

const COLORS = { brand: '#0f766e', guest: '#b45309', signedIn: '#0f766e' };

/** Whole rupees for the axis: the chart plots rupees, the API counts paise. */
const rupees = (value: number) => formatPaise(Math.round(value * 100));

function Charts({ data }: { data: Dashboard }) {
  const monthLabels = data.months.map(formatYearMonth);
  const total = data.revenueByMonth.reduce((sum, r) => sum + r.revenue, 0);
  return (
    <>
      <DashboardCard id="dashboard-revenue" title="Revenue (last 12 months)">
        <p className="mb-2 text-sm text-slate-700">
          Total: <span className="font-semibold text-slate-900">{formatPaise(total)}</span>
        </p>
        <BarChart
          labels={monthLabels}
          series={[{ label: 'Revenue', values: data.revenueByMonth.map((r) => r.revenue / 100), color: COLORS.brand }]}
          format={rupees}
        />
        <DataTable
          caption="Revenue per month"
          columns={['Month', 'Revenue']}
          rows={data.revenueByMonth.map((r) => [formatYearMonth(r.month), formatPaise(r.revenue)])}
        />
      </DashboardCard>

      <DashboardCard id="dashboard-occupancy" title="Occupancy by property">
        {data.occupancyByProperty.length === 0 ? (
          <p className="text-slate-700">{DASHBOARD_EMPTY.noProperties}</p>
        ) : !data.hasPastStays ? (
          <p className="text-slate-700">{DASHBOARD_EMPTY.noPastStays}</p>
        ) : (
          <>
            <BarChart
              labels={data.occupancyByProperty.map((p) => p.name)}
              series={[{ label: 'Occupancy', values: data.occupancyByProperty.map((p) => p.occupancy * 100), color: COLORS.brand }]}
              format={(value) => `${Math.round(value * 10) / 10}%`}
              max={100}
            />
            <DataTable
              caption="Occupancy by property, booked nights of available nights"
              columns={['Property', 'Occupancy', 'Booked nights', 'Available nights']}
              rows={data.occupancyByProperty.map((p) => [p.name, percent(p.occupancy), p.bookedNights, p.availableNights])}
            />
          </>
        )}
      </DashboardCard>

      <DashboardCard id="dashboard-user-types" title="Bookings: guests vs signed-in">
        <BarChart
          labels={monthLabels}
          series={[
            { label: 'Guest', values: data.bookingsByUserType.map((r) => r.guest), color: COLORS.guest },
            { label: 'Signed-in', values: data.bookingsByUserType.map((r) => r.signedIn), color: COLORS.signedIn },
          ]}
          format={(value) => String(value)}
          stacked
        />
        <DataTable
          caption="Bookings per month by guests and signed-in users"
          columns={['Month', 'Guest', 'Signed-in']}
          rows={data.bookingsByUserType.map((r) => [formatYearMonth(r.month), r.guest, r.signedIn])}
        />
      </DashboardCard>
    </>
  );
}

export default function OwnerDashboard() {
  const dashboard = useDashboard();
  return (
    <section aria-labelledby="owner-dashboard" className="space-y-6">
      <h2 id="owner-dashboard" className="text-2xl font-semibold text-slate-900">
        Owner dashboard
      </h2>
      <MailNotSetNotice />
      {dashboard.error ? (
        <p role="alert" className="text-red-800">
          Could not load the dashboard: {dashboard.error.message}
        </p>
      ) : !dashboard.data ? (
        <Loading />
      ) : (
        <>
          <PaymentsInProgress />
          <BalancesDue />
          <div className="grid gap-6 lg:grid-cols-2">
            <AheadFigures data={dashboard.data} />
            <Charts data={dashboard.data} />
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <AvailabilityCalendar properties={dashboard.data.occupancyByProperty} />
          </div>
        </>
      )}
    </section>
  );
}
