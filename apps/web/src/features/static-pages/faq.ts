import { DEFAULT_SETTINGS, FAQ_FIELDS, FAQ_QUESTIONS, REFUND_POLICY, type FaqField, type SiteConfig } from '@hillnest/domain';
import { SITE } from '../../lib/site';

export interface Faq {
  question: string;
  answer: string;
}

const P = REFUND_POLICY;

/** What the specification's texts are made from: the owner's guest settings (their own texts aside). */
export type GuestTexts = Pick<SiteConfig['guests'], 'checkInHours' | 'checkOutBy' | 'keepGatewayCharge' | 'couponsNonRefundable'>;

/** The cancellation answer as the owner's settings make it: the gateway charge and coupons said only when they apply. */
export function cancelAnswer(guests: GuestTexts): string {
  const extras = [
    guests.keepGatewayCharge && `Card and gateway refunds lose a ${P.gatewayChargePercent}% charge.`,
    guests.couponsNonRefundable && 'Bookings made with a coupon or offer are non-refundable.',
  ].filter(Boolean);
  return [
    `Yes. Under our standard policy, cancel ${P.fullRefundDays} or more days before check-in for a full refund, or at least ${P.halfRefundDays} days before for a 50% refund.`,
    ...extras,
    'Some properties have their own policy (Flexible, Moderate or Non-refundable): the booking page shows what you would get back, date by date, before you pay. See the Refund Policy for every case.',
  ].join(' ');
}

/** The specification's answers (docs/product/frame.md), as the owner's settings make them: what an empty answer shows. */
export function defaultFaqAnswers(guests: GuestTexts): Record<FaqField, string> {
  return {
    faqCheckIn: `Check-in is between ${guests.checkInHours.replace('-', ' and ')}. Check-out is until ${guests.checkOutBy}.`,
    faqPayment: 'Pay online in Indian Rupees by UPI or card (VISA, MasterCard, Maestro) through our secure payment partner.',
    faqAccount:
      'No, you can book as a guest. With an account your details are filled in for you and you can see all your bookings under My Bookings.',
    faqCancel: cancelAnswer(guests),
    faqRefundTime: `Refunds reach you within ${P.processingDays} days after we receive your UPI details.`,
    faqChildren: 'Children aged 0 to 12 stay at half the adult rate per night. Infants stay free.',
    faqPets: 'Pets are welcome in apartments listed as Pet Friendly. Please use the search filters to find them.',
    faqParking: 'Most apartments offer free shared parking on site. Check the facilities listed on each property page.',
    faqContact: `Write to ${SITE.contactEmail} and we will reply as soon as we can.`,
  };
}

/** The FAQ page's 9 questions: the owner's own answers (Settings → Guests), else the specification's. */
export function faqsFor(guests: GuestTexts & Partial<Record<FaqField, string>> = DEFAULT_SETTINGS.guests): readonly Faq[] {
  const defaults = defaultFaqAnswers(guests);
  return FAQ_FIELDS.map((field) => ({ question: FAQ_QUESTIONS[field], answer: guests[field] || defaults[field] }));
}

/**
 * The Refund Policy page's text as the specification says it and the owner's settings make it: what an
 * empty text shows. Blocks are separated by a blank line; `## ` starts a heading and `- ` an item.
 */
export function defaultRefundPolicy(guests: GuestTexts): string {
  return [
    '## How much is refunded',
    [
      `- Cancel ${P.fullRefundDays} days or more before check-in: full refund.`,
      `- Booked fewer than ${P.fullRefundDays} days before check-in? Cancel at least ${P.lateBookingFullRefundDays} days before check-in for a full refund.`,
      `- Cancel later than that, but at least ${P.halfRefundDays} days before check-in: 50% refund.`,
      `- Cancel fewer than ${P.halfRefundDays} days before check-in: no refund.`,
    ].join('\n'),
    '## Offers and promotions',
    guests.couponsNonRefundable
      ? 'Bookings paid at an offer or promotional price are non-refundable.'
      : 'Bookings paid at an offer or promotional price are refunded like any other booking.',
    '## Card and payment gateway charges',
    guests.keepGatewayCharge
      ? `Refunds made to a card or through the payment gateway are reduced by the gateway's charge of ${P.gatewayChargePercent}% of the amount refunded.`
      : 'Refunds are not reduced by the card or payment gateway charge.',
    '## How to cancel and when you are paid',
    `To cancel, write to us from the e-mail address used for the booking and include your UPI details for the refund. Refunds reach you within ${P.processingDays} days after we receive your UPI details.`,
  ].join('\n\n');
}

/** The owner's texts that can be reset to the specification's (Settings → Guests), with what "default" is for each. */
export function defaultGuestTexts(guests: GuestTexts): Record<FaqField | 'refundPolicy', string> {
  return { refundPolicy: defaultRefundPolicy(guests), ...defaultFaqAnswers(guests) };
}
