import { zodResolver } from '@hookform/resolvers/zod';
import {
  bookingFormSchema,
  bookingStayProblem,
  minimumStayDays,
  BOOKING_MESSAGES,
  formatPaise,
  formatStayRange,
  includesTakenNight,
  LIMITS,
  refundTimelineLines,
  type BookingFormInput,
  type BookingFormValues,
  type CurrentUser,
  type ChosenExtra,
} from '@hillnest/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { useSiteConfig, type SiteConfig } from '../../lib/siteConfig';
import { useAuth, useCurrentUser } from '../auth/api';
import { Counter } from '../../components/Counter';
import { StayDatesField, type Stay } from '../search/StayDatesField';
import { useHotel } from '../hotels/api';
import { usePropertyCharges, type BookingHotel } from './api';
import { ExtrasField } from './ExtrasField';
import { BookingSummary } from './BookingSummary';
import { BusinessGstFields } from './BusinessGstFields';
import { CouponField } from './CouponField';
import { useTakenNights } from './ownHold';
import { RefundTimelineList } from './RefundTimelineList';
import { SimulatedCheckout } from './SimulatedCheckout';
import { useCheckout } from './useCheckout';
import { useInitialStay, useStayInAddress } from './useStayInAddress';
import { useStayQuote } from './useStayQuote';

/** No extras chosen (one array, so the quote's inputs keep their identity). */
const NO_EXTRAS: ChosenExtra[] = [];

/** How long the dates stay held while the guest pays: said before they start. */
export const holdText = (minutes: number) =>
  `When you confirm, we hold these dates for you for ${minutes} minutes while you pay. Coming back in this browser with the same e-mail gets your hold back.`;

const NO_NIGHTS: readonly string[] = [];

