/** Placeholder until the listing-requests issue builds the form (SPEC §2 /list-your-property). */
export function ListYourPropertyPage() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <title>List Your Property · Hillnest</title>
      <h1 className="text-3xl font-bold text-slate-900">List Your Property</h1>
    </section>
  );
}
