/** The booking page's stay and its address: read once from the query string, then kept in step with the form. */
import { addDays, hasStayInParams, minimumStay, nightsBetween, type IsoDate, type Rates } from '@hillnest/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { saveSearchValues, useSearchValues } from '../search/searchValues';
import { staySearchFrom, type StaySearch } from './stay';

/**
 * The stay the page opens with, from its address (read once: afterwards the form leads). Without dates
 * in the address the default stay lasts at least the property's minimum, so nothing is refused before
 * the guest has chosen.
 */
export function useInitialStay(today: IsoDate, rates: Rates | null): StaySearch {
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => {
    const stay = staySearchFrom(searchParams, today);
    if (hasStayInParams(searchParams)) return stay;
    const minimum = minimumStay(rates, stay.checkIn);
    return nightsBetween(stay.checkIn, stay.checkOut) >= minimum ? stay : { ...stay, checkOut: addDays(stay.checkIn, minimum) };
  });
  return initial;
}

/**
 * Keeps the address in step with the stay, so a reload or a shared link shows the same booking; and the
 * session's search, so the header's search (and the phone's card) shows the stay being booked.
 */
export function useStayInAddress(hotelId: string, stay: Pick<StaySearch, 'checkIn' | 'checkOut' | 'adultCount' | 'childCount'>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { saved } = useSearchValues();
  const { checkIn, checkOut, adultCount, childCount } = stay;
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

  useEffect(() => {
    if (![adultCount, childCount].every(Number.isInteger)) return;
    const same =
      saved.checkIn === checkIn &&
      saved.checkOut === checkOut &&
      saved.adultCount === adultCount &&
      saved.childCount === childCount &&
      saved.hotelId === hotelId;
    if (!same) saveSearchValues({ ...saved, checkIn, checkOut, adultCount, childCount, hotelId });
  }, [hotelId, checkIn, checkOut, adultCount, childCount, saved]);
}