/** /hotel/{hotelId}/booking: open to guests and signed-in users (docs/product/booking-and-payment.md). */
export function BookingPage() {
  const { hotelId = '' } = useParams();
  const auth = useAuth();
  const config = useSiteConfig();
  // The detail page's own query: coming from it, the property is already there.
  const hotel = useHotel(hotelId);
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
  const initial = useInitialStay(today, hotel.rates);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    mode: 'onTouched',
    defaultValues: {
      ...initial,
      couponCode: '',
      extras: [],
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phoneNumber: '',
    },
  });
  const [checkIn, checkOut, adultCount, childCount, infantCount = 0, couponCode = '', extras = NO_EXTRAS] = useWatch({
    control,
    name: ['checkIn', 'checkOut', 'adultCount', 'childCount', 'infantCount', 'couponCode', 'extras'],
  });
  const charges = usePropertyCharges(hotel._id).data;
  useStayInAddress(hotel._id, { checkIn, checkOut, adultCount, childCount });

  // The payment dialog names the stay (property and dates) beside the amount, never the provider's order id.
  const paymentDescription = `${hotel.name}, ${formatStayRange(checkIn, checkOut)}`;
  const checkout = useCheckout({ hotelId: hotel._id, description: paymentDescription });
  // The guest's own unpaid hold (a checkout closed mid-payment) does not take nights from them.
  const ownHold = checkout.ownHold;
  const taken = useTakenNights(hotel._id, ownHold) ?? NO_NIGHTS;

  const guests = { adultCount, childCount };
  const countsValid = [adultCount, childCount].every(Number.isInteger) && !errors.adultCount && !errors.childCount;
  // The server's own rules (MAX_STAY_NIGHTS, the minimum stay, capacity with infants), said before the guest confirms.
  const stayProblem = countsValid
    ? bookingStayProblem({ checkIn, checkOut, ...guests, infantCount }, today, hotel, {
        maxStayNights: config.maxStayNights,
        rates: hotel.rates,
      })
    : null;
  const { quote, coupon, serverSaysTaken, zeroTotal, refunds, holdMinutes } = useStayQuote({
    hotel,
    today,
    stay: { checkIn, checkOut, adultCount, childCount, infantCount },
    couponCode,
    replacesOrderId: ownHold?.orderId,
    priceable: countsValid && !stayProblem,
    countsValid,
    gst: config.gst,
    charges,
    extras,
  });
  const unavailable = includesTakenNight(taken, checkIn, checkOut) || serverSaysTaken;
  const couponBlocks = coupon.state === 'checking' || (coupon.state === 'checked' && coupon.check.status !== 'valid');
  const cannotConfirm =
    checkout.processing || couponBlocks || quote.nights === 0 || zeroTotal || Boolean(stayProblem) || !countsValid || unavailable;

  const onStay = (stay: Stay) => {
    setValue('checkIn', stay.checkIn, { shouldValidate: true });
    setValue('checkOut', stay.checkOut, { shouldValidate: true });
  };
  const onCount = (name: 'adultCount' | 'childCount') => (count: number) => setValue(name, count, { shouldValidate: true });

  const readOnlyContact = user !== null;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageTitle title={`Book ${hotel.name}`} />
      <h1 className="text-3xl font-bold text-slate-900">Confirm Your Booking</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <BookingSummary
          hotel={hotel}
          checkIn={checkIn}
          checkOut={checkOut}
          guests={{ ...guests, infantCount }}
          quote={quote}
          coupon={coupon}
          countsValid={countsValid}
        />

        <form
          noValidate
          aria-label="Booking details"
          className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          onSubmit={handleSubmit((values) => checkout.start(values, quote.totalPaise))}
        >
          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold text-slate-900">Your Details</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="First Name"
                autoComplete="given-name"
                readOnly={readOnlyContact}
                aria-readonly={readOnlyContact}
                className={readOnlyContact ? 'opacity-90' : ''}
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextField
                label="Last Name"
                autoComplete="family-name"
                readOnly={readOnlyContact}
                aria-readonly={readOnlyContact}
                error={errors.lastName?.message}
                {...register('lastName')}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                readOnly={readOnlyContact}
                aria-readonly={readOnlyContact}
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                label="Phone Number"
                type="tel"
                autoComplete="tel"
                aria-required="true"
                error={errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold text-slate-900">Your Stay</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <StayDatesField
                checkIn={checkIn}
                checkOut={checkOut}
                today={today}
                takenNights={taken}
                {...minimumStayDays(hotel.rates, taken, today, config.maxStayNights)}
                onChange={onStay}
                longDates
                className="sm:col-span-2"
                triggerClassName="rounded-md border border-slate-400 bg-white px-3 py-2 shadow-sm"
              />
              <div className="sm:col-span-2 divide-y divide-slate-200 rounded-md border border-slate-300 px-4">
                <Counter
                  label="Adults"
                  hint="Ages 13 or above"
                  value={adultCount}
                  min={1}
                  max={Math.min(hotel.adultCount, LIMITS.maxAdults)}
                  onChange={onCount('adultCount')}
                />
                <Counter
                  label="Children"
                  hint="Ages 0-12"
                  value={childCount}
                  max={Math.min(hotel.childCount, LIMITS.maxChildren)}
                  onChange={onCount('childCount')}
                />
              </div>
            </div>
            {(stayProblem || unavailable) && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {stayProblem ?? BOOKING_MESSAGES.datesTaken}
              </p>
            )}
          </fieldset>

          {charges && (
            <ExtrasField charges={charges} chosen={extras} onChange={(chosen) => setValue('extras', chosen, { shouldValidate: true })} />
          )}

          {config.gst && <BusinessGstFields register={register} errors={errors.business} />}

          <CouponField
            coupon={coupon}
            nonRefundable={refunds?.nonRefundable === 'coupon'}
            onRemove={() => setValue('couponCode', '')}
            {...register('couponCode')}
          />

          {refunds && !stayProblem && !unavailable && (
            <div className="space-y-2">
              <RefundTimelineList lines={refundTimelineLines(refunds)} />
              {holdMinutes !== undefined && (
                <p data-testid="hold-minutes" className="text-sm text-slate-700">
                  {holdText(holdMinutes)}
                </p>
              )}
            </div>
          )}

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
        <SimulatedCheckout
          intent={checkout.simulatedIntent}
          description={paymentDescription}
          {...checkout.handlersFor(checkout.simulatedIntent)}
        />
      )}
    </section>
  );
}
