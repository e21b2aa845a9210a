/**
 * Deposits and balances (issue 36): how a booking's total is split between what is paid at booking and
 * a balance due before check-in. A split of the one price rule's total (`quoteStay`), never a price of
 * its own: deposit + balance is always the total.
 */
import { addDays, type IsoDate } from './dates';
import { formatPaise, type Paise } from './money';
import { formatDayMonth } from './rates';

/** The smallest payment a provider takes (₹1): a deposit or balance below it is not worth a payment. */
export const MIN_PAYMENT_PAISE = 100;

/** The owner's choice: full payment at booking (the default, as before), or a deposit and a balance due some days before check-in. */
export type DepositTerms =
  | { kind: 'full' }
  | { kind: 'percent'; percent: number; balanceDueDays: number }
  | { kind: 'fixed'; amountPaise: Paise; balanceDueDays: number };

export const FULL_PAYMENT: DepositTerms = { kind: 'full' };

/** The deposit terms of the owner's Guests settings. */
export function depositTermsOf(guests: {
  depositKind: 'full' | 'percent' | 'fixed';
  depositPercent: number;
  depositRupees: number;
  balanceDueDays: number;
}): DepositTerms {
  if (guests.depositKind === 'percent') return { kind: 'percent', percent: guests.depositPercent, balanceDueDays: guests.balanceDueDays };
  if (guests.depositKind === 'fixed')
    return { kind: 'fixed', amountPaise: guests.depositRupees * 100, balanceDueDays: guests.balanceDueDays };
  return FULL_PAYMENT;
}

export interface PaymentSchedule {
  /** Paid at booking: the whole total when there is no balance. */
  depositPaise: Paise;
  balancePaise: Paise;
  /** The last day the balance may be paid (the property's calendar); null when paid in full at booking. */
  balanceDueOn: IsoDate | null;
}

/**
 * What a stay booked on `bookedOn` pays at booking and later. Paid in full when the owner asks for no
 * deposit, when the booking is made on or after the balance's due date (inside the window), or when
 * either part would be less than ₹1. A percentage deposit is rounded to whole rupees (never above the total).
 */
export function paymentSchedule(totalPaise: Paise, terms: DepositTerms, stay: { bookedOn: IsoDate; checkIn: IsoDate }): PaymentSchedule {
  const full: PaymentSchedule = { depositPaise: totalPaise, balancePaise: 0, balanceDueOn: null };
  if (terms.kind === 'full') return full;
  const balanceDueOn = addDays(stay.checkIn, -terms.balanceDueDays);
  if (stay.bookedOn >= balanceDueOn) return full;
  const deposit =
    terms.kind === 'percent'
      ? Math.min(totalPaise, Math.round((totalPaise * terms.percent) / 100 / 100) * 100)
      : Math.min(totalPaise, terms.amountPaise);
  const balance = totalPaise - deposit;
  if (deposit < MIN_PAYMENT_PAISE || balance < MIN_PAYMENT_PAISE) return full;
  return { depositPaise: deposit, balancePaise: balance, balanceDueOn };
}

/** How many days before the due date the balance's link is e-mailed (reminders follow: BALANCE_REMINDER_DAYS). */
export const BALANCE_LINK_DAYS_BEFORE_DUE = 3;

/**
 * An unpaid balance's reminders: one on each of the last days up to and including its due date (the day
 * before and the due date), never on the day its link was e-mailed (docs/decisions/0104).
 */
export const BALANCE_REMINDER_DAYS = 2;

/**
 * The day after a balance's grace (`overdueGraceDays` after its due date): its link expires as it
 * starts, and from it an unpaid balance's booking is cancelled when the owner chose so.
 */
export const balanceGraceEndsOn = (dueOn: IsoDate, graceDays: number): IsoDate => addDays(dueOn, graceDays + 1);

/** The day the balance's link is e-mailed: a few days before it is due, but never before the booking. */
export function balanceLinkSendOn(schedule: PaymentSchedule, bookedOn: IsoDate): IsoDate | null {
  if (!schedule.balanceDueOn) return null;
  const on = addDays(schedule.balanceDueOn, -BALANCE_LINK_DAYS_BEFORE_DUE);
  return on < bookedOn ? bookedOn : on;
}

/** Where a booking's balance stands: waiting for its link's day, asked for (link e-mailed), paid, or past its due date unpaid. */
export type BalanceState = 'scheduled' | 'requested' | 'paid' | 'overdue';

/** A booking's balance as the API shows it; null on bookings paid in full. */
export interface BookingBalance {
  amountPaise: Paise;
  dueOn: IsoDate;
  state: BalanceState;
  /** The payment link's page, once e-mailed and while unpaid. */
  payUrl: string | null;
  paidAt: string | null;
  /** Paid to the owner directly (cash, bank transfer, UPI): its method, else null. */
  paidOffline: 'cash' | 'bank-transfer' | 'upi' | null;
}

/** Whether an unpaid balance is past its last day. */
export function balanceState(balance: { dueOn: IsoDate; paid: boolean; linkSent: boolean }, today: IsoDate): BalanceState {
  if (balance.paid) return 'paid';
  if (today > balance.dueOn) return 'overdue';
  return balance.linkSent ? 'requested' : 'scheduled';
}

/** "Pay the balance of ₹7,000 by 12 Dec" (the manage page, My Bookings, the e-mail). */
export function balanceLine(balance: Pick<BookingBalance, 'amountPaise' | 'dueOn'>): string {
  return `Pay the balance of ${formatPaise(balance.amountPaise)} by ${formatDayMonth(balance.dueOn)}`;
}
