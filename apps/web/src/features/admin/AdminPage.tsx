import { lazy, Suspense } from 'react';
import { Loading } from '../../components/Loading';
import { ArrivingTodayCard } from '../bookings/ArrivingTodayCard';
import { CalendarConflictsCard } from '../channels/CalendarConflicts';
import { TodayCard } from '../dashboard/TodayCard';
import { AdminPageHeader } from '../../components/AdminPageHeader';

// Its own chunk: chart.js is fetched only when /admin shows the dashboard.
const OwnerDashboard = lazy(() => import('../dashboard/OwnerDashboard'));

/**
 * /admin, where the administrator lands (docs/product/admin.md): today first (arrivals, departures,
 * messages waiting, refunds owed, setup warnings), then the forward figures (issue 6). Property
 * management is on /admin/properties.
 */
export function AdminPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8">
      <AdminPageHeader title="Dashboard" />
      <TodayCard />
      <CalendarConflictsCard />
      <ArrivingTodayCard />
      <Suspense fallback={<Loading />}>
        <OwnerDashboard />
      </Suspense>
    </div>
  );
}
