import {
  addDays,
  averagePerNightPaise,
  type ChosenExtra,
  cleaningFeeNote,
  formatNights,
  formatPaise,
  hasStayInParams,
  type Hotel,
  includesTakenNight,
  isNoRates,
  LIMITS,
  lowestNightPrice,
  minimumStay,
  minimumStayDays,
  minimumStayProblem,
  nightPriceLabel,
  nightsBetween,
  plural,
  readStay,
  stayInParams,
  stayLengthProblem,
  type StayQuote,
} from '@hillnest/domain';
import { useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGstPriceNote, useMaxStayNights, useSiteConfig, useToday } from '../../lib/siteConfig';
import { useOwnHold, useTakenNights } from '../bookings/ownHold';
import { useStayQuote } from '../bookings/useStayQuote';
import { GuestsField } from '../search/GuestsField';
import { saveSearchValues, useSearchValues } from '../search/searchValues';
import { StayDatesField } from '../search/StayDatesField';
import { ShareButton } from './ShareButton';
import { StickyBookBar } from './StickyBookBar';

/** The booking page's address: `/hotel/{id}/booking?checkIn&checkOut&adultCount&childCount` (the booking page reads exactly these). */
export function bookingPath(hotelId: string, stay: { checkIn: string; checkOut: string; adultCount: number; childCount: number }): string {
  const query = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adultCount: String(stay.adultCount),
    childCount: String(stay.childCount),
  });
  return `/hotel/${encodeURIComponent(hotelId)}/booking?${query.toString()}`;
}

const TAKEN_MESSAGE = 'Some of these nights are taken. Please choose other dates.';

/** Extras are chosen on the booking page; the block prices the stay and its cleaning fee. */
const NO_EXTRAS: ChosenExtra[] = [];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The stay the block opens with: a shared link's (`?checkIn&checkOut&adults&children`, server-rendered
 * too), else the session's search. Dates the guest has not chosen (the defaults) are stretched to the
 * property's minimum stay, so nothing is refused before the guest has chosen.
 */
function useOpeningStay(hotel: Hotel) {
  const today = useToday();
  const [params] = useSearchParams();
  const { values, datesChosen } = useSearchValues();
  const linked = hasStayInParams(params);
  const opening = linked ? readStay(stayInParams(params), today, { minAdults: 1 }) : values;
  const chosen = linked || datesChosen;
  const minimum = minimumStay(hotel.rates, opening.checkIn);
  const checkOut =
    chosen || nightsBetween(opening.checkIn, opening.checkOut) >= minimum ? opening.checkOut : addDays(opening.checkIn, minimum);
  return { stay: { checkIn: opening.checkIn, checkOut }, guests: opening, chosen, values };
}

/**
 * The detail page's date and guest block: starts from a shared link's stay or the session's search
 * (within the property's capacity, at least one adult), shows the night price labelled by the price
 * model ("from" when it varies by night), the stay's total for the party and its average per night,
 * and leads to the booking page.
 */
