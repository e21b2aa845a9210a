/** Placeholder until the bookings issue builds the real list (SPEC §2 /my-bookings). */
export function MyBookingsPage() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <title>My Bookings · Hillnest</title>
      <h1 className="text-3xl font-bold text-slate-900">My Bookings</h1>
    </section>
  );
}
