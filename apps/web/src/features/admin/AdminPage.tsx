import { lazy, Suspense } from 'react';
import { Loading } from '../../components/Loading';
import { ArrivingTodayCard } from '../bookings/ArrivingTodayCard';
import { AdminControls } from './AdminControls';
import { MyProperties } from './MyProperties';

// Its own chunk: chart.js is fetched only when /admin shows the dashboard.
const OwnerDashboard = lazy(() => import('../dashboard/OwnerDashboard'));

/** /admin (SPEC §2): My Properties, today's arrivals, the Admin Controls and the owner dashboard (issue 6). */
export function AdminPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8">
      <title>My Properties · Hillnest</title>
      <MyProperties />
      <ArrivingTodayCard />
      <AdminControls />
      <Suspense fallback={<Loading />}>
        <OwnerDashboard />
      </Suspense>
    </div>
  );
}
