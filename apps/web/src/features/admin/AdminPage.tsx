import { lazy, Suspense } from 'react';
import { Loading } from '../../components/Loading';
import { ArrivingTodayCard } from '../bookings/ArrivingTodayCard';
import { CalendarConflictsCard } from '../channels/CalendarConflicts';
import { MyProperties } from './MyProperties';
import { PageTitle } from '../../components/PageTitle';

// Its own chunk: chart.js is fetched only when /admin shows the dashboard.
const OwnerDashboard = lazy(() => import('../dashboard/OwnerDashboard'));

/** /admin (docs/product/admin.md): My Properties, today's arrivals and the owner dashboard (issue 6); the Admin Controls are the admin navigation. */
export function AdminPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8">
      <PageTitle title="My Properties" />
      <CalendarConflictsCard />
      <MyProperties />
      <ArrivingTodayCard />
      <Suspense fallback={<Loading />}>
        <OwnerDashboard />
      </Suspense>
    </div>
  );
}
