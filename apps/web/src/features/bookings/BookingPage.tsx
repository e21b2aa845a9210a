import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  bookingFormSchema,
  bookingStayProblem,
  BOOKING_MESSAGES,
  bookingWindowEnd,
  COUPON_MESSAGES,
  formatPaise,
  quoteStay,
  type BookingFormInput,
  type BookingFormValues,
  type CurrentUser,
  toLocalDate,
} from '@hillnest/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { useSiteConfig, type SiteConfig } from '../../lib/siteConfig';
import { useAuth, useCurrentUser } from '../auth/api';
import { useAvailability, useBookingHotel, useBookingQuote, type BookingHotel } from './api';
import { BookingSummary } from './BookingSummary';
import { CouponField, couponToastKey, type CouponView } from './CouponField';
import { DateField } from './DateField';
import { SimulatedCheckout } from './SimulatedCheckout';
import { checkOutFor, includesTakenNight, latestCheckOut, staySearchFrom } from './stay';
import { useCheckout } from './useCheckout';
import { useDebounced } from '../../lib/useDebounced';
import { PageTitle } from '../../components/PageTitle';

/** /hotel/{hotelId}/booking: open to guests and signed-in users (SPEC §2, §5). */
export function BookingPage() {
  const { hotelId = '' } = useParams();
  const auth = useAuth();
  const config = useSiteConfig();
  const hotel = useBookingHotel(hotelId);
  const user = useCurrentUser({ enabled: auth.isLoggedIn });

  if (hotel.error instanceof ApiError && hotel.error.status === 404) return <NotFoundPage />;
  if (hotel.isError || config.isError) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{BOOKING_MESSAGES.somethingWrong}</h1>
      </section>
    );
  }
  if (auth.isLoading || config.isPending || hotel.isPending || (auth.isLoggedIn && user.isPending)) return <Loading />;
  return <BookingForm hotel={hotel.data} config={config.data} user={auth.isLoggedIn ? (user.data ?? null) : null} />;
}

