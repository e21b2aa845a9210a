import { SITE } from '../../lib/site';
import { LatestBlogs } from '../blogs/LatestBlogs';
import { OffersForYou } from '../coupons/OffersForYou';
import { GuestReviewLinks } from '../ratings/GuestReviewLinks';

/** Placeholder home until the catalogue issue builds it (SPEC §2 /: best rated, most booked, offers, blogs). */
export function HomePage() {
  return (
    <>
      <section className="mx-auto w-full max-w-6xl px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{SITE.tagline}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Book directly with {SITE.name} for the best price, secure online payment in INR and a warm welcome in the
          hills.
        </p>
      </section>
      <OffersForYou />
      <GuestReviewLinks />
      <LatestBlogs />
    </>
  );
}
