import { ArrivingTodayCard } from '../bookings/ArrivingTodayCard';

/** Placeholder until the admin issue builds My Properties and the Admin Controls (SPEC §2 /admin). */
export function AdminPage() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <title>My Properties · Hillnest</title>
      <h1 className="text-3xl font-bold text-slate-900">My Properties</h1>
      <ArrivingTodayCard className="mt-6" />
    </section>
  );
}
