/**
 * At the desk (issue 36): whether the guest came, and what the owner noted about a booking. Constants
 * and types only (no zod), so the guest's pages can read a stay's status without the schemas.
 */
import type { IsoDate } from './dates';

/** Where a confirmed stay is at the desk; null until the owner marks it. */
export const STAY_STATUSES = ['arrived', 'departed', 'no-show'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];
export const STAY_STATUS_LABELS: Record<StayStatus, string> = { arrived: 'Arrived', departed: 'Departed', 'no-show': 'No-show' };

/** What a no-show gives back: nothing (the default), the policy's refund, or everything paid. */
export const NO_SHOW_REFUNDS = ['none', 'policy', 'full'] as const;
export type NoShowRefund = (typeof NO_SHOW_REFUNDS)[number];

export const NOTE_MAX_LENGTH = 2000;

export const DESK_STAY_MESSAGES = {
  notConfirmed: 'Only a confirmed booking can be marked arrived, departed or a no-show',
  beforeCheckIn: (checkIn: string) => `The guest cannot be marked before the check-in day (${checkIn})`,
  alreadyArrived: 'The guest is already marked arrived',
  departedBeforeArrived: 'Mark the guest arrived before marking them departed',
  alreadyDeparted: 'The guest is already marked departed',
  noShowAfterArrived: 'The guest arrived: they cannot be a no-show',
  alreadyNoShow: 'The guest is already marked a no-show',
  optionsOnlyForNoShow: 'Freeing nights and refunds are choices of a no-show only',
  refundFrees: 'A refund cancels the stay: free the remaining nights too',
  noShowReason: 'No-show',
  note: 'Write a note',
  noteTooLong: `A note can be at most ${NOTE_MAX_LENGTH} characters`,
  marked: { arrived: 'Marked arrived', departed: 'Marked departed', 'no-show': 'Marked a no-show' } satisfies Record<StayStatus, string>,
  noteSaved: 'Note saved',
} as const;

/**
 * Why a stay cannot move to `next` now (null when it can): the booking must be confirmed (a no-show
 * whose nights were freed is cancelled, and stays so), arrived and no-show from the check-in day,
 * departed only after arrived.
 */
export function stayTransitionProblem(
  booking: { status: string; stayStatus: StayStatus | null; checkIn: IsoDate },
  next: StayStatus,
  today: IsoDate,
): string | null {
  if (booking.status !== 'confirmed') return DESK_STAY_MESSAGES.notConfirmed;
  const current = booking.stayStatus;
  if (next === 'departed') {
    if (current === 'departed') return DESK_STAY_MESSAGES.alreadyDeparted;
    return current === 'arrived' ? null : DESK_STAY_MESSAGES.departedBeforeArrived;
  }
  if (today < booking.checkIn) return DESK_STAY_MESSAGES.beforeCheckIn(booking.checkIn);
  if (next === 'arrived') {
    if (current === 'arrived' || current === 'departed') return DESK_STAY_MESSAGES.alreadyArrived;
    return null;
  }
  if (current === 'no-show') return DESK_STAY_MESSAGES.alreadyNoShow;
  return current === null ? null : DESK_STAY_MESSAGES.noShowAfterArrived;
}

/** A line of a booking's history at the desk: a status marked or a private note, when and by whom. */
export interface BookingHistoryEntry {
  _id: string;
  kind: StayStatus | 'note' | 'dates';
  /** ISO instant. */
  at: string;
  /** The administrator's e-mail, or 'guest' for the guest's own change. */
  by: string;
  /** The note's text, or what was done (the refund, the nights freed, the old and new dates). */
  text: string;
}

/** The guest's own change of dates from the manage page (issue 36 §5), when the owner allows it. */
export const GUEST_CHANGE_MESSAGES = {
  notAllowed: 'Changes of dates are made by the owner: please contact them.',
  notChangeable: 'This booking can no longer be changed online: please contact the owner.',
} as const;

/** What changing to the asked dates costs, from the rates: the new price and what was paid. */
export interface GuestChangeQuote {
  /** Whether the guest may change this booking's dates online at all. */
  allowed: boolean;
  /** Why not, or why not these dates (null: they can be saved). */
  problem: string | null;
  /** The rates' price of the asked dates and the difference to pay (paise); null without dates or when they cannot be booked. */
  totalPaise: number | null;
  differencePaise: number | null;
  /** What of a lower price comes back under the booking's refund terms (paise); null unless the price falls. */
  refundPaise: number | null;
}
