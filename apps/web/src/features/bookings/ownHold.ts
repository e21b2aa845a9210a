/**
 * The unpaid hold this browser started at a property, kept in localStorage so that a guest who closed
 * the tab during payment and comes back gets it back (docs/product/booking-and-payment.md): the page
 * treats its nights as free and sends its order id as `replacesOrderId`, and the server ends it only
 * when it is still this guest's hold at this property. The public availability answer stays the same
 * for everyone; only this page takes the guest's own nights out of it.
 */
import type { IsoDate } from '@hillnest/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAvailability } from './api';

export interface OwnHold {
  hotelId: string;
  orderId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** ISO date-time: after it the hold frees its nights by itself and is forgotten here. */
  holdExpiresAt: string;
}

const keyOf = (hotelId: string) => `hold ${hotelId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser: a returning guest waits for the hold to lapse
  }
}

function read(hotelId: string): OwnHold | null {
  try {
    const stored = JSON.parse(storage()?.getItem(keyOf(hotelId)) ?? 'null') as OwnHold | null;
    return stored?.orderId && Date.parse(stored.holdExpiresAt) > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

function write(hotelId: string, hold: OwnHold | null) {
  try {
    if (hold) storage()?.setItem(keyOf(hotelId), JSON.stringify(hold));
    else storage()?.removeItem(keyOf(hotelId));
  } catch {
    /* storage full or disabled: the hold simply is not remembered */
  }
}

/**
 * The guest's own live hold at this property: read after the first render (the server's HTML knows
 * nothing of it), kept when a payment starts, forgotten when it is paid or released.
 */
export function useOwnHold(hotelId: string) {
  const [hold, setHold] = useState<OwnHold | null>(null);
  useEffect(() => setHold(read(hotelId)), [hotelId]);
  return {
    hold,
    keep(next: Omit<OwnHold, 'hotelId'>) {
      const kept = { ...next, hotelId };
      write(hotelId, kept);
      setHold(kept);
    },
    forget() {
      write(hotelId, null);
      setHold(null);
    },
  };
}

/** The taken nights without those of the guest's own hold (no one else can hold them while it lives). */
export function withoutOwnNights(taken: readonly IsoDate[], hold: OwnHold | null): readonly IsoDate[] {
  return hold ? taken.filter((night) => night < hold.checkIn || night >= hold.checkOut) : taken;
}

/** The property's taken nights as this guest sees them (undefined until known): their own live hold's are free to them. */
export function useTakenNights(hotelId: string, ownHold: OwnHold | null): readonly IsoDate[] | undefined {
  const taken = useAvailability(hotelId).data?.takenNights;
  return useMemo(() => taken && withoutOwnNights(taken, ownHold), [taken, ownHold]);
}
