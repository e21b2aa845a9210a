/**
 * Cancellation policies and refunds (docs/product/cancellations.md). Each property has a named policy;
 * Standard is the specification's: full refund when cancelled 30+ days before check-in; when booked
 * fewer than 30 days before check-in, full refund when cancelled at least 15 days before; 50% up to 7
 * days before; nothing inside 7 days. The owner decides whether coupon bookings are non-refundable and
 * whether the card and gateway charge (3%) is kept. A booking keeps the terms in force when its nights
 * were held (`RefundTerms`), and every refund figure comes from its timeline (`refundSteps`).
 */
import { addDays, daysBetween, formatReadableDate, formatTimeOfDay, type IsoDate } from './dates';
import { formatPaise, type Paise } from './money';

export const REFUND_POLICY = {
  fullRefundDays: 30,
  lateBookingFullRefundDays: 15,
  halfRefundDays: 7,
  gatewayChargePercent: 3,
  processingDays: '10-12',
  checkInHours: '2PM-10PM',
  checkOutBy: '10:30 AM',
} as const;

export const CANCELLATION_POLICIES = ['standard', 'flexible', 'moderate', 'nonRefundable'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const CANCELLATION_POLICY_NAMES: Record<CancellationPolicy, string> = {
  standard: 'Standard',
  flexible: 'Flexible',
  moderate: 'Moderate',
  nonRefundable: 'Non-refundable',
};

/** The policies in one line each, for the owner's choice and the guests' pages. */
export const CANCELLATION_POLICY_SUMMARIES: Record<CancellationPolicy, string> = {
  standard: `Full refund ${REFUND_POLICY.fullRefundDays} or more days before check-in (${REFUND_POLICY.lateBookingFullRefundDays} when booked within ${REFUND_POLICY.fullRefundDays} days of arrival); 50% up to ${REFUND_POLICY.halfRefundDays} days before.`,
  flexible: 'Full refund up to 24 hours before check-in.',
  moderate: 'Full refund up to 5 days before check-in; 50% after that.',
  nonRefundable: 'No refund.',
};

/** Hours before the check-in time that Flexible and Moderate refund in full. */
const FLEXIBLE_FULL_HOURS = 24;
const MODERATE_FULL_DAYS = 5;

/**
 * The terms a booking's refund is worked out by: its property's policy and the owner's settings as they
 * were when the nights were held (stored in bookings.refund_terms; null there means STANDARD_REFUND_TERMS).
 */
export interface RefundTerms {
  policy: CancellationPolicy;
  /** What the card/payment gateway keeps of a policy refund; 0 when the owner bears the charge. */
  gatewayChargePercent: number;
  /** A booking paid with a coupon refunds nothing under the policy. */
  couponNonRefundable: boolean;
  /** The property's check-in time, 'HH:MM' in its time zone: Flexible and Moderate count back from it. */
  checkInTime: string;
}

export const STANDARD_REFUND_TERMS: RefundTerms = {
  policy: 'standard',
  gatewayChargePercent: REFUND_POLICY.gatewayChargePercent,
  couponNonRefundable: true,
  checkInTime: '14:00',
};

/** The start of check-in hours as 'HH:MM' ('2PM-10PM' → '14:00'); 14:00 when the text names no time. */
export function checkInTimeOf(checkInHours: string): string {
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(AM|PM)?/i.exec(checkInHours);
  if (!m) return STANDARD_REFUND_TERMS.checkInTime;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.toUpperCase();
  if (half === 'PM' && hour < 12) hour += 12;
  if (half === 'AM' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return STANDARD_REFUND_TERMS.checkInTime;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The terms in force for a property under the owner's settings. */
export function refundTermsOf(
  policy: CancellationPolicy,
  guests: { keepGatewayCharge: boolean; couponsNonRefundable: boolean; checkInHours: string },
): RefundTerms {
  return {
    policy,
    gatewayChargePercent: guests.keepGatewayCharge ? REFUND_POLICY.gatewayChargePercent : 0,
    couponNonRefundable: guests.couponsNonRefundable,
    checkInTime: checkInTimeOf(guests.checkInHours),
  };
}

/**
 * One step of a refund timeline: cancelling before `until` (the property's wall-clock time,
 * 'YYYY-MM-DDTHH:MM') gives back `percent` of what was paid. After the last step nothing comes back.
 */
export interface RefundStep {
  percent: number;
  until: string;
}

/** Why a stay refunds nothing at all, or null when it has a timeline. */
export type NonRefundableReason = 'coupon' | 'policy' | null;

export function nonRefundableReason(terms: RefundTerms, promotional: boolean): NonRefundableReason {
  if (promotional && terms.couponNonRefundable) return 'coupon';
  return terms.policy === 'nonRefundable' ? 'policy' : null;
}

/** The policy's steps for a stay, latest deadline last (some may already have passed when it is booked). */
export function refundSteps(terms: RefundTerms, stay: { bookedOn: IsoDate; checkIn: IsoDate; promotional?: boolean }): RefundStep[] {
  if (nonRefundableReason(terms, stay.promotional ?? false)) return [];
  const at = (daysBefore: number, time: string) => `${addDays(stay.checkIn, -daysBefore)}T${time}`;
  switch (terms.policy) {
    case 'flexible':
      return [{ percent: 100, until: at(FLEXIBLE_FULL_HOURS / 24, terms.checkInTime) }];
    case 'moderate':
      return [
        { percent: 100, until: at(MODERATE_FULL_DAYS, terms.checkInTime) },
        { percent: 50, until: at(0, terms.checkInTime) },
      ];
    case 'standard': {
      // Counted in whole days: cancelling on the last day that qualifies still does, so each step ends at the next midnight.
      const fullDays =
        daysBetween(stay.bookedOn, stay.checkIn) < REFUND_POLICY.fullRefundDays
          ? REFUND_POLICY.lateBookingFullRefundDays
          : REFUND_POLICY.fullRefundDays;
      return [
        { percent: 100, until: at(fullDays - 1, '00:00') },
        { percent: 50, until: at(REFUND_POLICY.halfRefundDays - 1, '00:00') },
      ];
    }
    case 'nonRefundable':
      return [];
  }
}

export interface RefundInput {
  bookedOn: IsoDate;
  cancelledOn: IsoDate;
  /** The time of cancelling, 'HH:MM' in the property's time zone (Flexible and Moderate count hours); 00:00 when absent. */
  cancelledTime?: string;
  checkIn: IsoDate;
  paidPaise: Paise;
  /** What of the amount paid is never refunded by the policy: non-refundable extras (decision 0090); 0 when absent. */
  keptPaise?: Paise;
  /** Paid with an offer or promotion: non-refundable when the terms say so. */
  promotional?: boolean;
  /** Refunded to a card or through the gateway: the terms' charge is kept. */
  viaGateway?: boolean;
  /** The booking's terms; the specification's (Standard, 3% kept, coupons non-refundable) when absent. */
  terms?: RefundTerms;
}

const termsOf = (input: { terms?: RefundTerms }) => input.terms ?? STANDARD_REFUND_TERMS;

/** The step of the timeline a cancellation falls in, or undefined when nothing comes back. */
function stepAt(input: Omit<RefundInput, 'paidPaise'>): RefundStep | undefined {
  const at = `${input.cancelledOn}T${input.cancelledTime ?? '00:00'}`;
  return refundSteps(termsOf(input), input).find((step) => at < step.until);
}

export function refundPercent(input: Omit<RefundInput, 'paidPaise'>): number {
  return stepAt(input)?.percent ?? 0;
}

/** What the policy's percent applies to: the amount paid less the non-refundable extras. */
function refundableOf(stay: { paidPaise: Paise; keptPaise?: Paise }): Paise {
  return Math.max(0, stay.paidPaise - (stay.keptPaise ?? 0));
}

/** The share of `paidPaise` a percent gives back, and the gateway's charge taken from it. */
function amountsOf(paidPaise: Paise, percent: number, chargePercent: number): { grossPaise: Paise; refundPaise: Paise } {
  const grossPaise = Math.round((paidPaise * percent) / 100);
  const computed = Math.round((grossPaise * (100 - chargePercent)) / 100);
  // Payment providers refund ₹1 at least: less is nothing to send.
  return { grossPaise, refundPaise: computed < MIN_REFUND_PAISE ? 0 : computed };
}

export function refundPaise(input: RefundInput): Paise {
  const percent = refundPercent(input);
  const gross = Math.round((refundableOf(input) * percent) / 100);
  if (!input.viaGateway) return gross;
  return Math.round((gross * (100 - termsOf(input).gatewayChargePercent)) / 100);
}

/** The smallest refund a payment provider pays (Razorpay: ₹1). */
export const MIN_REFUND_PAISE = 100;

/** Which rule of the policy decided a refund. */
export type RefundRule = 'coupon' | 'nonRefundable' | 'fullNotice' | 'lateBookingFull' | 'full' | 'half' | 'none';

/** A policy refund worked out, with everything the guest is shown before confirming. */
export interface RefundBreakdown {
  policy: CancellationPolicy;
  paidPaise: Paise;
  /** Non-refundable extras: kept whatever the policy says. */
  keptPaise: Paise;
  percent: number;
  rule: RefundRule;
  /** The end of the step that applied (the property's 'YYYY-MM-DDTHH:MM'), null when nothing comes back. */
  until: string | null;
  /** Whole days from the cancellation day to check-in (negative after check-in). */
  daysBeforeCheckIn: number;
  /** The policy's share of what was paid, before the gateway charge. */
  grossPaise: Paise;
  /** The part of the refund the card/payment gateway keeps (the booking's terms say how much). */
  chargePaise: Paise;
  gatewayChargePercent: number;
  /** What comes back. */
  refundPaise: Paise;
}

/** When the money arrives: refunds go back to the way the guest paid. */
export const REFUND_TIMING = `Refunds reach your original payment method ${REFUND_POLICY.processingDays.replace('-', '–')} days after cancellation.`;

function ruleOf(input: Omit<RefundInput, 'paidPaise'>, percent: number): RefundRule {
  const terms = termsOf(input);
  const reason = nonRefundableReason(terms, input.promotional ?? false);
  if (reason) return reason === 'coupon' ? 'coupon' : 'nonRefundable';
  if (percent === 100) {
    if (terms.policy !== 'standard') return 'full';
    return daysBetween(input.cancelledOn, input.checkIn) >= REFUND_POLICY.fullRefundDays ? 'fullNotice' : 'lateBookingFull';
  }
  return percent === 50 ? 'half' : 'none';
}

/**
 * The policy refund of a cancellation made on `cancelledOn` (at `cancelledTime`). Refunds go through
 * the payment gateway unless `viaGateway` is false, so the terms' charge is kept by default.
 */
export function refundBreakdown(input: RefundInput): RefundBreakdown {
  const terms = termsOf(input);
  const chargePercent = input.viaGateway === false ? 0 : terms.gatewayChargePercent;
  const step = stepAt(input);
  const percent = step?.percent ?? 0;
  const { grossPaise, refundPaise: refund } = amountsOf(refundableOf(input), percent, chargePercent);
  return {
    policy: terms.policy,
    paidPaise: input.paidPaise,
    keptPaise: input.keptPaise ?? 0,
    percent,
    rule: ruleOf(input, percent),
    until: step?.until ?? null,
    daysBeforeCheckIn: daysBetween(input.cancelledOn, input.checkIn),
    grossPaise,
    chargePaise: grossPaise - refund,
    gatewayChargePercent: chargePercent,
    refundPaise: refund,
  };
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * A step's deadline as people read it: a step ending at midnight lasts the whole day before
 * ('Mon, 9 Nov 2026'); one ending at a time is 'before 2:00 PM on Wed, 9 Dec 2026'.
 */
export function refundDeadlineText(until: string): string {
  const [date, time] = until.split('T') as [IsoDate, string];
  return time === '00:00' ? formatReadableDate(addDays(date, -1)) : `${formatTimeOfDay(time)} on ${formatReadableDate(date)}`;
}

const COUPON_TEXT = 'Bookings made with a coupon or offer are non-refundable.';
const NON_REFUNDABLE_TEXT = 'This stay is non-refundable: cancelling it gives nothing back.';

/** The rule that applies, in a sentence (the same words on the page and in e-mails). */
export function refundRuleText(
  breakdown: Pick<RefundBreakdown, 'policy' | 'rule' | 'daysBeforeCheckIn' | 'until' | 'chargePaise'>,
): string {
  // Never "full refund" alone when the gateway's charge comes off it (issue 34).
  const full = breakdown.chargePaise > 0 ? 'full refund less the card and gateway charge' : 'full refund';
  const when = breakdown.daysBeforeCheckIn <= 0 ? 'on the day of check-in' : `${days(breakdown.daysBeforeCheckIn)} before check-in`;
  const by = breakdown.until ? `by ${refundDeadlineText(breakdown.until)}` : when;
  switch (breakdown.rule) {
    case 'coupon':
      return COUPON_TEXT;
    case 'nonRefundable':
      return NON_REFUNDABLE_TEXT;
    case 'fullNotice':
      return `Cancelled ${when} (30 days or more): ${full}.`;
    case 'lateBookingFull':
      return `Booked fewer than 30 days ahead and cancelled ${when} (15 days or more): ${full}.`;
    case 'full':
      return `Cancelled ${by}: ${full}.`;
    case 'half':
      return breakdown.policy === 'standard' ? `Cancelled ${when} (7 days or more): 50% refund.` : `Cancelled ${by}: 50% refund.`;
    case 'none':
      return breakdown.policy === 'standard' ? `Cancelled ${when} (fewer than 7): no refund.` : `Cancelled ${when}: no refund.`;
  }
}

/** How the refund was computed, line by line. */
export function refundLines(breakdown: RefundBreakdown): string[] {
  const lines = [refundRuleText(breakdown), `Paid: ${formatPaise(breakdown.paidPaise)}`];
  if (breakdown.keptPaise > 0) lines.push(`Non-refundable extras: −${formatPaise(breakdown.keptPaise)}`);
  if (breakdown.grossPaise > 0) {
    const of = breakdown.keptPaise > 0 ? 'the rest' : 'the amount paid';
    lines.push(`${breakdown.percent}% of ${of}: ${formatPaise(breakdown.grossPaise)}`);
    if (breakdown.chargePaise > 0) {
      lines.push(`Card and gateway charge (${breakdown.gatewayChargePercent}%): −${formatPaise(breakdown.chargePaise)}`);
    }
  }
  return lines;
}

/** One step of a stay's refund timeline with its amounts (the same arithmetic as a cancellation's). */
export interface RefundTimelineStep extends RefundStep {
  refundPaise: Paise;
  chargePaise: Paise;
}

/**
 * What cancelling would give back, step by step, from now until check-in: shown before paying, on the
 * confirmation, in its e-mail and on the manage page. A cancellation refunds exactly its step's amount.
 */
export interface RefundTimeline {
  policy: CancellationPolicy;
  nonRefundable: NonRefundableReason;
  steps: RefundTimelineStep[];
}

export function refundTimeline(
  terms: RefundTerms,
  stay: { bookedOn: IsoDate; checkIn: IsoDate; promotional: boolean; paidPaise: Paise; keptPaise?: Paise },
  /** The property's wall-clock time now ('YYYY-MM-DDTHH:MM'): steps already over are left out. */
  now: string,
): RefundTimeline {
  const steps = refundSteps(terms, stay)
    .filter((step) => now < step.until)
    .map((step) => {
      const { grossPaise, refundPaise: refund } = amountsOf(refundableOf(stay), step.percent, terms.gatewayChargePercent);
      return { ...step, refundPaise: refund, chargePaise: grossPaise - refund };
    })
    .filter((step) => step.refundPaise > 0);
  return { policy: terms.policy, nonRefundable: nonRefundableReason(terms, stay.promotional), steps };
}

/** The timeline in sentences: 'Full refund less ₹945 card and gateway charge until Mon, 9 Nov 2026', … 'No refund after that.' */
export function refundTimelineLines(timeline: RefundTimeline): string[] {
  if (timeline.nonRefundable === 'coupon') return [COUPON_TEXT];
  if (timeline.nonRefundable === 'policy') return [NON_REFUNDABLE_TEXT];
  if (timeline.steps.length === 0) return ['No refund if you cancel now: the last refund deadline has passed.'];
  const lines = timeline.steps.map((step) => {
    const until = `until ${refundDeadlineText(step.until)}`;
    if (step.percent === 100)
      return step.chargePaise > 0
        ? `Full refund less ${formatPaise(step.chargePaise)} card and gateway charge ${until}`
        : `Full refund (${formatPaise(step.refundPaise)}) ${until}`;
    return `${step.percent}% refund (${formatPaise(step.refundPaise)} back) ${until}`;
  });
  return [...lines, 'No refund after that.'];
}