export function BookingBlock({ hotel }: { hotel: Hotel }) {
  const navigate = useNavigate();
  const today = useToday();
  const gstNote = useGstPriceNote();
  const opening = useOpeningStay(hotel);
  const { values } = opening;
  const maxAdults = Math.min(hotel.adultCount, LIMITS.maxAdults);
  const maxChildren = Math.min(hotel.childCount, LIMITS.maxChildren);
  const [stay, setStay] = useState(opening.stay);
  const [pickedDates, setPickedDates] = useState(false);
  const [guests, setGuests] = useState({
    adultCount: clamp(opening.guests.adultCount, 1, maxAdults),
    childCount: clamp(opening.guests.childCount, 0, maxChildren),
    infantCount: opening.guests.infantCount,
  });
  const datesChosen = pickedDates || opening.chosen;
  const maxStayNights = useMaxStayNights();
  const tooLong =
    stayLengthProblem(stay.checkIn, stay.checkOut, maxStayNights) ?? minimumStayProblem(hotel.rates, stay.checkIn, stay.checkOut);
  // Taken nights are greyed out in the calendar; a saved search may still cover one.
  // A guest back after closing the checkout mid-payment: their own hold's nights are free to them.
  const ownHold = useOwnHold(hotel._id).hold;
  const taken = useTakenNights(hotel._id, ownHold);
  const takenHere = tooLong ?? (taken && includesTakenNight(taken, stay.checkIn, stay.checkOut) ? TAKEN_MESSAGE : null);
  // The booking page's quote (the server's, priced again here by the same rule): nights, the cleaning fee
  // and GST as the settings say, so the guest meets no fee first at checkout (docs/product/fees-and-extras.md).
  const { quote, serverSaysTaken } = useStayQuote({
    hotel,
    today,
    stay: { ...stay, ...guests },
    couponCode: '',
    replacesOrderId: ownHold?.orderId,
    priceable: !takenHere,
    countsValid: true,
    gst: useSiteConfig().data?.gst ?? null,
    charges: { cleaningFeePaise: hotel.cleaningFeePaise, extras: [] },
    extras: NO_EXTRAS,
  });
  const { nights, totalPaise: total } = quote;
  const problem = takenHere ?? (serverSaysTaken ? TAKEN_MESSAGE : null);

  const formId = useId();
  const blockRef = useRef<HTMLElement>(null);
  // With rates the price varies by night: "from" the lowest of the next 90 nights.
  const hasRates = !isNoRates(hotel.rates);
  const fromPrice = hasRates ? lowestNightPrice(hotel, today) : hotel.pricePerNight;
  const price = (
    <>
      {hasRates && <span className="font-normal text-slate-700">from </span>}
      <span className="font-bold">{nightPriceLabel(hotel, fromPrice)}</span>
      {gstNote && <span className="text-sm font-normal text-slate-700"> {gstNote}</span>}
      {hotel.cleaningFeePaise > 0 && (
        <span className="text-sm font-normal text-slate-700"> · {cleaningFeeNote(hotel.cleaningFeePaise)}</span>
      )}
    </>
  );

  return (
    <>
      <section ref={blockRef} aria-labelledby="book-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="book-heading" className="text-lg font-bold text-slate-900">
          {hasRates && <span className="font-normal text-slate-700">from </span>}
          {nightPriceLabel(hotel, fromPrice)}
          {gstNote && <span className="text-sm font-normal text-slate-700"> {gstNote}</span>}
        </h2>
        {hotel.cleaningFeePaise > 0 && <p className="text-sm text-slate-700">{cleaningFeeNote(hotel.cleaningFeePaise)}</p>}
        <p className="mt-1 text-sm text-slate-600">
          Sleeps up to {plural(hotel.adultCount, 'adult')}
          {hotel.childCount > 0 ? ` and ${plural(hotel.childCount, 'child', 'children')}` : ''}
        </p>
        <form
          id={formId}
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (problem) return;
            saveSearchValues({ ...values, ...stay, ...guests, hotelId: hotel._id });
            void navigate(bookingPath(hotel._id, { ...stay, ...guests }));
          }}
        >
          <StayDatesField
            {...stay}
            today={today}
            takenNights={taken}
            {...minimumStayDays(hotel.rates, taken ?? [], today, maxStayNights)}
            onChange={(next) => {
              setStay(next);
              setPickedDates(true);
            }}
            align="right"
            triggerClassName="rounded-lg border border-slate-300 px-3 py-2"
          />
          <GuestsField
            value={guests}
            onChange={setGuests}
            minAdults={1}
            maxAdults={maxAdults}
            maxChildren={maxChildren}
            triggerClassName="rounded-lg border border-slate-300 px-3 py-2"
          />
          <div className="text-slate-800" data-testid="stay-price">
            <StayPrice quote={quote} gstNote={gstNote} />
            {nights > 1 && (
              <p className="text-right text-sm text-slate-600">{formatPaise(averagePerNightPaise(total, nights))} per night on average</p>
            )}
          </div>
          {/* Before the guest has chosen dates nothing is refused aloud (Book Now still waits for a bookable stay). */}
          {problem && datesChosen && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {problem}
            </p>
          )}
          <button
            type="submit"
            disabled={Boolean(problem)}
            className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Book Now
          </button>
        </form>
        <div className="mt-3">
          <ShareButton hotelId={hotel._id} name={hotel.name} stay={datesChosen ? { ...stay, ...guests } : null} />
        </div>
      </section>
      <StickyBookBar
        blockRef={blockRef}
        formId={formId}
        price={
          // Once the guest has chosen dates, the bar shows what the stay costs, not a nightly price.
          datesChosen ? (
            <>
              <span className="text-xl font-bold">{formatPaise(total)}</span>{' '}
              <span className="text-slate-700">for {formatNights(nights)}</span>
            </>
          ) : (
            price
          )
        }
        checkIn={stay.checkIn}
        checkOut={stay.checkOut}
        disabled={Boolean(problem)}
      />
    </>
  );
}

/**
 * The stay's price in the block: one line for a stay that is its nights alone; with a cleaning fee or GST
 * added at checkout, the nights, the fee, the GST and the total, as the booking page will charge them.
 */
function StayPrice({ quote, gstNote }: { quote: StayQuote; gstNote: string }) {
  const nights = formatNights(quote.nights);
  const fee = quote.charges.find((charge) => charge.kind === 'cleaningFee');
  const gstAdded = quote.gst && !quote.gst.pricesIncludeGst && quote.taxes ? quote.taxes.centralPaise + quote.taxes.statePaise : 0;
  if (!fee && gstAdded === 0)
    return (
      <p className="flex justify-between">
        <span>{nights}</span>
        <span className="font-semibold">
          {formatPaise(quote.totalPaise)}
          {gstNote && <span className="text-sm font-normal text-slate-600"> {gstNote}</span>}
        </span>
      </p>
    );
  const row = (label: string, paise: number) => (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd>{formatPaise(paise)}</dd>
    </div>
  );
  return (
    <dl className="space-y-1">
      {row(nights, quote.stayPaise)}
      {fee && row(fee.name, fee.amountPaise)}
      {gstAdded > 0 && row('GST', gstAdded)}
      <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold">
        <dt>Total</dt>
        <dd>
          {formatPaise(quote.totalPaise)}
          {quote.gst && <span className="text-sm font-normal text-slate-600"> incl. GST</span>}
        </dd>
      </div>
    </dl>
  );
}