function BookingForm({ hotel, config, user }: { hotel: BookingHotel; config: SiteConfig; user: CurrentUser | null }) {
  const { today } = config;
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: afterwards the form leads and the address follows it.
  const [initial] = useState(() => staySearchFrom(searchParams, today));
  const taken = useAvailability(hotel._id).data?.takenNights ?? [];

  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    mode: 'onTouched',
    defaultValues: {
      ...initial,
      couponCode: '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phoneNumber: '',
    },
  });
  const [checkIn, checkOut, adultCount, childCount, infantCount = 0, couponCode = ''] = useWatch({
    control,
    name: ['checkIn', 'checkOut', 'adultCount', 'childCount', 'infantCount', 'couponCode'],
  });

  // Keep the address in step with the stay, so a reload or a shared link shows the same booking.
  useEffect(() => {
    const next = new URLSearchParams(searchParams);
    const values = { checkIn, checkOut, adultCount, childCount };
    let changed = false;
    for (const [key, value] of Object.entries(values)) {
      if (Number.isNaN(value) || next.get(key) === String(value)) continue;
      next.set(key, String(value));
      changed = true;
    }
    if (changed) setSearchParams(next, { replace: true });
  }, [checkIn, checkOut, adultCount, childCount, searchParams, setSearchParams]);

  const guests = { adultCount, childCount };
  const countsValid = [adultCount, childCount].every(Number.isInteger) && !errors.adultCount && !errors.childCount;
  // The server's own rules (MAX_STAY_NIGHTS, capacity with infants), said before the guest confirms.
  const stayProblem = countsValid
    ? bookingStayProblem({ checkIn, checkOut, ...guests, infantCount }, today, hotel, { maxStayNights: config.maxStayNights })
    : null;
  const nightTaken = includesTakenNight(taken, checkIn, checkOut);

  // The server's quote tells what it makes of the coupon code; the page then prices with the same
  // domain function as the server, so the total shown is the amount charged.
  const code = couponCode.trim();
  const debouncedCode = useDebounced(code, 400);
  const serverQuote = useBookingQuote(
    hotel._id,
    countsValid && !stayProblem ? { checkIn, checkOut, adultCount, childCount, infantCount, couponCode: debouncedCode } : null,
  );
  const lookup = serverQuote.data?.coupon;
  const known = code !== '' && lookup && lookup.couponCode.toLowerCase() === code.toLowerCase() ? lookup : null;
  const quote = quoteStay({
    pricePerNight: hotel.pricePerNight,
    checkIn,
    checkOut,
    guests: countsValid ? guests : { adultCount: 0, childCount: 0 },
    coupon: known ? { code, terms: known.terms } : null,
    today,
  });
  const coupon: CouponView =
    code === '' ? { state: 'empty' } : !known ? { state: 'checking' } : { state: 'checked', check: quote.coupon!, couponMessage: known.couponMessage };
  const serverSaysTaken = serverQuote.data && !serverQuote.isPlaceholderData && !serverQuote.data.available;
  const unavailable = nightTaken || Boolean(serverSaysTaken);

  // Toasts of SPEC §4 for an expired coupon or a stay too short for it, once per code and problem.
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    const key = couponToastKey(code, coupon);
    if (key && key !== toasted.current && coupon.state === 'checked') {
      if (coupon.check.status === 'expired') notify.error(COUPON_MESSAGES.expired);
      if (coupon.check.status === 'tooShort') notify.error(COUPON_MESSAGES.tooShort(coupon.check.minNights));
    }
    toasted.current = key;
  });

  const zeroTotal = countsValid && !stayProblem && quote.totalPaise === 0;
  useEffect(() => {
    if (zeroTotal) notify.error(BOOKING_MESSAGES.somethingWrong);
  }, [zeroTotal]);

  const checkout = useCheckout({ hotelId: hotel._id, description: hotel.name, isLoggedIn: user !== null });
  const couponBlocks = coupon.state === 'checking' || (coupon.state === 'checked' && coupon.check.status !== 'valid');
  const cannotConfirm =
    checkout.processing || couponBlocks || quote.nights === 0 || zeroTotal || Boolean(stayProblem) || !countsValid || unavailable;

  const windowEnd = bookingWindowEnd(today);
  const onCheckIn = (date: string) => {
    setValue('checkIn', date, { shouldValidate: true });
    setValue('checkOut', checkOutFor(taken, date, getValues('checkOut'), today), { shouldValidate: true });
  };

  const readOnlyContact = user !== null;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageTitle title={`Book ${hotel.name}`} />
      <h1 className="text-3xl font-bold text-slate-900">Confirm Your Booking</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <BookingSummary hotel={hotel} checkIn={checkIn} checkOut={checkOut} guests={{ ...guests, infantCount }} quote={quote} coupon={coupon} countsValid={countsValid} />

        <form
          noValidate
          aria-label="Booking details"
          className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          onSubmit={handleSubmit((values) => checkout.start(values, quote.totalPaise))}
        >
          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold text-slate-900">Your Details</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="First Name" autoComplete="given-name" readOnly={readOnlyContact} aria-readonly={readOnlyContact} className={readOnlyContact ? 'opacity-90' : ''} error={errors.firstName?.message} {...register('firstName')} />
              <TextField label="Last Name" autoComplete="family-name" readOnly={readOnlyContact} aria-readonly={readOnlyContact} error={errors.lastName?.message} {...register('lastName')} />
              <TextField label="Email" type="email" autoComplete="email" readOnly={readOnlyContact} aria-readonly={readOnlyContact} error={errors.email?.message} {...register('email')} />
              <TextField label="Phone Number" type="tel" autoComplete="tel" aria-required="true" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold text-slate-900">Your Stay</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <DateField
                label="Check-in"
                value={checkIn}
                onChange={onCheckIn}
                first={today}
                last={windowEnd}
                disabled={[{ before: toLocalDate(today) }, { after: toLocalDate(addDays(windowEnd, -1)) }, ...taken.map(toLocalDate)]}
              />
              <DateField
                label="Check-out"
                value={checkOut}
                onChange={(date) => setValue('checkOut', date, { shouldValidate: true })}
                first={today}
                last={windowEnd}
                disabled={[
                  { before: toLocalDate(addDays(checkIn, 1)) },
                  { after: toLocalDate(latestCheckOut(taken, checkIn, today)) },
                ]}
              />
              <TextField label="Adults" type="number" inputMode="numeric" min={1} max={20} error={errors.adultCount?.message} {...register('adultCount', { valueAsNumber: true })} />
              <TextField label="Children" type="number" inputMode="numeric" min={0} max={20} error={errors.childCount?.message} {...register('childCount', { valueAsNumber: true })} />
            </div>
            {(stayProblem || unavailable) && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {stayProblem ?? BOOKING_MESSAGES.datesTaken}
              </p>
            )}
          </fieldset>

          <CouponField coupon={coupon} {...register('couponCode')} />

          <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg text-slate-900">
              Total: <strong className="text-2xl">{formatPaise(quote.totalPaise)}</strong>
            </p>
            <Button type="submit" disabled={cannotConfirm}>
              {checkout.processing ? 'Processing...' : 'Confirm Booking'}
            </Button>
          </div>
        </form>
      </div>

      {checkout.simulatedIntent && (
        <SimulatedCheckout intent={checkout.simulatedIntent} description={hotel.name} {...checkout.handlersFor(checkout.simulatedIntent)} />
      )}
    </section>
  );
}
