import { ArrivingTodayCard } from '../bookings/ArrivingTodayCard';
import { AdminControls } from './AdminControls';
import { MyProperties } from './MyProperties';

/** /admin (SPEC §2): My Properties, today's arrivals and the Admin Controls, each a section of its own. */
export function AdminPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8">
      <title>My Properties · Hillnest</title>
      <MyProperties />
      <ArrivingTodayCard />
      <AdminControls />
    </div>
  );
}
